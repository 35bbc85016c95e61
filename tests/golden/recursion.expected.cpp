#line 1 "recursion.cpp"
#include <overdub/overdub.h>
static unsigned overdub_sites_state_[4];
static constexpr ::overdub::Site overdub_sites_[] = {
  {"recursion.cpp", "fib", "fib", 6, 37, 0, overdub_sites_state_ + 0},
  {"recursion.cpp", "fib", "fib", 6, 50, 0, overdub_sites_state_ + 1},
  {"recursion.cpp", "main", "std::printf", 9, 3, 0, overdub_sites_state_ + 2},
  {"recursion.cpp", "main", "fib", 9, 23, -1, overdub_sites_state_ + 3},
};
static const ::overdub::Registration overdub_sites_registration_{overdub_sites_};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "recursion.cpp"
// A recursive function: every level is recorded and nests.
// CALLS: 177 fib
// CALLS: 1 std::printf
#include <cstdio>

int fib(int n) { return n < 2 ? n :  ::overdub::Span{overdub_sites_+0}.val(fib(n - 1)) +  ::overdub::Span{overdub_sites_+1}.val(fib(n - 2)); }

int main() {
   ::overdub::Span{overdub_sites_+2}.val(std::printf("%d\n",  ::overdub::Span{overdub_sites_+3}.val(fib(10))));
  return 0;
}
