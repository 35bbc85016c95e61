#line 1 "macro_stringized_made_text.cpp"
#include <overdub/overdub.h>
static unsigned overdub_macro_stringized_made_te_58347e12_state[8];
static constexpr ::overdub::Site overdub_macro_stringized_made_te_58347e12_sites[] = {
  {"macro_stringized_made_text.cpp", "main", "std::printf", 24, 3, 0, overdub_macro_stringized_made_te_58347e12_state + 0},
  {"macro_stringized_made_text.cpp", "main", "std::printf", 25, 3, 0, overdub_macro_stringized_made_te_58347e12_state + 1},
  {"macro_stringized_made_text.cpp", "main", "std::printf", 26, 3, 0, overdub_macro_stringized_made_te_58347e12_state + 2},
  {"macro_stringized_made_text.cpp", "main", "std::printf", 26, 23, -1, overdub_macro_stringized_made_te_58347e12_state + 3},
  {"macro_stringized_made_text.cpp", "main", "std::printf", 27, 3, 0, overdub_macro_stringized_made_te_58347e12_state + 4},
  {"macro_stringized_made_text.cpp", "main", "std::printf", 34, 3, 0, overdub_macro_stringized_made_te_58347e12_state + 5},
  {"macro_stringized_made_text.cpp", "main", "twice", 34, 14, -1, overdub_macro_stringized_made_te_58347e12_state + 6},
  {"macro_stringized_made_text.cpp", "main", "std::printf", 35, 3, 0, overdub_macro_stringized_made_te_58347e12_state + 7},
};
static const ::overdub::Registration overdub_macro_stringized_made_te_58347e12_registration{overdub_macro_stringized_made_te_58347e12_sites};
#line 19 "macro_stringized_made_text.cpp"
#define overdub_macro_stringized_made_te_58347e12_sites_m0_0_SHOW_TWO_AFTER(x, y) \
                             overdub_macro_stringized_made_te_58347e12_sites_m0_1_SHOW_TWO(x, y)
#line 18 "macro_stringized_made_text.cpp"
#define overdub_macro_stringized_made_te_58347e12_sites_m0_1_SHOW_TWO(a, b, ...) \
                            ( ::overdub::Span{overdub_macro_stringized_made_te_58347e12_sites+3}.val(std::printf("%s | %s\n", #a, #b)), (a) * 10 + (b))
#line 12 "macro_stringized_made_text.cpp"
#define overdub_sv_9272a467_SHOW(overdub_o_x, x) \
                std::printf("%s = %d\n", #overdub_o_x, (x))
#line 13 "macro_stringized_made_text.cpp"
#define overdub_sv_b9fe1ef9_SHOW_AFTER(overdub_o_x, x) \
                      overdub_sv_9272a467_SHOW( overdub_o_x,x)
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "macro_stringized_made_text.cpp"
// CALLS: 7 std::printf
// CALLS: 1 twice
// Stringized text the original's expansion makes in ways a copy of the argument would not
// reproduce: a name pasted from __COUNTER__ (the copy would take a number of its own), a macro
// that expands to a comma (its copy would split into two arguments of the variant), a directive
// inside the invocation (the copy would hold it, or stand before it). Those invocations stay as
// written; the one without any of these calls its variant.
#include <cstdio>

int twice(int x) { return 2 * x; }
int v0 = 10, v1 = 11, v2 = 12;

#define SHOW(x) std::printf("%s = %d\n", #x, (x))
#define SHOW_AFTER(x) SHOW(x)
#define CAT(a, b) a##b
#define CAT_AFTER(a, b) CAT(a, b)
#define NEXT_V CAT_AFTER(v, __COUNTER__)
#define PAIR twice(1), twice(2)
#define SHOW_TWO(a, b, ...) (std::printf("%s | %s\n", #a, #b), (a) * 10 + (b))
#define SHOW_TWO_AFTER(x, y) SHOW_TWO(x, y)
#define LIMIT 3

int main() {
   ::overdub::Span{overdub_macro_stringized_made_te_58347e12_sites+0}.val(SHOW_AFTER(NEXT_V + twice(1)));
   ::overdub::Span{overdub_macro_stringized_made_te_58347e12_sites+1}.val(SHOW_AFTER(CAT_AFTER(v, __COUNTER__) + twice(1)));
   ::overdub::Span{overdub_macro_stringized_made_te_58347e12_sites+2}.val(std::printf("%d\n", overdub_macro_stringized_made_te_58347e12_sites_m0_0_SHOW_TWO_AFTER(PAIR, twice(3))));
   ::overdub::Span{overdub_macro_stringized_made_te_58347e12_sites+4}.val(SHOW_AFTER(twice(
#ifdef LIMIT
      LIMIT
#else
      2
#endif
      )));
   ::overdub::Span{overdub_macro_stringized_made_te_58347e12_sites+5}.val(overdub_sv_b9fe1ef9_SHOW_AFTER(twice(4) + LIMIT,  ::overdub::Span{overdub_macro_stringized_made_te_58347e12_sites+6}.val(twice(4)) + LIMIT));
   ::overdub::Span{overdub_macro_stringized_made_te_58347e12_sites+7}.val(std::printf("after %d\n", __COUNTER__));
}
