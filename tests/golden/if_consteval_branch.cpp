// C++23 if consteval: the compile-time branch's calls are constant-context and skipped, the
// run-time branch's calls run and are recorded; the function also works in a static_assert.
// FLAGS: -std=c++2b
// CALLS: 1 fast
// CALLS: 0 slow
// CALLS: 1 std::printf
// CALLS: 1 twice
#include <cstdio>

constexpr int slow(int x) { return x * 2; }
int fast(int x) { return x << 1; }
constexpr int twice(int x) {
  if consteval {
    return slow(x);
  } else {
    return fast(x);
  }
}
static_assert(twice(4) == 8);

int main(int argc, char **) {
  std::printf("%d\n", twice(argc + 2));
  return 0;
}
