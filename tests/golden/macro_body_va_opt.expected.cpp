#line 1 "macro_body_va_opt.cpp"
#include <overdub/overdub.h>
static unsigned overdub_macro_body_va_opt_5f1dd26d_state[5];
static constexpr ::overdub::Site overdub_macro_body_va_opt_5f1dd26d_sites[] = {
  {"macro_body_va_opt.cpp", "show", "std::printf", 13, 42, 0, overdub_macro_body_va_opt_5f1dd26d_state + 0},
  {"macro_body_va_opt.cpp", "main", "show", 19, 3, 0, overdub_macro_body_va_opt_5f1dd26d_state + 1},
  {"macro_body_va_opt.cpp", "main", "twice", 19, 3, -1, overdub_macro_body_va_opt_5f1dd26d_state + 2},
  {"macro_body_va_opt.cpp", "main", "count_args", 19, 3, -2, overdub_macro_body_va_opt_5f1dd26d_state + 3},
  {"macro_body_va_opt.cpp", "main", "twice", 20, 10, 0, overdub_macro_body_va_opt_5f1dd26d_state + 4},
};
static const ::overdub::Registration overdub_macro_body_va_opt_5f1dd26d_registration{overdub_macro_body_va_opt_5f1dd26d_sites};
#define overdub_str_va(...) #__VA_ARGS__
#line 15 "macro_body_va_opt.cpp"
#define overdub_macro_body_va_opt_5f1dd26d_sites_m0_0_SHOW_TOTAL(overdub_o_va_args, overdub_e, ...) \
                        show(overdub_str_va overdub_o_va_args ## overdub_e, overdub_macro_body_va_opt_5f1dd26d_sites_m0_1_TOTAL(__VA_ARGS__))
#line 14 "macro_body_va_opt.cpp"
#define overdub_macro_body_va_opt_5f1dd26d_sites_m0_1_TOTAL(first, ...) \
                          ( ::overdub::Span{overdub_macro_body_va_opt_5f1dd26d_sites+2}.val(twice(first)) __VA_OPT__(+ ::overdub::Span{overdub_macro_body_va_opt_5f1dd26d_sites+3}.val( count_args(__VA_ARGS__))))
#line 14 "macro_body_va_opt.cpp"
#define overdub_macro_body_va_opt_5f1dd26d_sites_m1_0_TOTAL(first, ...) \
                          ( ::overdub::Span{overdub_macro_body_va_opt_5f1dd26d_sites+4}.val(twice(first)) __VA_OPT__(+ count_args(__VA_ARGS__)))
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "macro_body_va_opt.cpp"
// FLAGS: -std=c++20
// CALLS: 2 twice
// CALLS: 1 count_args
// CALLS: 1 std::printf
// CALLS: 1 show
// A variadic macro's body with __VA_OPT__ and a stringized __VA_ARGS__: the variant keeps both
// as written (the stringized text is the arguments', which stay as written too), and wraps the
// calls of the body.
#include <cstdio>

int twice(int x) { return 2 * x; }
int count_args(int a, int b = 0) { return a + b; }
void show(const char *text, int value) {  ::overdub::Span{overdub_macro_body_va_opt_5f1dd26d_sites+0}.val(std::printf("%s = %d\n", text, value)); }

#define TOTAL(first, ...) (twice(first) __VA_OPT__(+ count_args(__VA_ARGS__)))
#define SHOW_TOTAL(...) show(#__VA_ARGS__, TOTAL(__VA_ARGS__))

int main() {
   ::overdub::Span{overdub_macro_body_va_opt_5f1dd26d_sites+1}.v((overdub_macro_body_va_opt_5f1dd26d_sites_m0_0_SHOW_TOTAL((1, 2, 3), , 1, 2, 3), ::overdub::unit{}));
  return overdub_macro_body_va_opt_5f1dd26d_sites_m1_0_TOTAL(4) == 8 ? 0 : 1;
}
