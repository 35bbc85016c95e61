#line 1 "constructor_declarations.cpp"
#include <overdub/overdub.h>
static unsigned overdub_constructor_declarations_1fd8e496_state[20];
static constexpr ::overdub::Site overdub_constructor_declarations_1fd8e496_sites[] = {
  {"constructor_declarations.cpp", "Pair::Pair", "std::initializer_list<int>::size", 26, 59, 0, overdub_constructor_declarations_1fd8e496_state + 0},
  {"constructor_declarations.cpp", "Derived::Derived", "Base", 39, 27, 0, overdub_constructor_declarations_1fd8e496_state + 1},
  {"constructor_declarations.cpp", "Derived::Derived", "next", 39, 32, -1, overdub_constructor_declarations_1fd8e496_state + 2},
  {"constructor_declarations.cpp", "Derived::Derived", "Pair", 39, 45, 0, overdub_constructor_declarations_1fd8e496_state + 3},
  {"constructor_declarations.cpp", "Derived::Derived", "next", 39, 50, -1, overdub_constructor_declarations_1fd8e496_state + 4},
  {"constructor_declarations.cpp", "Derived::Derived", "Derived", 40, 29, 0, overdub_constructor_declarations_1fd8e496_state + 5},
  {"constructor_declarations.cpp", "Derived::Derived", "next", 40, 40, -1, overdub_constructor_declarations_1fd8e496_state + 6},
  {"constructor_declarations.cpp", "main", "Pair", 51, 8, 0, overdub_constructor_declarations_1fd8e496_state + 7},
  {"constructor_declarations.cpp", "main", "next", 51, 10, -1, overdub_constructor_declarations_1fd8e496_state + 8},
  {"constructor_declarations.cpp", "main", "Pair", 52, 8, 0, overdub_constructor_declarations_1fd8e496_state + 9},
  {"constructor_declarations.cpp", "main", "next", 52, 13, -1, overdub_constructor_declarations_1fd8e496_state + 10},
  {"constructor_declarations.cpp", "main", "Pair", 53, 8, 0, overdub_constructor_declarations_1fd8e496_state + 11},
  {"constructor_declarations.cpp", "main", "Pair", 55, 8, 0, overdub_constructor_declarations_1fd8e496_state + 12},
  {"constructor_declarations.cpp", "main", "Holder", 57, 10, 0, overdub_constructor_declarations_1fd8e496_state + 13},
  {"constructor_declarations.cpp", "main", "Derived", 59, 11, 0, overdub_constructor_declarations_1fd8e496_state + 14},
  {"constructor_declarations.cpp", "main", "Base", 60, 8, 0, overdub_constructor_declarations_1fd8e496_state + 15},
  {"constructor_declarations.cpp", "main", "std::printf", 61, 3, 0, overdub_constructor_declarations_1fd8e496_state + 16},
  {"constructor_declarations.cpp", "main", "std::printf", 62, 3, 0, overdub_constructor_declarations_1fd8e496_state + 17},
  {"constructor_declarations.cpp", "main", "std::printf", 63, 3, 0, overdub_constructor_declarations_1fd8e496_state + 18},
  {"constructor_declarations.cpp", "main", "std::printf", 64, 3, 0, overdub_constructor_declarations_1fd8e496_state + 19},
};
static const ::overdub::Registration overdub_constructor_declarations_1fd8e496_registration{overdub_constructor_declarations_1fd8e496_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "constructor_declarations.cpp"
// Declarations T x(a), T x{a} and constructor initializers B(a), m(a) construct with no text of
// their own: the full-expression form goes around the first argument, x((W{S}, a), b), so the
// wrapper is made before the constructor runs and destroyed, with the initializer's
// full-expression, after it. Where the first argument cannot take a comma (a braced list, a null
// pointer constant, an overloaded function, a constant in braces that would narrow), the next
// one that can takes it (`Holder h(f, (W{S}, 1))`: any argument is evaluated before the
// constructor runs); where none can or there is none, the site is skipped with the reason.
// Default initialization is in constructor_default_initialization.
// CALLS: 1 Holder
// CALLS: 2 Base
// CALLS: 2 Derived
// CALLS: 5 Pair
// CALLS: 5 next
// CALLS: 2 std::initializer_list<int>::size
// CALLS: 4 std::printf
// PARENT: next Pair Base Derived -
#include <cstdio>
#include <initializer_list>

int counter = 0;
int next() { return ++counter; }

struct Pair {
  int a, b;
  Pair(int x, int y) : a(x), b(y) {}
  Pair(std::initializer_list<int> l) : a(static_cast<int>( ::overdub::Span{overdub_constructor_declarations_1fd8e496_sites+0}.val(l.size()))), b(0) {}
  explicit Pair(const char *s) : a(s ? 1 : 0), b(0) {}
};
struct Small {
  char c;
  Small(char x) : c(x) {}
};
struct Base {
  int v;
  explicit Base(int x) : v(x) {}
};
struct Derived : Base {
  Pair p;
  Derived(int x, int y) : Base( (static_cast<void>(::overdub::FullExprSpan{overdub_constructor_declarations_1fd8e496_sites+1}),  ::overdub::Span{overdub_constructor_declarations_1fd8e496_sites+2}.val(next()) + x)), p( (static_cast<void>(::overdub::FullExprSpan{overdub_constructor_declarations_1fd8e496_sites+3}), y),  ::overdub::Span{overdub_constructor_declarations_1fd8e496_sites+4}.val(next())) {}
  explicit Derived(int x) : Derived( (static_cast<void>(::overdub::FullExprSpan{overdub_constructor_declarations_1fd8e496_sites+5}), x),  ::overdub::Span{overdub_constructor_declarations_1fd8e496_sites+6}.val(next())) {}
};
void f(int) {}
void f(double) {}
struct Holder {
  void (*fn)(int);
  explicit Holder(void (*g)(int)) : fn(g) {}
  Holder(void (*g)(int), int) : fn(g) {}
};

int main() {
  Pair a( (static_cast<void>(::overdub::FullExprSpan{overdub_constructor_declarations_1fd8e496_sites+7}),  ::overdub::Span{overdub_constructor_declarations_1fd8e496_sites+8}.val(next())), 2);
  Pair b{ (static_cast<void>(::overdub::FullExprSpan{overdub_constructor_declarations_1fd8e496_sites+9}), 3),  ::overdub::Span{overdub_constructor_declarations_1fd8e496_sites+10}.val(next())};
  Pair c{ (static_cast<void>(::overdub::FullExprSpan{overdub_constructor_declarations_1fd8e496_sites+11}), 1), 2, 3};
  Pair d(0);
  Pair e{ (static_cast<void>(::overdub::FullExprSpan{overdub_constructor_declarations_1fd8e496_sites+12}), nullptr)};
  Small s{65};
  Holder h(f,  (static_cast<void>(::overdub::FullExprSpan{overdub_constructor_declarations_1fd8e496_sites+13}), 1));
  Holder g(&f);
  Derived dv( (static_cast<void>(::overdub::FullExprSpan{overdub_constructor_declarations_1fd8e496_sites+14}), 4));
  Base base{ (static_cast<void>(::overdub::FullExprSpan{overdub_constructor_declarations_1fd8e496_sites+15}), 7)};
   ::overdub::Span{overdub_constructor_declarations_1fd8e496_sites+16}.val(std::printf("%d %d %d %d %d\n", a.a, b.b, c.a, d.a, e.a));
   ::overdub::Span{overdub_constructor_declarations_1fd8e496_sites+17}.val(std::printf("%c %d %d\n", s.c, dv.v, dv.p.b));
   ::overdub::Span{overdub_constructor_declarations_1fd8e496_sites+18}.val(std::printf("%d %d\n", base.v, h.fn == g.fn));
   ::overdub::Span{overdub_constructor_declarations_1fd8e496_sites+19}.val(std::printf("%d\n", counter));
  return 0;
}
