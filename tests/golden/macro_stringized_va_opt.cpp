// FLAGS: -std=c++20
// CALLS: 1 std::puts
// CALLS: 1 std::printf
// `#__VA_OPT__(...)` stringizes the arguments in its group: the call written there stays as
// written (no variant stringizes a copy of a group), the invocation's other calls are wrapped.
#include <cstdio>

int twice(int x) { return 2 * x; }

#define S(...) std::puts(#__VA_OPT__(__VA_ARGS__)); std::printf("%d\n", __VA_ARGS__)

int main() {
  S(twice(2));
  return 0;
}
