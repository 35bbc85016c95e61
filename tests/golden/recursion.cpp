// A recursive function: every level is recorded and nests.
// CALLS: 177 fib
// CALLS: 1 std::printf
#include <cstdio>

int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

int main() {
  std::printf("%d\n", fib(10));
  return 0;
}
