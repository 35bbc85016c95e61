// Before C++17 a construction written after the declarator may be copied, so a default-
// initialized variable, `T x;`, takes the declaration form instead: its statement stays as
// written between a guard declared before it and the guard's stop after it,
// `::overdub::Span g{S}; T x; g.v(::overdub::unit{});`. The guard is a variable of the block; its
// destructor, at the block's end, records an unwinding stop only when the constructor threw.
// Only where the statement declares the variable alone in a block (labels before it stay before
// the guard); not in a statement of its own under `if` or a loop, nor in a `for` header, nor where
// a longjmp may pass the guard's destructor alone (the function calls setjmp; the construction
// may longjmp; its block calls a function that may longjmp and the variable's destructor is
// trivial: where it is not, that longjmp skips it too). A statement that a macro's body writes
// takes it in the invocation's variant of the macro. Static storage, arrays, declarations in
// macro arguments and implicit default constructors are left as written.
// FLAGS: -std=c++11
// CALLS: 33 std::puts
// CALLS: 13 Noisy
// CALLS: 1 from_macros
// CALLS: 1 Thrower
// CALLS: 1 std::runtime_error
// CALLS: 1 std::basic_stringstream<char>
// CALLS: 1 std::basic_string<char>
// CALLS: 1 std::basic_stringstream<char>::str
// CALLS: 1 std::basic_string<char>::c_str
// CALLS: 1 std::basic_string<char>::size
// CALLS: 1 std::basic_ostream<char>::operator<<
// CALLS: 2 std::printf
// CALLS: 1 std::exception::what
// CALLS: 2 in_template
// CALLS: 1 after_labels
// CALLS: 1 jumping
// CALLS: 1 declares_then_jumps
// CALLS: 1 run
// CALLS: 1 run::<lambda:110:20>
// CALLS: 1 setjmp_caller
// CALLS: 1 std::longjmp
// LATERCALLS: 14 Noisy
// LATERCALLS: 1 Trivial
// UNWOUND: 1
#include <csetjmp>
#include <cstdio>
#include <sstream>
#include <stdexcept>
#include <string>
struct Noisy {
  int v;
  Noisy() : v(3) { std::puts("Noisy()"); }
  ~Noisy() { std::puts("~Noisy"); }
};
struct Thrower {
  Thrower() { throw std::runtime_error("Thrower() threw"); }
};
#define NOISY Noisy
template <class T> int in_template(T t) {
  Noisy n;  // not dependent: one rewrite for both instantiations
  return n.v + static_cast<int>(t);
}
int after_labels(int k) {
  int r = 0;
again:
  Noisy labelled;
  r += labelled.v;
  if (++k < 2) goto again;
  switch (k) {
  case 2:
    Noisy in_case;
    r += in_case.v;
    break;
  }
  return r;
}
static std::jmp_buf env;
void jumping() { std::longjmp(env, 1); }
struct Trivial {
  int v;
  Trivial() : v(2) {}
};
struct JumpsWhenMade {
  JumpsWhenMade() { jumping(); }
  ~JumpsWhenMade() { std::puts("~JumpsWhenMade"); }
};
void declares_then_jumps() {
  Noisy before_jump;  // the longjmp skips its destructor as it skips the guard's: taken
  Trivial trivial;    // the longjmp would skip the guard's destructor alone: left as written
  (void)before_jump;
  (void)trivial;
  JumpsWhenMade jumps;  // the construction may longjmp: left as written
  (void)jumps;
}
int setjmp_caller() {
  if (setjmp(env)) return 1;
  Noisy in_setjmp_caller;  // the function calls setjmp: left as written
  (void)in_setjmp_caller;
  declares_then_jumps();
  return 0;
}
int run() {
  Noisy a;
  Noisy b, c;
  std::stringstream out;
  out << a.v;
  std::string s;
  NOISY from_macro_type;
  const Noisy constant;
  if (a.v > 0) {
    Noisy inner;
    (void)inner;
  }
  if (a.v < 0) Noisy alone;
  for (Noisy f; f.v < 4; ++f.v) {
  }
  auto in_lambda = [] { Noisy l; return l.v; };
  try {
    Thrower t;
    (void)t;
  } catch (const std::exception &e) {
    std::puts(e.what());
  }
  std::printf("%s %d %zu %d %d %d\n", out.str().c_str(), b.v + c.v, s.size(), from_macro_type.v,
              constant.v, in_lambda());
  std::printf("%d %d\n", in_template(1) + in_template(2L), after_labels(0));
  return 0;
}
#define DECLARE_NOISY(n) Noisy noisy_##n;
int from_macros() {
  DECLARE_NOISY(a)
  DECLARE_NOISY(b)
  return noisy_a.v + noisy_b.v;
}
int main() { return run() + setjmp_caller() + from_macros() - 7; }
