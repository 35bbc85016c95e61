// A call in a macro argument whose result is converted by a user-defined conversion shares its
// text with the conversion: it is still one call of one expansion, wrapped at its spelling (the
// conversion itself is implicit). An argument expanded twice is wrapped once; in one a macro
// stringizes too, through the macro's variant.
// CALLS: 4 pointee
// CALLS: 4 take
#include <cstdio>
struct M {
  int v;
};
struct P {
  operator M() const { return M{1}; }
};
P pointee(int) { return P{}; }
int take(M m) { return m.v; }
#define ID(x) x
#define TWICE(x) ((x) + (x))
#define SHOW(x) (static_cast<int>(sizeof(#x)) + (x))
int main() {
  int a = ID(take(pointee(7)));
  int b = TWICE(take(pointee(8)));
  int c = SHOW(take(pointee(9)));
  return a + b + c == 21 ? 0 : 1;
}
