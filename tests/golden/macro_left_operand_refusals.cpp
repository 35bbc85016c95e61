// The left-operand form (macro_left_operand.cpp) calls the real operator from overdub.h, so it
// is refused, with why (macro-spanning), where that would change something the original's call
// has: an overload of the operands' declared after the call that could take the left operand
// (overdub.h's template, instantiated at the end of the file, would see it: another overload
// chosen), a right operand that is a local variable declared without an initializer (its
// uninitialized-use warnings would be reported in overdub.h), a private operator called from a
// member (not accessible from overdub.h), and an operator whose arguments are checked at the
// call (nonnull). Each call's other calls are instrumented as ever.
// CALLS: 4 Res::operator==
// CALLS: 4 std::printf
// CALLS: 1 Counter::bump
#include <cstdio>

struct Res {
  int v;
  bool operator==(int x) const { return v == x; }
};
struct Sink {
  int total = 0;
};
Res operator<<(Sink &s, const int &x) { s.total += x; return Res{s.total}; }
struct Tally {
  int total = 0;
  Res operator<<(const int &x) { total += x; return Res{total}; }
};
#define FEED(s, ...) ((s) << __VA_ARGS__)

class Counter {
  Res operator<<(const int &x) { n += x; return Res{n}; }
  int n = 0;

 public:
#define BUMP(...) (*this << __VA_ARGS__)
  bool bump(int x) { return BUMP(x == 1); }
};

struct Checked {
  Res operator<<(const char *p) __attribute__((nonnull(2))) { return Res{p[0]}; }
};
#define CHECKED(c, ...) ((c) << __VA_ARGS__)

int main() {
  Sink s;
  int a = 3;
  std::printf("%d\n", FEED(s, a == 3));
  int u;
  u = 4;
  Tally t;
  std::printf("%d\n", FEED(t, u == 4));
  Counter c;
  std::printf("%d\n", c.bump(1));
  Checked k;
  std::printf("%d\n", CHECKED(k, "x" == 'x'));
}

// Declared after the call: the original never sees it.
Res operator<<(Sink &s, int &x) { s.total -= x; return Res{s.total}; }
