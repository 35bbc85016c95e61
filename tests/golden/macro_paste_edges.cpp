// A call whose first token ## makes from a parameter's argument is wrapped in the invocation's
// variant where that argument is that one token (`x##1->f()` with OBJ(p): `p1->f()`); where it
// gives more (OBJ(far ? q : p): `far ? q : p1->f()`), the variant's `x##1->f()` would take the
// other tokens in, and a call of p1 that never runs would be recorded: the call is left as
// written (`macro`). A token ## makes of a body's own token and an argument's is wrapped too.
// CALLS: 1 B::f
// CALLS: 1 twice1
// CALLS: 2 B::name
// CALLS: 1 std::printf
#include <cstdio>

struct B {
  virtual ~B() {}
  B *f() { return this; }
  virtual const char *name() const { return "B"; }
};
struct D : B {
  const char *name() const override { return "D"; }
};
B b;
D d;
B *p1 = &b;
int twice1(int v) { return 2 * v; }
#define OBJ(x) (x##1->f())
#define TWICE_OF(n, v) (twice##n(v))

int main(int argc, char **) {
  B *q = &d;
  const bool far = argc < 5;
  B *r = OBJ(p);
  B *s = OBJ(far ? q : p);
  std::printf("%s %s %d\n", r->name(), s->name(), TWICE_OF(1, 3));
}
