// Before C++17 a class prvalue initializing an object goes through an elidable move constructor
// (the AST shows a temporary, the compilers elide it): the wrapper must not turn the prvalue into
// an xvalue, which adds a move and, through ?:, leaves a reference bound to a dead temporary.
// FLAGS: -std=c++14
// CALLS: 5 make
// CALLS: 1 moves_of
// CALLS: 1 other
// CALLS: 1 relay
// CALLS: 1 std::printf
#include <cstdio>

struct Counted {
  int moves = 0;
  Counted() = default;
  Counted(Counted &&o) : moves(o.moves + 1) {}
  ~Counted() {}
};

Counted make() { return Counted(); }
Counted other() { return Counted(); }
int moves_of(Counted c) { return c.moves; }
Counted relay() { return make(); }

int main(int argc, char **) {
  Counted a = make();
  Counted b(make());
  int passed = moves_of(make());
  Counted d = relay();
  const Counted &r = argc > 0 ? make() : other();
  Counted c = argc > 0 ? other() : make();
  std::printf("%d %d %d %d %d %d\n", a.moves, b.moves, passed, d.moves, r.moves, c.moves);
  return 0;
}
