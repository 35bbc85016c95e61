#line 1 "virtual_call_targets.cpp"
#include <overdub/overdub.h>
static unsigned overdub_virtual_call_targets_9b487fb7_state[28];
static ::overdub::TargetCache overdub_virtual_call_targets_9b487fb7_targets[16];
static constexpr ::overdub::Site overdub_virtual_call_targets_9b487fb7_sites[] = {
  {"virtual_call_targets.cpp", "Shape::scaled", "Shape::area", 31, 50, 0, overdub_virtual_call_targets_9b487fb7_state + 0},
  {"virtual_call_targets.cpp", "Shape::twice", "Shape::area", 33, 35, 0, overdub_virtual_call_targets_9b487fb7_state + 1},
  {"virtual_call_targets.cpp", "Tri::scaled", "Tri::area", 41, 51, 0, overdub_virtual_call_targets_9b487fb7_state + 2},
  {"virtual_call_targets.cpp", "total", "Shape::area", 74, 10, 0, overdub_virtual_call_targets_9b487fb7_state + 3},
  {"virtual_call_targets.cpp", "total", "Shape::scaled", 74, 22, 0, overdub_virtual_call_targets_9b487fb7_state + 4},
  {"virtual_call_targets.cpp", "total", "Shape::area", 74, 39, 0, overdub_virtual_call_targets_9b487fb7_state + 5},
  {"virtual_call_targets.cpp", "total", "pick", 74, 39, -1, overdub_virtual_call_targets_9b487fb7_state + 6},
  {"virtual_call_targets.cpp", "total", "Shape::twice", 74, 56, 0, overdub_virtual_call_targets_9b487fb7_state + 7},
  {"virtual_call_targets.cpp", "total", "Square::area", 76, 8, 0, overdub_virtual_call_targets_9b487fb7_state + 8},
  {"virtual_call_targets.cpp", "total", "Tri::area", 76, 24, 0, overdub_virtual_call_targets_9b487fb7_state + 9},
  {"virtual_call_targets.cpp", "total", "Shape::name", 76, 37, 0, overdub_virtual_call_targets_9b487fb7_state + 10},
  {"virtual_call_targets.cpp", "total", "Diamond::area", 76, 67, 0, overdub_virtual_call_targets_9b487fb7_state + 11},
  {"virtual_call_targets.cpp", "total", "Shape::scaled", 77, 8, 0, overdub_virtual_call_targets_9b487fb7_state + 12},
  {"virtual_call_targets.cpp", "total", "Mixed::area", 79, 8, 0, overdub_virtual_call_targets_9b487fb7_state + 13},
  {"virtual_call_targets.cpp", "total", "std::unique_ptr<Shape>", 80, 26, 0, overdub_virtual_call_targets_9b487fb7_state + 14},
  {"virtual_call_targets.cpp", "total", "Tri", 80, 32, -1, overdub_virtual_call_targets_9b487fb7_state + 15},
  {"virtual_call_targets.cpp", "total", "Shape::area", 81, 8, 0, overdub_virtual_call_targets_9b487fb7_state + 16},
  {"virtual_call_targets.cpp", "total", "std::make_shared", 82, 47, 0, overdub_virtual_call_targets_9b487fb7_state + 17},
  {"virtual_call_targets.cpp", "total", "Shape::scaled", 83, 8, 0, overdub_virtual_call_targets_9b487fb7_state + 18},
  {"virtual_call_targets.cpp", "layered", "Shape::scaled", 88, 10, 0, overdub_virtual_call_targets_9b487fb7_state + 19},
  {"virtual_call_targets.cpp", "layered", "Mixed::area", 88, 28, 0, overdub_virtual_call_targets_9b487fb7_state + 20},
  {"virtual_call_targets.cpp", "layered", "Shape::area", 88, 43, 0, overdub_virtual_call_targets_9b487fb7_state + 21},
  {"virtual_call_targets.cpp", "layered", "Shape::scaled", 88, 60, 0, overdub_virtual_call_targets_9b487fb7_state + 22},
  {"virtual_call_targets.cpp", "layered", "Square::area", 88, 80, 0, overdub_virtual_call_targets_9b487fb7_state + 23},
  {"virtual_call_targets.cpp", "main", "total", 99, 12, 0, overdub_virtual_call_targets_9b487fb7_state + 24},
  {"virtual_call_targets.cpp", "main", "layered", 100, 12, 0, overdub_virtual_call_targets_9b487fb7_state + 25},
  {"virtual_call_targets.cpp", "main", "layered", 101, 8, 0, overdub_virtual_call_targets_9b487fb7_state + 26},
  {"virtual_call_targets.cpp", "main", "std::printf", 102, 3, 0, overdub_virtual_call_targets_9b487fb7_state + 27},
};
static const ::overdub::Registration overdub_virtual_call_targets_9b487fb7_registration{overdub_virtual_call_targets_9b487fb7_sites, overdub_virtual_call_targets_9b487fb7_targets};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "virtual_call_targets.cpp"
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
  virtual long scaled(long k) const { return k *  ::overdub::Span{overdub_virtual_call_targets_9b487fb7_sites+0}.val( (::overdub::virtual_target<0, 2>(overdub_virtual_call_targets_9b487fb7_sites+0, overdub_virtual_call_targets_9b487fb7_targets+0, this))->area()); }
  virtual const char *name() const { return "shape"; }
  long twice() const { return 2 *  ::overdub::Span{overdub_virtual_call_targets_9b487fb7_sites+1}.val( (::overdub::virtual_target<0, 2>(overdub_virtual_call_targets_9b487fb7_sites+1, overdub_virtual_call_targets_9b487fb7_targets+1, this))->area()); }
};
struct Square : Shape {
  long side = 3;
  long area() const override { return side * side; }
};
struct Tri final : Shape {
  long area() const override { return 6; }
  long scaled(long k) const override { return k +  ::overdub::Span{overdub_virtual_call_targets_9b487fb7_sites+2}.val(area()); }
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
    t +=  ::overdub::Span{overdub_virtual_call_targets_9b487fb7_sites+3}.val( (::overdub::virtual_target<0, 2>(overdub_virtual_call_targets_9b487fb7_sites+3, overdub_virtual_call_targets_9b487fb7_targets+2, p))->area()) +  ::overdub::Span{overdub_virtual_call_targets_9b487fb7_sites+4}.val( (::overdub::virtual_object<0, 3>(overdub_virtual_call_targets_9b487fb7_sites+4, overdub_virtual_call_targets_9b487fb7_targets+3, (*p))).scaled(2)) +  ::overdub::Span{overdub_virtual_call_targets_9b487fb7_sites+5}.val( (::overdub::virtual_object<0, 2>(overdub_virtual_call_targets_9b487fb7_sites+5, overdub_virtual_call_targets_9b487fb7_targets+4,  ::overdub::Span{overdub_virtual_call_targets_9b487fb7_sites+6}.ref(pick(i)))).area()) +  ::overdub::Span{overdub_virtual_call_targets_9b487fb7_sites+7}.val(p->twice());
  }
  t +=  ::overdub::Span{overdub_virtual_call_targets_9b487fb7_sites+8}.val( (::overdub::virtual_object<0, 2>(overdub_virtual_call_targets_9b487fb7_sites+8, overdub_virtual_call_targets_9b487fb7_targets+5, hidden)).area()) +  ::overdub::Span{overdub_virtual_call_targets_9b487fb7_sites+9}.val(tri.area()) +  ::overdub::Span{overdub_virtual_call_targets_9b487fb7_sites+10}.val(shapes[0]->Shape::name())[0] +  ::overdub::Span{overdub_virtual_call_targets_9b487fb7_sites+11}.val( (::overdub::virtual_object<0, 2>(overdub_virtual_call_targets_9b487fb7_sites+11, overdub_virtual_call_targets_9b487fb7_targets+6, diamond)).area()) +
        ::overdub::Span{overdub_virtual_call_targets_9b487fb7_sites+12}.val( (::overdub::virtual_object<0, 3, -56>(overdub_virtual_call_targets_9b487fb7_sites+12, overdub_virtual_call_targets_9b487fb7_targets+7, diamond)).scaled(1));
  const Mixed *m = &mixed;
  t +=  ::overdub::Span{overdub_virtual_call_targets_9b487fb7_sites+13}.val( (::overdub::virtual_target<0, 2>(overdub_virtual_call_targets_9b487fb7_sites+13, overdub_virtual_call_targets_9b487fb7_targets+8, m))->area());
  std::unique_ptr<Shape> owned( (static_cast<void>(::overdub::FullExprSpan{overdub_virtual_call_targets_9b487fb7_sites+14}),  ::overdub::Span{overdub_virtual_call_targets_9b487fb7_sites+15}.val(new Tri)));
  t +=  ::overdub::Span{overdub_virtual_call_targets_9b487fb7_sites+16}.val( (::overdub::virtual_arrow<0, 2>(overdub_virtual_call_targets_9b487fb7_sites+16, overdub_virtual_call_targets_9b487fb7_targets+9, owned))->area());
  const std::shared_ptr<const Shape> shared =  ::overdub::Span{overdub_virtual_call_targets_9b487fb7_sites+17}.ref(std::make_shared<Square>());
  t +=  ::overdub::Span{overdub_virtual_call_targets_9b487fb7_sites+18}.val( (::overdub::virtual_arrow<0, 3>(overdub_virtual_call_targets_9b487fb7_sites+18, overdub_virtual_call_targets_9b487fb7_targets+10, shared))->scaled(1));
  return t;
}

long layered(const Boxed &boxed, const Framed *framed, const Square (&squares)[2]) {
  return  ::overdub::Span{overdub_virtual_call_targets_9b487fb7_sites+19}.val( (::overdub::virtual_object<16, 3, -24>(overdub_virtual_call_targets_9b487fb7_sites+19, overdub_virtual_call_targets_9b487fb7_targets+11, boxed)).scaled(3)) +  ::overdub::Span{overdub_virtual_call_targets_9b487fb7_sites+20}.val( (::overdub::virtual_object<0, 2, -24>(overdub_virtual_call_targets_9b487fb7_sites+20, overdub_virtual_call_targets_9b487fb7_targets+12, boxed)).area()) +  ::overdub::Span{overdub_virtual_call_targets_9b487fb7_sites+21}.val( (::overdub::virtual_target<0, 2, -56>(overdub_virtual_call_targets_9b487fb7_sites+21, overdub_virtual_call_targets_9b487fb7_targets+13, framed))->area()) +  ::overdub::Span{overdub_virtual_call_targets_9b487fb7_sites+22}.val( (::overdub::virtual_target<0, 3, -56>(overdub_virtual_call_targets_9b487fb7_sites+22, overdub_virtual_call_targets_9b487fb7_targets+14, framed))->scaled(2)) +  ::overdub::Span{overdub_virtual_call_targets_9b487fb7_sites+23}.val( (::overdub::virtual_target<0, 2>(overdub_virtual_call_targets_9b487fb7_sites+23, overdub_virtual_call_targets_9b487fb7_targets+15, squares))->area());
}

int main() {
  const Shape *shapes[] = {&square, &tri, &mixed};
  Hidden hidden;
  Diamond diamond;
  Boxed boxed;
  Panel panel;
  Plate plate;
  Square squares[2];
  long t =  ::overdub::Span{overdub_virtual_call_targets_9b487fb7_sites+24}.val(total(shapes, 3, hidden, diamond));
  long l =  ::overdub::Span{overdub_virtual_call_targets_9b487fb7_sites+25}.val(layered(boxed, &panel, squares));
  l +=  ::overdub::Span{overdub_virtual_call_targets_9b487fb7_sites+26}.val(layered(boxed, &plate, squares));
   ::overdub::Span{overdub_virtual_call_targets_9b487fb7_sites+27}.val(std::printf("%ld %ld\n", t, l));
  return 0;
}
