// An operator call whose left operand is written in a macro body and whose right operand goes on
// in the macro's argument (doctest's `ExpressionDecomposer(...) << __VA_ARGS__` and Catch's
// `Decomposer() <= __VA_ARGS__` in `CHECK(a == b)`: the `<<` ends after `a`, mid-argument, where
// no closing parenthesis can go): the invocation's variant wraps the left operand alone,
// `::overdub::Span{S}.lhs(LEFT) << RIGHT`, and the operator applied to what lhs returns calls
// the real one with both operands forwarded. Through a chain of macros (CHECK, IMPL), with a
// member operator (Decomposer's <<), a friend one (Catch's <=, one taking a bool by value), an
// lvalue left operand (PRINT's std::cout), and an operator that throws (its stop is an
// unwinding one); std::cout's `<< a` takes `a` by value (lhs_value: the proxy too). Left as
// written (macro-spanning, with why): a right operand that the operator converts (the
// conversion would be made in overdub.h, where its warnings go unreported), a bit-field bound
// to a reference, an overload set, a class a by-value parameter takes, a friend operator whose
// operands both have side effects (its order of evaluation unspecified), a left operand written
// in the invocation's argument apart from the operator (INFO's `name`, which also declares the
// variable), an operator that overdub.h would not find (declared in the caller's namespace,
// not the operands'), and one where a generic candidate would take the proxy.
// CALLS: 11 std::printf
// CALLS: 5 Decomposer::operator<<
// CALLS: 5 report
// CALLS: 5 twice
// CALLS: 4 Sink::operator<<
// CALLS: 3 Captured<bool>::ok
// CALLS: 3 Lhs<int &>::operator==
// CALLS: 3 operator<=
// CALLS: 2 Sink::operator%
// CALLS: 2 std::basic_ostream<char>::operator<<
// CALLS: 1 (f)
// CALLS: 1 Builder::operator^
// CALLS: 1 Captured<const int &>::operator==
// CALLS: 1 Captured<int &>::operator==
// CALLS: 1 Counter::self
// CALLS: 1 Lhs<int>::operator==
// CALLS: 1 Sink::operator+
// CALLS: 1 next
// CALLS: 1 operator*
// CALLS: 1 std::exception::what
// CALLS: 1 std::operator<<
// CALLS: 1 std::runtime_error
// UNWOUND: 1
#include <cstdio>
#include <iostream>
#include <stdexcept>

struct Result { bool ok; };
template <class L> struct Lhs {
  L lhs;
  template <class R> Result operator==(const R &r) const { return Result{lhs == r}; }
  operator Result() const { return Result{static_cast<bool>(lhs)}; }
};
struct Decomposer {
  template <class L> Lhs<L> operator<<(L &&operand) { return Lhs<L>{static_cast<L &&>(operand)}; }
};
void report(Result r, const char *text) { std::printf("%s: %s\n", text, r.ok ? "ok" : "FAILED"); }
#define IMPL(...) report(Decomposer() << __VA_ARGS__, #__VA_ARGS__)
#define CHECK(...) IMPL(__VA_ARGS__)

template <class T> struct Captured {
  T value;
  bool ok() const { return static_cast<bool>(value); }
  template <class R> Captured<bool> operator==(const R &r) const { return {value == r}; }
};
struct CatchDecomposer {
  template <class T> friend Captured<const T &> operator<=(CatchDecomposer &&, T &&v) {
    return {v};
  }
  friend Captured<bool> operator<=(CatchDecomposer &&, bool b) { return {b}; }
};
// As Catch's, with g++'s "suggest parentheses around comparison" silenced around the `<=`.
#define REQUIRE(...)                                                                  \
  _Pragma("GCC diagnostic push") _Pragma("GCC diagnostic ignored \"-Wparentheses\"") \
  std::printf("%s -> %d\n", #__VA_ARGS__,                                             \
              static_cast<int>((CatchDecomposer() <= __VA_ARGS__).ok()));             \
  _Pragma("GCC diagnostic pop")

#define PRINT(...) (std::cout << __VA_ARGS__ << '\n')

struct Bits { unsigned small : 3; };
int overloaded(int x) { return x; }
int overloaded(double x) { return static_cast<int>(x); }
struct Obj { int v; };
struct Sink {
  int total = 0;
  Sink &operator<<(const unsigned &x) { total += static_cast<int>(x); return *this; }
  Sink &operator<<(int (*f)(int)) { total += f(1); return *this; }
  Sink &operator+(Obj o) { total += o.v; return *this; }
  Sink &operator+(int x) { total += x; return *this; }
  Sink &operator-(long x) { total -= static_cast<int>(x); return *this; }
  Sink &operator%(int x) {
    if (x < 0) throw std::runtime_error("negative");
    total += x;
    return *this;
  }
};
struct Counter {
  int n = 0;
  Counter &self() { return *this; }
};
Counter &operator*(Counter &c, int x) { c.n += x; return c; }
int next(int &i) { return ++i; }
namespace generic {
struct Tag {};
// Would take the proxy as its left operand (ambiguous with the proxy's own operator).
template <class T> int operator^(T &&, const Tag &) { return 0; }
}  // namespace generic
namespace plain {
struct Box { int v; };
}  // namespace plain
// Found by ordinary lookup at the call only: overdub.h would not see it.
int operator|(const plain::Box &b, const unsigned &x) { return b.v + static_cast<int>(x); }
struct Builder {
  int n;
  Builder &operator*(const unsigned &x) { n += static_cast<int>(x); return *this; }
  Builder &operator^(const generic::Tag &) { return *this; }
};
#define INFO(name, ...) \
  Builder name{1};      \
  static_cast<void>(name * __VA_ARGS__)
#define XOR(b, ...) ((b) ^ __VA_ARGS__)
#define OR(b, ...) ((b) | __VA_ARGS__)
#define FEED(s, ...) ((s) << __VA_ARGS__)
#define ADD(s, ...) ((s) + __VA_ARGS__)
#define SUB(s, ...) ((s) - __VA_ARGS__)
#define MOD(s, ...) ((s) % __VA_ARGS__)
#define SCALE(c, ...) ((c).self() * __VA_ARGS__)

int twice(int x) { return 2 * x; }

int main() {
  int a = 3;
  CHECK(twice(a) == 6);
  CHECK(a == 4);
  CHECK(twice(2));
  CHECK(a == twice(1) + 1);
  CHECK(a == 3);

  bool t = true;
  REQUIRE(a == 3)
  REQUIRE(t)
  REQUIRE(twice(a) == 6)

  PRINT(a << " and " << twice(a));

  Sink s;
  Bits b{5};
  FEED(s, b.small << 1u);
  FEED(s, overloaded << 1u);
  ADD(s, Obj{2} + 1);
  SUB(s, 7 << 1u);
  MOD(s, 2 << 1u);
  try {
    MOD(s, -1 << 1u);
  } catch (const std::exception &e) {
    std::printf("caught %s\n", e.what());
  }
  Counter c;
  int i = 0;
  SCALE(c, next(i) * 2);
  INFO(info, 2u, 3);
  Builder tagged{0};
  XOR(tagged, generic::Tag{} ^ generic::Tag{});
  plain::Box box{4};
  std::printf("%d %d\n", OR(box, 1u | 2u), info.n);
  std::printf("total %d, n %d\n", s.total, c.n);
}
