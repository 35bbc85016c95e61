// A call written inside a macro body is skipped; the call around the macro is not.
// CALLS: 1 show
// CALLS: 1 std::printf
#include <cstdio>

int twice(int x) { return 2 * x; }
void show(int x) { std::printf("%d\n", x); }
#define TWICE_PLUS_ONE(x) (twice(x) + 1)

int main() {
  show(TWICE_PLUS_ONE(20));
  return 0;
}
