// C++20 constexpr functions: virtual calls, try blocks and dynamic allocation inside constexpr
// functions called both at run time (recorded) and in a static_assert (not recorded).
// FLAGS: -std=c++20
// CALLS: 2 Shape::sides
// CALLS: 1 count_sides
// CALLS: 1 std::printf
// CALLS: 2 std::vector<int>::push_back
#include <cstdio>
#include <vector>

struct Shape {
  constexpr virtual int sides() const { return 0; }
};
struct Square : Shape {
  constexpr int sides() const override { return 4; }
};
constexpr int count_sides(int n) {
  std::vector<int> v;
  Square s;
  const Shape &sh = s;
  try {
    for (int i = 0; i < n; ++i) v.push_back(sh.sides());
  } catch (...) {
    return -1;
  }
  int total = 0;
  for (int x : v) total += x;
  return total;
}
static_assert(count_sides(2) == 8);

int main(int argc, char **) {
  std::printf("%d\n", count_sides(argc + 1));
  return 0;
}
