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
  explicit Tracked(int x) : v(x) { std::printf("make %d\n", x); }
  Tracked(const Tracked &o) : v(o.v) { std::printf("copy %d\n", v); }
  ~Tracked() { std::printf("drop %d\n", v); }
};
struct Widget {
  Widget() { std::printf("widget\n"); }
};
struct Plain {
  int a, b;
};

int length(const Tracked &t) { return t.v; }
int sum(Point p) { return p.x + p.y; }

Tracked build(int x) {
  return Tracked(x);
}

int main() {
  Tracked(1);
  Tracked t = Tracked{2};
  int n = length(Tracked(3));
  int s = sum(Point(4, 5)) + Point{6, 7}.x;
  Point p = Point(8, 9);
  Widget();
  Plain q = Plain{1, 2};
  Tracked copy(t);
  Tracked b = build(10);
  return n + s + p.x + q.a + copy.v + b.v == 0;
}
