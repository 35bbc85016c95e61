#line 1 "macro_spanning_calls.cpp"
#include <overdub/overdub.h>
static unsigned overdub_macro_spanning_calls_c4c3c6cf_state[31];
static constexpr ::overdub::Site overdub_macro_spanning_calls_c4c3c6cf_sites[] = {
  {"macro_spanning_calls.cpp", "Log::~Log", "std::puts", 34, 12, 0, overdub_macro_spanning_calls_c4c3c6cf_state + 0},
  {"macro_spanning_calls.cpp", "Log::~Log", "std::basic_string<char>::c_str", 34, 22, -1, overdub_macro_spanning_calls_c4c3c6cf_state + 1},
  {"macro_spanning_calls.cpp", "Log::~Log", "std::basic_ostringstream<char>::str", 34, 22, -1, overdub_macro_spanning_calls_c4c3c6cf_state + 2},
  {"macro_spanning_calls.cpp", "Msg::operator<<", "std::operator<<", 38, 36, 0, overdub_macro_spanning_calls_c4c3c6cf_state + 3},
  {"macro_spanning_calls.cpp", "Msg::operator<<", "std::basic_ostream<char>::operator<<", 39, 28, 0, overdub_macro_spanning_calls_c4c3c6cf_state + 4},
  {"macro_spanning_calls.cpp", "Report::operator=", "std::printf", 43, 34, 0, overdub_macro_spanning_calls_c4c3c6cf_state + 5},
  {"macro_spanning_calls.cpp", "Report::operator=", "std::basic_string<char>::c_str", 43, 69, -1, overdub_macro_spanning_calls_c4c3c6cf_state + 6},
  {"macro_spanning_calls.cpp", "Report::operator=", "std::basic_ostringstream<char>::str", 43, 69, -1, overdub_macro_spanning_calls_c4c3c6cf_state + 7},
  {"macro_spanning_calls.cpp", "fail", "Report::operator=", 63, 15, 0, overdub_macro_spanning_calls_c4c3c6cf_state + 8},
  {"macro_spanning_calls.cpp", "fail", "Msg::operator<<", 63, 15, -1, overdub_macro_spanning_calls_c4c3c6cf_state + 9},
  {"macro_spanning_calls.cpp", "fail", "Msg::operator<<", 63, 15, -1, overdub_macro_spanning_calls_c4c3c6cf_state + 10},
  {"macro_spanning_calls.cpp", "fail", "Msg::operator<<", 63, 15, -1, overdub_macro_spanning_calls_c4c3c6cf_state + 11},
  {"macro_spanning_calls.cpp", "fail", "Msg::operator<<", 63, 15, -1, overdub_macro_spanning_calls_c4c3c6cf_state + 12},
  {"macro_spanning_calls.cpp", "fail", "why", 63, 37, -4, overdub_macro_spanning_calls_c4c3c6cf_state + 13},
  {"macro_spanning_calls.cpp", "main", "std::operator<<", 65, 3, 0, overdub_macro_spanning_calls_c4c3c6cf_state + 14},
  {"macro_spanning_calls.cpp", "main", "std::operator<<", 65, 3, -1, overdub_macro_spanning_calls_c4c3c6cf_state + 15},
  {"macro_spanning_calls.cpp", "main", "std::operator<<", 65, 3, -1, overdub_macro_spanning_calls_c4c3c6cf_state + 16},
  {"macro_spanning_calls.cpp", "main", "why", 65, 9, 0, overdub_macro_spanning_calls_c4c3c6cf_state + 17},
  {"macro_spanning_calls.cpp", "main", "why", 65, 36, -4, overdub_macro_spanning_calls_c4c3c6cf_state + 18},
  {"macro_spanning_calls.cpp", "main", "std::operator<<", 66, 3, 0, overdub_macro_spanning_calls_c4c3c6cf_state + 19},
  {"macro_spanning_calls.cpp", "main", "std::operator<<", 67, 3, 0, overdub_macro_spanning_calls_c4c3c6cf_state + 20},
  {"macro_spanning_calls.cpp", "main", "std::operator<<", 67, 3, -1, overdub_macro_spanning_calls_c4c3c6cf_state + 21},
  {"macro_spanning_calls.cpp", "main", "std::operator<<", 68, 3, 0, overdub_macro_spanning_calls_c4c3c6cf_state + 22},
  {"macro_spanning_calls.cpp", "main", "std::operator<<", 68, 3, -1, overdub_macro_spanning_calls_c4c3c6cf_state + 23},
  {"macro_spanning_calls.cpp", "main", "why", 68, 14, 0, overdub_macro_spanning_calls_c4c3c6cf_state + 24},
  {"macro_spanning_calls.cpp", "main", "std::operator<<", 69, 3, 0, overdub_macro_spanning_calls_c4c3c6cf_state + 25},
  {"macro_spanning_calls.cpp", "main", "std::operator<<", 70, 3, 0, overdub_macro_spanning_calls_c4c3c6cf_state + 26},
  {"macro_spanning_calls.cpp", "main", "std::operator<<", 70, 3, -1, overdub_macro_spanning_calls_c4c3c6cf_state + 27},
  {"macro_spanning_calls.cpp", "main", "fail", 71, 3, 0, overdub_macro_spanning_calls_c4c3c6cf_state + 28},
  {"macro_spanning_calls.cpp", "main", "operator+", 72, 11, 0, overdub_macro_spanning_calls_c4c3c6cf_state + 29},
  {"macro_spanning_calls.cpp", "main", "value", 72, 21, -1, overdub_macro_spanning_calls_c4c3c6cf_state + 30},
};
static const ::overdub::Registration overdub_macro_spanning_calls_c4c3c6cf_registration{overdub_macro_spanning_calls_c4c3c6cf_sites};
#line 47 "macro_spanning_calls.cpp"
#define overdub_macro_spanning_calls_c4c3c6cf_sites_m0_0_FAIL() \
               overdub_macro_spanning_calls_c4c3c6cf_sites_m0_1_FAIL_AT(__LINE__)
#line 46 "macro_spanning_calls.cpp"
#define overdub_macro_spanning_calls_c4c3c6cf_sites_m0_1_FAIL_AT(l) \
                   return ::overdub::Span{overdub_macro_spanning_calls_c4c3c6cf_sites+8}.v(( overdub_macro_spanning_calls_c4c3c6cf_sites_m0_2_REPORT(l) << "at " << l
#line 45 "macro_spanning_calls.cpp"
#define overdub_macro_spanning_calls_c4c3c6cf_sites_m0_2_REPORT(l) \
                  Report{l} = ::overdub::Span{overdub_macro_spanning_calls_c4c3c6cf_sites+9}.ref( ::overdub::Span{overdub_macro_spanning_calls_c4c3c6cf_sites+10}.ref( ::overdub::Span{overdub_macro_spanning_calls_c4c3c6cf_sites+11}.ref( ::overdub::Span{overdub_macro_spanning_calls_c4c3c6cf_sites+12}.lhs_value( Msg())
#line 44 "macro_spanning_calls.cpp"
#define overdub_macro_spanning_calls_c4c3c6cf_sites_m1_0_CHECK(c) \
                 if (c) {} else ::overdub::Span{overdub_macro_spanning_calls_c4c3c6cf_sites+14}.ref( ::overdub::Span{overdub_macro_spanning_calls_c4c3c6cf_sites+15}.ref( ::overdub::Span{overdub_macro_spanning_calls_c4c3c6cf_sites+16}.ref( Log().out << "failed: ")
#line 44 "macro_spanning_calls.cpp"
#define overdub_macro_spanning_calls_c4c3c6cf_sites_m2_0_CHECK(c) \
                 if (c) {} else ::overdub::Span{overdub_macro_spanning_calls_c4c3c6cf_sites+19}.ref( Log().out << "failed: ")
#line 44 "macro_spanning_calls.cpp"
#define overdub_macro_spanning_calls_c4c3c6cf_sites_m3_0_CHECK(c) \
                 if (c) {} else ::overdub::Span{overdub_macro_spanning_calls_c4c3c6cf_sites+20}.lhs( ::overdub::Span{overdub_macro_spanning_calls_c4c3c6cf_sites+21}.ref( Log().out << "failed: "))
#line 50 "macro_spanning_calls.cpp"
#define overdub_macro_spanning_calls_c4c3c6cf_sites_m4_0_CHECK_WITH(c, on_failure) \
                                  if (c) {} else ::overdub::Span{overdub_macro_spanning_calls_c4c3c6cf_sites+22}.ref( on_failure()
#line 49 "macro_spanning_calls.cpp"
#define overdub_macro_spanning_calls_c4c3c6cf_sites_m4_1_LOGGED() \
                  ::overdub::Span{overdub_macro_spanning_calls_c4c3c6cf_sites+23}.ref(Log().out << "logged: ")
#line 51 "macro_spanning_calls.cpp"
#define overdub_macro_spanning_calls_c4c3c6cf_sites_m5_0_BOTH(c, f) \
                   if (c) { f(); } else f()
#line 49 "macro_spanning_calls.cpp"
#define overdub_macro_spanning_calls_c4c3c6cf_sites_m5_1_LOGGED() \
                  ::overdub::Span{overdub_macro_spanning_calls_c4c3c6cf_sites+25}.ref(Log().out << "logged: ")
#line 44 "macro_spanning_calls.cpp"
#define overdub_macro_spanning_calls_c4c3c6cf_sites_m6_0_CHECK(c) \
                 if (c) {} else ::overdub::Span{overdub_macro_spanning_calls_c4c3c6cf_sites+26}.ref( ::overdub::Span{overdub_macro_spanning_calls_c4c3c6cf_sites+27}.ref( Log().out << "failed: ")
#line 53 "macro_spanning_calls.cpp"
#define overdub_macro_spanning_calls_c4c3c6cf_sites_m7_0_BEGIN_SUM \
                  ( ::overdub::Span{overdub_macro_spanning_calls_c4c3c6cf_sites+29}.val(1 +
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "macro_spanning_calls.cpp"
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
  ~Log() {  ::overdub::Span{overdub_macro_spanning_calls_c4c3c6cf_sites+0}.val(std::puts( ::overdub::Span{overdub_macro_spanning_calls_c4c3c6cf_sites+1}.val( ::overdub::Span{overdub_macro_spanning_calls_c4c3c6cf_sites+2}.ref(out.str()).c_str()))); }
};
struct Msg {
  std::ostringstream out;
  Msg &operator<<(const char *s) {  ::overdub::Span{overdub_macro_spanning_calls_c4c3c6cf_sites+3}.ref(out << s); return *this; }
  Msg &operator<<(int v) {  ::overdub::Span{overdub_macro_spanning_calls_c4c3c6cf_sites+4}.ref(out << v); return *this; }
};
struct Report {
  int line;
  void operator=(const Msg &m) {  ::overdub::Span{overdub_macro_spanning_calls_c4c3c6cf_sites+5}.val(std::printf("line %d: %s\n", line,  ::overdub::Span{overdub_macro_spanning_calls_c4c3c6cf_sites+6}.val( ::overdub::Span{overdub_macro_spanning_calls_c4c3c6cf_sites+7}.ref(m.out.str()).c_str()))); }
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
void fail() { overdub_macro_spanning_calls_c4c3c6cf_sites_m0_0_FAIL()) << ", why ") <<  ::overdub::Span{overdub_macro_spanning_calls_c4c3c6cf_sites+13}.val(why())), ::overdub::unit{})); }
int main() {
  overdub_macro_spanning_calls_c4c3c6cf_sites_m1_0_CHECK( ::overdub::Span{overdub_macro_spanning_calls_c4c3c6cf_sites+17}.val(why()) > 9) << "why is ") <<  ::overdub::Span{overdub_macro_spanning_calls_c4c3c6cf_sites+18}.val(why()));
  overdub_macro_spanning_calls_c4c3c6cf_sites_m2_0_CHECK(true);
  RUN(overdub_macro_spanning_calls_c4c3c6cf_sites_m3_0_CHECK(false) << "in RUN");
  overdub_macro_spanning_calls_c4c3c6cf_sites_m4_0_CHECK_WITH( ::overdub::Span{overdub_macro_spanning_calls_c4c3c6cf_sites+24}.val(why()) > 100, overdub_macro_spanning_calls_c4c3c6cf_sites_m4_1_LOGGED) << "passed down");
  overdub_macro_spanning_calls_c4c3c6cf_sites_m5_0_BOTH(false, overdub_macro_spanning_calls_c4c3c6cf_sites_m5_1_LOGGED) << "twice";
  overdub_macro_spanning_calls_c4c3c6cf_sites_m6_0_CHECK(1 < 0) << MESSAGE);
   ::overdub::Span{overdub_macro_spanning_calls_c4c3c6cf_sites+28}.v((fail(), ::overdub::unit{}));
  int n = overdub_macro_spanning_calls_c4c3c6cf_sites_m7_0_BEGIN_SUM  ::overdub::Span{overdub_macro_spanning_calls_c4c3c6cf_sites+30}.val(value(3))) END_SUM;
  return n - 6;
}
