#line 1 "macro_spanning_calls.cpp"
#include <overdub/overdub.h>
static unsigned overdub_macro_spanning_calls_c4c3c6cf_state[8];
static constexpr ::overdub::Site overdub_macro_spanning_calls_c4c3c6cf_sites[] = {
  {"macro_spanning_calls.cpp", "Log::~Log", "std::puts", 18, 12, 0, overdub_macro_spanning_calls_c4c3c6cf_state + 0},
  {"macro_spanning_calls.cpp", "Log::~Log", "std::basic_string<char>::c_str", 18, 22, -1, overdub_macro_spanning_calls_c4c3c6cf_state + 1},
  {"macro_spanning_calls.cpp", "Log::~Log", "std::basic_ostringstream<char>::str", 18, 22, -1, overdub_macro_spanning_calls_c4c3c6cf_state + 2},
  {"macro_spanning_calls.cpp", "main", "std::operator<<", 31, 3, 0, overdub_macro_spanning_calls_c4c3c6cf_state + 3},
  {"macro_spanning_calls.cpp", "main", "why", 31, 9, 0, overdub_macro_spanning_calls_c4c3c6cf_state + 4},
  {"macro_spanning_calls.cpp", "main", "why", 31, 36, 0, overdub_macro_spanning_calls_c4c3c6cf_state + 5},
  {"macro_spanning_calls.cpp", "main", "std::operator<<", 32, 3, 0, overdub_macro_spanning_calls_c4c3c6cf_state + 6},
  {"macro_spanning_calls.cpp", "main", "value", 33, 21, 0, overdub_macro_spanning_calls_c4c3c6cf_state + 7},
};
static const ::overdub::Registration overdub_macro_spanning_calls_c4c3c6cf_registration{overdub_macro_spanning_calls_c4c3c6cf_sites};
#define overdub_macro_spanning_calls_c4c3c6cf_sites_m0_0_CHECK(c) if (c) {} else ::overdub::Span{overdub_macro_spanning_calls_c4c3c6cf_sites+3}.ref( Log().out << "failed: ")
#define overdub_macro_spanning_calls_c4c3c6cf_sites_m1_0_CHECK(c) if (c) {} else ::overdub::Span{overdub_macro_spanning_calls_c4c3c6cf_sites+6}.ref( Log().out << "failed: ")
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "macro_spanning_calls.cpp"
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
  ~Log() {  ::overdub::Span{overdub_macro_spanning_calls_c4c3c6cf_sites+0}.val(std::puts( ::overdub::Span{overdub_macro_spanning_calls_c4c3c6cf_sites+1}.val( ::overdub::Span{overdub_macro_spanning_calls_c4c3c6cf_sites+2}.ref(out.str()).c_str()))); }
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
  overdub_macro_spanning_calls_c4c3c6cf_sites_m0_0_CHECK( ::overdub::Span{overdub_macro_spanning_calls_c4c3c6cf_sites+4}.val(why()) > 9) << "why is " <<  ::overdub::Span{overdub_macro_spanning_calls_c4c3c6cf_sites+5}.val(why());
  overdub_macro_spanning_calls_c4c3c6cf_sites_m1_0_CHECK(true);
  int n = BEGIN_SUM  ::overdub::Span{overdub_macro_spanning_calls_c4c3c6cf_sites+7}.val(value(3)) END_SUM;
  return n - 6;
}
