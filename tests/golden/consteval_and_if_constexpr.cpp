// consteval calls are evaluated by the compiler; if constexpr conditions are constant; the
// chosen branch's calls run.
// FLAGS: -std=c++20
// CALLS: 1 pick_long
// CALLS: 1 std::printf
#include <cstdio>
#include <type_traits>

consteval int square(int x) { return x * x; }
constexpr bool wide() { return sizeof(long) == 8; }
int pick_long() { return 8; }
int pick_short() { return 4; }

int main() {
  int s = square(4);
  int w = 0;
  if constexpr (wide())
    w = pick_long();
  else
    w = pick_short();
  std::printf("%d %d\n", s, w);
  return 0;
}
