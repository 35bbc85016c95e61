// Calls in sizeof, decltype and noexcept are never evaluated.
// CALLS: 1 std::printf
// CALLS: 1 value
#include <cstdio>

int value() { return 4; }

int main() {
  decltype(value()) a = 1;
  unsigned long s = sizeof(value());
  bool n = noexcept(value());
  std::printf("%d %lu %d %d\n", a, s, n, value());
  return 0;
}
