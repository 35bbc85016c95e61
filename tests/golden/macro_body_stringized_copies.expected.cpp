#line 1 "macro_body_stringized_copies.cpp"
#include <overdub/overdub.h>
static unsigned overdub_macro_body_stringized_co_ab469531_state[14];
static constexpr ::overdub::Site overdub_macro_body_stringized_co_ab469531_sites[] = {
  {"macro_body_stringized_copies.cpp", "main", "std::printf", 36, 3, 0, overdub_macro_body_stringized_co_ab469531_state + 0},
  {"macro_body_stringized_copies.cpp", "main", "twice", 36, 3, 0, overdub_macro_body_stringized_co_ab469531_state + 1},
  {"macro_body_stringized_copies.cpp", "main", "std::printf", 37, 3, 0, overdub_macro_body_stringized_co_ab469531_state + 2},
  {"macro_body_stringized_copies.cpp", "main", "twice", 37, 3, 0, overdub_macro_body_stringized_co_ab469531_state + 3},
  {"macro_body_stringized_copies.cpp", "main", "std::printf", 38, 3, 0, overdub_macro_body_stringized_co_ab469531_state + 4},
  {"macro_body_stringized_copies.cpp", "main", "twice", 38, 3, 0, overdub_macro_body_stringized_co_ab469531_state + 5},
  {"macro_body_stringized_copies.cpp", "main", "twice", 38, 3, 0, overdub_macro_body_stringized_co_ab469531_state + 6},
  {"macro_body_stringized_copies.cpp", "main", "std::printf", 39, 3, 0, overdub_macro_body_stringized_co_ab469531_state + 7},
  {"macro_body_stringized_copies.cpp", "main", "std::printf", 39, 8, -1, overdub_macro_body_stringized_co_ab469531_state + 8},
  {"macro_body_stringized_copies.cpp", "main", "twice", 39, 3, -1, overdub_macro_body_stringized_co_ab469531_state + 9},
  {"macro_body_stringized_copies.cpp", "main", "std::printf", 40, 3, 0, overdub_macro_body_stringized_co_ab469531_state + 10},
  {"macro_body_stringized_copies.cpp", "main", "std::printf", 40, 3, 0, overdub_macro_body_stringized_co_ab469531_state + 11},
  {"macro_body_stringized_copies.cpp", "main", "std::printf", 41, 3, 0, overdub_macro_body_stringized_co_ab469531_state + 12},
  {"macro_body_stringized_copies.cpp", "main", "std::printf", 42, 3, 0, overdub_macro_body_stringized_co_ab469531_state + 13},
};
static const ::overdub::Registration overdub_macro_body_stringized_co_ab469531_registration{overdub_macro_body_stringized_co_ab469531_sites};
#line 22 "macro_body_stringized_copies.cpp"
#define overdub_macro_body_stringized_co_ab469531_sites_m0_0_USE \
            overdub_macro_body_stringized_co_ab469531_sites_m0_1_XSHOW2(PAIR); (void) ::overdub::Span{overdub_macro_body_stringized_co_ab469531_sites+1}.val(twice(3))
#line 19 "macro_body_stringized_copies.cpp"
#define overdub_macro_body_stringized_co_ab469531_sites_m0_1_XSHOW2(x) \
                  overdub_macro_body_stringized_co_ab469531_sites_m0_2_SHOW2(x)
#line 18 "macro_body_stringized_copies.cpp"
#define overdub_macro_body_stringized_co_ab469531_sites_m0_2_SHOW2(a, b) \
                     ::overdub::Span{overdub_macro_body_stringized_co_ab469531_sites+0}.val(std::printf("%s | %s = %d\n", #a, #b, (a) + (b)))
#line 23 "macro_body_stringized_copies.cpp"
#define overdub_macro_body_stringized_co_ab469531_sites_m1_0_U(y) \
             overdub_macro_body_stringized_co_ab469531_sites_m1_1_XSHOW2(TWO(y, 5)); (void) ::overdub::Span{overdub_macro_body_stringized_co_ab469531_sites+3}.val(twice(7))
#line 19 "macro_body_stringized_copies.cpp"
#define overdub_macro_body_stringized_co_ab469531_sites_m1_1_XSHOW2(x) \
                  overdub_macro_body_stringized_co_ab469531_sites_m1_2_SHOW2(x)
#line 18 "macro_body_stringized_copies.cpp"
#define overdub_macro_body_stringized_co_ab469531_sites_m1_2_SHOW2(a, b) \
                     ::overdub::Span{overdub_macro_body_stringized_co_ab469531_sites+2}.val(std::printf("%s | %s = %d\n", #a, #b, (a) + (b)))
#line 24 "macro_body_stringized_copies.cpp"
#define overdub_macro_body_stringized_co_ab469531_sites_m2_0_U2(y) \
              overdub_macro_body_stringized_co_ab469531_sites_m2_1_U(y); (void) ::overdub::Span{overdub_macro_body_stringized_co_ab469531_sites+6}.val(twice(11))
#line 23 "macro_body_stringized_copies.cpp"
#define overdub_macro_body_stringized_co_ab469531_sites_m2_1_U(y) \
             overdub_macro_body_stringized_co_ab469531_sites_m2_2_XSHOW2(TWO(y, 5)); (void) ::overdub::Span{overdub_macro_body_stringized_co_ab469531_sites+5}.val(twice(7))
#line 19 "macro_body_stringized_copies.cpp"
#define overdub_macro_body_stringized_co_ab469531_sites_m2_2_XSHOW2(x) \
                  overdub_macro_body_stringized_co_ab469531_sites_m2_3_SHOW2(x)
#line 18 "macro_body_stringized_copies.cpp"
#define overdub_macro_body_stringized_co_ab469531_sites_m2_3_SHOW2(a, b) \
                     ::overdub::Span{overdub_macro_body_stringized_co_ab469531_sites+4}.val(std::printf("%s | %s = %d\n", #a, #b, (a) + (b)))
#line 25 "macro_body_stringized_copies.cpp"
#define overdub_sv_9272a467_SHOW(overdub_o_x, x) \
                std::printf("%s = %d\n", #overdub_o_x, (x))
#line 26 "macro_body_stringized_copies.cpp"
#define overdub_macro_body_stringized_co_ab469531_sites_m3_0_M \
          overdub_sv_9272a467_SHOW( twice(12), ::overdub::Span{overdub_macro_body_stringized_co_ab469531_sites+9}.val(twice(12)))
#line 28 "macro_body_stringized_copies.cpp"
#define overdub_macro_body_stringized_co_ab469531_sites_m4_0_MIX(y) \
               overdub_macro_body_stringized_co_ab469531_sites_m4_1_APPLY(overdub_macro_body_stringized_co_ab469531_sites_m4_2_SHOW, y); overdub_macro_body_stringized_co_ab469531_sites_m4_3_SHOW(y)
#line 27 "macro_body_stringized_copies.cpp"
#define overdub_macro_body_stringized_co_ab469531_sites_m4_1_APPLY(F, x) \
                    F(x)
#line 25 "macro_body_stringized_copies.cpp"
#define overdub_macro_body_stringized_co_ab469531_sites_m4_2_SHOW(x) \
                 ::overdub::Span{overdub_macro_body_stringized_co_ab469531_sites+10}.val(std::printf("%s = %d\n", #x, (x)))
#line 25 "macro_body_stringized_copies.cpp"
#define overdub_macro_body_stringized_co_ab469531_sites_m4_3_SHOW(x) \
                 ::overdub::Span{overdub_macro_body_stringized_co_ab469531_sites+11}.val(std::printf("%s = %d\n", #x, (x)))
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "macro_body_stringized_copies.cpp"
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
  overdub_macro_body_stringized_co_ab469531_sites_m0_0_USE;
  overdub_macro_body_stringized_co_ab469531_sites_m1_0_U(twice(1));
  overdub_macro_body_stringized_co_ab469531_sites_m2_0_U2(twice(2));
   ::overdub::Span{overdub_macro_body_stringized_co_ab469531_sites+7}.val(overdub_sv_9272a467_SHOW(M,  ::overdub::Span{overdub_macro_body_stringized_co_ab469531_sites+8}.val(overdub_macro_body_stringized_co_ab469531_sites_m3_0_M)));
  overdub_macro_body_stringized_co_ab469531_sites_m4_0_MIX(twice(14));
   ::overdub::Span{overdub_macro_body_stringized_co_ab469531_sites+12}.val(H);
   ::overdub::Span{overdub_macro_body_stringized_co_ab469531_sites+13}.val(std::printf("%d\n", __COUNTER__));
  g(twice(15));
  return 0;
}
