// A call to a free function returning a scalar.
// CALLS: 2 add
// CALLS: 1 std::printf
#include <cstdio>

int add(int a, int b) { return a + b; }

int main() {
  int x = add(1, 2);
  std::printf("%d\n", x + add(x, 4));
  return 0;
}
