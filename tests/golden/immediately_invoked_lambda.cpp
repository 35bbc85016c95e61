// An immediately invoked lambda, a lambda stored and called, and calls inside both.
// CALLS: 2 base
// CALLS: 1 main::<lambda:11:17>
// CALLS: 1 main::<lambda:12:14>
// CALLS: 1 std::printf
#include <cstdio>

int base() { return 40; }

int main() {
  const int v = [] { return base() + 2; }();
  auto add = [](int a, int b) { return a + b; };
  std::printf("%d %d\n", v, add(v, base()));
  return 0;
}
