#line 1 "macro_body_targets.cpp"
#include <overdub/overdub.h>
static unsigned overdub_macro_body_targets_b2d5f832_state[18];
static ::overdub::TargetCache overdub_macro_body_targets_b2d5f832_targets[12];
static constexpr ::overdub::Site overdub_macro_body_targets_b2d5f832_sites[] = {
  {"macro_body_targets.cpp", "Shape::checked", "Shape::area", 40, 37, 0, overdub_macro_body_targets_b2d5f832_state + 0},
  {"macro_body_targets.cpp", "main", "Shape::area", 49, 8, 0, overdub_macro_body_targets_b2d5f832_state + 1},
  {"macro_body_targets.cpp", "main", "Shape::area", 50, 8, 0, overdub_macro_body_targets_b2d5f832_state + 2},
  {"macro_body_targets.cpp", "main", "Shape::area", 50, 8, 0, overdub_macro_body_targets_b2d5f832_state + 3},
  {"macro_body_targets.cpp", "main", "Shape::area", 51, 8, 0, overdub_macro_body_targets_b2d5f832_state + 4},
  {"macro_body_targets.cpp", "main", "Shape::area", 52, 8, 0, overdub_macro_body_targets_b2d5f832_state + 5},
  {"macro_body_targets.cpp", "main", "pick", 52, 8, -1, overdub_macro_body_targets_b2d5f832_state + 6},
  {"macro_body_targets.cpp", "main", "Shape::area", 53, 8, 0, overdub_macro_body_targets_b2d5f832_state + 7},
  {"macro_body_targets.cpp", "main", "pick", 53, 16, -1, overdub_macro_body_targets_b2d5f832_state + 8},
  {"macro_body_targets.cpp", "main", "(fp)", 54, 8, 0, overdub_macro_body_targets_b2d5f832_state + 9},
  {"macro_body_targets.cpp", "main", "std::function<int (int)>::operator()", 55, 8, 0, overdub_macro_body_targets_b2d5f832_state + 10},
  {"macro_body_targets.cpp", "main", "(s->*pm)", 56, 8, 0, overdub_macro_body_targets_b2d5f832_state + 11},
  {"macro_body_targets.cpp", "main", "Shape::checked", 57, 8, 0, overdub_macro_body_targets_b2d5f832_state + 12},
  {"macro_body_targets.cpp", "main", "Shape::area", 58, 8, 0, overdub_macro_body_targets_b2d5f832_state + 13},
  {"macro_body_targets.cpp", "main", "Shape::area", 60, 8, 0, overdub_macro_body_targets_b2d5f832_state + 14},
  {"macro_body_targets.cpp", "main", "Shape::area", 61, 8, 0, overdub_macro_body_targets_b2d5f832_state + 15},
  {"macro_body_targets.cpp", "main", "std::printf", 61, 8, 0, overdub_macro_body_targets_b2d5f832_state + 16},
  {"macro_body_targets.cpp", "main", "std::printf", 62, 3, 0, overdub_macro_body_targets_b2d5f832_state + 17},
};
static const ::overdub::Registration overdub_macro_body_targets_b2d5f832_registration{overdub_macro_body_targets_b2d5f832_sites, overdub_macro_body_targets_b2d5f832_targets};
#line 23 "macro_body_targets.cpp"
#define overdub_macro_body_targets_b2d5f832_sites_m0_0_CHECKED(x) \
                   ((x) > 0 ? ::overdub::Span{overdub_macro_body_targets_b2d5f832_sites+0}.val( (::overdub::virtual_target<0, 2>(overdub_macro_body_targets_b2d5f832_sites+0, overdub_macro_body_targets_b2d5f832_targets+0, this))-> area()) : 0)
#line 17 "macro_body_targets.cpp"
#define overdub_macro_body_targets_b2d5f832_sites_m1_0_AREA_OF(o) \
                   (1 * ::overdub::Span{overdub_macro_body_targets_b2d5f832_sites+1}.val( (::overdub::virtual_target<0, 2>(overdub_macro_body_targets_b2d5f832_sites+1, overdub_macro_body_targets_b2d5f832_targets+1,  (o)))->area()))
#line 18 "macro_body_targets.cpp"
#define overdub_macro_body_targets_b2d5f832_sites_m2_0_AREA_TWICE(o) \
                      ( ::overdub::Span{overdub_macro_body_targets_b2d5f832_sites+2}.val( (::overdub::virtual_target<0, 2>(overdub_macro_body_targets_b2d5f832_sites+2, overdub_macro_body_targets_b2d5f832_targets+2, o))->area()) + ::overdub::Span{overdub_macro_body_targets_b2d5f832_sites+3}.val( (::overdub::virtual_target<0, 2>(overdub_macro_body_targets_b2d5f832_sites+3, overdub_macro_body_targets_b2d5f832_targets+3,  o))->area()))
#line 17 "macro_body_targets.cpp"
#define overdub_macro_body_targets_b2d5f832_sites_m3_0_AREA_OF(o) \
                   (1 * ::overdub::Span{overdub_macro_body_targets_b2d5f832_sites+4}.val( (::overdub::virtual_target<0, 2>(overdub_macro_body_targets_b2d5f832_sites+4, overdub_macro_body_targets_b2d5f832_targets+4,  (o)))->area()))
#line 19 "macro_body_targets.cpp"
#define overdub_macro_body_targets_b2d5f832_sites_m4_0_PICKED_AREA(i) \
                       (1 * ::overdub::Span{overdub_macro_body_targets_b2d5f832_sites+5}.val( (::overdub::virtual_target<0, 2>(overdub_macro_body_targets_b2d5f832_sites+5, overdub_macro_body_targets_b2d5f832_targets+5,  ::overdub::Span{overdub_macro_body_targets_b2d5f832_sites+6}.val( pick(i))))->area()))
#line 17 "macro_body_targets.cpp"
#define overdub_macro_body_targets_b2d5f832_sites_m5_0_AREA_OF(o) \
                   (1 * ::overdub::Span{overdub_macro_body_targets_b2d5f832_sites+7}.val( (::overdub::virtual_target<0, 2>(overdub_macro_body_targets_b2d5f832_sites+7, overdub_macro_body_targets_b2d5f832_targets+6,  (o)))->area()))
#line 20 "macro_body_targets.cpp"
#define overdub_macro_body_targets_b2d5f832_sites_m6_0_CALL_FP(x) \
                   (1 * ::overdub::Span{overdub_macro_body_targets_b2d5f832_sites+9}.val( ::overdub::indirect_target(overdub_macro_body_targets_b2d5f832_sites+9, overdub_macro_body_targets_b2d5f832_targets+7,  fp)(x)))
#line 21 "macro_body_targets.cpp"
#define overdub_macro_body_targets_b2d5f832_sites_m7_0_CALL_FN(x) \
                   (1 * ::overdub::Span{overdub_macro_body_targets_b2d5f832_sites+10}.val( ::overdub::callable_invoker<24>(overdub_macro_body_targets_b2d5f832_sites+10, overdub_macro_body_targets_b2d5f832_targets+8,  fn)(x)))
#line 22 "macro_body_targets.cpp"
#define overdub_macro_body_targets_b2d5f832_sites_m8_0_CALL_PM(s) \
                   (1 * ::overdub::Span{overdub_macro_body_targets_b2d5f832_sites+11}.val( (s->*pm)()))
#line 24 "macro_body_targets.cpp"
#define overdub_macro_body_targets_b2d5f832_sites_m9_0_OUTER(o) \
                 (1 + overdub_macro_body_targets_b2d5f832_sites_m9_1_AREA_OF(o))
#line 17 "macro_body_targets.cpp"
#define overdub_macro_body_targets_b2d5f832_sites_m9_1_AREA_OF(o) \
                   (1 * ::overdub::Span{overdub_macro_body_targets_b2d5f832_sites+13}.val( (::overdub::virtual_target<0, 2>(overdub_macro_body_targets_b2d5f832_sites+13, overdub_macro_body_targets_b2d5f832_targets+9,  (o)))->area()))
#line 26 "macro_body_targets.cpp"
#define overdub_macro_body_targets_b2d5f832_sites_m10_0_WHOLE(o) \
                  ::overdub::Span{overdub_macro_body_targets_b2d5f832_sites+14}.val( (::overdub::virtual_target<0, 2>(overdub_macro_body_targets_b2d5f832_sites+14, overdub_macro_body_targets_b2d5f832_targets+10, (o)))->area())
#line 27 "macro_body_targets.cpp"
#define overdub_macro_body_targets_b2d5f832_sites_m11_0_CHECK_AREA(overdub_o_o, o) \
                      ( ::overdub::Span{overdub_macro_body_targets_b2d5f832_sites+15}.val( (::overdub::virtual_target<0, 2>(overdub_macro_body_targets_b2d5f832_sites+15, overdub_macro_body_targets_b2d5f832_targets+11, (o)))->area()) > 0 ? 1 : ( ::overdub::Span{overdub_macro_body_targets_b2d5f832_sites+16}.val(std::printf("no area: %s\n", #overdub_o_o)), 0))
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "macro_body_targets.cpp"
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
int Shape::checked() const { return overdub_macro_body_targets_b2d5f832_sites_m0_0_CHECKED(1); }
int twice(int v) { return v * 2; }
int (*fp)(int) = twice;
int (Shape::*pm)() const = &Shape::area;

int main() {
  Shape *p = &sq, *q = &ci;
  std::function<int(int)> fn = twice;
  int t = 0;
  t += overdub_macro_body_targets_b2d5f832_sites_m1_0_AREA_OF(p);
  t += overdub_macro_body_targets_b2d5f832_sites_m2_0_AREA_TWICE(q);
  t += overdub_macro_body_targets_b2d5f832_sites_m3_0_AREA_OF(true ? p : q);
  t += overdub_macro_body_targets_b2d5f832_sites_m4_0_PICKED_AREA(1);
  t += overdub_macro_body_targets_b2d5f832_sites_m5_0_AREA_OF( ::overdub::Span{overdub_macro_body_targets_b2d5f832_sites+8}.val(pick(0)));
  t += overdub_macro_body_targets_b2d5f832_sites_m6_0_CALL_FP(3);
  t += overdub_macro_body_targets_b2d5f832_sites_m7_0_CALL_FN(4);
  t += overdub_macro_body_targets_b2d5f832_sites_m8_0_CALL_PM(q);
  t +=  ::overdub::Span{overdub_macro_body_targets_b2d5f832_sites+12}.val(p->checked());
  t += overdub_macro_body_targets_b2d5f832_sites_m9_0_OUTER(q);
  t += PLUS_AREA(t + p);
  t += overdub_macro_body_targets_b2d5f832_sites_m10_0_WHOLE(q);
  t += overdub_macro_body_targets_b2d5f832_sites_m11_0_CHECK_AREA(p, p);
   ::overdub::Span{overdub_macro_body_targets_b2d5f832_sites+17}.val(std::printf("%d\n", t));
}
