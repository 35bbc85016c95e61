// Arrays initialized by calls: scalars, class objects (copy elision into each element) and a
// non-movable element type; elements are initialized in order.
// CALLS: 2 f
// CALLS: 2 fixed
// CALLS: 1 g
// CALLS: 2 name
// CALLS: 2 std::basic_string<char>::c_str
// CALLS: 2 std::operator+
// CALLS: 1 std::printf
// CALLS: 2 std::to_string
// CALLS: 2 Fixed
#include <cstdio>
#include <string>

int order = 0;
int f() { return order = order * 10 + 1; }
int g() { return order = order * 10 + 2; }
std::string name(int i) { return "n" + std::to_string(i); }
struct Fixed {
  int v;
  explicit Fixed(int x) : v(x) {}
  Fixed(const Fixed &) = delete;
};
Fixed fixed(int x) { return Fixed(x); }

int main() {
  int a[] = {f(), g(), f()};
  std::string s[2] = {name(1), name(2)};
  Fixed fx[] = {fixed(5), fixed(6)};
  std::printf("%d %d %d %s %s %d %d\n", a[0], a[1], a[2], s[0].c_str(), s[1].c_str(), fx[0].v,
              fx[1].v);
  return 0;
}
