// Default member initializers holding calls: one site runs once per constructed object, from
// every constructor that does not initialize the member itself, and in aggregate
// initialization (C++14) for the members not given.
// CALLS: 2 serial
// CALLS: 2 std::basic_string<char>::c_str
// CALLS: 2 std::operator+
// CALLS: 1 std::printf
// CALLS: 2 std::to_string
// CALLS: 2 tag
// CALLS: 2 Item
#include <cstdio>
#include <string>

int serial() { static int n = 0; return ++n; }
std::string tag(int n) { return "t" + std::to_string(n); }

struct Item {
  int id = serial();
  std::string name{tag(id)};
  Item() {}
  explicit Item(int forced) : id(forced) {}
};
struct Pair {
  int a;
  int b = serial();
};

int main() {
  Item x;
  Item y(40);
  Pair p{7};
  std::printf("%d %s %d %s %d %d\n", x.id, x.name.c_str(), y.id, y.name.c_str(), p.a, p.b);
  return 0;
}
