// OVERDUB: --macro-bodies
// With --macro-bodies a call written in a macro body of the main file is rewritten at the
// #define: one site for all its expansions (also through another macro, and when the callee
// is a parameter); a call next to # or ## (also spelled %:%:) stays skipped.
// CALLS: 6 twice
// CALLS: 2 f
// CALLS: 3 show
// CALLS: 1 std::puts
// CALLS: 3 std::printf
#include <cstdio>

int twice(int x) { return 2 * x; }
int f(int x) { return x + 1; }
int f1 = 0;
void show(int x) { std::printf("%d\n", x); }
#define TWICE_PLUS_ONE(x) (twice(x) + 1)
#define SHOW_TWICE(x) show(TWICE_PLUS_ONE(x))
#define APPLY(fn, x) fn(x)
#define NAMED(x) std::puts(#x)
#define PASTED(a) f(a##1)
#define THEN_PASTED(p) (twice(3)##p + 0)
#define THEN_PASTED_DIGRAPH(p) (twice(4)%:%:p + 0)

int main() {
  int a = TWICE_PLUS_ONE(1);
  int b = TWICE_PLUS_ONE(a) + TWICE_PLUS_ONE(2);
  SHOW_TWICE(b);
  SHOW_TWICE(3);
  int c = APPLY(f, a) + APPLY(twice, b);
  NAMED(twice(1));
  int d = PASTED(f) + THEN_PASTED() + THEN_PASTED_DIGRAPH();
  show(a + b + c + d);
  return 0;
}
