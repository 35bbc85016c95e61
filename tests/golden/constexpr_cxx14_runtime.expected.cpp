#line 1 "constexpr_cxx14_runtime.cpp"
#include <overdub/overdub.h>
static unsigned overdub_constexpr_cxx14_runtime_a059895c_state[3];
static constexpr ::overdub::Site overdub_constexpr_cxx14_runtime_a059895c_sites[] = {
  {"constexpr_cxx14_runtime.cpp", "collatz", "step", 13, 9, 0, overdub_constexpr_cxx14_runtime_a059895c_state + 0},
  {"constexpr_cxx14_runtime.cpp", "main", "std::printf", 22, 3, 0, overdub_constexpr_cxx14_runtime_a059895c_state + 1},
  {"constexpr_cxx14_runtime.cpp", "main", "collatz", 22, 26, -1, overdub_constexpr_cxx14_runtime_a059895c_state + 2},
};
static const ::overdub::Registration overdub_constexpr_cxx14_runtime_a059895c_registration{overdub_constexpr_cxx14_runtime_a059895c_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "constexpr_cxx14_runtime.cpp"
// C++14 constexpr functions with loops and local variables, called at run time (recorded) and in
// constant expressions (the hooks stay constant-evaluable); calls inside them run either way.
// FLAGS: -std=c++14
// CALLS: 1 collatz
// CALLS: 1 std::printf
// CALLS: 8 step
#include <cstdio>

constexpr int step(int x) { return x % 2 ? 3 * x + 1 : x / 2; }
constexpr int collatz(int x) {
  int n = 0;
  while (x != 1) {
    x =  ::overdub::Pass{overdub_constexpr_cxx14_runtime_a059895c_sites+0}.val(step(x));
    ++n;
  }
  return n;
}
static_assert(collatz(6) == 8, "constant evaluation still works");
constexpr int at_compile_time = collatz(3);

int main(int argc, char **) {
   ::overdub::Span{overdub_constexpr_cxx14_runtime_a059895c_sites+1}.val(std::printf("%d %d\n",  ::overdub::Span{overdub_constexpr_cxx14_runtime_a059895c_sites+2}.val(collatz(argc + 5)), at_compile_time));
  return 0;
}
