#line 1 "macro_body_warning_lines.cpp"
#include <overdub/overdub.h>
static unsigned overdub_macro_body_warning_lines_decdbb7c_state[5];
static constexpr ::overdub::Site overdub_macro_body_warning_lines_decdbb7c_sites[] = {
  {"macro_body_warning_lines.cpp", "show", "std::printf", 13, 44, 0, overdub_macro_body_warning_lines_decdbb7c_state + 0},
  {"macro_body_warning_lines.cpp", "main", "twice", 27, 3, 0, overdub_macro_body_warning_lines_decdbb7c_state + 1},
  {"macro_body_warning_lines.cpp", "main", "show", 28, 3, 0, overdub_macro_body_warning_lines_decdbb7c_state + 2},
  {"macro_body_warning_lines.cpp", "main", "twice", 28, 3, 0, overdub_macro_body_warning_lines_decdbb7c_state + 3},
  {"macro_body_warning_lines.cpp", "main", "twice", 28, 8, -2, overdub_macro_body_warning_lines_decdbb7c_state + 4},
};
static const ::overdub::Registration overdub_macro_body_warning_lines_decdbb7c_registration{overdub_macro_body_warning_lines_decdbb7c_sites};
#line 15 "macro_body_warning_lines.cpp"
#define overdub_macro_body_warning_lines_decdbb7c_sites_m0_0_DISCARD(x) \
  (x) + ::overdub::Span{overdub_macro_body_warning_lines_decdbb7c_sites+1}.val( twice(0))
#line 18 "macro_body_warning_lines.cpp"
#define overdub_macro_body_warning_lines_decdbb7c_sites_m1_0_SHOW(overdub_o_e, e) \
  do {\
    int shown = ::overdub::Span{overdub_macro_body_warning_lines_decdbb7c_sites+2}.val( show(#overdub_o_e, (e)));\
    int unused = ::overdub::Span{overdub_macro_body_warning_lines_decdbb7c_sites+3}.val( twice(shown));\
    shown == 0;\
  } while (false)
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "macro_body_warning_lines.cpp"
// CALLS: 3 twice
// CALLS: 1 show
// CALLS: 1 std::printf
// A compiler's warning about a token of a macro's body is reported at the #define's line, as in
// the original compile, also where the invocation calls a variant of the macro (one with the
// wrappers of its body's calls, one with copies of a stringized argument): each variant's
// #define stands under a #line naming the original's, and its body keeps the original's lines
// and columns. g++ warns that the sum of DISCARD and the comparison of SHOW are not used, both
// compilers that `unused` is.
#include <cstdio>

int twice(int x) { return 2 * x; }
int show(const char *text, int v) { return  ::overdub::Span{overdub_macro_body_warning_lines_decdbb7c_sites+0}.val(std::printf("%s = %d\n", text, v)); }

#define DISCARD(x) \
  (x) + twice(0)

#define SHOW(e)                   \
  do {                            \
    int shown = show(#e, (e));    \
    int unused = twice(shown);    \
    shown == 0;                   \
  } while (false)

int main() {
  int a = 1;
  overdub_macro_body_warning_lines_decdbb7c_sites_m0_0_DISCARD(a);
  overdub_macro_body_warning_lines_decdbb7c_sites_m1_0_SHOW(twice(a),  ::overdub::Span{overdub_macro_body_warning_lines_decdbb7c_sites+4}.val(twice(a)));
  return 0;
}
