// C++20 rewritten comparisons: != through operator==, < through operator<=>.
// FLAGS: -std=c++20
// CALLS: 1 Tag::operator==
// CALLS: 1 Version::operator<=>
// CALLS: 1 Version::operator==
// CALLS: 1 std::printf
#include <compare>
#include <cstdio>

struct Version {
  int major, minor;
  bool operator==(const Version &) const = default;
  auto operator<=>(const Version &) const = default;
};
struct Tag {
  int id;
  bool operator==(const Tag &o) const { return id == o.id; }
};

int main() {
  Version a{1, 2}, b{1, 3};
  Tag t{1}, u{2};
  std::printf("%d %d %d\n", a < b, a != b, t != u);
  return 0;
}
