#line 1 "adl_and_overloads.cpp"
#include <overdub/overdub.h>
static unsigned overdub_adl_and_overloads_d90e9359_state[6];
static constexpr ::overdub::Site overdub_adl_and_overloads_d90e9359_sites[] = {
  {"adl_and_overloads.cpp", "main", "shapes::swap", 21, 3, 0, overdub_adl_and_overloads_d90e9359_state + 0},
  {"adl_and_overloads.cpp", "main", "std::swap", 24, 3, 0, overdub_adl_and_overloads_d90e9359_state + 1},
  {"adl_and_overloads.cpp", "main", "std::printf", 25, 3, 0, overdub_adl_and_overloads_d90e9359_state + 2},
  {"adl_and_overloads.cpp", "main", "shapes::area", 25, 32, -1, overdub_adl_and_overloads_d90e9359_state + 3},
  {"adl_and_overloads.cpp", "main", "twice", 25, 44, -2, overdub_adl_and_overloads_d90e9359_state + 4},
  {"adl_and_overloads.cpp", "main", "twice", 25, 54, -3, overdub_adl_and_overloads_d90e9359_state + 5},
};
static const ::overdub::Registration overdub_adl_and_overloads_d90e9359_registration{overdub_adl_and_overloads_d90e9359_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "adl_and_overloads.cpp"
// Argument-dependent lookup (swap found through std and through a user namespace) and overloads.
// CALLS: 1 shapes::area
// CALLS: 1 shapes::swap
// CALLS: 1 std::printf
// CALLS: 1 std::swap
// CALLS: 2 twice
#include <cstdio>
#include <utility>

namespace shapes {
struct Box { int w; };
void swap(Box &a, Box &b) { int t = a.w; a.w = b.w; b.w = t; }
int area(const Box &b) { return b.w * b.w; }
}  // namespace shapes

int twice(int x) { return 2 * x; }
double twice(double x) { return 2 * x; }

int main() {
  shapes::Box a{2}, b{3};
   ::overdub::Span{overdub_adl_and_overloads_d90e9359_sites+0}.v((swap(a, b), ::overdub::unit{}));
  int x = 1, y = 2;
  using std::swap;
   ::overdub::Span{overdub_adl_and_overloads_d90e9359_sites+1}.v((swap(x, y), ::overdub::unit{}));
   ::overdub::Span{overdub_adl_and_overloads_d90e9359_sites+2}.val(std::printf("%d %d %d %g\n",  ::overdub::Span{overdub_adl_and_overloads_d90e9359_sites+3}.val(area(a)), x,  ::overdub::Span{overdub_adl_and_overloads_d90e9359_sites+4}.val(twice(4)),  ::overdub::Span{overdub_adl_and_overloads_d90e9359_sites+5}.val(twice(1.5))));
  return 0;
}
