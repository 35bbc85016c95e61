// A call written inside a macro body is wrapped in the variant of the macro that the invocation
// calls (MacroBodies.h); the call around the invocation is wrapped as written.
// CALLS: 1 show
// CALLS: 1 twice
// CALLS: 1 std::printf
#include <cstdio>

int twice(int x) { return 2 * x; }
void show(int x) { std::printf("%d\n", x); }
#define TWICE_PLUS_ONE(x) (twice(x) + 1)

int main() {
  show(TWICE_PLUS_ONE(20));
  return 0;
}
