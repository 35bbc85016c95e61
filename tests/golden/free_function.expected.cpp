#line 1 "free_function.cpp"
#include <overdub/overdub.h>
static unsigned overdub_sites_state_[3];
static constexpr ::overdub::Site overdub_sites_[] = {
  {"free_function.cpp", "main", "add", 9, 11, 0, overdub_sites_state_ + 0},
  {"free_function.cpp", "main", "std::printf", 10, 3, 0, overdub_sites_state_ + 1},
  {"free_function.cpp", "main", "add", 10, 27, -1, overdub_sites_state_ + 2},
};
static const ::overdub::Registration overdub_sites_registration_{overdub_sites_};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "free_function.cpp"
// A call to a free function returning a scalar.
// CALLS: 2 add
// CALLS: 1 std::printf
#include <cstdio>

int add(int a, int b) { return a + b; }

int main() {
  int x =  ::overdub::Span{overdub_sites_+0}.val(add(1, 2));
   ::overdub::Span{overdub_sites_+1}.val(std::printf("%d\n", x +  ::overdub::Span{overdub_sites_+2}.val(add(x, 4))));
  return 0;
}
