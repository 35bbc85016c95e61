// OVERDUB: --macro-bodies --capture=twice|scaled|Shape::grow|show
// With --macro-bodies a call wrapped at its #define records its target and the values of its
// arguments and result where every expansion records them alike: the object or the argument
// is wrapped where the body writes it (its own tokens, or a parameter whose whole argument it
// is). A member pointer (the helper would read it again) records none, nor does an object that
// ## makes (x##1 stands for all of x's argument), nor a call whose expansions record it
// differently (the object at another offset in its class; arguments of two types; an expansion
// where the wrapper does nothing, in a discarded __builtin_constant_p, whose argument is of
// another type): --list-sites says why.
// FLAGS: -std=c++17
// CALLS: 1 fp
// CALLS: 1 (s->*pm)
// CALLS: 8 Shape::area
// CALLS: 1 show
// CALLS: 2 Shape::grow
// CALLS: 1 fn
// CALLS: 3 twice
// CALLS: 2 scaled
// CALLS: 1 std::printf
#include <cstdio>
#include <functional>

#define AREA_OF(o) (1 * (o)->area())
#define CALL_FP(x) (1 * fp(x))
#define CALL_FN(x) (1 * fn(x))
#define CALL_PM(s) (1 * (s->*pm)())
#define TWICE(x) (0 + twice(x))
#define SCALED(x) (0 + scaled(x))
#define GROWN(o, by) (0 + (o)->grow(by))
#define AREA_ANY(o) (0 + (o)->area())
#define AREA1(x) (0 + x##1->area())
#define SHOW(x) (0 + show(x))

struct Shape {
  virtual ~Shape() {}
  virtual int area() const = 0;
  int grow(int by) const { return area() + by; }
};
struct Square : Shape { int area() const override { return 4; } };
struct Circle : Shape { int area() const override { return 3; } };
struct Other {
  virtual ~Other() {}
  virtual int size() const { return 7; }
};
// Shape at another offset: a call of Shape::area through it reads another place.
struct Both : Other, Shape {};
struct Tile : Both { int area() const override { return 5; } };
Square sq;
Circle ci;
Tile tile;
int twice(int v) { return v * 2; }
double scaled(double v) { return v * 1.5; }
long scaled(long v) { return v * 3; }
int show(int v) { return v + 1; }
int show(const char *s) { return s[0]; }
Shape *p1 = &sq;
int (*fp)(int) = twice;
int (Shape::*pm)() const = &Shape::area;

int main() {
  Shape *p = &sq, *q = &ci;
  Both *b = &tile;
  std::function<int(int)> fn = twice;
  int t = 0;
  t += AREA_OF(p);
  t += AREA_OF(q);
  t += AREA_OF(true ? p : q);
  t += CALL_FP(3);
  t += CALL_FN(4);
  t += CALL_PM(q);
  t += TWICE(t);
  t += TWICE(2 + 3);
  t += static_cast<int>(SCALED(2.0) + SCALED(2L));
  t += GROWN(p, TWICE(1));
  t += GROWN(q, t);
  t += AREA_ANY(p) + AREA_ANY(b);
  t += AREA1(p);
  t += SHOW(4);
  static_cast<void>(__builtin_constant_p(SHOW("hi")));
  std::printf("%d\n", t);
}
