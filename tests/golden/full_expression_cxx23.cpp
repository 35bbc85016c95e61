// C++23: the full-expression form where the lambda form cannot go: a non-movable result with
// `__func__` in its arguments, in a variable's whole initializer, a return operand and a
// structured binding's initializer.
// FLAGS: -std=c++23
// CALLS: 1 pair_of
// CALLS: 2 pin
// CALLS: 1 relay
// CALLS: 1 std::printf
// CALLS: 2 Pinned
#include <cstdio>

struct Pinned {
  const char *who;
  explicit Pinned(const char *w) : who(w) {}
  Pinned(const Pinned &) = delete;
  Pinned(Pinned &&) = delete;
};
struct Pair {
  const char *first, *second;
  ~Pair() {}
};

Pinned pin(const char *who) { return Pinned(who); }
Pinned relay() { return pin(__func__); }
Pair pair_of(const char *a) { return {a, a}; }

int main() {
  Pinned a = pin(__func__);
  Pinned b = relay();
  auto [x, y] = pair_of(__func__);
  std::printf("%s %s %s %s\n", a.who, b.who, x, y);
  return 0;
}
