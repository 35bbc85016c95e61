// Library functions that clang also knows as builtins (std::sin, std::sqrt) are instrumented.
// CALLS: 1 std::sin
// CALLS: 1 std::sqrt
// CALLS: 1 std::printf
#include <cmath>
#include <cstdio>

int main(int argc, char **) {
  double y = std::sin(argc * 0.5) + std::sqrt(argc * 4.0);
  std::printf("%.6f\n", y);
  return 0;
}
