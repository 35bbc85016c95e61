// Virtual calls in templates, dependent on a template parameter: judged by the instantiations
// made here (a template of the main file has no others). Where every instantiation calls through
// the same vtable entry reached the same way, the call records its target (an object, `this->`
// with a dependent base, a smart pointer); where they differ (a virtual base in one), or where one
// calls a function that is not virtual, it is left as the static callee, saying why.
// CALLS: 2 S::area
// CALLS: 3 P::area
// CALLS: 2 M::area
// CALLS: 1 Wrapped<B>::area
// CALLS: 1 Ptr::area
// CALLS: 2 one
// CALLS: 2 each
// CALLS: 2 mixed
// CALLS: 1 Wrapped<Square>::twice
// CALLS: 1 Tri
// CALLS: 1 std::unique_ptr<Shape>
// CALLS: 1 through
// CALLS: 1 std::printf
#include <cstdio>
#include <memory>

struct Shape {
  virtual ~Shape() = default;
  virtual long area() const = 0;
};
struct Square : Shape {
  long area() const override { return 9; }
};
struct Tri : Shape {
  long area() const override { return 6; }
};
struct Plain {
  long area() const { return 1; }
};
struct Framed : virtual Shape {};
struct Panel : Framed {
  long area() const override { return 8; }
};

template <class S> long one(const S &s) { return s.area(); }
template <class P> long each(const P *const *all, int n) {
  long t = 0;
  for (int i = 0; i < n; ++i) t += all[i]->area();
  return t;
}
template <class M> long mixed(const M &m) { return m.area(); }
template <class B> struct Wrapped : B {
  long twice() const { return 2 * this->area(); }
};
template <class Ptr> long through(const Ptr &p) { return p->area(); }

int main() {
  Square square;
  Tri tri;
  Panel panel;
  const Shape *shapes[] = {&square, &tri};
  const Framed *framed[] = {&panel};
  long t = one<Shape>(square) + one<Shape>(tri) + each(shapes, 2) + each(framed, 1);
  t += mixed(Plain{}) + mixed<Shape>(tri);
  Wrapped<Square> wrapped;
  t += wrapped.twice();
  std::unique_ptr<Shape> owned(new Tri);
  t += through(owned);
  std::printf("%ld\n", t);
}
