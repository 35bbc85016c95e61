#line 1 "rewritten_comparisons.cpp"
#include <overdub/overdub.h>
static unsigned overdub_sites_state_[4];
static constexpr ::overdub::Site overdub_sites_[] = {
  {"rewritten_comparisons.cpp", "main", "std::printf", 23, 3, 0, overdub_sites_state_ + 0},
  {"rewritten_comparisons.cpp", "main", "Version::operator<=>", 23, 29, -1, overdub_sites_state_ + 1},
  {"rewritten_comparisons.cpp", "main", "Version::operator==", 23, 36, -2, overdub_sites_state_ + 2},
  {"rewritten_comparisons.cpp", "main", "Tag::operator==", 23, 44, -3, overdub_sites_state_ + 3},
};
static const ::overdub::Registration overdub_sites_registration_{overdub_sites_};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "rewritten_comparisons.cpp"
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
   ::overdub::Span{overdub_sites_+0}.val(std::printf("%d %d %d\n",  ::overdub::Span{overdub_sites_+1}.val(a < b),  ::overdub::Span{overdub_sites_+2}.val(a != b),  ::overdub::Span{overdub_sites_+3}.val(t != u)));
  return 0;
}
