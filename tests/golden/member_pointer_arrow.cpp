// Calls through member function pointers with ->*, on an object returned by a call, and to a
// virtual function: the callee is the whole parenthesized pointer expression, and the object
// expression (itself a call) must be evaluated once.
// CALLS: 1 (b.*pvirt)
// CALLS: 1 (current()->*pvirt)
// CALLS: 2 (p->*pmf)
// CALLS: 1 current
// CALLS: 1 std::printf
#include <cstdio>

struct Base {
  int k = 2;
  virtual ~Base() = default;
  virtual int scale(int x) const { return k * x; }
  int add(int x) { return k += x; }
};
struct Derived : Base {
  int scale(int x) const override { return 100 * x; }
};

Derived shared;
Derived *current() { return &shared; }

int main() {
  int (Base::*pmf)(int) = &Base::add;
  int (Base::*pvirt)(int) const = &Base::scale;
  Base b;
  Base *p = &b;
  int r1 = (p->*pmf)(3);
  int r2 = (current()->*pvirt)(4);
  int r3 = (b.*pvirt)((p->*pmf)(1));
  std::printf("%d %d %d %d\n", r1, r2, r3, b.k);
  return 0;
}
