// CALLS: 5 twice
// CALLS: 9 std::printf
// Copies of a body's text handed to a stringizing macro's variant must be what the original
// stringizes, parameter for parameter: a macro in the copied text that makes commas (PAIR, TWO)
// gives the original's SHOW2 two arguments, and the variant's XSHOW2 one copy that would split
// into two and shift the parameters (it did not compile). Left as written, with the reason:
// the invocation U(twice(1)), whose variant would hand XSHOW2 the copy `TWO(twice(1), 5)`, also
// through U2; the calls of PAIR's body, which USE's variant cannot hand a copy of. The body's
// other calls (twice(3), twice(7), twice(11)) are wrapped. Also: SHOW(M), whose copy `M` stands
// for the text SHOW prints, not for what M's own SHOW prints (M's variant hands that one a copy
// of its body); MIX, whose argument APPLY(SHOW, y) stringizes as well as its direct SHOW (only
// the direct one takes a copy: MIX stays as written); a copy holding __COUNTER__ (H: it would
// count again); a macro whose body names itself (g: its variant would expand g again). Every
// line prints what the original prints.
#include <cstdio>

int twice(int x) { return 2 * x; }

#define SHOW2(a, b) std::printf("%s | %s = %d\n", #a, #b, (a) + (b))
#define XSHOW2(x) SHOW2(x)
#define PAIR twice(1), twice(2)
#define TWO(a, b) a, b
#define USE XSHOW2(PAIR); (void)twice(3)
#define U(y) XSHOW2(TWO(y, 5)); (void)twice(7)
#define U2(y) U(y); (void)twice(11)
#define SHOW(x) std::printf("%s = %d\n", #x, (x))
#define M SHOW(twice(12))
#define APPLY(F, x) F(x)
#define MIX(y) APPLY(SHOW, y); SHOW(y)
#define XSHOW(x) SHOW(x)
#define H XSHOW(__COUNTER__ + twice(13))
int g(int x) { return x * 3; }
#define g(x) (SHOW(g(x)), g(x))

int main() {
  USE;
  U(twice(1));
  U2(twice(2));
  SHOW(M);
  MIX(twice(14));
  H;
  std::printf("%d\n", __COUNTER__);
  g(twice(15));
  return 0;
}
