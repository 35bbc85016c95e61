#line 1 "macro_argument_targets.cpp"
#include <overdub/overdub.h>
static unsigned overdub_macro_argument_targets_94554ee5_state[32];
static ::overdub::TargetCache overdub_macro_argument_targets_94554ee5_targets[12];
static constexpr ::overdub::Site overdub_macro_argument_targets_94554ee5_sites[] = {
  {"macro_argument_targets.cpp", "Shape::checked", "std::printf", 66, 3, 0, overdub_macro_argument_targets_94554ee5_state + 0},
  {"macro_argument_targets.cpp", "Shape::checked", "Shape::area", 66, 9, 0, overdub_macro_argument_targets_94554ee5_state + 1},
  {"macro_argument_targets.cpp", "Shape::checked", "Shape::area", 67, 10, 0, overdub_macro_argument_targets_94554ee5_state + 2},
  {"macro_argument_targets.cpp", "main", "std::printf", 94, 3, 0, overdub_macro_argument_targets_94554ee5_state + 3},
  {"macro_argument_targets.cpp", "main", "Shape::area", 94, 9, 0, overdub_macro_argument_targets_94554ee5_state + 4},
  {"macro_argument_targets.cpp", "main", "std::printf", 95, 3, 0, overdub_macro_argument_targets_94554ee5_state + 5},
  {"macro_argument_targets.cpp", "main", "(fp)", 95, 9, 0, overdub_macro_argument_targets_94554ee5_state + 6},
  {"macro_argument_targets.cpp", "main", "std::printf", 96, 3, 0, overdub_macro_argument_targets_94554ee5_state + 7},
  {"macro_argument_targets.cpp", "main", "(q->*pm)", 96, 9, 0, overdub_macro_argument_targets_94554ee5_state + 8},
  {"macro_argument_targets.cpp", "main", "std::printf", 97, 3, 0, overdub_macro_argument_targets_94554ee5_state + 9},
  {"macro_argument_targets.cpp", "main", "std::function<int (int)>::operator()", 97, 9, 0, overdub_macro_argument_targets_94554ee5_state + 10},
  {"macro_argument_targets.cpp", "main", "Shape::area", 98, 14, 0, overdub_macro_argument_targets_94554ee5_state + 11},
  {"macro_argument_targets.cpp", "main", "Shape::area", 99, 8, 0, overdub_macro_argument_targets_94554ee5_state + 12},
  {"macro_argument_targets.cpp", "main", "Shape::area", 100, 8, 0, overdub_macro_argument_targets_94554ee5_state + 13},
  {"macro_argument_targets.cpp", "main", "(fp)", 101, 8, 0, overdub_macro_argument_targets_94554ee5_state + 14},
  {"macro_argument_targets.cpp", "main", "Shape::checked", 102, 8, 0, overdub_macro_argument_targets_94554ee5_state + 15},
  {"macro_argument_targets.cpp", "main", "Shape::area", 103, 8, 0, overdub_macro_argument_targets_94554ee5_state + 16},
  {"macro_argument_targets.cpp", "main", "std::printf", 104, 3, 0, overdub_macro_argument_targets_94554ee5_state + 17},
  {"macro_argument_targets.cpp", "main", "twice", 104, 9, 0, overdub_macro_argument_targets_94554ee5_state + 18},
  {"macro_argument_targets.cpp", "main", "add", 105, 14, 0, overdub_macro_argument_targets_94554ee5_state + 19},
  {"macro_argument_targets.cpp", "main", "add", 106, 8, 0, overdub_macro_argument_targets_94554ee5_state + 20},
  {"macro_argument_targets.cpp", "main", "add", 107, 8, 0, overdub_macro_argument_targets_94554ee5_state + 21},
  {"macro_argument_targets.cpp", "main", "add", 108, 8, 0, overdub_macro_argument_targets_94554ee5_state + 22},
  {"macro_argument_targets.cpp", "main", "add", 109, 8, 0, overdub_macro_argument_targets_94554ee5_state + 23},
  {"macro_argument_targets.cpp", "main", "take", 111, 8, 0, overdub_macro_argument_targets_94554ee5_state + 24},
  {"macro_argument_targets.cpp", "main", "first", 111, 30, 0, overdub_macro_argument_targets_94554ee5_state + 25},
  {"macro_argument_targets.cpp", "main", "show", 112, 8, 0, overdub_macro_argument_targets_94554ee5_state + 26},
  {"macro_argument_targets.cpp", "main", "Named::name", 115, 14, 0, overdub_macro_argument_targets_94554ee5_state + 27},
  {"macro_argument_targets.cpp", "main", "Named::name", 116, 14, 0, overdub_macro_argument_targets_94554ee5_state + 28},
  {"macro_argument_targets.cpp", "main", "std::basic_string<char>::size", 117, 25, 0, overdub_macro_argument_targets_94554ee5_state + 29},
  {"macro_argument_targets.cpp", "main", "std::basic_string<char>::size", 117, 45, 0, overdub_macro_argument_targets_94554ee5_state + 30},
  {"macro_argument_targets.cpp", "main", "std::printf", 118, 3, 0, overdub_macro_argument_targets_94554ee5_state + 31},
};
static const ::overdub::Registration overdub_macro_argument_targets_94554ee5_registration{overdub_macro_argument_targets_94554ee5_sites, overdub_macro_argument_targets_94554ee5_targets};
#line 29 "macro_argument_targets.cpp"
#define overdub_macro_argument_targets_94554ee5_sites_m0_0_CHECK(overdub_o_x, x) \
  do {\
    if (!(x)) ::overdub::Span{overdub_macro_argument_targets_94554ee5_sites+0}.val( std::printf("failed: %s\n", #overdub_o_x));\
  } while (0)
#line 29 "macro_argument_targets.cpp"
#define overdub_macro_argument_targets_94554ee5_sites_m1_0_CHECK(overdub_o_x, x) \
  do {\
    if (!(x)) ::overdub::Span{overdub_macro_argument_targets_94554ee5_sites+3}.val( std::printf("failed: %s\n", #overdub_o_x));\
  } while (0)
#line 29 "macro_argument_targets.cpp"
#define overdub_macro_argument_targets_94554ee5_sites_m2_0_CHECK(overdub_o_x, x) \
  do {\
    if (!(x)) ::overdub::Span{overdub_macro_argument_targets_94554ee5_sites+5}.val( std::printf("failed: %s\n", #overdub_o_x));\
  } while (0)
#line 29 "macro_argument_targets.cpp"
#define overdub_macro_argument_targets_94554ee5_sites_m3_0_CHECK(overdub_o_x, x) \
  do {\
    if (!(x)) ::overdub::Span{overdub_macro_argument_targets_94554ee5_sites+7}.val( std::printf("failed: %s\n", #overdub_o_x));\
  } while (0)
#line 29 "macro_argument_targets.cpp"
#define overdub_macro_argument_targets_94554ee5_sites_m4_0_CHECK(overdub_o_x, x) \
  do {\
    if (!(x)) ::overdub::Span{overdub_macro_argument_targets_94554ee5_sites+9}.val( std::printf("failed: %s\n", #overdub_o_x));\
  } while (0)
#line 29 "macro_argument_targets.cpp"
#define overdub_macro_argument_targets_94554ee5_sites_m5_0_CHECK(overdub_o_x, x) \
  do {\
    if (!(x)) ::overdub::Span{overdub_macro_argument_targets_94554ee5_sites+17}.val( std::printf("failed: %s\n", #overdub_o_x));\
  } while (0)
#line 35 "macro_argument_targets.cpp"
#define overdub_macro_argument_targets_94554ee5_sites_m6_0_ADD_ONE(x) \
                    ::overdub::Span{overdub_macro_argument_targets_94554ee5_sites+20}.val(::overdub::result_value(overdub_macro_argument_targets_94554ee5_sites+20, add( ::overdub::arg_value< int >(overdub_macro_argument_targets_94554ee5_sites+20, 1, x), ::overdub::arg_value< int >(overdub_macro_argument_targets_94554ee5_sites+20, 2,  1))))
#line 36 "macro_argument_targets.cpp"
#define overdub_macro_argument_targets_94554ee5_sites_m7_0_ADD_SELF(x) \
                     ::overdub::Span{overdub_macro_argument_targets_94554ee5_sites+21}.val(::overdub::result_value(overdub_macro_argument_targets_94554ee5_sites+21, add( ::overdub::arg_value< int >(overdub_macro_argument_targets_94554ee5_sites+21, 1, x), ::overdub::arg_value< int >(overdub_macro_argument_targets_94554ee5_sites+21, 2,  x))))
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "macro_argument_targets.cpp"
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
  overdub_macro_argument_targets_94554ee5_sites_m0_0_CHECK(area() > 0,  ::overdub::Span{overdub_macro_argument_targets_94554ee5_sites+1}.val( (::overdub::virtual_target<0, 2>(overdub_macro_argument_targets_94554ee5_sites+1, overdub_macro_argument_targets_94554ee5_targets+0, this))->area()) > 0);
  return  ::overdub::Span{overdub_macro_argument_targets_94554ee5_sites+2}.val( (::overdub::virtual_target<0, 2>(overdub_macro_argument_targets_94554ee5_sites+2, overdub_macro_argument_targets_94554ee5_targets+1, this))->area());
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
  overdub_macro_argument_targets_94554ee5_sites_m1_0_CHECK(p->area() == 4,  ::overdub::Span{overdub_macro_argument_targets_94554ee5_sites+4}.val( (::overdub::virtual_target<0, 2>(overdub_macro_argument_targets_94554ee5_sites+4, overdub_macro_argument_targets_94554ee5_targets+2, p))->area()) == 4);
  overdub_macro_argument_targets_94554ee5_sites_m2_0_CHECK(fp(3) == 6,  ::overdub::Span{overdub_macro_argument_targets_94554ee5_sites+6}.val( ::overdub::indirect_target(overdub_macro_argument_targets_94554ee5_sites+6, overdub_macro_argument_targets_94554ee5_targets+3, fp)(3)) == 6);
  overdub_macro_argument_targets_94554ee5_sites_m3_0_CHECK((q->*pm)() == 3,  ::overdub::Span{overdub_macro_argument_targets_94554ee5_sites+8}.val(( ::overdub::member_target(overdub_macro_argument_targets_94554ee5_sites+8, overdub_macro_argument_targets_94554ee5_targets+4, q, pm)->*pm)()) == 3);
  overdub_macro_argument_targets_94554ee5_sites_m4_0_CHECK(fn(1) == 2,  ::overdub::Span{overdub_macro_argument_targets_94554ee5_sites+10}.val( ::overdub::callable_invoker<24>(overdub_macro_argument_targets_94554ee5_sites+10, overdub_macro_argument_targets_94554ee5_targets+5, fn)(1)) == 2);
  t += TWICE( ::overdub::Span{overdub_macro_argument_targets_94554ee5_sites+11}.val( (::overdub::virtual_target<0, 2>(overdub_macro_argument_targets_94554ee5_sites+11, overdub_macro_argument_targets_94554ee5_targets+6, q))->area()));
  t +=  ::overdub::Span{overdub_macro_argument_targets_94554ee5_sites+12}.val( (::overdub::virtual_target<0, 2>(overdub_macro_argument_targets_94554ee5_sites+12, overdub_macro_argument_targets_94554ee5_targets+7, ID(p)))->area());
  t +=  ::overdub::Span{overdub_macro_argument_targets_94554ee5_sites+13}.val(CALL_AREA( (::overdub::virtual_target<0, 2>(overdub_macro_argument_targets_94554ee5_sites+13, overdub_macro_argument_targets_94554ee5_targets+8, q))));
  t +=  ::overdub::Span{overdub_macro_argument_targets_94554ee5_sites+14}.val(ID( ::overdub::indirect_target(overdub_macro_argument_targets_94554ee5_sites+14, overdub_macro_argument_targets_94554ee5_targets+9, fp)(2)));
  t +=  ::overdub::Span{overdub_macro_argument_targets_94554ee5_sites+15}.val(p->checked());
  EACH( ::overdub::Span{overdub_macro_argument_targets_94554ee5_sites+16}.val(s->area()));
  overdub_macro_argument_targets_94554ee5_sites_m5_0_CHECK(twice(3) == 6,  ::overdub::Span{overdub_macro_argument_targets_94554ee5_sites+18}.val(::overdub::result_value(overdub_macro_argument_targets_94554ee5_sites+18, twice( ::overdub::arg_value< int >(overdub_macro_argument_targets_94554ee5_sites+18, 1, 3)))) == 6);
  t += TWICE( ::overdub::Span{overdub_macro_argument_targets_94554ee5_sites+19}.val(::overdub::result_value(overdub_macro_argument_targets_94554ee5_sites+19, add( ::overdub::arg_value< int >(overdub_macro_argument_targets_94554ee5_sites+19, 1, t),  ::overdub::arg_value< int >(overdub_macro_argument_targets_94554ee5_sites+19, 2, 2)))));
  t += overdub_macro_argument_targets_94554ee5_sites_m6_0_ADD_ONE(t);
  t += overdub_macro_argument_targets_94554ee5_sites_m7_0_ADD_SELF(t);
  t +=  ::overdub::Span{overdub_macro_argument_targets_94554ee5_sites+22}.val(::overdub::result_value(overdub_macro_argument_targets_94554ee5_sites+22, add(PAIR( ::overdub::arg_value< int >(overdub_macro_argument_targets_94554ee5_sites+22, 1, t),  ::overdub::arg_value< int >(overdub_macro_argument_targets_94554ee5_sites+22, 2, 2)))));
  t +=  ::overdub::Span{overdub_macro_argument_targets_94554ee5_sites+23}.val(::overdub::result_value(overdub_macro_argument_targets_94554ee5_sites+23, add( ::overdub::arg_value< int >(overdub_macro_argument_targets_94554ee5_sites+23, 1, ONE),  ::overdub::arg_value< int >(overdub_macro_argument_targets_94554ee5_sites+23, 2, 2))));
  Duo<int, int> duo{1, 2};
  t +=  ::overdub::Span{overdub_macro_argument_targets_94554ee5_sites+24}.val(::overdub::result_value(overdub_macro_argument_targets_94554ee5_sites+24, take(PAIR( ( ::overdub::arg_value< struct ::Duo<int, int> * >(overdub_macro_argument_targets_94554ee5_sites+24, 1, &duo)),  ::overdub::arg_value< int >(overdub_macro_argument_targets_94554ee5_sites+24, 2, 2))))) +  ::overdub::Span{overdub_macro_argument_targets_94554ee5_sites+25}.val(::overdub::result_value(overdub_macro_argument_targets_94554ee5_sites+25, CALL1(first,  ( ::overdub::arg_value< struct ::Duo<int, int> * >(overdub_macro_argument_targets_94554ee5_sites+25, 1, &duo)))));
  EACH( ::overdub::Span{overdub_macro_argument_targets_94554ee5_sites+26}.val(::overdub::result_value(overdub_macro_argument_targets_94554ee5_sites+26, show(v))));
  Widget w;
  Named *n = &w;
  LET(label,  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_27_{overdub_macro_argument_targets_94554ee5_sites+27}; return  (::overdub::virtual_target<0, 2>(overdub_macro_argument_targets_94554ee5_sites+27, overdub_macro_argument_targets_94554ee5_targets+10, n))->name(); }())
  LET(other,  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_28_{overdub_macro_argument_targets_94554ee5_sites+28}; return  (::overdub::virtual_object<0, 2>(overdub_macro_argument_targets_94554ee5_sites+28, overdub_macro_argument_targets_94554ee5_targets+11, (*n))).name(); }())
  t += static_cast<int>( ::overdub::Span{overdub_macro_argument_targets_94554ee5_sites+29}.val(label.text.size()) +  ::overdub::Span{overdub_macro_argument_targets_94554ee5_sites+30}.val(other.text.size()));
   ::overdub::Span{overdub_macro_argument_targets_94554ee5_sites+31}.val(std::printf("%d\n", t));
}
