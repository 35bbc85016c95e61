#line 1 "recursion.cpp"
#include <overdub/overdub.h>
static unsigned overdub_recursion_91b5edd8_state[4];
static constexpr ::overdub::Site overdub_recursion_91b5edd8_sites[] = {
  {"recursion.cpp", "fib", "fib", 6, 37, 0, overdub_recursion_91b5edd8_state + 0},
  {"recursion.cpp", "fib", "fib", 6, 50, 0, overdub_recursion_91b5edd8_state + 1},
  {"recursion.cpp", "main", "std::printf", 9, 3, 0, overdub_recursion_91b5edd8_state + 2},
  {"recursion.cpp", "main", "fib", 9, 23, -1, overdub_recursion_91b5edd8_state + 3},
};
static const ::overdub::Registration overdub_recursion_91b5edd8_registration{overdub_recursion_91b5edd8_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "recursion.cpp"
// A recursive function: every level is recorded and nests.
// CALLS: 177 fib
// CALLS: 1 std::printf
#include <cstdio>

int fib(int n) { return n < 2 ? n :  ::overdub::Span{overdub_recursion_91b5edd8_sites+0}.val(fib(n - 1)) +  ::overdub::Span{overdub_recursion_91b5edd8_sites+1}.val(fib(n - 2)); }

int main() {
   ::overdub::Span{overdub_recursion_91b5edd8_sites+2}.val(std::printf("%d\n",  ::overdub::Span{overdub_recursion_91b5edd8_sites+3}.val(fib(10))));
  return 0;
}
