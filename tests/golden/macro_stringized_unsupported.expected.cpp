#line 1 "macro_stringized_unsupported.cpp"
#include <overdub/overdub.h>
static unsigned overdub_macro_stringized_unsuppo_456a9854_state[4];
static constexpr ::overdub::Site overdub_macro_stringized_unsuppo_456a9854_sites[] = {
  {"macro_stringized_unsupported.cpp", "main", "std::printf", 20, 11, 0, overdub_macro_stringized_unsuppo_456a9854_state + 0},
  {"macro_stringized_unsupported.cpp", "main", "twice", 20, 37, 0, overdub_macro_stringized_unsuppo_456a9854_state + 1},
  {"macro_stringized_unsupported.cpp", "main", "std::printf", 21, 3, 0, overdub_macro_stringized_unsuppo_456a9854_state + 2},
  {"macro_stringized_unsupported.cpp", "main", "std::printf", 22, 3, 0, overdub_macro_stringized_unsuppo_456a9854_state + 3},
};
static const ::overdub::Registration overdub_macro_stringized_unsuppo_456a9854_registration{overdub_macro_stringized_unsuppo_456a9854_sites};
#line 13 "macro_stringized_unsupported.cpp"
#define overdub_macro_stringized_unsuppo_456a9854_sites_m0_0_SHOW_AND_PASTE(overdub_o_call, call, suffix) \
                                     ( ::overdub::Span{overdub_macro_stringized_unsuppo_456a9854_sites+0}.val(std::printf("%s\n", #overdub_o_call)), call##suffix)
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "macro_stringized_unsupported.cpp"
// FLAGS: -std=c++20
// CALLS: 1 twice
// CALLS: 3 std::printf
// CALLS: 0 value_of_1
// Arguments whose text is stringized where no variant keeps it exact stay as written
// (macro-stringized): __VA_ARGS__ passed to a named parameter that is stringized (the copy of a
// variadic argument is parenthesized: macro_stringized_va_args), a stringized __VA_OPT__. An argument pasted as well as stringized calls a variant, but a call ending at
// the pasted edge (value_of_1's `)`, pasted with the empty suffix) stays as written.
#include <cstdio>

int twice(int x) { return 2 * x; }
int value_of_1(int x) { return x + 1; }

#define SHOW_AND_PASTE(call, suffix) (std::printf("%s\n", #call), call##suffix)
#define SHOW_ONE(x) std::printf("%s -> %d\n", #x, x)
#define SHOW_ALL(...) SHOW_ONE(__VA_ARGS__)
#define SHOW_OPT(x, ...) std::printf("%s%s %d\n", #x, #__VA_OPT__(, more), x)

int main() {
  int a = overdub_macro_stringized_unsuppo_456a9854_sites_m0_0_SHOW_AND_PASTE(value_of_1(twice(1)), value_of_1( ::overdub::Span{overdub_macro_stringized_unsuppo_456a9854_sites+1}.val(twice(1))), );
   ::overdub::Span{overdub_macro_stringized_unsuppo_456a9854_sites+2}.val(SHOW_ALL(twice(2)));
   ::overdub::Span{overdub_macro_stringized_unsuppo_456a9854_sites+3}.val(SHOW_OPT(twice(3), 1));
  return a == 3 ? 0 : 1;
}
