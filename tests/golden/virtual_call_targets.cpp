// Virtual calls the compiler dispatches record which function each call went to: the object
// expression is wrapped (pointer, object, implicit and explicit this, a base at an offset, a
// base reached through a using-declaration of a private base, a virtual base, with an offset
// after it, an array); calls the compiler resolves (qualified, final, a complete object) are
// left as the static callee. A smart pointer's operator-> is called by the wrapper, once.
// CALLS: 20 Shape::area
// CALLS: 9 Shape::scaled
// CALLS: 1 std::make_shared
// CALLS: 3 Shape::twice
// CALLS: 1 Tri
// CALLS: 1 std::unique_ptr<Shape>
// CALLS: 3 Square::area
// CALLS: 1 Shape::name
// CALLS: 3 pick
// CALLS: 2 Tri::area
// CALLS: 3 Mixed::area
// CALLS: 1 Diamond::area
// CALLS: 1 std::printf
// CALLS: 1 total
// CALLS: 2 layered
#include <cstdio>
#include <memory>

struct Named {
  virtual ~Named() = default;
  long id = 7;
};
struct Shape {
  virtual ~Shape() = default;
  virtual long area() const = 0;
  virtual long scaled(long k) const { return k * area(); }
  virtual const char *name() const { return "shape"; }
  long twice() const { return 2 * this->area(); }
};
struct Square : Shape {
  long side = 3;
  long area() const override { return side * side; }
};
struct Tri final : Shape {
  long area() const override { return 6; }
  long scaled(long k) const override { return k + area(); }
};
struct Mixed : Named, Shape {  // Shape at an offset: its entry is a thunk
  long area() const override { return 5; }
};
struct Hidden : private Square {
  using Square::area;
};
struct Diamond : virtual Shape {
  long area() const override { return 4; }
};
struct Boxed : virtual Mixed {};  // Shape 16 bytes into a virtual base
struct Framed : virtual Shape {};
struct Panel : Named, Framed {  // Framed at an offset; its Shape's entry is a virtual thunk
  long area() const override { return 8; }
};
struct Plate : Framed {
  long area() const override { return 2; }
};

Square square;
Tri tri;
Mixed mixed;
const Shape &pick(int i) {
  if (i == 0) return square;
  if (i == 1) return tri;
  return mixed;
}

long total(const Shape *shapes[], int n, const Hidden &hidden, const Diamond &diamond) {
  long t = 0;
  for (int i = 0; i < n; ++i) {
    const Shape *p = shapes[i];
    t += p->area() + (*p).scaled(2) + pick(i).area() + p->twice();
  }
  t += hidden.area() + tri.area() + shapes[0]->Shape::name()[0] + diamond.area() +
       diamond.scaled(1);
  const Mixed *m = &mixed;
  t += m->area();
  std::unique_ptr<Shape> owned(new Tri);
  t += owned->area();
  const std::shared_ptr<const Shape> shared = std::make_shared<Square>();
  t += shared->scaled(1);
  return t;
}

long layered(const Boxed &boxed, const Framed *framed, const Square (&squares)[2]) {
  return boxed.scaled(3) + boxed.area() + framed->area() + framed->scaled(2) + squares->area();
}

int main() {
  const Shape *shapes[] = {&square, &tri, &mixed};
  Hidden hidden;
  Diamond diamond;
  Boxed boxed;
  Panel panel;
  Plate plate;
  Square squares[2];
  long t = total(shapes, 3, hidden, diamond);
  long l = layered(boxed, &panel, squares);
  l += layered(boxed, &plate, squares);
  std::printf("%ld %ld\n", t, l);
  return 0;
}
