#line 1 "full_expression_dependent.cpp"
#include <overdub/overdub.h>
static unsigned overdub_full_expression_dependen_5e505e3c_state[10];
static ::overdub::TargetCache overdub_full_expression_dependen_5e505e3c_targets[2];
static constexpr ::overdub::Site overdub_full_expression_dependen_5e505e3c_sites[] = {
  {"full_expression_dependent.cpp", "call", "(f)", 18, 3, 0, overdub_full_expression_dependen_5e505e3c_state + 0},
  {"full_expression_dependent.cpp", "apply", "(f)", 22, 10, 0, overdub_full_expression_dependen_5e505e3c_state + 1},
  {"full_expression_dependent.cpp", "kept", "(f)", 26, 12, 0, overdub_full_expression_dependen_5e505e3c_state + 2},
  {"full_expression_dependent.cpp", "main", "call", 31, 3, 0, overdub_full_expression_dependen_5e505e3c_state + 3},
  {"full_expression_dependent.cpp", "main", "call", 32, 3, 0, overdub_full_expression_dependen_5e505e3c_state + 4},
  {"full_expression_dependent.cpp", "main", "apply", 33, 11, 0, overdub_full_expression_dependen_5e505e3c_state + 5},
  {"full_expression_dependent.cpp", "main", "apply", 34, 3, 0, overdub_full_expression_dependen_5e505e3c_state + 6},
  {"full_expression_dependent.cpp", "main", "std::printf", 35, 3, 0, overdub_full_expression_dependen_5e505e3c_state + 7},
  {"full_expression_dependent.cpp", "main", "kept", 35, 29, -1, overdub_full_expression_dependen_5e505e3c_state + 8},
  {"full_expression_dependent.cpp", "main", "kept", 35, 47, -2, overdub_full_expression_dependen_5e505e3c_state + 9},
};
static const ::overdub::Registration overdub_full_expression_dependen_5e505e3c_registration{overdub_full_expression_dependen_5e505e3c_sites, overdub_full_expression_dependen_5e505e3c_targets};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "full_expression_dependent.cpp"
// A dependent call before C++14 (no lambda form): the full-expression form is exact for every
// instantiation where the call is the whole value of its full-expression, a variable's whole
// initializer or a return operand. In an expression statement it is taken when every
// instantiation discards a result whose destructor does nothing.
// FLAGS: -std=c++11
// CALLS: 6 (f)
// CALLS: 2 apply
// CALLS: 2 call
// CALLS: 2 kept
// CALLS: 1 std::printf
#include <cstdio>

int twice(int x) { return 2 * x; }
void note(int) {}

template <class F>
void call(F f, int x) {
   (static_cast<void>(::overdub::FullExprSpan{overdub_full_expression_dependen_5e505e3c_sites+0}),  ::overdub::indirect_target(overdub_full_expression_dependen_5e505e3c_sites+0, overdub_full_expression_dependen_5e505e3c_targets+0, f)(x));
}
template <class F>
auto apply(F f, int x) -> decltype(f(x)) {
  return  (static_cast<void>(::overdub::FullExprSpan{overdub_full_expression_dependen_5e505e3c_sites+1}),  ::overdub::indirect_target(overdub_full_expression_dependen_5e505e3c_sites+1, overdub_full_expression_dependen_5e505e3c_targets+1, f)(x));
}
template <class F>
int kept(F f, int x) {
  auto r =  ::overdub::Span{overdub_full_expression_dependen_5e505e3c_sites+2}.val(f(x));
  return static_cast<int>(r);
}

int main() {
   ::overdub::Span{overdub_full_expression_dependen_5e505e3c_sites+3}.v((call(&twice, 1), ::overdub::unit{}));
   ::overdub::Span{overdub_full_expression_dependen_5e505e3c_sites+4}.v((call(&note, 2), ::overdub::unit{}));
  int a =  ::overdub::Span{overdub_full_expression_dependen_5e505e3c_sites+5}.val(apply(&twice, 3));
   ::overdub::Span{overdub_full_expression_dependen_5e505e3c_sites+6}.v((apply(&note, 4), ::overdub::unit{}));
   ::overdub::Span{overdub_full_expression_dependen_5e505e3c_sites+7}.val(std::printf("%d %d\n", a,  ::overdub::Span{overdub_full_expression_dependen_5e505e3c_sites+8}.val(kept(&twice, 5)) +  ::overdub::Span{overdub_full_expression_dependen_5e505e3c_sites+9}.val(kept([](int x) { return x + 1; }, 6))));
  return 0;
}
