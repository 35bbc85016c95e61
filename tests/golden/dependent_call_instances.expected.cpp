#line 1 "dependent_call_instances.cpp"
#include <overdub/overdub.h>
static unsigned overdub_dependent_call_instances_5ab1178d_state[7];
static constexpr ::overdub::Site overdub_dependent_call_instances_5ab1178d_sites[] = {
  {"dependent_call_instances.cpp", "Die::operator()", "std::exit", 24, 42, 0, overdub_dependent_call_instances_5ab1178d_state + 0},
  {"dependent_call_instances.cpp", "twice", "(f)", 33, 44, 0, overdub_dependent_call_instances_5ab1178d_state + 1},
  {"dependent_call_instances.cpp", "main", "std::printf", 37, 3, 0, overdub_dependent_call_instances_5ab1178d_state + 2},
  {"dependent_call_instances.cpp", "main", "bigger", 37, 24, -1, overdub_dependent_call_instances_5ab1178d_state + 3},
  {"dependent_call_instances.cpp", "main", "std::printf", 38, 3, 0, overdub_dependent_call_instances_5ab1178d_state + 4},
  {"dependent_call_instances.cpp", "main", "twice", 38, 23, -1, overdub_dependent_call_instances_5ab1178d_state + 5},
  {"dependent_call_instances.cpp", "main", "pick", 39, 10, 0, overdub_dependent_call_instances_5ab1178d_state + 6},
};
static const ::overdub::Registration overdub_dependent_call_instances_5ab1178d_registration{overdub_dependent_call_instances_5ab1178d_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "dependent_call_instances.cpp"
// Dependent calls of main-file templates are judged by each instantiation made here. Skipped:
// std::max<long>(t, 5L) where t is an int converts its operands to temporaries the result refers
// to (the syntax makes none: a lambda would return a dangling reference); a [[noreturn]] callee
// (moved into a lambda, the caller would lose its flow analysis: -Wreturn-type); a template
// never instantiated. Taken: the same calls where each instantiation is exact.
// CALLS: 1 bigger
// CALLS: 0 std::max
// CALLS: 1 std::exit
// CALLS: 1 pick
// CALLS: 2 std::printf
// CALLS: 1 twice
// CALLS: 1 (f)
// EXIT: 3
// ALLOW: unfinished
#include <algorithm>
#include <cstdio>
#include <cstdlib>

template <class T> long bigger(T t) {
  long m = std::max<long>(t, 5L);
  return m;
}
struct Die {
  [[noreturn]] void operator()() const {  (static_cast<void>(::overdub::start_call(overdub_dependent_call_instances_5ab1178d_sites+0)), std::exit(3)); }
};
struct Half {
  int operator()() const { return 21; }
};
template <class F> int pick(F f, int x) {
  if (x) return x;
  f();
}
template <class F> int twice(F f) { return  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_1_{overdub_dependent_call_instances_5ab1178d_sites+1}; return f(); }() * 2; }
template <class T> int unused(T t) { return t.value() + 1; }

int main() {
   ::overdub::Span{overdub_dependent_call_instances_5ab1178d_sites+2}.val(std::printf("%ld\n",  ::overdub::Span{overdub_dependent_call_instances_5ab1178d_sites+3}.val(bigger(3))));
   ::overdub::Span{overdub_dependent_call_instances_5ab1178d_sites+4}.val(std::printf("%d\n",  ::overdub::Span{overdub_dependent_call_instances_5ab1178d_sites+5}.val(twice(Half{}))));
  return  ::overdub::Span{overdub_dependent_call_instances_5ab1178d_sites+6}.val(pick(Die{}, 0));
}
