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
  Pair(std::initializer_list<int> l) : a(static_cast<int>(l.size())), b(0) {}
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
  Derived(int x, int y) : Base(next() + x), p(y, next()) {}
  explicit Derived(int x) : Derived(x, next()) {}
};
void f(int) {}
void f(double) {}
struct Holder {
  void (*fn)(int);
  explicit Holder(void (*g)(int)) : fn(g) {}
  Holder(void (*g)(int), int) : fn(g) {}
};

int main() {
  Pair a(next(), 2);
  Pair b{3, next()};
  Pair c{1, 2, 3};
  Pair d(0);
  Pair e{nullptr};
  Small s{65};
  Holder h(f, 1);
  Holder g(&f);
  Derived dv(4);
  Base base{7};
  std::printf("%d %d %d %d %d\n", a.a, b.b, c.a, d.a, e.a);
  std::printf("%c %d %d\n", s.c, dv.v, dv.p.b);
  std::printf("%d %d\n", base.v, h.fn == g.fn);
  std::printf("%d\n", counter);
  return 0;
}
