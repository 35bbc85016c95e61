// A call that begins in a macro's expansion and ends in the text after it (a CHECK macro that
// ends in a stream, followed by `<< "why"`) has no one text to wrap: the #define would take the
// opening and serve expansions without the closing. It is skipped with macro-spanning; the calls
// wholly in the text around it (why(), value(3)) are instrumented. Calls from one macro's
// expansion into another's (BEGIN_SUM ... END_SUM) are skipped alike; one written wholly in a
// #define (the stream's first <<) is wrapped in the variant that the invocation calls.
// CALLS: 1 std::operator<<
// CALLS: 2 why
// CALLS: 1 value
// CALLS: 1 std::puts
// CALLS: 1 std::basic_ostringstream<char>::str
// CALLS: 1 std::basic_string<char>::c_str
#include <cstdio>
#include <sstream>
#include <string>
struct Log {
  std::ostringstream out;
  ~Log() { std::puts(out.str().c_str()); }
};
#define CHECK(c) if (c) {} else Log().out << "failed: "
#define BEGIN_SUM (1 +
#define END_SUM + 2)
int why() { return 7; }
struct Num {
  int v;
};
Num value(int x) { return Num{x}; }
Num operator+(int a, Num b) { return Num{a + b.v}; }
int operator+(Num a, int b) { return a.v + b; }
int main() {
  CHECK(why() > 9) << "why is " << why();
  CHECK(true);
  int n = BEGIN_SUM value(3) END_SUM;
  return n - 6;
}
