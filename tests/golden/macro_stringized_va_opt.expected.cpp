#line 1 "macro_stringized_va_opt.cpp"
#include <overdub/overdub.h>
static unsigned overdub_macro_stringized_va_opt_47f20380_state[2];
static constexpr ::overdub::Site overdub_macro_stringized_va_opt_47f20380_sites[] = {
  {"macro_stringized_va_opt.cpp", "main", "std::puts", 13, 3, 0, overdub_macro_stringized_va_opt_47f20380_state + 0},
  {"macro_stringized_va_opt.cpp", "main", "std::printf", 13, 3, 0, overdub_macro_stringized_va_opt_47f20380_state + 1},
};
static const ::overdub::Registration overdub_macro_stringized_va_opt_47f20380_registration{overdub_macro_stringized_va_opt_47f20380_sites};
#line 9 "macro_stringized_va_opt.cpp"
#define overdub_macro_stringized_va_opt_47f20380_sites_m0_0_S(...) \
                ::overdub::Span{overdub_macro_stringized_va_opt_47f20380_sites+0}.val(std::puts(#__VA_OPT__(__VA_ARGS__))); ::overdub::Span{overdub_macro_stringized_va_opt_47f20380_sites+1}.val( std::printf("%d\n", __VA_ARGS__))
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "macro_stringized_va_opt.cpp"
// FLAGS: -std=c++20
// CALLS: 1 std::puts
// CALLS: 1 std::printf
// `#__VA_OPT__(...)` stringizes the arguments in its group: the call written there stays as
// written (no variant stringizes a copy of a group), the invocation's other calls are wrapped.
#include <cstdio>

int twice(int x) { return 2 * x; }

#define S(...) std::puts(#__VA_OPT__(__VA_ARGS__)); std::printf("%d\n", __VA_ARGS__)

int main() {
  overdub_macro_stringized_va_opt_47f20380_sites_m0_0_S(twice(2));
  return 0;
}
