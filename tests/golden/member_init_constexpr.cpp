// A class result in a default member initializer needs the lambda form (copy elision), and a
// lambda is not constexpr: kept out where a constructor may be constant-evaluated (a constexpr
// callee, a class with a constexpr constructor), used elsewhere.
// CALLS: 1 plain_name
// CALLS: 1 std::printf
// CALLS: 1 Name
#include <cstdio>

struct Name {
  int v;
  constexpr explicit Name(int x) : v(x) {}
  constexpr Name(const Name &o) : v(o.v + 1) {}  // counts copies: elision must stay
};
constexpr Name make_name() { return Name(5); }
Name plain_name() { return Name(7); }

struct Constant {
  Name n = make_name();
  constexpr Constant() {}
};
struct Runtime {
  Name n = plain_name();
};

constexpr Constant c{};
static_assert(c.n.v == 5, "constant-initialized: no copy");

int main() {
  Runtime r;
  std::printf("%d %d\n", c.n.v, r.n.v);
  return r.n.v == 7 ? 0 : 1;
}
