#line 1 "virtual_call.cpp"
#include <overdub/overdub.h>
static unsigned overdub_virtual_call_cccb980e_state[4];
static ::overdub::TargetCache overdub_virtual_call_cccb980e_targets[2];
static constexpr ::overdub::Site overdub_virtual_call_cccb980e_sites[] = {
  {"virtual_call.cpp", "total", "Shape::area", 17, 55, 0, overdub_virtual_call_cccb980e_state + 0},
  {"virtual_call.cpp", "total", "Shape::area", 17, 66, 0, overdub_virtual_call_cccb980e_state + 1},
  {"virtual_call.cpp", "main", "std::printf", 22, 3, 0, overdub_virtual_call_cccb980e_state + 2},
  {"virtual_call.cpp", "main", "total", 22, 23, -1, overdub_virtual_call_cccb980e_state + 3},
};
static const ::overdub::Registration overdub_virtual_call_cccb980e_registration{overdub_virtual_call_cccb980e_sites, overdub_virtual_call_cccb980e_targets};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "virtual_call.cpp"
// A virtual call through a base reference is recorded under the static callee; the function
// that ran is recorded beside it (virtual_call_targets.cpp).
// CALLS: 2 Shape::area
// CALLS: 1 std::printf
// CALLS: 1 total
#include <cstdio>

struct Shape {
  virtual ~Shape() = default;
  virtual double area() const { return 0; }
};
struct Square : Shape {
  double side = 3;
  double area() const override { return side * side; }
};

double total(const Shape &a, const Shape &b) { return  ::overdub::Span{overdub_virtual_call_cccb980e_sites+0}.val( (::overdub::virtual_object<0, 2>(overdub_virtual_call_cccb980e_sites+0, overdub_virtual_call_cccb980e_targets+0, a)).area()) +  ::overdub::Span{overdub_virtual_call_cccb980e_sites+1}.val( (::overdub::virtual_object<0, 2>(overdub_virtual_call_cccb980e_sites+1, overdub_virtual_call_cccb980e_targets+1, b)).area()); }

int main() {
  Square s;
  Shape none;
   ::overdub::Span{overdub_virtual_call_cccb980e_sites+2}.val(std::printf("%g\n",  ::overdub::Span{overdub_virtual_call_cccb980e_sites+3}.val(total(s, none))));
  return 0;
}
