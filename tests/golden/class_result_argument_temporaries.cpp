// A class result that needs copy elision takes the lambda form, in which the temporaries of its
// arguments die when the lambda returns instead of at the end of the caller's full-expression.
// That is exact when the result cannot refer to them (no pointer or reference in it, beyond
// the standard library's owning strings and containers) and their destruction is invisible
// (trivial, or a string's): then such calls inside larger expressions are instrumented
// (make_pair_of, Located, make_tuple). A result that can refer to a temporary (Viewed), a
// temporary whose destructor prints (Noisy), a unique_ptr to a polymorphic class: left as
// written, with the reason in --list-sites; the output shows the destructors' order unchanged.
// CALLS: 3 std::printf
// CALLS: 2 keep
// CALLS: 2 std::basic_string<char>::size
// CALLS: 2 std::get
// CALLS: 1 Counted
// CALLS: 1 Located
// CALLS: 1 Noisy
// CALLS: 1 Pair
// CALLS: 1 Shape
// CALLS: 1 Shape::area
// CALLS: 1 Viewed
// CALLS: 1 area_of
// CALLS: 1 length_of
// CALLS: 1 make_pair_of
// CALLS: 1 std::basic_string<char>
// CALLS: 1 std::make_tuple
// CALLS: 1 std::unique_ptr<Shape>
// CALLS: 1 total
// CALLS: 1 use
#include <cstdio>
#include <memory>
#include <string>
#include <tuple>
#include <utility>

struct Pair {
  std::string name;
  int values[2];
  Pair(const Pair &o) : name(o.name), values{o.values[0], o.values[1]} {}
  Pair(const std::string &n, const int &a, const int &b) : name(n), values{a, b} {}
};
Pair make_pair_of(const std::string &name, const int &a, const int &b) { return Pair(name, a, b); }

struct Located {
  std::string file;
  int line;
  Located(const std::string &f, int l) : file(f), line(l) {}
  Located(const Located &o) : file(o.file), line(o.line + 1000) {}  // elided or not: visible
};

int keep(Pair p) { return p.values[0] + p.values[1] + static_cast<int>(p.name.size()); }
int keep(Located l) { return l.line; }
int total(std::tuple<int, int> t) { return std::get<0>(t) + std::get<1>(t); }

struct Viewed {
  const std::string &text;
  Viewed(const Viewed &o) : text(o.text) {}
  explicit Viewed(const std::string &t) : text(t) {}
};
Viewed view(const std::string &t) { return Viewed(t); }
std::size_t length_of(Viewed v) { return v.text.size(); }

struct Noisy {
  int v;
  explicit Noisy(int x) : v(x) {}
  Noisy(const Noisy &o) : v(o.v) {}
  ~Noisy() { std::printf("~Noisy %d\n", v); }
};
struct Counted {
  int n;
  Counted(const Counted &o) : n(o.n) {}
  explicit Counted(int x) : n(x) {}
};
Counted first(const Noisy &a) { return Counted(a.v); }
int use(Counted c) {
  std::printf("use %d\n", c.n);
  return c.n;
}

struct Shape {
  virtual ~Shape() = default;
  virtual int area() const { return 1; }
};
std::unique_ptr<Shape> shape(const int &) { return std::unique_ptr<Shape>(new Shape()); }
int area_of(std::unique_ptr<Shape> s) { return s->area(); }

int main() {
  int sum = keep(make_pair_of("ab", 1, 2));
  sum += keep(Located(__FILE__, 7));
  sum += total(std::make_tuple(3, 4));
  sum += static_cast<int>(length_of(view(std::string("xyz"))));
  sum += use(first(Noisy(5)));
  sum += area_of(shape(2));
  std::printf("sum %d\n", sum);
  return sum == 5 + 7 + 7 + 3 + 5 + 1 ? 0 : 1;
}
