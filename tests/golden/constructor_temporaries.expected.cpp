#line 1 "constructor_temporaries.cpp"
#include <overdub/overdub.h>
static unsigned overdub_constructor_temporaries_ce5ccdf0_state[15];
static constexpr ::overdub::Site overdub_constructor_temporaries_ce5ccdf0_sites[] = {
  {"constructor_temporaries.cpp", "Tracked::Tracked", "std::printf", 21, 36, 0, overdub_constructor_temporaries_ce5ccdf0_state + 0},
  {"constructor_temporaries.cpp", "Tracked::Tracked", "std::printf", 22, 40, 0, overdub_constructor_temporaries_ce5ccdf0_state + 1},
  {"constructor_temporaries.cpp", "Tracked::~Tracked", "std::printf", 23, 16, 0, overdub_constructor_temporaries_ce5ccdf0_state + 2},
  {"constructor_temporaries.cpp", "Widget::Widget", "std::printf", 26, 14, 0, overdub_constructor_temporaries_ce5ccdf0_state + 3},
  {"constructor_temporaries.cpp", "build", "Tracked", 36, 10, 0, overdub_constructor_temporaries_ce5ccdf0_state + 4},
  {"constructor_temporaries.cpp", "main", "Tracked", 40, 3, 0, overdub_constructor_temporaries_ce5ccdf0_state + 5},
  {"constructor_temporaries.cpp", "main", "Tracked", 41, 15, 0, overdub_constructor_temporaries_ce5ccdf0_state + 6},
  {"constructor_temporaries.cpp", "main", "length", 42, 11, 0, overdub_constructor_temporaries_ce5ccdf0_state + 7},
  {"constructor_temporaries.cpp", "main", "Tracked", 42, 18, -1, overdub_constructor_temporaries_ce5ccdf0_state + 8},
  {"constructor_temporaries.cpp", "main", "sum", 43, 11, 0, overdub_constructor_temporaries_ce5ccdf0_state + 9},
  {"constructor_temporaries.cpp", "main", "Point", 43, 15, -1, overdub_constructor_temporaries_ce5ccdf0_state + 10},
  {"constructor_temporaries.cpp", "main", "Point", 43, 30, 0, overdub_constructor_temporaries_ce5ccdf0_state + 11},
  {"constructor_temporaries.cpp", "main", "Point", 44, 13, 0, overdub_constructor_temporaries_ce5ccdf0_state + 12},
  {"constructor_temporaries.cpp", "main", "Widget", 45, 3, 0, overdub_constructor_temporaries_ce5ccdf0_state + 13},
  {"constructor_temporaries.cpp", "main", "build", 48, 15, 0, overdub_constructor_temporaries_ce5ccdf0_state + 14},
};
static const ::overdub::Registration overdub_constructor_temporaries_ce5ccdf0_registration{overdub_constructor_temporaries_ce5ccdf0_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "constructor_temporaries.cpp"
// Temporaries a user writes as constructor calls, T(a), T(a, b), T{a}, T(), are calls of the class:
// each takes the form a call returning that class would (materialized where it is bound to a
// reference or discarded, by value for a trivially copyable class, the lambda form or the
// full-expression form where it needs copy elision). Aggregates, conversions and copies are no
// calls.
// CALLS: 3 Point
// CALLS: 4 Tracked
// CALLS: 1 Widget
// CALLS: 1 build
// CALLS: 1 length
// CALLS: 11 std::printf
// CALLS: 1 sum
#include <cstdio>

struct Point {
  int x, y;
  Point(int a, int b) : x(a), y(b) {}
};
struct Tracked {
  int v;
  explicit Tracked(int x) : v(x) {  ::overdub::Span{overdub_constructor_temporaries_ce5ccdf0_sites+0}.val(std::printf("make %d\n", x)); }
  Tracked(const Tracked &o) : v(o.v) {  ::overdub::Span{overdub_constructor_temporaries_ce5ccdf0_sites+1}.val(std::printf("copy %d\n", v)); }
  ~Tracked() {  ::overdub::Span{overdub_constructor_temporaries_ce5ccdf0_sites+2}.val(std::printf("drop %d\n", v)); }
};
struct Widget {
  Widget() {  ::overdub::Span{overdub_constructor_temporaries_ce5ccdf0_sites+3}.val(std::printf("widget\n")); }
};
struct Plain {
  int a, b;
};

int length(const Tracked &t) { return t.v; }
int sum(Point p) { return p.x + p.y; }

Tracked build(int x) {
  return  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_4_{overdub_constructor_temporaries_ce5ccdf0_sites+4}; return Tracked(x); }();
}

int main() {
   ::overdub::Span{overdub_constructor_temporaries_ce5ccdf0_sites+5}.ref(Tracked(1));
  Tracked t =  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_6_{overdub_constructor_temporaries_ce5ccdf0_sites+6}; return Tracked{2}; }();
  int n =  ::overdub::Span{overdub_constructor_temporaries_ce5ccdf0_sites+7}.val(length( ::overdub::Span{overdub_constructor_temporaries_ce5ccdf0_sites+8}.ref(Tracked(3))));
  int s =  ::overdub::Span{overdub_constructor_temporaries_ce5ccdf0_sites+9}.val(sum( ::overdub::Span{overdub_constructor_temporaries_ce5ccdf0_sites+10}.val(Point(4, 5)))) +  ::overdub::Span{overdub_constructor_temporaries_ce5ccdf0_sites+11}.ref(Point{6, 7}).x;
  Point p =  ::overdub::Span{overdub_constructor_temporaries_ce5ccdf0_sites+12}.val(Point(8, 9));
   ::overdub::Span{overdub_constructor_temporaries_ce5ccdf0_sites+13}.ref(Widget());
  Plain q = Plain{1, 2};
  Tracked copy(t);
  Tracked b =  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_14_{overdub_constructor_temporaries_ce5ccdf0_sites+14}; return build(10); }();
  return n + s + p.x + q.a + copy.v + b.v == 0;
}
