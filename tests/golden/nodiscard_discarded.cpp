// Discarding a [[nodiscard]] result still warns, once, on the same line.
// CALLS: 2 compute
// CALLS: 1 std::printf
#include <cstdio>

[[nodiscard]] int compute(int x) { return x + 1; }

int main() {
  compute(1);
  int kept = compute(2);
  std::printf("%d\n", kept);
  return 0;
}
