// C++11 has no decltype(auto): where the full-expression form cannot go (inside a larger
// expression, the default member initializer of a class that another standard lets be an
// aggregate, a thrown operand), a class result that needs copy elision takes a lambda whose one
// return statement deduces the type, its guard a temporary of that statement:
// `[&]() { return (static_cast<void>(FullExprSpan{S}), CALL); }()`. Moves are counted: the
// instrumented program must print the same. A const class result stays as written (a deduced
// type drops its const, which overload resolution would see), as does a whole initializer's
// call, which keeps the full-expression form, as does the default member initializer of a class
// with a constructor of its own.
// FLAGS: -std=c++11
// CALLS: 5 make
// CALLS: 1 make_const
// CALLS: 2 take
// CALLS: 1 weight
// CALLS: 1 pick
// CALLS: 1 Holder
// CALLS: 4 std::printf
// CALLS: 7 Counted
// CALLS: 8 std::basic_string<char>
// CALLS: 2 std::basic_string<char>::size
// CALLS: 1 std::basic_string<char>::c_str
// CALLS: 1 std::runtime_error
// CALLS: 1 std::exception::what
// LATERCALLS: 1 make_const
#include <cstdio>
#include <stdexcept>
#include <string>

struct Counted {
  int moves;
  std::string name;
  explicit Counted(const char *n) : moves(0), name(n) {}
  Counted(Counted &&o) : moves(o.moves + 1), name(o.name) {}
  Counted(const Counted &o) : moves(o.moves + 100), name(o.name) {}
};
Counted make(const char *n) { return Counted(n); }
const Counted make_const(const char *n) { return Counted(n); }
int take(Counted c) { return c.moves + static_cast<int>(c.name.size()); }
int weight(const Counted &c) { return c.moves; }
int pick(Counted &&) { return 1; }
int pick(const Counted &) { return 2; }
struct Holder {
  Counted c = make("member");
  Holder() {}
};
struct Plain {  // an aggregate in C++14
  Counted c = make("plain");
};

int main() {
  std::printf("%d %d\n", take(make("abc")), weight(make("x")));
  std::printf("%d %d\n", take(make_const("const")), pick(make_const("y")));
  Holder h;
  Plain p;
  Counted whole = make("whole");
  std::printf("%d %d %d\n", h.c.moves, p.c.moves, whole.moves);
  try {
    throw std::runtime_error(std::string("thrown"));
  } catch (const std::exception &e) {
    std::printf("%s\n", e.what());
  }
  (void)whole.name.c_str();
  return 0;
}
