// Operator calls that clang warns about as written, where any wrapper would hide the warning
// (it would see a member call): a discarded comparison (-Wunused-comparison) and an overloaded
// << that is the unparenthesized left operand of a comparison (-Woverloaded-shift-op-parentheses)
// are left as written; the calls in their operands, a used comparison and a parenthesized or
// right-hand shift are instrumented. In a macro argument the same (the user's text).
// CALLS: 3 make
// CALLS: 1 report
// CALLS: 1 Lhs::operator==
// CALLS: 1 Decomposer::operator<<
// CALLS: 4 Bits::operator==
// CALLS: 2 Bits::operator<<
// CALLS: 1 std::printf
#include <cstdio>

struct Bits {
  int v;
  Bits operator<<(int n) const { return Bits{v << n}; }
  bool operator==(int x) const { return v == x; }
};
Bits make() { return Bits{1}; }
#define CHECKED(x) (x)
// doctest's decomposition, `ExpressionDecomposer() << a == b` passed on to another macro: the
// << is written in the macro's body and takes the left-operand form, which keeps the warning.
struct Lhs {
  int v;
  bool operator==(int x) const { return v == x; }
};
struct Decomposer {
  Lhs operator<<(int v) const { return Lhs{v}; }
};
#define WRAP(x) x
#define CHECK_ZERO(...) WRAP(report(Decomposer() << __VA_ARGS__))
int report(bool ok) { return ok; }

int main() {
  Bits b{0};
  b == 0;
  make() == 1;
  const bool shifted = b << 2 == 0;
  const bool parenthesized = (b << 2) == 0;
  const bool used = make() == 1;
  const int sum = 3 + (b << 1).v;
  const bool in_argument = CHECKED(b << 1 == 0);
  const int decomposed = CHECK_ZERO(make().v - 1 == 0);
  std::printf("%d %d %d %d %d %d\n", shifted, parenthesized, used, sum, in_argument, decomposed);
  return 0;
}
