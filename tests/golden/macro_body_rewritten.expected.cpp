#line 1 "macro_body_rewritten.cpp"
#include <overdub/overdub.h>
static unsigned overdub_macro_body_rewritten_073608b8_state[9];
static constexpr ::overdub::Site overdub_macro_body_rewritten_073608b8_sites[] = {
  {"macro_body_rewritten.cpp", "show", "std::printf", 15, 20, 0, overdub_macro_body_rewritten_073608b8_state + 0},
  {"macro_body_rewritten.cpp", "<macro TWICE_PLUS_ONE>", "twice", 16, 28, 0, overdub_macro_body_rewritten_073608b8_state + 1},
  {"macro_body_rewritten.cpp", "main", "show", 27, 3, 0, overdub_macro_body_rewritten_073608b8_state + 2},
  {"macro_body_rewritten.cpp", "main", "show", 28, 3, 0, overdub_macro_body_rewritten_073608b8_state + 3},
  {"macro_body_rewritten.cpp", "main", "f", 29, 11, 0, overdub_macro_body_rewritten_073608b8_state + 4},
  {"macro_body_rewritten.cpp", "main", "twice", 29, 25, 0, overdub_macro_body_rewritten_073608b8_state + 5},
  {"macro_body_rewritten.cpp", "main", "std::puts", 30, 3, 0, overdub_macro_body_rewritten_073608b8_state + 6},
  {"macro_body_rewritten.cpp", "main", "f", 31, 11, 0, overdub_macro_body_rewritten_073608b8_state + 7},
  {"macro_body_rewritten.cpp", "main", "show", 32, 3, 0, overdub_macro_body_rewritten_073608b8_state + 8},
};
static const ::overdub::Registration overdub_macro_body_rewritten_073608b8_registration{overdub_macro_body_rewritten_073608b8_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "macro_body_rewritten.cpp"
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
void show(int x) {  ::overdub::Span{overdub_macro_body_rewritten_073608b8_sites+0}.val(std::printf("%d\n", x)); }
#define TWICE_PLUS_ONE(x) ( ::overdub::Span{overdub_macro_body_rewritten_073608b8_sites+1}.val(twice(x)) + 1)
#define SHOW_TWICE(x) show(TWICE_PLUS_ONE(x))
#define APPLY(fn, x) fn(x)
#define NAMED(x) std::puts(#x)
#define PASTED(a) f(a##1)
#define THEN_PASTED(p) (twice(3)##p + 0)
#define THEN_PASTED_DIGRAPH(p) (twice(4)%:%:p + 0)

int main() {
  int a = TWICE_PLUS_ONE(1);
  int b = TWICE_PLUS_ONE(a) + TWICE_PLUS_ONE(2);
   ::overdub::Span{overdub_macro_body_rewritten_073608b8_sites+2}.v((SHOW_TWICE(b), ::overdub::unit{}));
   ::overdub::Span{overdub_macro_body_rewritten_073608b8_sites+3}.v((SHOW_TWICE(3), ::overdub::unit{}));
  int c =  ::overdub::Span{overdub_macro_body_rewritten_073608b8_sites+4}.val(APPLY(f, a)) +  ::overdub::Span{overdub_macro_body_rewritten_073608b8_sites+5}.val(APPLY(twice, b));
   ::overdub::Span{overdub_macro_body_rewritten_073608b8_sites+6}.val(NAMED(twice(1)));
  int d =  ::overdub::Span{overdub_macro_body_rewritten_073608b8_sites+7}.val(PASTED(f)) + THEN_PASTED() + THEN_PASTED_DIGRAPH();
   ::overdub::Span{overdub_macro_body_rewritten_073608b8_sites+8}.v((show(a + b + c + d), ::overdub::unit{}));
  return 0;
}
