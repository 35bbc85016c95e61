// Calls written in macro bodies record their targets in the variants of the macros made for
// each invocation: the object is wrapped where the body writes it (its own tokens, implicit
// `this`, or a parameter whose whole argument is the object), inside the call's wrapper and
// around the calls it holds, also a level down (a macro invoked by a macro). An object that is
// a part of an argument and a member pointer (the helper would read it again) record none. A
// call that is a macro's whole expansion, its object a parameter, takes a variant too.
// FLAGS: -std=c++17
// CALLS: 1 (fp)
// CALLS: 1 (s->*pm)
// CALLS: 10 Shape::area
// CALLS: 1 Shape::checked
// CALLS: 2 pick
// CALLS: 1 std::function<int (int)>::operator()
// CALLS: 1 std::printf
#include <cstdio>
#include <functional>

#define AREA_OF(o) (1 * (o)->area())
#define AREA_TWICE(o) (o->area() + o->area())
#define PICKED_AREA(i) (1 * pick(i)->area())
#define CALL_FP(x) (1 * fp(x))
#define CALL_FN(x) (1 * fn(x))
#define CALL_PM(s) (1 * (s->*pm)())
#define CHECKED(x) ((x) > 0 ? area() : 0)
#define OUTER(o) (1 + AREA_OF(o))
#define PLUS_AREA(a) (1 + a->area())
#define WHOLE(o) (o)->area()
#define CHECK_AREA(o) ((o)->area() > 0 ? 1 : (std::printf("no area: %s\n", #o), 0))

struct Shape {
  virtual ~Shape() {}
  virtual int area() const = 0;
  int checked() const;
};
struct Square : Shape { int area() const override { return 4; } };
struct Circle : Shape { int area() const override { return 3; } };
Square sq;
Circle ci;
Shape *pick(int i) { return i ? static_cast<Shape *>(&ci) : &sq; }
int Shape::checked() const { return CHECKED(1); }
int twice(int v) { return v * 2; }
int (*fp)(int) = twice;
int (Shape::*pm)() const = &Shape::area;

int main() {
  Shape *p = &sq, *q = &ci;
  std::function<int(int)> fn = twice;
  int t = 0;
  t += AREA_OF(p);
  t += AREA_TWICE(q);
  t += AREA_OF(true ? p : q);
  t += PICKED_AREA(1);
  t += AREA_OF(pick(0));
  t += CALL_FP(3);
  t += CALL_FN(4);
  t += CALL_PM(q);
  t += p->checked();
  t += OUTER(q);
  t += PLUS_AREA(t + p);
  t += WHOLE(q);
  t += CHECK_AREA(p);
  std::printf("%d\n", t);
}
