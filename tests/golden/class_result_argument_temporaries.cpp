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

using Words = std::variant<int, std::vector<std::string_view>>;
Words split(const std::string &s) {
  return std::vector<std::string_view>{std::string_view(s).substr(0, 5)};
}
std::size_t first_len(Words w) { return std::get<1>(w)[0] == "hello" ? 5 : 0; }

template <class T>
struct Loud {
  using value_type = T;
  Loud() = default;
  template <class U>
  Loud(const Loud<U> &) {}
  T *allocate(std::size_t n) { return std::allocator<T>().allocate(n); }
  void deallocate(T *p, std::size_t n) {
    std::puts("free");
    std::allocator<T>().deallocate(p, n);
  }
  friend bool operator==(Loud, Loud) { return true; }
  friend bool operator!=(Loud, Loud) { return false; }
};
Counted count(const std::vector<int, Loud<int>> &v) { return Counted(static_cast<int>(v.size())); }

struct Cell {
  int v;
  static void operator delete(void *p) {
    std::puts("delete Cell");
    ::operator delete(p);
  }
};
Counted peek(const std::unique_ptr<Cell> &c) { return Counted(c->v); }

struct Lexer {
  const std::string *text = nullptr;
  Counted next(const std::string &t) {
    text = &t;
    return Counted(static_cast<int>(t.size()));
  }
  int seen() const { return static_cast<int>(text->size()); }
};
int after(const char *s) {
  std::puts(s);
  return 0;
}

int main() {
  int sum = keep(make_pair_of("ab", 1, 2));
  sum += keep(Located(__FILE__, 7));
  sum += total(std::make_tuple(3, 4));
  sum += static_cast<int>(length_of(view(std::string("xyz"))));
  sum += use(first(Noisy(5)));
  sum += area_of(shape(2));
  sum += static_cast<int>(first_len(split(std::string("hello, world, long enough for the heap"))));
  sum += use(count(std::vector<int, Loud<int>>{1, 2})) + after("after count");
  sum += use(peek(std::unique_ptr<Cell>(new Cell{3}))) + after("after peek");
  Lexer lexer;
  sum += use(lexer.next(std::string(20, 'x'))) + lexer.seen();
  std::printf("sum %d\n", sum);
  return sum == 5 + 7 + 7 + 3 + 5 + 1 + 5 + 2 + 3 + 40 ? 0 : 1;
}
