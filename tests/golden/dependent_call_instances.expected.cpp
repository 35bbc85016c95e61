#line 1 "dependent_call_instances.cpp"
#include <overdub/overdub.h>
static unsigned overdub_dependent_call_instances_5ab1178d_state[9];
static constexpr ::overdub::Site overdub_dependent_call_instances_5ab1178d_sites[] = {
  {"dependent_call_instances.cpp", "bigger", "std::max", 21, 12, 0, overdub_dependent_call_instances_5ab1178d_state + 0},
  {"dependent_call_instances.cpp", "Die::operator()", "std::exit", 25, 42, 0, overdub_dependent_call_instances_5ab1178d_state + 1},
  {"dependent_call_instances.cpp", "pick", "(f)", 32, 3, 0, overdub_dependent_call_instances_5ab1178d_state + 2},
  {"dependent_call_instances.cpp", "twice", "(f)", 34, 44, 0, overdub_dependent_call_instances_5ab1178d_state + 3},
  {"dependent_call_instances.cpp", "main", "std::printf", 38, 3, 0, overdub_dependent_call_instances_5ab1178d_state + 4},
  {"dependent_call_instances.cpp", "main", "bigger", 38, 24, -1, overdub_dependent_call_instances_5ab1178d_state + 5},
  {"dependent_call_instances.cpp", "main", "std::printf", 39, 3, 0, overdub_dependent_call_instances_5ab1178d_state + 6},
  {"dependent_call_instances.cpp", "main", "twice", 39, 23, -1, overdub_dependent_call_instances_5ab1178d_state + 7},
  {"dependent_call_instances.cpp", "main", "pick", 40, 10, 0, overdub_dependent_call_instances_5ab1178d_state + 8},
};
static const ::overdub::Registration overdub_dependent_call_instances_5ab1178d_registration{overdub_dependent_call_instances_5ab1178d_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "dependent_call_instances.cpp"
// Dependent calls of main-file templates are judged by each instantiation made here. When every
// instantiation takes one form as a call of its own, that form, in place: std::max<long>(t, 5L)
// where t is an int returns a reference to converted temporaries, which the reference form
// leaves in their full-expression (the lambda form would return a dangling reference); a
// [[noreturn]] callee takes the noreturn form (moved into a lambda, the caller would lose its
// flow analysis: -Wreturn-type). A template never instantiated is skipped.
// CALLS: 1 bigger
// CALLS: 1 std::max
// CALLS: 1 std::exit
// CALLS: 1 pick
// CALLS: 2 std::printf
// CALLS: 1 twice
// CALLS: 2 (f)
// EXIT: 3
// ALLOW: unfinished
#include <algorithm>
#include <cstdio>
#include <cstdlib>

template <class T> long bigger(T t) {
  long m =  ::overdub::Span{overdub_dependent_call_instances_5ab1178d_sites+0}.ref(std::max<long>(t, 5L));
  return m;
}
struct Die {
  [[noreturn]] void operator()() const {  (static_cast<void>(::overdub::NoReturnGuard{overdub_dependent_call_instances_5ab1178d_sites+1}), std::exit(3)); }
};
struct Half {
  int operator()() const { return 21; }
};
template <class F> int pick(F f, int x) {
  if (x) return x;
   (static_cast<void>(::overdub::NoReturnGuard{overdub_dependent_call_instances_5ab1178d_sites+2}), f());
}
template <class F> int twice(F f) { return  ::overdub::Span{overdub_dependent_call_instances_5ab1178d_sites+3}.val(f()) * 2; }
template <class T> int unused(T t) { return t.value() + 1; }

int main() {
   ::overdub::Span{overdub_dependent_call_instances_5ab1178d_sites+4}.val(std::printf("%ld\n",  ::overdub::Span{overdub_dependent_call_instances_5ab1178d_sites+5}.val(bigger(3))));
   ::overdub::Span{overdub_dependent_call_instances_5ab1178d_sites+6}.val(std::printf("%d\n",  ::overdub::Span{overdub_dependent_call_instances_5ab1178d_sites+7}.val(twice(Half{}))));
  return  ::overdub::Span{overdub_dependent_call_instances_5ab1178d_sites+8}.val(pick(Die{}, 0));
}
