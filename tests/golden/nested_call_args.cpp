// g(f(x)): the argument's call is recorded with its lexical parent.
// CALLS: 1 f
// CALLS: 1 g
// CALLS: 1 std::printf
#include <cstdio>

int f(int x) { return x + 1; }
int g(int x) { return x * 2; }

int main() {
  std::printf("%d\n", g(f(20)));
  return 0;
}
