#line 1 "new_expression_arguments.cpp"
#include <overdub/overdub.h>
static unsigned overdub_new_expression_arguments_70f4d600_state[7];
static constexpr ::overdub::Site overdub_new_expression_arguments_70f4d600_sites[] = {
  {"new_expression_arguments.cpp", "main", "coord", 21, 18, 0, overdub_new_expression_arguments_70f4d600_state + 0},
  {"new_expression_arguments.cpp", "main", "coord", 21, 28, 0, overdub_new_expression_arguments_70f4d600_state + 1},
  {"new_expression_arguments.cpp", "main", "count", 22, 20, 0, overdub_new_expression_arguments_70f4d600_state + 2},
  {"new_expression_arguments.cpp", "main", "spot", 23, 16, 0, overdub_new_expression_arguments_70f4d600_state + 3},
  {"new_expression_arguments.cpp", "main", "coord", 23, 27, 0, overdub_new_expression_arguments_70f4d600_state + 4},
  {"new_expression_arguments.cpp", "main", "std::printf", 24, 3, 0, overdub_new_expression_arguments_70f4d600_state + 5},
  {"new_expression_arguments.cpp", "main", "Pt::~Pt", 25, 3, 0, overdub_new_expression_arguments_70f4d600_state + 6},
};
static const ::overdub::Registration overdub_new_expression_arguments_70f4d600_registration{overdub_new_expression_arguments_70f4d600_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "new_expression_arguments.cpp"
// Calls in new-expressions: constructor arguments, an array size, a placement argument and an
// allocation function's result as the placement address.
// CALLS: 1 Pt::~Pt
// CALLS: 3 coord
// CALLS: 1 count
// CALLS: 1 spot
// CALLS: 1 std::printf
#include <cstdio>
#include <new>

struct Pt {
  int x, y;
  Pt(int a, int b) : x(a), y(b) {}
};
int coord(int v) { return v * 3; }
int count() { return 4; }
alignas(Pt) unsigned char arena[sizeof(Pt)];
void *spot() { return arena; }

int main() {
  Pt *p = new Pt( ::overdub::Span{overdub_new_expression_arguments_70f4d600_sites+0}.val(coord(1)),  ::overdub::Span{overdub_new_expression_arguments_70f4d600_sites+1}.val(coord(2)));
  int *a = new int[ ::overdub::Span{overdub_new_expression_arguments_70f4d600_sites+2}.val(count())]();
  Pt *q = new ( ::overdub::Span{overdub_new_expression_arguments_70f4d600_sites+3}.val(spot())) Pt( ::overdub::Span{overdub_new_expression_arguments_70f4d600_sites+4}.val(coord(3)), 0);
   ::overdub::Span{overdub_new_expression_arguments_70f4d600_sites+5}.val(std::printf("%d %d %d %d\n", p->x, p->y, a[3], q->x));
   ::overdub::Span{overdub_new_expression_arguments_70f4d600_sites+6}.v((q->~Pt(), ::overdub::unit{}));
  delete[] a;
  delete p;
  return 0;
}
