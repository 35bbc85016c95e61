#line 1 "generic_lambda_dependent_calls.cpp"
#include <overdub/overdub.h>
static unsigned overdub_generic_lambda_dependent_26ef5fd9_state[11];
static constexpr ::overdub::Site overdub_generic_lambda_dependent_26ef5fd9_sites[] = {
  {"generic_lambda_dependent_calls.cpp", "Box::add", "g", 16, 50, 0, overdub_generic_lambda_dependent_26ef5fd9_state + 0},
  {"generic_lambda_dependent_calls.cpp", "Box::add", "g", 16, 57, 0, overdub_generic_lambda_dependent_26ef5fd9_state + 1},
  {"generic_lambda_dependent_calls.cpp", "Box::get", "g", 17, 29, 0, overdub_generic_lambda_dependent_26ef5fd9_state + 2},
  {"generic_lambda_dependent_calls.cpp", "main::<lambda:20:12>", "g", 20, 32, 0, overdub_generic_lambda_dependent_26ef5fd9_state + 3},
  {"generic_lambda_dependent_calls.cpp", "main", "std::printf", 21, 3, 0, overdub_generic_lambda_dependent_26ef5fd9_state + 4},
  {"generic_lambda_dependent_calls.cpp", "main", "main::<lambda:20:12>", 21, 23, -1, overdub_generic_lambda_dependent_26ef5fd9_state + 5},
  {"generic_lambda_dependent_calls.cpp", "main::<lambda:22:12>", "g", 22, 37, 0, overdub_generic_lambda_dependent_26ef5fd9_state + 6},
  {"generic_lambda_dependent_calls.cpp", "main", "std::printf", 24, 3, 0, overdub_generic_lambda_dependent_26ef5fd9_state + 7},
  {"generic_lambda_dependent_calls.cpp", "main", "Box<int>::add", 24, 26, -1, overdub_generic_lambda_dependent_26ef5fd9_state + 8},
  {"generic_lambda_dependent_calls.cpp", "main", "Box<int>::get", 24, 36, -2, overdub_generic_lambda_dependent_26ef5fd9_state + 9},
  {"generic_lambda_dependent_calls.cpp", "main", "main::<lambda:22:12>", 25, 10, 0, overdub_generic_lambda_dependent_26ef5fd9_state + 10},
};
static const ::overdub::Registration overdub_generic_lambda_dependent_26ef5fd9_registration{overdub_generic_lambda_dependent_26ef5fd9_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "generic_lambda_dependent_calls.cpp"
// Dependent calls in generic lambdas and member templates of class templates of the main file:
// their instantiations (the lambda's call operator, Box<int>::add<int>) are found and judged like
// a function template's, inside larger expressions and folds too (a fold's expansion, which
// begins and ends where the call does, is no instantiation of it).
// FLAGS: -std=c++20
// CALLS: 6 g
// CALLS: 1 Box<int>::add
// CALLS: 1 Box<int>::get
// CALLS: 2 std::printf
// CALLS: 1 main::<lambda:20:12>
// CALLS: 1 main::<lambda:22:12>
#include <cstdio>
int g(int x) { return x * 3; }
template <class T> struct Box {
  T v;
  template <class U> int add(U u) const { return  ::overdub::Span{overdub_generic_lambda_dependent_26ef5fd9_sites+0}.val(g(v)) +  ::overdub::Span{overdub_generic_lambda_dependent_26ef5fd9_sites+1}.val(g(u)); }
  auto get() const { return  ::overdub::Span{overdub_generic_lambda_dependent_26ef5fd9_sites+2}.val(g(v)) * 2; }
};
int main() {
  auto l = [](auto x) { return  ::overdub::Span{overdub_generic_lambda_dependent_26ef5fd9_sites+3}.val(g(x)) + 1; };
   ::overdub::Span{overdub_generic_lambda_dependent_26ef5fd9_sites+4}.val(std::printf("%d\n",  ::overdub::Span{overdub_generic_lambda_dependent_26ef5fd9_sites+5}.val(l(2))));
  auto k = [](auto... xs) { return ( ::overdub::Span{overdub_generic_lambda_dependent_26ef5fd9_sites+6}.val(g(xs)) + ...); };
  Box<int> b{1};
   ::overdub::Span{overdub_generic_lambda_dependent_26ef5fd9_sites+7}.val(std::printf("%d %d\n",  ::overdub::Span{overdub_generic_lambda_dependent_26ef5fd9_sites+8}.val(b.add(2)),  ::overdub::Span{overdub_generic_lambda_dependent_26ef5fd9_sites+9}.val(b.get())));
  return  ::overdub::Span{overdub_generic_lambda_dependent_26ef5fd9_sites+10}.val(k(1, 2)) - 9;
}
