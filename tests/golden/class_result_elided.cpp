// A class prvalue initializing a variable keeps guaranteed copy elision (no extra move).
// CALLS: 1 make
// CALLS: 1 std::printf
#include <cstdio>

struct Counted {
  int moves = 0;
  Counted() = default;
  Counted(Counted &&o) : moves(o.moves + 1) {}
  ~Counted() {}
};

Counted make() { return Counted(); }

int main() {
  Counted c = make();
  std::printf("moves=%d\n", c.moves);
  return 0;
}
