// C++14 constexpr functions with loops and local variables, called at run time (recorded) and in
// constant expressions (the hooks stay constant-evaluable); calls inside them run either way.
// FLAGS: -std=c++14
// CALLS: 1 collatz
// CALLS: 1 std::printf
// CALLS: 8 step
#include <cstdio>

constexpr int step(int x) { return x % 2 ? 3 * x + 1 : x / 2; }
constexpr int collatz(int x) {
  int n = 0;
  while (x != 1) {
    x = step(x);
    ++n;
  }
  return n;
}
static_assert(collatz(6) == 8, "constant evaluation still works");
constexpr int at_compile_time = collatz(3);

int main(int argc, char **) {
  std::printf("%d %d\n", collatz(argc + 5), at_compile_time);
  return 0;
}
