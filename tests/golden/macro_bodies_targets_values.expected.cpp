#line 1 "macro_bodies_targets_values.cpp"
#include <overdub/overdub.h>
static unsigned overdub_macro_bodies_targets_val_0f9febff_state[10];
static ::overdub::TargetCache overdub_macro_bodies_targets_val_0f9febff_targets[4];
static constexpr ::overdub::Site overdub_macro_bodies_targets_val_0f9febff_sites[] = {
  {"macro_bodies_targets_values.cpp", "<macro AREA_OF>", "Shape::area", 20, 25, 0, overdub_macro_bodies_targets_val_0f9febff_state + 0},
  {"macro_bodies_targets_values.cpp", "<macro CALL_FP>", "fp", 21, 25, 0, overdub_macro_bodies_targets_val_0f9febff_state + 1},
  {"macro_bodies_targets_values.cpp", "<macro CALL_FN>", "fn", 22, 25, 0, overdub_macro_bodies_targets_val_0f9febff_state + 2},
  {"macro_bodies_targets_values.cpp", "<macro CALL_PM>", "(s->*pm)", 23, 25, 0, overdub_macro_bodies_targets_val_0f9febff_state + 3},
  {"macro_bodies_targets_values.cpp", "<macro TWICE>", "twice", 24, 23, 0, overdub_macro_bodies_targets_val_0f9febff_state + 4},
  {"macro_bodies_targets_values.cpp", "<macro SCALED>", "scaled", 25, 24, 0, overdub_macro_bodies_targets_val_0f9febff_state + 5},
  {"macro_bodies_targets_values.cpp", "<macro GROWN>", "Shape::grow", 26, 27, 0, overdub_macro_bodies_targets_val_0f9febff_state + 6},
  {"macro_bodies_targets_values.cpp", "<macro AREA_ANY>", "Shape::area", 27, 26, 0, overdub_macro_bodies_targets_val_0f9febff_state + 7},
  {"macro_bodies_targets_values.cpp", "Shape::grow", "Shape::area", 32, 35, 0, overdub_macro_bodies_targets_val_0f9febff_state + 8},
  {"macro_bodies_targets_values.cpp", "main", "std::printf", 69, 3, 0, overdub_macro_bodies_targets_val_0f9febff_state + 9},
};
static const ::overdub::Registration overdub_macro_bodies_targets_val_0f9febff_registration{overdub_macro_bodies_targets_val_0f9febff_sites, overdub_macro_bodies_targets_val_0f9febff_targets};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "macro_bodies_targets_values.cpp"
// OVERDUB: --macro-bodies --capture=twice|scaled|Shape::grow
// With --macro-bodies a call wrapped at its #define records its target and the values of its
// arguments and result where every expansion records them alike: the object or the argument
// is wrapped where the body writes it (its own tokens, or a parameter whose whole argument it
// is). A member pointer (the helper would read it again) records none, nor does a call whose
// expansions record it differently (the object at another offset in its class; arguments of
// two types): --list-sites says why.
// FLAGS: -std=c++17
// CALLS: 1 fp
// CALLS: 1 (s->*pm)
// CALLS: 7 Shape::area
// CALLS: 2 Shape::grow
// CALLS: 1 fn
// CALLS: 3 twice
// CALLS: 2 scaled
// CALLS: 1 std::printf
#include <cstdio>
#include <functional>

#define AREA_OF(o) (1 *  ::overdub::Span{overdub_macro_bodies_targets_val_0f9febff_sites+0}.val( (::overdub::virtual_target<0, 2>(overdub_macro_bodies_targets_val_0f9febff_sites+0, overdub_macro_bodies_targets_val_0f9febff_targets+0, (o)))->area()))
#define CALL_FP(x) (1 *  ::overdub::Span{overdub_macro_bodies_targets_val_0f9febff_sites+1}.val( ::overdub::indirect_target(overdub_macro_bodies_targets_val_0f9febff_sites+1, overdub_macro_bodies_targets_val_0f9febff_targets+1, fp)(x)))
#define CALL_FN(x) (1 *  ::overdub::Span{overdub_macro_bodies_targets_val_0f9febff_sites+2}.val( ::overdub::callable_invoker<24>(overdub_macro_bodies_targets_val_0f9febff_sites+2, overdub_macro_bodies_targets_val_0f9febff_targets+2, fn)(x)))
#define CALL_PM(s) (1 *  ::overdub::Span{overdub_macro_bodies_targets_val_0f9febff_sites+3}.val((s->*pm)()))
#define TWICE(x) (0 +  ::overdub::Span{overdub_macro_bodies_targets_val_0f9febff_sites+4}.val(::overdub::result_value(overdub_macro_bodies_targets_val_0f9febff_sites+4, twice( ::overdub::arg_value< int >(overdub_macro_bodies_targets_val_0f9febff_sites+4, 1, x)))))
#define SCALED(x) (0 +  ::overdub::Span{overdub_macro_bodies_targets_val_0f9febff_sites+5}.val(::overdub::result_value(overdub_macro_bodies_targets_val_0f9febff_sites+5, scaled(x))))
#define GROWN(o, by) (0 +  ::overdub::Span{overdub_macro_bodies_targets_val_0f9febff_sites+6}.val(::overdub::result_value(overdub_macro_bodies_targets_val_0f9febff_sites+6, (o)->grow( ::overdub::arg_value< int >(overdub_macro_bodies_targets_val_0f9febff_sites+6, 1, by)))))
#define AREA_ANY(o) (0 +  ::overdub::Span{overdub_macro_bodies_targets_val_0f9febff_sites+7}.val((o)->area()))

struct Shape {
  virtual ~Shape() {}
  virtual int area() const = 0;
  int grow(int by) const { return  ::overdub::Span{overdub_macro_bodies_targets_val_0f9febff_sites+8}.val( (::overdub::virtual_target<0, 2>(overdub_macro_bodies_targets_val_0f9febff_sites+8, overdub_macro_bodies_targets_val_0f9febff_targets+3, this))->area()) + by; }
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
   ::overdub::Span{overdub_macro_bodies_targets_val_0f9febff_sites+9}.val(std::printf("%d\n", t));
}
