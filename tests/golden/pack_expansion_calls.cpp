// Calls inside a pack expansion f(g(args)...): one site in the pattern runs once per element;
// the expansion must stay a pack expansion.
// CALLS: 1 std::printf
// CALLS: 4 sum
// CALLS: 1 total
// CALLS: 3 twice
#include <cstdio>

int twice(int x) { return 2 * x; }
int sum() { return 0; }
template <class... T> int sum(int first, T... rest) { return first + sum(rest...); }
template <class... A> int total(A... args) { return sum(twice(args)...); }

int main() {
  std::printf("%d\n", total(1, 2, 3));
  return 0;
}
