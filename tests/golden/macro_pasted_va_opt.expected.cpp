#line 1 "macro_pasted_va_opt.cpp"
#include <overdub/overdub.h>
static unsigned overdub_macro_pasted_va_opt_ab0b731a_state[5];
static constexpr ::overdub::Site overdub_macro_pasted_va_opt_ab0b731a_sites[] = {
  {"macro_pasted_va_opt.cpp", "main", "p_twice", 24, 11, 0, overdub_macro_pasted_va_opt_ab0b731a_state + 0},
  {"macro_pasted_va_opt.cpp", "main", "twice", 24, 33, 0, overdub_macro_pasted_va_opt_ab0b731a_state + 1},
  {"macro_pasted_va_opt.cpp", "main", "res", 25, 11, 0, overdub_macro_pasted_va_opt_ab0b731a_state + 2},
  {"macro_pasted_va_opt.cpp", "main", "operator+", 25, 11, -1, overdub_macro_pasted_va_opt_ab0b731a_state + 3},
  {"macro_pasted_va_opt.cpp", "main", "std::printf", 26, 3, 0, overdub_macro_pasted_va_opt_ab0b731a_state + 4},
};
static const ::overdub::Registration overdub_macro_pasted_va_opt_ab0b731a_registration{overdub_macro_pasted_va_opt_ab0b731a_sites};
#line 19 "macro_pasted_va_opt.cpp"
#define overdub_macro_pasted_va_opt_ab0b731a_sites_m0_0_PREFIX_ARGS(x, ...) \
                            (__VA_ARGS__ + ::overdub::Span{overdub_macro_pasted_va_opt_ab0b731a_sites+0}.val( x ## __VA_OPT__(__VA_ARGS__)))
#line 20 "macro_pasted_va_opt.cpp"
#define overdub_macro_pasted_va_opt_ab0b731a_sites_m1_0_ARGS_SUFFIX(x, ...) \
                            res( ::overdub::Span{overdub_macro_pasted_va_opt_ab0b731a_sites+3}.val(__VA_ARGS__ + __VA_OPT__(__VA_ARGS__) ## x))
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "macro_pasted_va_opt.cpp"
// FLAGS: -std=c++20
// CALLS: 2 twice
// CALLS: 1 p_twice
// CALLS: 1 operator+
// CALLS: 1 res
// CALLS: 1 std::printf
// A `##` next to `__VA_OPT__(...)` pastes the group's first or last token, which is the first or
// last of `__VA_ARGS__` here: the calls at those edges stay as written, the others are wrapped.
#include <cstdio>

struct V {
  int v;
};
V operator+(V a, V b) { return {a.v + b.v}; }
int res(V x) { return x.v; }
int twice(int x) { return 2 * x; }
int p_twice(int x) { return x + 100; }
V a{1}, b{2}, b_s{30};

#define PREFIX_ARGS(x, ...) (__VA_ARGS__ + x ## __VA_OPT__(__VA_ARGS__))
#define ARGS_SUFFIX(x, ...) res(__VA_ARGS__ + __VA_OPT__(__VA_ARGS__) ## x)

int main() {
  int p = overdub_macro_pasted_va_opt_ab0b731a_sites_m0_0_PREFIX_ARGS(p_, twice( ::overdub::Span{overdub_macro_pasted_va_opt_ab0b731a_sites+1}.val(twice(2))));
  int r =  ::overdub::Span{overdub_macro_pasted_va_opt_ab0b731a_sites+2}.val(overdub_macro_pasted_va_opt_ab0b731a_sites_m1_0_ARGS_SUFFIX(_s, a + b));
   ::overdub::Span{overdub_macro_pasted_va_opt_ab0b731a_sites+4}.val(std::printf("%d %d\n", p, r));
}
