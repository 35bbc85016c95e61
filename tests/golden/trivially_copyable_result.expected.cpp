#line 1 "trivially_copyable_result.cpp"
#include <overdub/overdub.h>
static unsigned overdub_trivially_copyable_resul_92a6e45a_state[2];
static constexpr ::overdub::Site overdub_trivially_copyable_resul_92a6e45a_sites[] = {
  {"trivially_copyable_result.cpp", "main", "mid", 12, 13, 0, overdub_trivially_copyable_resul_92a6e45a_state + 0},
  {"trivially_copyable_result.cpp", "main", "std::printf", 13, 3, 0, overdub_trivially_copyable_resul_92a6e45a_state + 1},
};
static const ::overdub::Registration overdub_trivially_copyable_resul_92a6e45a_registration{overdub_trivially_copyable_resul_92a6e45a_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "trivially_copyable_result.cpp"
// A trivially copyable class result passes through by value.
// CALLS: 1 mid
// CALLS: 1 std::printf
#include <cstdio>

struct Point {
  double x, y;
};
Point mid(Point a, Point b) { return Point{(a.x + b.x) / 2, (a.y + b.y) / 2}; }

int main() {
  Point p =  ::overdub::Span{overdub_trivially_copyable_resul_92a6e45a_sites+0}.val(mid(Point{0, 0}, Point{2, 4}));
   ::overdub::Span{overdub_trivially_copyable_resul_92a6e45a_sites+1}.val(std::printf("%g %g\n", p.x, p.y));
  return 0;
}
