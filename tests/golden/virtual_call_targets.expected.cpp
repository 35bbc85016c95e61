#line 1 "virtual_call_targets.cpp"
#include <overdub/overdub.h>
static unsigned overdub_virtual_call_targets_9b487fb7_state[21];
static ::overdub::TargetCache overdub_virtual_call_targets_9b487fb7_targets[10];
static constexpr ::overdub::Site overdub_virtual_call_targets_9b487fb7_sites[] = {
  {"virtual_call_targets.cpp", "Shape::scaled", "Shape::area", 30, 50, 0, overdub_virtual_call_targets_9b487fb7_state + 0},
  {"virtual_call_targets.cpp", "Shape::twice", "Shape::area", 32, 35, 0, overdub_virtual_call_targets_9b487fb7_state + 1},
  {"virtual_call_targets.cpp", "Tri::scaled", "Tri::area", 40, 51, 0, overdub_virtual_call_targets_9b487fb7_state + 2},
  {"virtual_call_targets.cpp", "total", "Shape::area", 65, 10, 0, overdub_virtual_call_targets_9b487fb7_state + 3},
  {"virtual_call_targets.cpp", "total", "Shape::scaled", 65, 22, 0, overdub_virtual_call_targets_9b487fb7_state + 4},
  {"virtual_call_targets.cpp", "total", "Shape::area", 65, 39, 0, overdub_virtual_call_targets_9b487fb7_state + 5},
  {"virtual_call_targets.cpp", "total", "pick", 65, 39, -1, overdub_virtual_call_targets_9b487fb7_state + 6},
  {"virtual_call_targets.cpp", "total", "Shape::twice", 65, 56, 0, overdub_virtual_call_targets_9b487fb7_state + 7},
  {"virtual_call_targets.cpp", "total", "Square::area", 67, 8, 0, overdub_virtual_call_targets_9b487fb7_state + 8},
  {"virtual_call_targets.cpp", "total", "Tri::area", 67, 24, 0, overdub_virtual_call_targets_9b487fb7_state + 9},
  {"virtual_call_targets.cpp", "total", "Shape::name", 67, 37, 0, overdub_virtual_call_targets_9b487fb7_state + 10},
  {"virtual_call_targets.cpp", "total", "Diamond::area", 67, 67, 0, overdub_virtual_call_targets_9b487fb7_state + 11},
  {"virtual_call_targets.cpp", "total", "Shape::scaled", 68, 8, 0, overdub_virtual_call_targets_9b487fb7_state + 12},
  {"virtual_call_targets.cpp", "total", "Mixed::area", 70, 8, 0, overdub_virtual_call_targets_9b487fb7_state + 13},
  {"virtual_call_targets.cpp", "total", "std::unique_ptr<Shape>", 71, 26, 0, overdub_virtual_call_targets_9b487fb7_state + 14},
  {"virtual_call_targets.cpp", "total", "Tri", 71, 32, -1, overdub_virtual_call_targets_9b487fb7_state + 15},
  {"virtual_call_targets.cpp", "total", "Shape::area", 72, 8, 0, overdub_virtual_call_targets_9b487fb7_state + 16},
  {"virtual_call_targets.cpp", "total", "std::make_shared", 73, 47, 0, overdub_virtual_call_targets_9b487fb7_state + 17},
  {"virtual_call_targets.cpp", "total", "Shape::scaled", 74, 8, 0, overdub_virtual_call_targets_9b487fb7_state + 18},
  {"virtual_call_targets.cpp", "main", "std::printf", 82, 3, 0, overdub_virtual_call_targets_9b487fb7_state + 19},
  {"virtual_call_targets.cpp", "main", "total", 82, 24, -1, overdub_virtual_call_targets_9b487fb7_state + 20},
};
static const ::overdub::Registration overdub_virtual_call_targets_9b487fb7_registration{overdub_virtual_call_targets_9b487fb7_sites, overdub_virtual_call_targets_9b487fb7_targets};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "virtual_call_targets.cpp"
// Virtual calls the compiler dispatches record which function each call went to: the object
// expression is wrapped (pointer, object, implicit and explicit this, a base at an offset, a
// base reached through a using-declaration of a private base); calls the compiler resolves
// (qualified, final, a complete object) and calls through a virtual base are left as the static
// callee. A smart pointer's operator-> is called by the wrapper, once.
// CALLS: 14 Shape::area
// CALLS: 5 Shape::scaled
// CALLS: 1 std::make_shared
// CALLS: 3 Shape::twice
// CALLS: 1 Tri
// CALLS: 1 std::unique_ptr<Shape>
// CALLS: 1 Square::area
// CALLS: 1 Shape::name
// CALLS: 3 pick
// CALLS: 2 Tri::area
// CALLS: 1 Mixed::area
// CALLS: 1 Diamond::area
// CALLS: 1 std::printf
// CALLS: 1 total
#include <cstdio>
#include <memory>

struct Named {
  virtual ~Named() = default;
  long id = 7;
};
struct Shape {
  virtual ~Shape() = default;
  virtual long area() const = 0;
  virtual long scaled(long k) const { return k *  ::overdub::Span{overdub_virtual_call_targets_9b487fb7_sites+0}.val( ::overdub::virtual_target<0, 2>(overdub_virtual_call_targets_9b487fb7_sites+0, overdub_virtual_call_targets_9b487fb7_targets+0, this)->area()); }
  virtual const char *name() const { return "shape"; }
  long twice() const { return 2 *  ::overdub::Span{overdub_virtual_call_targets_9b487fb7_sites+1}.val( ::overdub::virtual_target<0, 2>(overdub_virtual_call_targets_9b487fb7_sites+1, overdub_virtual_call_targets_9b487fb7_targets+1, this)->area()); }
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
    t +=  ::overdub::Span{overdub_virtual_call_targets_9b487fb7_sites+3}.val( ::overdub::virtual_target<0, 2>(overdub_virtual_call_targets_9b487fb7_sites+3, overdub_virtual_call_targets_9b487fb7_targets+2, p)->area()) +  ::overdub::Span{overdub_virtual_call_targets_9b487fb7_sites+4}.val( ::overdub::virtual_object<0, 3>(overdub_virtual_call_targets_9b487fb7_sites+4, overdub_virtual_call_targets_9b487fb7_targets+3, (*p)).scaled(2)) +  ::overdub::Span{overdub_virtual_call_targets_9b487fb7_sites+5}.val( ::overdub::virtual_object<0, 2>(overdub_virtual_call_targets_9b487fb7_sites+5, overdub_virtual_call_targets_9b487fb7_targets+4,  ::overdub::Span{overdub_virtual_call_targets_9b487fb7_sites+6}.ref(pick(i))).area()) +  ::overdub::Span{overdub_virtual_call_targets_9b487fb7_sites+7}.val(p->twice());
  }
  t +=  ::overdub::Span{overdub_virtual_call_targets_9b487fb7_sites+8}.val( ::overdub::virtual_object<0, 2>(overdub_virtual_call_targets_9b487fb7_sites+8, overdub_virtual_call_targets_9b487fb7_targets+5, hidden).area()) +  ::overdub::Span{overdub_virtual_call_targets_9b487fb7_sites+9}.val(tri.area()) +  ::overdub::Span{overdub_virtual_call_targets_9b487fb7_sites+10}.val(shapes[0]->Shape::name())[0] +  ::overdub::Span{overdub_virtual_call_targets_9b487fb7_sites+11}.val( ::overdub::virtual_object<0, 2>(overdub_virtual_call_targets_9b487fb7_sites+11, overdub_virtual_call_targets_9b487fb7_targets+6, diamond).area()) +
        ::overdub::Span{overdub_virtual_call_targets_9b487fb7_sites+12}.val(diamond.scaled(1));
  const Mixed *m = &mixed;
  t +=  ::overdub::Span{overdub_virtual_call_targets_9b487fb7_sites+13}.val( ::overdub::virtual_target<0, 2>(overdub_virtual_call_targets_9b487fb7_sites+13, overdub_virtual_call_targets_9b487fb7_targets+7, m)->area());
  std::unique_ptr<Shape> owned( (static_cast<void>(::overdub::FullExprSpan{overdub_virtual_call_targets_9b487fb7_sites+14}),  ::overdub::Span{overdub_virtual_call_targets_9b487fb7_sites+15}.val(new Tri)));
  t +=  ::overdub::Span{overdub_virtual_call_targets_9b487fb7_sites+16}.val( ::overdub::virtual_arrow<0, 2>(overdub_virtual_call_targets_9b487fb7_sites+16, overdub_virtual_call_targets_9b487fb7_targets+8, owned)->area());
  const std::shared_ptr<const Shape> shared =  ::overdub::Span{overdub_virtual_call_targets_9b487fb7_sites+17}.ref(std::make_shared<Square>());
  t +=  ::overdub::Span{overdub_virtual_call_targets_9b487fb7_sites+18}.val( ::overdub::virtual_arrow<0, 3>(overdub_virtual_call_targets_9b487fb7_sites+18, overdub_virtual_call_targets_9b487fb7_targets+9, shared)->scaled(1));
  return t;
}

int main() {
  const Shape *shapes[] = {&square, &tri, &mixed};
  Hidden hidden;
  Diamond diamond;
   ::overdub::Span{overdub_virtual_call_targets_9b487fb7_sites+19}.val(std::printf("%ld\n",  ::overdub::Span{overdub_virtual_call_targets_9b487fb7_sites+20}.val(total(shapes, 3, hidden, diamond))));
  return 0;
}
