#line 1 "macro_stringized_line_numbers.cpp"
#include <overdub/overdub.h>
static unsigned overdub_macro_stringized_line_nu_f7f7f74c_state[3];
static constexpr ::overdub::Site overdub_macro_stringized_line_nu_f7f7f74c_sites[] = {
  {"macro_stringized_line_numbers.cpp", "main", "std::printf", 13, 3, 0, overdub_macro_stringized_line_nu_f7f7f74c_state + 0},
  {"macro_stringized_line_numbers.cpp", "main", "std::printf", 14, 3, 0, overdub_macro_stringized_line_nu_f7f7f74c_state + 1},
  {"macro_stringized_line_numbers.cpp", "main", "std::printf", 16, 3, 0, overdub_macro_stringized_line_nu_f7f7f74c_state + 2},
};
static const ::overdub::Registration overdub_macro_stringized_line_nu_f7f7f74c_registration{overdub_macro_stringized_line_nu_f7f7f74c_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "macro_stringized_line_numbers.cpp"
// CALLS: 3 std::printf
// CALLS: 0 twice
// A number the preprocessor makes in a stringized argument (__LINE__, also through a macro)
// depends on where it is expanded: a copy of the text on the invocation's first line would print
// another line, so these invocations stay as written (macro-stringized, the detail says why).
#include <cstdio>
int twice(int x) { return 2 * x; }
#define SHOW(x) std::printf("%s = %d\n", #x, (x))
#define XSHOW(x) SHOW(x)
#define MY_LINE __LINE__
int main() {
  // One line or several: the wrapper of printf goes around each, the calls inside stay.
   ::overdub::Span{overdub_macro_stringized_line_nu_f7f7f74c_sites+0}.val(XSHOW(__LINE__ + twice(0)));
   ::overdub::Span{overdub_macro_stringized_line_nu_f7f7f74c_sites+1}.val(XSHOW(
     MY_LINE + twice(1)));
   ::overdub::Span{overdub_macro_stringized_line_nu_f7f7f74c_sites+2}.val(XSHOW(twice(1) +
     __LINE__));
}
