// A call that begins in a macro's expansion and goes on in the text after it (a CHECK macro
// that ends in a stream, followed by `<< "why"`): the invocation calls a variant of the macro
// made for it alone, whose body takes the wrapper's opening, and the file after the invocation
// takes its closing. Down a chain of macros (FAIL's `=` opens in FAIL_AT's body, its `<<`s in
// REPORT's; the `<< l` that ends FAIL_AT's body with its argument closes after `FAIL()`), and
// ending in a whole expansion (MESSAGE), through a macro's name passed down as an argument
// (CHECK_WITH's on_failure, as GoogleTest's assertions pass theirs; LOGGED's own `<<`, written
// in the file's argument, is wrapped in LOGGED's variant).
// BEGIN_SUM value(3) opens in BEGIN_SUM's variant and closes after `value(3)`. Two calls that
// no text after an invocation can close take the left-operand form, which wraps their left
// operand alone (macro_left_operand.cpp): REPORT's first `<<`, which goes on into the rest of
// FAIL_AT's body, and the one that goes on after CHECK's invocation inside RUN's argument (a
// closing parenthesis would close the argument; its left operand is a call of its own, which
// the form encloses). Left as written (macro-spanning): the sum that goes on into END_SUM's
// expansion (`1` is no class), and through BOTH, which expands the name it is passed twice
// (both expansions would take the opening; LOGGED's own `<<` is one site for both).
// CALLS: 12 std::operator<<
// CALLS: 6 std::basic_ostringstream<char>::str
// CALLS: 6 std::basic_string<char>::c_str
// CALLS: 5 std::puts
// CALLS: 4 why
// CALLS: 4 Msg::operator<<
// CALLS: 2 std::basic_ostream<char>::operator<<
// CALLS: 1 Report::operator=
// CALLS: 1 fail
// CALLS: 1 operator+
// CALLS: 1 std::printf
// CALLS: 1 value
#include <cstdio>
#include <sstream>
#include <string>
struct Log {
  std::ostringstream out;
  ~Log() { std::puts(out.str().c_str()); }
};
struct Msg {
  std::ostringstream out;
  Msg &operator<<(const char *s) { out << s; return *this; }
  Msg &operator<<(int v) { out << v; return *this; }
};
struct Report {
  int line;
  void operator=(const Msg &m) { std::printf("line %d: %s\n", line, m.out.str().c_str()); }
};
#define CHECK(c) if (c) {} else Log().out << "failed: "
#define REPORT(l) Report{l} = Msg()
#define FAIL_AT(l) return REPORT(l) << "at " << l
#define FAIL() FAIL_AT(__LINE__)
#define RUN(s) do { s; } while (0)
#define LOGGED() Log().out << "logged: "
#define CHECK_WITH(c, on_failure) if (c) {} else on_failure()
#define BOTH(c, f) if (c) { f(); } else f()
#define MESSAGE "(message)"
#define BEGIN_SUM (1 +
#define END_SUM + 2)
int why() { return 7; }
struct Num {
  int v;
};
Num value(int x) { return Num{x}; }
Num operator+(int a, Num b) { return Num{a + b.v}; }
int operator+(Num a, int b) { return a.v + b; }
void fail() { FAIL() << ", why " << why(); }
int main() {
  CHECK(why() > 9) << "why is " << why();
  CHECK(true);
  RUN(CHECK(false) << "in RUN");
  CHECK_WITH(why() > 100, LOGGED) << "passed down";
  BOTH(false, LOGGED) << "twice";
  CHECK(1 < 0) << MESSAGE;
  fail();
  int n = BEGIN_SUM value(3) END_SUM;
  return n - 6;
}
