// A call in a namespace-scope initializer runs before main and is recorded.
// CALLS: 1 seed
// CALLS: 1 std::printf
#include <cstdio>

int seed() { return 42; }
int global = seed();

int main() {
  std::printf("%d\n", global);
  return 0;
}
