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
  Pt *p = new Pt(coord(1), coord(2));
  int *a = new int[count()]();
  Pt *q = new (spot()) Pt(coord(3), 0);
  std::printf("%d %d %d %d\n", p->x, p->y, a[3], q->x);
  q->~Pt();
  delete[] a;
  delete p;
  return 0;
}
