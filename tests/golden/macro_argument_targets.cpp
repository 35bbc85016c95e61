// Calls written in macro arguments record their targets and values like any other call, where
// the object (callee, argument) is written in the call's own text: in the same argument, a
// whole macro expansion there, or the argument of a macro that the call's text holds and that
// expands it once (`ID`, `CALL_AREA`, `PAIR`). An argument expanded twice records in both
// expansions, or in neither when they differ. A call that is a whole macro expansion with a
// part written in the body (`ADD_ONE`'s 1) or an argument it expands twice (`ADD_SELF`)
// records in the invocation's variant. A class result (a lambda-form call, its object outside
// any parentheses) keeps the target helper's comma enclosed; so does a value's wrapper whose
// type has a comma (`Duo<int, int> *`), which would split `PAIR`'s or `CALL1`'s arguments.
// FLAGS: -std=c++17
// CALLS: 2 (fp)
// CALLS: 1 (q->*pm)
// CALLS: 9 Shape::area
// CALLS: 1 Shape::checked
// CALLS: 2 Named::name
// CALLS: 6 add
// CALLS: 2 show
// CALLS: 1 std::function<int (int)>::operator()
// CALLS: 2 std::basic_string<char>::size
// CALLS: 1 std::printf
// CALLS: 1 twice
// CALLS: 1 take
// CALLS: 1 first
// OVERDUB: --capture=^(add|twice|show|take|first)$
#include <cstdio>
#include <functional>
#include <string>

#define CHECK(x) \
  do { \
    if (!(x)) std::printf("failed: %s\n", #x); \
  } while (0)
#define TWICE(x) ((x) + (x))
#define ID(x) x
#define CALL_AREA(o) o->area()
#define ADD_ONE(x) add(x, 1)
#define ADD_SELF(x) add(x, x)
#define CALL1(f, x) f(x)
#define PAIR(a, b) a, b
#define ONE 1
#define LET(name, init) const Label name = init;
#define EACH(call) \
  { \
    Shape *s = &sq; \
    int v = 1; \
    t += call + (s && v); \
  } \
  { \
    Boxed *s = &boxed; \
    long v = 2; \
    t += call + (s && v); \
  }

struct Shape {
  virtual ~Shape() {}
  virtual int area() const = 0;
  int checked() const;
};
struct Square : Shape { int area() const override { return 4; } };
struct Circle : Shape { int area() const override { return 3; } };
struct Other { virtual ~Other() {} long x = 0; };
struct Both : Other, Shape { int area() const override { return 5; } };
struct Boxed : Other, Shape {};
struct BoxedSquare : Boxed { int area() const override { return 6; } };
int Shape::checked() const {
  CHECK(area() > 0);
  return area();
}
struct Label {
  std::string text;
};
struct Named {
  virtual ~Named() {}
  virtual Label name() const { return {"base"}; }
};
struct Widget : Named { Label name() const override { return {"widget"}; } };
int add(int a, int b) { return a + b; }
template <class A, class B> struct Duo { A a; B b; };
int take(Duo<int, int> *d, int n) { return d->a + n; }
int first(Duo<int, int> *d) { return d->b; }
int twice(int v) { return v * 2; }
template <class T> int show(const T &v) { return static_cast<int>(v); }
int (*fp)(int) = twice;
int (Shape::*pm)() const = &Shape::area;

int main() {
  Square sq;
  Circle ci;
  Both both;
  BoxedSquare boxed;
  Shape *p = &sq, *q = &ci;
  std::function<int(int)> fn = twice;
  int t = 0;
  CHECK(p->area() == 4);
  CHECK(fp(3) == 6);
  CHECK((q->*pm)() == 3);
  CHECK(fn(1) == 2);
  t += TWICE(q->area());
  t += ID(p)->area();
  t += CALL_AREA(q);
  t += ID(fp(2));
  t += p->checked();
  EACH(s->area());
  CHECK(twice(3) == 6);
  t += TWICE(add(t, 2));
  t += ADD_ONE(t);
  t += ADD_SELF(t);
  t += add(PAIR(t, 2));
  t += add(ONE, 2);
  Duo<int, int> duo{1, 2};
  t += take(PAIR(&duo, 2)) + CALL1(first, &duo);
  EACH(show(v));
  Widget w;
  Named *n = &w;
  LET(label, n->name())
  LET(other, (*n).name())
  t += static_cast<int>(label.text.size() + other.text.size());
  std::printf("%d\n", t);
}
