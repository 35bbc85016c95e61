#line 1 "macro_body.cpp"
#include <overdub/overdub.h>
static unsigned overdub_macro_body_e5ffe9a3_state[3];
static constexpr ::overdub::Site overdub_macro_body_e5ffe9a3_sites[] = {
  {"macro_body.cpp", "show", "std::printf", 9, 20, 0, overdub_macro_body_e5ffe9a3_state + 0},
  {"macro_body.cpp", "main", "show", 13, 3, 0, overdub_macro_body_e5ffe9a3_state + 1},
  {"macro_body.cpp", "main", "twice", 13, 8, -1, overdub_macro_body_e5ffe9a3_state + 2},
};
static const ::overdub::Registration overdub_macro_body_e5ffe9a3_registration{overdub_macro_body_e5ffe9a3_sites};
#line 9 "macro_body.cpp"
#define overdub_macro_body_e5ffe9a3_sites_m0_0_TWICE_PLUS_ONE(x) \
                          ( ::overdub::Span{overdub_macro_body_e5ffe9a3_sites+2}.val(twice(x)) + 1)
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "macro_body.cpp"
// A call written inside a macro body is wrapped in the variant of the macro that the invocation
// calls (MacroBodies.h); the call around the invocation is wrapped as written.
// CALLS: 1 show
// CALLS: 1 twice
// CALLS: 1 std::printf
#include <cstdio>

int twice(int x) { return 2 * x; }
void show(int x) {  ::overdub::Span{overdub_macro_body_e5ffe9a3_sites+0}.val(std::printf("%d\n", x)); }
#define TWICE_PLUS_ONE(x) (twice(x) + 1)

int main() {
   ::overdub::Span{overdub_macro_body_e5ffe9a3_sites+1}.v((show(overdub_macro_body_e5ffe9a3_sites_m0_0_TWICE_PLUS_ONE(20)), ::overdub::unit{}));
  return 0;
}
