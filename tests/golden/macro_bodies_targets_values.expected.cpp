#line 1 "macro_bodies_targets_values.cpp"
#include <overdub/overdub.h>
static unsigned overdub_macro_bodies_targets_val_0f9febff_state[12];
static ::overdub::TargetCache overdub_macro_bodies_targets_val_0f9febff_targets[4];
static constexpr ::overdub::Site overdub_macro_bodies_targets_val_0f9febff_sites[] = {
  {"macro_bodies_targets_values.cpp", "<macro AREA_OF>", "Shape::area", 23, 25, 0, overdub_macro_bodies_targets_val_0f9febff_state + 0},
  {"macro_bodies_targets_values.cpp", "<macro CALL_FP>", "fp", 24, 25, 0, overdub_macro_bodies_targets_val_0f9febff_state + 1},
  {"macro_bodies_targets_values.cpp", "<macro CALL_FN>", "fn", 25, 25, 0, overdub_macro_bodies_targets_val_0f9febff_state + 2},
  {"macro_bodies_targets_values.cpp", "<macro CALL_PM>", "(s->*pm)", 26, 25, 0, overdub_macro_bodies_targets_val_0f9febff_state + 3},
  {"macro_bodies_targets_values.cpp", "<macro TWICE>", "twice", 27, 23, 0, overdub_macro_bodies_targets_val_0f9febff_state + 4},
  {"macro_bodies_targets_values.cpp", "<macro SCALED>", "scaled", 28, 24, 0, overdub_macro_bodies_targets_val_0f9febff_state + 5},
  {"macro_bodies_targets_values.cpp", "<macro GROWN>", "Shape::grow", 29, 27, 0, overdub_macro_bodies_targets_val_0f9febff_state + 6},
  {"macro_bodies_targets_values.cpp", "<macro AREA_ANY>", "Shape::area", 30, 26, 0, overdub_macro_bodies_targets_val_0f9febff_state + 7},
  {"macro_bodies_targets_values.cpp", "<macro AREA1>", "Shape::area", 31, 23, 0, overdub_macro_bodies_targets_val_0f9febff_state + 8},
  {"macro_bodies_targets_values.cpp", "<macro SHOW>", "show", 32, 22, 0, overdub_macro_bodies_targets_val_0f9febff_state + 9},
  {"macro_bodies_targets_values.cpp", "Shape::grow", "Shape::area", 37, 35, 0, overdub_macro_bodies_targets_val_0f9febff_state + 10},
  {"macro_bodies_targets_values.cpp", "main", "std::printf", 80, 3, 0, overdub_macro_bodies_targets_val_0f9febff_state + 11},
};
static const ::overdub::Registration overdub_macro_bodies_targets_val_0f9febff_registration{overdub_macro_bodies_targets_val_0f9febff_sites, overdub_macro_bodies_targets_val_0f9febff_targets};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "macro_bodies_targets_values.cpp"
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

#define AREA_OF(o) (1 *  ::overdub::Span{overdub_macro_bodies_targets_val_0f9febff_sites+0}.val( (::overdub::virtual_target<0, 2>(overdub_macro_bodies_targets_val_0f9febff_sites+0, overdub_macro_bodies_targets_val_0f9febff_targets+0, (o)))->area()))
#define CALL_FP(x) (1 *  ::overdub::Span{overdub_macro_bodies_targets_val_0f9febff_sites+1}.val( ::overdub::indirect_target(overdub_macro_bodies_targets_val_0f9febff_sites+1, overdub_macro_bodies_targets_val_0f9febff_targets+1, fp)(x)))
#define CALL_FN(x) (1 *  ::overdub::Span{overdub_macro_bodies_targets_val_0f9febff_sites+2}.val( ::overdub::callable_invoker<24>(overdub_macro_bodies_targets_val_0f9febff_sites+2, overdub_macro_bodies_targets_val_0f9febff_targets+2, fn)(x)))
#define CALL_PM(s) (1 *  ::overdub::Span{overdub_macro_bodies_targets_val_0f9febff_sites+3}.val((s->*pm)()))
#define TWICE(x) (0 +  ::overdub::Span{overdub_macro_bodies_targets_val_0f9febff_sites+4}.val(::overdub::result_value(overdub_macro_bodies_targets_val_0f9febff_sites+4, twice( ::overdub::arg_value< int >(overdub_macro_bodies_targets_val_0f9febff_sites+4, 1, x)))))
#define SCALED(x) (0 +  ::overdub::Span{overdub_macro_bodies_targets_val_0f9febff_sites+5}.val(::overdub::result_value(overdub_macro_bodies_targets_val_0f9febff_sites+5, scaled(x))))
#define GROWN(o, by) (0 +  ::overdub::Span{overdub_macro_bodies_targets_val_0f9febff_sites+6}.val(::overdub::result_value(overdub_macro_bodies_targets_val_0f9febff_sites+6, (o)->grow( ::overdub::arg_value< int >(overdub_macro_bodies_targets_val_0f9febff_sites+6, 1, by)))))
#define AREA_ANY(o) (0 +  ::overdub::Span{overdub_macro_bodies_targets_val_0f9febff_sites+7}.val((o)->area()))
#define AREA1(x) (0 +  ::overdub::Span{overdub_macro_bodies_targets_val_0f9febff_sites+8}.val(x##1->area()))
#define SHOW(x) (0 +  ::overdub::Span{overdub_macro_bodies_targets_val_0f9febff_sites+9}.val(show(x)))

struct Shape {
  virtual ~Shape() {}
  virtual int area() const = 0;
  int grow(int by) const { return  ::overdub::Span{overdub_macro_bodies_targets_val_0f9febff_sites+10}.val( (::overdub::virtual_target<0, 2>(overdub_macro_bodies_targets_val_0f9febff_sites+10, overdub_macro_bodies_targets_val_0f9febff_targets+3, this))->area()) + by; }
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
   ::overdub::Span{overdub_macro_bodies_targets_val_0f9febff_sites+11}.val(std::printf("%d\n", t));
}
