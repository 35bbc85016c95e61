// Braced-init-list arguments: an initializer_list parameter, an aggregate, a std::pair, an
// empty list {} for a class and for a scalar; a braced list has no type, so it cannot pass
// through a forwarding wrapper.
// CALLS: 1 area
// CALLS: 1 both
// CALLS: 1 length
// CALLS: 2 std::basic_string<char>::size
// CALLS: 1 std::printf
// CALLS: 1 sum
// CALLS: 1 zero
#include <cstdio>
#include <initializer_list>
#include <string>
#include <utility>

struct Size { int w, h; };
int sum(std::initializer_list<int> l) { int s = 0; for (int x : l) s += x; return s; }
int area(Size s) { return s.w * s.h; }
std::size_t both(std::pair<int, std::string> p) { return p.first + p.second.size(); }
std::size_t length(const std::string &s) { return s.size(); }
int zero(int x) { return x; }

int main() {
  std::printf("%d %d %zu %zu %d\n", sum({1, 2, 3}), area({3, 4}), both({1, "ab"}), length({}),
              zero({}));
  return 0;
}
