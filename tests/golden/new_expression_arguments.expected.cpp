#line 1 "new_expression_arguments.cpp"
#include <overdub/overdub.h>
static unsigned overdub_new_expression_arguments_70f4d600_state[9];
static constexpr ::overdub::Site overdub_new_expression_arguments_70f4d600_sites[] = {
  {"new_expression_arguments.cpp", "main", "Pt", 22, 11, 0, overdub_new_expression_arguments_70f4d600_state + 0},
  {"new_expression_arguments.cpp", "main", "coord", 22, 18, -1, overdub_new_expression_arguments_70f4d600_state + 1},
  {"new_expression_arguments.cpp", "main", "coord", 22, 28, -2, overdub_new_expression_arguments_70f4d600_state + 2},
  {"new_expression_arguments.cpp", "main", "count", 23, 20, 0, overdub_new_expression_arguments_70f4d600_state + 3},
  {"new_expression_arguments.cpp", "main", "Pt", 24, 11, 0, overdub_new_expression_arguments_70f4d600_state + 4},
  {"new_expression_arguments.cpp", "main", "spot", 24, 16, -1, overdub_new_expression_arguments_70f4d600_state + 5},
  {"new_expression_arguments.cpp", "main", "coord", 24, 27, -2, overdub_new_expression_arguments_70f4d600_state + 6},
  {"new_expression_arguments.cpp", "main", "std::printf", 25, 3, 0, overdub_new_expression_arguments_70f4d600_state + 7},
  {"new_expression_arguments.cpp", "main", "Pt::~Pt", 26, 3, 0, overdub_new_expression_arguments_70f4d600_state + 8},
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
// CALLS: 2 Pt
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
  Pt *p =  ::overdub::Span{overdub_new_expression_arguments_70f4d600_sites+0}.val(new Pt( ::overdub::Span{overdub_new_expression_arguments_70f4d600_sites+1}.val(coord(1)),  ::overdub::Span{overdub_new_expression_arguments_70f4d600_sites+2}.val(coord(2))));
  int *a = new int[ ::overdub::Span{overdub_new_expression_arguments_70f4d600_sites+3}.val(count())]();
  Pt *q =  ::overdub::Span{overdub_new_expression_arguments_70f4d600_sites+4}.val(new ( ::overdub::Span{overdub_new_expression_arguments_70f4d600_sites+5}.val(spot())) Pt( ::overdub::Span{overdub_new_expression_arguments_70f4d600_sites+6}.val(coord(3)), 0));
   ::overdub::Span{overdub_new_expression_arguments_70f4d600_sites+7}.val(std::printf("%d %d %d %d\n", p->x, p->y, a[3], q->x));
   ::overdub::Span{overdub_new_expression_arguments_70f4d600_sites+8}.v((q->~Pt(), ::overdub::unit{}));
  delete[] a;
  delete p;
  return 0;
}
