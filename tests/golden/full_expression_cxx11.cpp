// C++11 has no decltype(auto): a class result that needs copy elision takes the full-expression
// form where the call is a variable's whole initializer or a return operand, and elsewhere (a
// thrown `std::runtime_error("...")`) a lambda whose one return statement deduces the type. The
// call stays in place: no move is added, a non-movable result still binds to a reference. An
// exception from the call ends it with an unwinding stop; one thrown while the arguments are
// evaluated leaves no call (the report drops a call whose arguments did not finish), as with Span.
// FLAGS: -std=c++11
// CALLS: 1 make
// CALLS: 1 make_const
// CALLS: 1 pinned
// CALLS: 1 relay
// CALLS: 2 risky
// CALLS: 1 thrower
// CALLS: 2 std::exception::what
// CALLS: 1 std::make_shared
// CALLS: 4 std::printf
// CALLS: 2 std::runtime_error
// UNWOUND: 2
#include <cstdio>
#include <memory>
#include <stdexcept>

struct Counted {
  int moves = 0;
  Counted() = default;
  Counted(Counted &&o) : moves(o.moves + 1) {}
  ~Counted() {}
};
struct Pinned {
  int v;
  Pinned(int x) : v(x) {}
  Pinned(const Pinned &) = delete;
  Pinned(Pinned &&) = delete;
};

Counted make() { return Counted(); }
const Counted make_const() { return Counted(); }
Counted relay() { return make(); }
Pinned pinned(int x) { return {x}; }
int risky(int x) {
  if (x > 1) throw std::runtime_error("too big");
  return x;
}
Counted consume(int) { return Counted(); }
Counted thrower(int x) {
  if (x > 1) throw std::runtime_error("thrown");
  return Counted();
}

int main() {
  Counted a = relay();
  const Counted &b = make_const();
  const Pinned &p = pinned(7);
  std::shared_ptr<Counted> s = std::make_shared<Counted>();
  std::printf("%d %d %d %d\n", a.moves, b.moves, p.v, s->moves);
  try {
    Counted c = consume(risky(5));
    std::printf("not reached %d\n", c.moves);
  } catch (const std::exception &e) {
    std::printf("caught %s\n", e.what());
  }
  try {
    Counted d = thrower(2);
    std::printf("not reached %d\n", d.moves);
  } catch (const std::exception &e) {
    std::printf("caught %s\n", e.what());
  }
  std::printf("%d\n", risky(1));
  return 0;
}
