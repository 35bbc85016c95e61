// (void) on a [[nodiscard]] call keeps silencing the warning.
// CALLS: 1 compute
// CALLS: 1 std::printf
#include <cstdio>

[[nodiscard]] int compute() { return 3; }

int main() {
  (void)compute();
  std::printf("done\n");
  return 0;
}
