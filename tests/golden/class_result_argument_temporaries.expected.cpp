#line 1 "class_result_argument_temporaries.cpp"
#include <overdub/overdub.h>
static unsigned overdub_class_result_argument_te_5c10e6e2_state[24];
static constexpr ::overdub::Site overdub_class_result_argument_te_5c10e6e2_sites[] = {
  {"class_result_argument_temporaries.cpp", "make_pair_of", "Pair", 40, 81, 0, overdub_class_result_argument_te_5c10e6e2_state + 0},
  {"class_result_argument_temporaries.cpp", "keep", "std::basic_string<char>::size", 49, 72, 0, overdub_class_result_argument_te_5c10e6e2_state + 1},
  {"class_result_argument_temporaries.cpp", "total", "std::get", 51, 44, 0, overdub_class_result_argument_te_5c10e6e2_state + 2},
  {"class_result_argument_temporaries.cpp", "total", "std::get", 51, 61, 0, overdub_class_result_argument_te_5c10e6e2_state + 3},
  {"class_result_argument_temporaries.cpp", "view", "Viewed", 58, 44, 0, overdub_class_result_argument_te_5c10e6e2_state + 4},
  {"class_result_argument_temporaries.cpp", "length_of", "std::basic_string<char>::size", 59, 42, 0, overdub_class_result_argument_te_5c10e6e2_state + 5},
  {"class_result_argument_temporaries.cpp", "Noisy::~Noisy", "std::printf", 65, 14, 0, overdub_class_result_argument_te_5c10e6e2_state + 6},
  {"class_result_argument_temporaries.cpp", "first", "Counted", 72, 40, 0, overdub_class_result_argument_te_5c10e6e2_state + 7},
  {"class_result_argument_temporaries.cpp", "use", "std::printf", 74, 3, 0, overdub_class_result_argument_te_5c10e6e2_state + 8},
  {"class_result_argument_temporaries.cpp", "shape", "std::unique_ptr<Shape>", 82, 52, 0, overdub_class_result_argument_te_5c10e6e2_state + 9},
  {"class_result_argument_temporaries.cpp", "shape", "Shape", 82, 75, -1, overdub_class_result_argument_te_5c10e6e2_state + 10},
  {"class_result_argument_temporaries.cpp", "area_of", "Shape::area", 83, 48, 0, overdub_class_result_argument_te_5c10e6e2_state + 11},
  {"class_result_argument_temporaries.cpp", "main", "keep", 86, 13, 0, overdub_class_result_argument_te_5c10e6e2_state + 12},
  {"class_result_argument_temporaries.cpp", "main", "make_pair_of", 86, 18, -1, overdub_class_result_argument_te_5c10e6e2_state + 13},
  {"class_result_argument_temporaries.cpp", "main", "keep", 87, 10, 0, overdub_class_result_argument_te_5c10e6e2_state + 14},
  {"class_result_argument_temporaries.cpp", "main", "Located", 87, 15, -1, overdub_class_result_argument_te_5c10e6e2_state + 15},
  {"class_result_argument_temporaries.cpp", "main", "total", 88, 10, 0, overdub_class_result_argument_te_5c10e6e2_state + 16},
  {"class_result_argument_temporaries.cpp", "main", "std::make_tuple", 88, 16, -1, overdub_class_result_argument_te_5c10e6e2_state + 17},
  {"class_result_argument_temporaries.cpp", "main", "length_of", 89, 27, 0, overdub_class_result_argument_te_5c10e6e2_state + 18},
  {"class_result_argument_temporaries.cpp", "main", "std::basic_string<char>", 89, 42, -1, overdub_class_result_argument_te_5c10e6e2_state + 19},
  {"class_result_argument_temporaries.cpp", "main", "use", 90, 10, 0, overdub_class_result_argument_te_5c10e6e2_state + 20},
  {"class_result_argument_temporaries.cpp", "main", "Noisy", 90, 20, -1, overdub_class_result_argument_te_5c10e6e2_state + 21},
  {"class_result_argument_temporaries.cpp", "main", "area_of", 91, 10, 0, overdub_class_result_argument_te_5c10e6e2_state + 22},
  {"class_result_argument_temporaries.cpp", "main", "std::printf", 92, 3, 0, overdub_class_result_argument_te_5c10e6e2_state + 23},
};
static const ::overdub::Registration overdub_class_result_argument_te_5c10e6e2_registration{overdub_class_result_argument_te_5c10e6e2_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "class_result_argument_temporaries.cpp"
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
Pair make_pair_of(const std::string &name, const int &a, const int &b) { return  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_0_{overdub_class_result_argument_te_5c10e6e2_sites+0}; return Pair(name, a, b); }(); }

struct Located {
  std::string file;
  int line;
  Located(const std::string &f, int l) : file(f), line(l) {}
  Located(const Located &o) : file(o.file), line(o.line + 1000) {}  // elided or not: visible
};

int keep(Pair p) { return p.values[0] + p.values[1] + static_cast<int>( ::overdub::Span{overdub_class_result_argument_te_5c10e6e2_sites+1}.val(p.name.size())); }
int keep(Located l) { return l.line; }
int total(std::tuple<int, int> t) { return  ::overdub::Span{overdub_class_result_argument_te_5c10e6e2_sites+2}.ref(std::get<0>(t)) +  ::overdub::Span{overdub_class_result_argument_te_5c10e6e2_sites+3}.ref(std::get<1>(t)); }

struct Viewed {
  const std::string &text;
  Viewed(const Viewed &o) : text(o.text) {}
  explicit Viewed(const std::string &t) : text(t) {}
};
Viewed view(const std::string &t) { return  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_4_{overdub_class_result_argument_te_5c10e6e2_sites+4}; return Viewed(t); }(); }
std::size_t length_of(Viewed v) { return  ::overdub::Span{overdub_class_result_argument_te_5c10e6e2_sites+5}.val(v.text.size()); }

struct Noisy {
  int v;
  explicit Noisy(int x) : v(x) {}
  Noisy(const Noisy &o) : v(o.v) {}
  ~Noisy() {  ::overdub::Span{overdub_class_result_argument_te_5c10e6e2_sites+6}.val(std::printf("~Noisy %d\n", v)); }
};
struct Counted {
  int n;
  Counted(const Counted &o) : n(o.n) {}
  explicit Counted(int x) : n(x) {}
};
Counted first(const Noisy &a) { return  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_7_{overdub_class_result_argument_te_5c10e6e2_sites+7}; return Counted(a.v); }(); }
int use(Counted c) {
   ::overdub::Span{overdub_class_result_argument_te_5c10e6e2_sites+8}.val(std::printf("use %d\n", c.n));
  return c.n;
}

struct Shape {
  virtual ~Shape() = default;
  virtual int area() const { return 1; }
};
std::unique_ptr<Shape> shape(const int &) { return  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_9_{overdub_class_result_argument_te_5c10e6e2_sites+9}; return std::unique_ptr<Shape>( ::overdub::Span{overdub_class_result_argument_te_5c10e6e2_sites+10}.val(new Shape())); }(); }
int area_of(std::unique_ptr<Shape> s) { return  ::overdub::Span{overdub_class_result_argument_te_5c10e6e2_sites+11}.val(s->area()); }

int main() {
  int sum =  ::overdub::Span{overdub_class_result_argument_te_5c10e6e2_sites+12}.val(keep( [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_13_{overdub_class_result_argument_te_5c10e6e2_sites+13}; return make_pair_of("ab", 1, 2); }()));
  sum +=  ::overdub::Span{overdub_class_result_argument_te_5c10e6e2_sites+14}.val(keep( [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_15_{overdub_class_result_argument_te_5c10e6e2_sites+15}; return Located(__FILE__, 7); }()));
  sum +=  ::overdub::Span{overdub_class_result_argument_te_5c10e6e2_sites+16}.val(total( [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_17_{overdub_class_result_argument_te_5c10e6e2_sites+17}; return std::make_tuple(3, 4); }()));
  sum += static_cast<int>( ::overdub::Span{overdub_class_result_argument_te_5c10e6e2_sites+18}.val(length_of(view( ::overdub::Span{overdub_class_result_argument_te_5c10e6e2_sites+19}.ref(std::string("xyz"))))));
  sum +=  ::overdub::Span{overdub_class_result_argument_te_5c10e6e2_sites+20}.val(use(first( ::overdub::Span{overdub_class_result_argument_te_5c10e6e2_sites+21}.ref(Noisy(5)))));
  sum +=  ::overdub::Span{overdub_class_result_argument_te_5c10e6e2_sites+22}.val(area_of(shape(2)));
   ::overdub::Span{overdub_class_result_argument_te_5c10e6e2_sites+23}.val(std::printf("sum %d\n", sum));
  return sum == 5 + 7 + 7 + 3 + 5 + 1 ? 0 : 1;
}
