#line 1 "class_result_argument_temporaries.cpp"
#include <overdub/overdub.h>
static unsigned overdub_class_result_argument_te_5c10e6e2_state[52];
static ::overdub::TargetCache overdub_class_result_argument_te_5c10e6e2_targets[1];
static constexpr ::overdub::Site overdub_class_result_argument_te_5c10e6e2_sites[] = {
  {"class_result_argument_temporaries.cpp", "make_pair_of", "Pair", 61, 81, 0, overdub_class_result_argument_te_5c10e6e2_state + 0},
  {"class_result_argument_temporaries.cpp", "keep", "std::basic_string<char>::size", 70, 72, 0, overdub_class_result_argument_te_5c10e6e2_state + 1},
  {"class_result_argument_temporaries.cpp", "total", "std::get", 72, 44, 0, overdub_class_result_argument_te_5c10e6e2_state + 2},
  {"class_result_argument_temporaries.cpp", "total", "std::get", 72, 61, 0, overdub_class_result_argument_te_5c10e6e2_state + 3},
  {"class_result_argument_temporaries.cpp", "view", "Viewed", 79, 44, 0, overdub_class_result_argument_te_5c10e6e2_state + 4},
  {"class_result_argument_temporaries.cpp", "length_of", "std::basic_string<char>::size", 80, 42, 0, overdub_class_result_argument_te_5c10e6e2_state + 5},
  {"class_result_argument_temporaries.cpp", "Noisy::~Noisy", "std::printf", 86, 14, 0, overdub_class_result_argument_te_5c10e6e2_state + 6},
  {"class_result_argument_temporaries.cpp", "first", "Counted", 93, 40, 0, overdub_class_result_argument_te_5c10e6e2_state + 7},
  {"class_result_argument_temporaries.cpp", "use", "std::printf", 95, 3, 0, overdub_class_result_argument_te_5c10e6e2_state + 8},
  {"class_result_argument_temporaries.cpp", "shape", "std::unique_ptr<Shape>", 103, 52, 0, overdub_class_result_argument_te_5c10e6e2_state + 9},
  {"class_result_argument_temporaries.cpp", "shape", "Shape", 103, 75, -1, overdub_class_result_argument_te_5c10e6e2_state + 10},
  {"class_result_argument_temporaries.cpp", "area_of", "Shape::area", 104, 48, 0, overdub_class_result_argument_te_5c10e6e2_state + 11},
  {"class_result_argument_temporaries.cpp", "split", "std::vector<std::basic_string_view<char>>", 108, 10, 0, overdub_class_result_argument_te_5c10e6e2_state + 12},
  {"class_result_argument_temporaries.cpp", "split", "std::basic_string_view<char>::substr", 108, 40, -1, overdub_class_result_argument_te_5c10e6e2_state + 13},
  {"class_result_argument_temporaries.cpp", "first_len", "std::operator==", 110, 41, 0, overdub_class_result_argument_te_5c10e6e2_state + 14},
  {"class_result_argument_temporaries.cpp", "first_len", "std::vector<std::basic_string_view<char>>::operator[]", 110, 41, -1, overdub_class_result_argument_te_5c10e6e2_state + 15},
  {"class_result_argument_temporaries.cpp", "first_len", "std::get", 110, 41, -1, overdub_class_result_argument_te_5c10e6e2_state + 16},
  {"class_result_argument_temporaries.cpp", "Loud::allocate", "std::allocator<T>::allocate", 118, 39, 0, overdub_class_result_argument_te_5c10e6e2_state + 17},
  {"class_result_argument_temporaries.cpp", "Loud::deallocate", "std::puts", 120, 5, 0, overdub_class_result_argument_te_5c10e6e2_state + 18},
  {"class_result_argument_temporaries.cpp", "Loud::deallocate", "std::allocator<T>::deallocate", 121, 5, 0, overdub_class_result_argument_te_5c10e6e2_state + 19},
  {"class_result_argument_temporaries.cpp", "count", "Counted", 126, 62, 0, overdub_class_result_argument_te_5c10e6e2_state + 20},
  {"class_result_argument_temporaries.cpp", "count", "std::vector<int, Loud<int>>::size", 126, 87, -1, overdub_class_result_argument_te_5c10e6e2_state + 21},
  {"class_result_argument_temporaries.cpp", "Cell::operator delete", "std::puts", 131, 5, 0, overdub_class_result_argument_te_5c10e6e2_state + 22},
  {"class_result_argument_temporaries.cpp", "Cell::operator delete", "operator delete", 132, 5, 0, overdub_class_result_argument_te_5c10e6e2_state + 23},
  {"class_result_argument_temporaries.cpp", "peek", "Counted", 135, 55, 0, overdub_class_result_argument_te_5c10e6e2_state + 24},
  {"class_result_argument_temporaries.cpp", "Lexer::next", "Counted", 141, 12, 0, overdub_class_result_argument_te_5c10e6e2_state + 25},
  {"class_result_argument_temporaries.cpp", "Lexer::next", "std::basic_string<char>::size", 141, 37, -1, overdub_class_result_argument_te_5c10e6e2_state + 26},
  {"class_result_argument_temporaries.cpp", "Lexer::seen", "std::basic_string<char>::size", 143, 46, 0, overdub_class_result_argument_te_5c10e6e2_state + 27},
  {"class_result_argument_temporaries.cpp", "after", "std::puts", 146, 3, 0, overdub_class_result_argument_te_5c10e6e2_state + 28},
  {"class_result_argument_temporaries.cpp", "main", "keep", 151, 13, 0, overdub_class_result_argument_te_5c10e6e2_state + 29},
  {"class_result_argument_temporaries.cpp", "main", "make_pair_of", 151, 18, -1, overdub_class_result_argument_te_5c10e6e2_state + 30},
  {"class_result_argument_temporaries.cpp", "main", "keep", 152, 10, 0, overdub_class_result_argument_te_5c10e6e2_state + 31},
  {"class_result_argument_temporaries.cpp", "main", "Located", 152, 15, -1, overdub_class_result_argument_te_5c10e6e2_state + 32},
  {"class_result_argument_temporaries.cpp", "main", "total", 153, 10, 0, overdub_class_result_argument_te_5c10e6e2_state + 33},
  {"class_result_argument_temporaries.cpp", "main", "std::make_tuple", 153, 16, -1, overdub_class_result_argument_te_5c10e6e2_state + 34},
  {"class_result_argument_temporaries.cpp", "main", "length_of", 154, 27, 0, overdub_class_result_argument_te_5c10e6e2_state + 35},
  {"class_result_argument_temporaries.cpp", "main", "std::basic_string<char>", 154, 42, -1, overdub_class_result_argument_te_5c10e6e2_state + 36},
  {"class_result_argument_temporaries.cpp", "main", "use", 155, 10, 0, overdub_class_result_argument_te_5c10e6e2_state + 37},
  {"class_result_argument_temporaries.cpp", "main", "Noisy", 155, 20, -1, overdub_class_result_argument_te_5c10e6e2_state + 38},
  {"class_result_argument_temporaries.cpp", "main", "area_of", 156, 10, 0, overdub_class_result_argument_te_5c10e6e2_state + 39},
  {"class_result_argument_temporaries.cpp", "main", "first_len", 157, 27, 0, overdub_class_result_argument_te_5c10e6e2_state + 40},
  {"class_result_argument_temporaries.cpp", "main", "std::basic_string<char>", 157, 43, -1, overdub_class_result_argument_te_5c10e6e2_state + 41},
  {"class_result_argument_temporaries.cpp", "main", "use", 158, 10, 0, overdub_class_result_argument_te_5c10e6e2_state + 42},
  {"class_result_argument_temporaries.cpp", "main", "std::vector<int, Loud<int>>", 158, 20, -1, overdub_class_result_argument_te_5c10e6e2_state + 43},
  {"class_result_argument_temporaries.cpp", "main", "after", 158, 58, 0, overdub_class_result_argument_te_5c10e6e2_state + 44},
  {"class_result_argument_temporaries.cpp", "main", "use", 159, 10, 0, overdub_class_result_argument_te_5c10e6e2_state + 45},
  {"class_result_argument_temporaries.cpp", "main", "std::unique_ptr<Cell>", 159, 19, -1, overdub_class_result_argument_te_5c10e6e2_state + 46},
  {"class_result_argument_temporaries.cpp", "main", "after", 159, 58, 0, overdub_class_result_argument_te_5c10e6e2_state + 47},
  {"class_result_argument_temporaries.cpp", "main", "use", 161, 10, 0, overdub_class_result_argument_te_5c10e6e2_state + 48},
  {"class_result_argument_temporaries.cpp", "main", "std::basic_string<char>", 161, 25, -1, overdub_class_result_argument_te_5c10e6e2_state + 49},
  {"class_result_argument_temporaries.cpp", "main", "Lexer::seen", 161, 50, 0, overdub_class_result_argument_te_5c10e6e2_state + 50},
  {"class_result_argument_temporaries.cpp", "main", "std::printf", 162, 3, 0, overdub_class_result_argument_te_5c10e6e2_state + 51},
};
static const ::overdub::Registration overdub_class_result_argument_te_5c10e6e2_registration{overdub_class_result_argument_te_5c10e6e2_sites, overdub_class_result_argument_te_5c10e6e2_targets};
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
// Also left: a result keeping raw bytes (a variant of a vector of views), a container with an
// allocator of its own (its deallocate prints), a unique_ptr to a class with its own operator
// delete (it prints), and a call that may keep a reference to its argument in the object it is
// called on (Lexer::next).
// CALLS: 6 std::printf
// CALLS: 4 Counted
// CALLS: 4 std::basic_string<char>::size
// CALLS: 4 std::puts
// CALLS: 4 use
// CALLS: 3 std::basic_string<char>
// CALLS: 3 std::get
// CALLS: 2 after
// CALLS: 2 keep
// CALLS: 1 Lexer::seen
// CALLS: 1 Located
// CALLS: 1 Noisy
// CALLS: 1 Pair
// CALLS: 1 Shape
// CALLS: 1 Shape::area
// CALLS: 1 Viewed
// CALLS: 1 area_of
// CALLS: 1 first_len
// CALLS: 1 length_of
// CALLS: 1 make_pair_of
// CALLS: 1 operator delete
// CALLS: 1 std::allocator<T>::allocate
// CALLS: 1 std::allocator<T>::deallocate
// CALLS: 1 std::basic_string_view<char>::substr
// CALLS: 1 std::make_tuple
// CALLS: 1 std::operator==
// CALLS: 1 std::unique_ptr<Cell>
// CALLS: 1 std::unique_ptr<Shape>
// CALLS: 1 std::vector<int, Loud<int>>
// CALLS: 1 std::vector<int, Loud<int>>::size
// CALLS: 1 std::vector<std::basic_string_view<char>>
// CALLS: 1 std::vector<std::basic_string_view<char>>::operator[]
// CALLS: 1 total
#include <cstdio>
#include <memory>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <variant>
#include <vector>

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
int area_of(std::unique_ptr<Shape> s) { return  ::overdub::Span{overdub_class_result_argument_te_5c10e6e2_sites+11}.val( (::overdub::virtual_arrow<0, 2>(overdub_class_result_argument_te_5c10e6e2_sites+11, overdub_class_result_argument_te_5c10e6e2_targets+0, s))->area()); }

using Words = std::variant<int, std::vector<std::string_view>>;
Words split(const std::string &s) {
  return  ::overdub::Span{overdub_class_result_argument_te_5c10e6e2_sites+12}.ref(std::vector<std::string_view>{ ::overdub::Span{overdub_class_result_argument_te_5c10e6e2_sites+13}.val(std::string_view(s).substr(0, 5))});
}
std::size_t first_len(Words w) { return  ::overdub::Span{overdub_class_result_argument_te_5c10e6e2_sites+14}.val( ::overdub::Span{overdub_class_result_argument_te_5c10e6e2_sites+15}.ref( ::overdub::Span{overdub_class_result_argument_te_5c10e6e2_sites+16}.ref(std::get<1>(w))[0]) == "hello") ? 5 : 0; }

template <class T>
struct Loud {
  using value_type = T;
  Loud() = default;
  template <class U>
  Loud(const Loud<U> &) {}
  T *allocate(std::size_t n) { return  ::overdub::Span{overdub_class_result_argument_te_5c10e6e2_sites+17}.val(std::allocator<T>().allocate(n)); }
  void deallocate(T *p, std::size_t n) {
     ::overdub::Span{overdub_class_result_argument_te_5c10e6e2_sites+18}.val(std::puts("free"));
     ::overdub::Span{overdub_class_result_argument_te_5c10e6e2_sites+19}.v((std::allocator<T>().deallocate(p, n), ::overdub::unit{}));
  }
  friend bool operator==(Loud, Loud) { return true; }
  friend bool operator!=(Loud, Loud) { return false; }
};
Counted count(const std::vector<int, Loud<int>> &v) { return  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_20_{overdub_class_result_argument_te_5c10e6e2_sites+20}; return Counted(static_cast<int>( ::overdub::Span{overdub_class_result_argument_te_5c10e6e2_sites+21}.val(v.size()))); }(); }

struct Cell {
  int v;
  static void operator delete(void *p) {
     ::overdub::Span{overdub_class_result_argument_te_5c10e6e2_sites+22}.val(std::puts("delete Cell"));
     ::overdub::Span{overdub_class_result_argument_te_5c10e6e2_sites+23}.v((::operator delete(p), ::overdub::unit{}));
  }
};
Counted peek(const std::unique_ptr<Cell> &c) { return  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_24_{overdub_class_result_argument_te_5c10e6e2_sites+24}; return Counted(c->v); }(); }

struct Lexer {
  const std::string *text = nullptr;
  Counted next(const std::string &t) {
    text = &t;
    return  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_25_{overdub_class_result_argument_te_5c10e6e2_sites+25}; return Counted(static_cast<int>( ::overdub::Span{overdub_class_result_argument_te_5c10e6e2_sites+26}.val(t.size()))); }();
  }
  int seen() const { return static_cast<int>( ::overdub::Span{overdub_class_result_argument_te_5c10e6e2_sites+27}.val(text->size())); }
};
int after(const char *s) {
   ::overdub::Span{overdub_class_result_argument_te_5c10e6e2_sites+28}.val(std::puts(s));
  return 0;
}

int main() {
  int sum =  ::overdub::Span{overdub_class_result_argument_te_5c10e6e2_sites+29}.val(keep( [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_30_{overdub_class_result_argument_te_5c10e6e2_sites+30}; return make_pair_of("ab", 1, 2); }()));
  sum +=  ::overdub::Span{overdub_class_result_argument_te_5c10e6e2_sites+31}.val(keep( [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_32_{overdub_class_result_argument_te_5c10e6e2_sites+32}; return Located(__FILE__, 7); }()));
  sum +=  ::overdub::Span{overdub_class_result_argument_te_5c10e6e2_sites+33}.val(total( [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_34_{overdub_class_result_argument_te_5c10e6e2_sites+34}; return std::make_tuple(3, 4); }()));
  sum += static_cast<int>( ::overdub::Span{overdub_class_result_argument_te_5c10e6e2_sites+35}.val(length_of(view( ::overdub::Span{overdub_class_result_argument_te_5c10e6e2_sites+36}.ref(std::string("xyz"))))));
  sum +=  ::overdub::Span{overdub_class_result_argument_te_5c10e6e2_sites+37}.val(use(first( ::overdub::Span{overdub_class_result_argument_te_5c10e6e2_sites+38}.ref(Noisy(5)))));
  sum +=  ::overdub::Span{overdub_class_result_argument_te_5c10e6e2_sites+39}.val(area_of(shape(2)));
  sum += static_cast<int>( ::overdub::Span{overdub_class_result_argument_te_5c10e6e2_sites+40}.val(first_len(split( ::overdub::Span{overdub_class_result_argument_te_5c10e6e2_sites+41}.ref(std::string("hello, world, long enough for the heap"))))));
  sum +=  ::overdub::Span{overdub_class_result_argument_te_5c10e6e2_sites+42}.val(use(count( ::overdub::Span{overdub_class_result_argument_te_5c10e6e2_sites+43}.ref(std::vector<int, Loud<int>>{1, 2})))) +  ::overdub::Span{overdub_class_result_argument_te_5c10e6e2_sites+44}.val(after("after count"));
  sum +=  ::overdub::Span{overdub_class_result_argument_te_5c10e6e2_sites+45}.val(use(peek( ::overdub::Span{overdub_class_result_argument_te_5c10e6e2_sites+46}.ref(std::unique_ptr<Cell>(new Cell{3}))))) +  ::overdub::Span{overdub_class_result_argument_te_5c10e6e2_sites+47}.val(after("after peek"));
  Lexer lexer;
  sum +=  ::overdub::Span{overdub_class_result_argument_te_5c10e6e2_sites+48}.val(use(lexer.next( ::overdub::Span{overdub_class_result_argument_te_5c10e6e2_sites+49}.ref(std::string(20, 'x'))))) +  ::overdub::Span{overdub_class_result_argument_te_5c10e6e2_sites+50}.val(lexer.seen());
   ::overdub::Span{overdub_class_result_argument_te_5c10e6e2_sites+51}.val(std::printf("sum %d\n", sum));
  return sum == 5 + 7 + 7 + 3 + 5 + 1 + 5 + 2 + 3 + 40 ? 0 : 1;
}
