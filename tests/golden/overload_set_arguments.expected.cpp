#line 1 "overload_set_arguments.cpp"
#include <overdub/overdub.h>
static unsigned overdub_overload_set_arguments_83d8e710_state[7];
static ::overdub::TargetCache overdub_overload_set_arguments_83d8e710_targets[2];
static constexpr ::overdub::Site overdub_overload_set_arguments_83d8e710_sites[] = {
  {"overload_set_arguments.cpp", "apply", "(f)", 15, 42, 0, overdub_overload_set_arguments_83d8e710_state + 0},
  {"overload_set_arguments.cpp", "call", "(f)", 16, 50, 0, overdub_overload_set_arguments_83d8e710_state + 1},
  {"overload_set_arguments.cpp", "main", "apply", 19, 11, 0, overdub_overload_set_arguments_83d8e710_state + 2},
  {"overload_set_arguments.cpp", "main", "apply", 20, 11, 0, overdub_overload_set_arguments_83d8e710_state + 3},
  {"overload_set_arguments.cpp", "main", "call", 21, 11, 0, overdub_overload_set_arguments_83d8e710_state + 4},
  {"overload_set_arguments.cpp", "main", "apply", 22, 11, 0, overdub_overload_set_arguments_83d8e710_state + 5},
  {"overload_set_arguments.cpp", "main", "std::printf", 23, 3, 0, overdub_overload_set_arguments_83d8e710_state + 6},
};
static const ::overdub::Registration overdub_overload_set_arguments_83d8e710_registration{overdub_overload_set_arguments_83d8e710_sites, overdub_overload_set_arguments_83d8e710_targets};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "overload_set_arguments.cpp"
// Overload sets passed as arguments: a function name that names several overloads (resolved by
// the parameter type), &name, a static_cast choosing one, and a function template
// specialization; the argument has no type of its own.
// CALLS: 4 (f)
// CALLS: 3 apply
// CALLS: 1 call
// CALLS: 0 sq
// CALLS: 1 std::printf
// CALLS: 0 twice
#include <cstdio>

int twice(int x) { return 2 * x; }
double twice(double x) { return 2 * x; }
template <class T> T sq(T x) { return x * x; }
int apply(int (*f)(int), int v) { return  ::overdub::Span{overdub_overload_set_arguments_83d8e710_sites+0}.val( ::overdub::indirect_target(overdub_overload_set_arguments_83d8e710_sites+0, overdub_overload_set_arguments_83d8e710_targets+0, f)(v)); }
template <class F> int call(F f, int v) { return  ::overdub::Span{overdub_overload_set_arguments_83d8e710_sites+1}.val( ::overdub::indirect_target(overdub_overload_set_arguments_83d8e710_sites+1, overdub_overload_set_arguments_83d8e710_targets+1, f)(v)); }

int main() {
  int a =  ::overdub::Span{overdub_overload_set_arguments_83d8e710_sites+2}.val(apply(twice, 3));
  int b =  ::overdub::Span{overdub_overload_set_arguments_83d8e710_sites+3}.val(apply(&twice, 4));
  int c =  ::overdub::Span{overdub_overload_set_arguments_83d8e710_sites+4}.val(call(static_cast<int (*)(int)>(twice), 5));
  int d =  ::overdub::Span{overdub_overload_set_arguments_83d8e710_sites+5}.val(apply(sq<int>, 6));
   ::overdub::Span{overdub_overload_set_arguments_83d8e710_sites+6}.val(std::printf("%d %d %d %d\n", a, b, c, d));
  return 0;
}
