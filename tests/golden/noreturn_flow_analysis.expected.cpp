#line 1 "noreturn_flow_analysis.cpp"
#include <overdub/overdub.h>
static unsigned overdub_noreturn_flow_analysis_21a8cd9b_state[76];
static ::overdub::TargetCache overdub_noreturn_flow_analysis_21a8cd9b_targets[2];
static constexpr ::overdub::Site overdub_noreturn_flow_analysis_21a8cd9b_sites[] = {
  {"noreturn_flow_analysis.cpp", "plain", "fail", 49, 37, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 0},
  {"noreturn_flow_analysis.cpp", "<lambda:50:21>", "fail", 50, 57, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 1},
  {"noreturn_flow_analysis.cpp", "<lambda:51:23>", "fail", 51, 52, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 2},
  {"noreturn_flow_analysis.cpp", "A::A", "fail_int", 54, 33, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 3},
  {"noreturn_flow_analysis.cpp", "A::A", "fail", 55, 29, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 4},
  {"noreturn_flow_analysis.cpp", "switch_default", "fail", 57, 87, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 5},
  {"noreturn_flow_analysis.cpp", "conditional_return", "fail_int", 58, 56, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 6},
  {"noreturn_flow_analysis.cpp", "conditional_comma", "fail", 59, 64, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 7},
  {"noreturn_flow_analysis.cpp", "in_noexcept", "fail", 60, 52, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 8},
  {"noreturn_flow_analysis.cpp", "maybe_uninit", "work", 61, 49, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 9},
  {"noreturn_flow_analysis.cpp", "maybe_uninit", "fail", 61, 63, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 10},
  {"noreturn_flow_analysis.cpp", "switch_uninit", "work", 62, 82, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 11},
  {"noreturn_flow_analysis.cpp", "switch_uninit", "fail", 62, 107, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 12},
  {"noreturn_flow_analysis.cpp", "loop", "flag", 63, 38, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 13},
  {"noreturn_flow_analysis.cpp", "loop", "fail", 63, 69, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 14},
  {"noreturn_flow_analysis.cpp", "both_arms", "fail_int", 64, 35, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 15},
  {"noreturn_flow_analysis.cpp", "both_arms", "fail_int", 64, 51, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 16},
  {"noreturn_flow_analysis.cpp", "or_else", "fail_bool", 65, 35, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 17},
  {"noreturn_flow_analysis.cpp", "if_or_else", "fail_bool", 66, 35, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 18},
  {"noreturn_flow_analysis.cpp", "if_or_else", "std::printf", 66, 51, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 19},
  {"noreturn_flow_analysis.cpp", "nested_arms", "work", 67, 41, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 20},
  {"noreturn_flow_analysis.cpp", "nested_arms", "fail_int", 67, 59, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 21},
  {"noreturn_flow_analysis.cpp", "nested_arms", "fail_int", 67, 77, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 22},
  {"noreturn_flow_analysis.cpp", "reference", "fail", 68, 44, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 23},
  {"noreturn_flow_analysis.cpp", "member", "E::raise", 70, 50, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 24},
  {"noreturn_flow_analysis.cpp", "through_pointer", "(die)", 72, 59, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 25},
  {"noreturn_flow_analysis.cpp", "with_goto", "fail", 73, 63, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 26},
  {"noreturn_flow_analysis.cpp", "in_template", "fail", 74, 58, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 27},
  {"noreturn_flow_analysis.cpp", "in_constexpr", "fail", 75, 58, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 28},
  {"noreturn_flow_analysis.cpp", "could_be_noreturn", "fail", 77, 28, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 29},
  {"noreturn_flow_analysis.cpp", "unreachable_after", "fail", 78, 32, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 30},
  {"noreturn_flow_analysis.cpp", "unreachable_after", "work", 78, 54, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 31},
  {"noreturn_flow_analysis.cpp", "guarded_and_unguarded", "fail_int", 79, 58, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 32},
  {"noreturn_flow_analysis.cpp", "guarded_and_unguarded", "fail", 79, 79, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 33},
  {"noreturn_flow_analysis.cpp", "expect_throw", "(f)", 83, 5, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 34},
  {"noreturn_flow_analysis.cpp", "expect_throw", "std::printf", 84, 5, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 35},
  {"noreturn_flow_analysis.cpp", "expect_throw", "std::printf", 86, 5, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 36},
  {"noreturn_flow_analysis.cpp", "expect_throw", "std::exception::what", 86, 35, -1, overdub_noreturn_flow_analysis_21a8cd9b_state + 37},
  {"noreturn_flow_analysis.cpp", "main", "std::printf", 91, 3, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 38},
  {"noreturn_flow_analysis.cpp", "main", "plain", 91, 29, -1, overdub_noreturn_flow_analysis_21a8cd9b_state + 39},
  {"noreturn_flow_analysis.cpp", "main", "<lambda:50:21>", 91, 39, -2, overdub_noreturn_flow_analysis_21a8cd9b_state + 40},
  {"noreturn_flow_analysis.cpp", "main", "<lambda:51:23>", 91, 56, -3, overdub_noreturn_flow_analysis_21a8cd9b_state + 41},
  {"noreturn_flow_analysis.cpp", "main", "std::printf", 92, 3, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 42},
  {"noreturn_flow_analysis.cpp", "main", "A", 92, 26, -1, overdub_noreturn_flow_analysis_21a8cd9b_state + 43},
  {"noreturn_flow_analysis.cpp", "main", "A", 92, 34, -2, overdub_noreturn_flow_analysis_21a8cd9b_state + 44},
  {"noreturn_flow_analysis.cpp", "main", "std::printf", 93, 3, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 45},
  {"noreturn_flow_analysis.cpp", "main", "switch_default", 93, 29, -1, overdub_noreturn_flow_analysis_21a8cd9b_state + 46},
  {"noreturn_flow_analysis.cpp", "main", "conditional_return", 93, 48, -2, overdub_noreturn_flow_analysis_21a8cd9b_state + 47},
  {"noreturn_flow_analysis.cpp", "main", "conditional_comma", 93, 78, -3, overdub_noreturn_flow_analysis_21a8cd9b_state + 48},
  {"noreturn_flow_analysis.cpp", "main", "std::printf", 94, 3, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 49},
  {"noreturn_flow_analysis.cpp", "main", "in_noexcept", 94, 29, -1, overdub_noreturn_flow_analysis_21a8cd9b_state + 50},
  {"noreturn_flow_analysis.cpp", "main", "maybe_uninit", 94, 45, -2, overdub_noreturn_flow_analysis_21a8cd9b_state + 51},
  {"noreturn_flow_analysis.cpp", "main", "switch_uninit", 94, 62, -3, overdub_noreturn_flow_analysis_21a8cd9b_state + 52},
  {"noreturn_flow_analysis.cpp", "main", "std::printf", 95, 3, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 53},
  {"noreturn_flow_analysis.cpp", "main", "loop", 95, 29, -1, overdub_noreturn_flow_analysis_21a8cd9b_state + 54},
  {"noreturn_flow_analysis.cpp", "main", "or_else", 95, 38, -2, overdub_noreturn_flow_analysis_21a8cd9b_state + 55},
  {"noreturn_flow_analysis.cpp", "main", "nested_arms", 95, 50, -3, overdub_noreturn_flow_analysis_21a8cd9b_state + 56},
  {"noreturn_flow_analysis.cpp", "main", "if_or_else", 96, 3, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 57},
  {"noreturn_flow_analysis.cpp", "main", "std::printf", 99, 3, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 58},
  {"noreturn_flow_analysis.cpp", "main", "reference", 99, 29, -1, overdub_noreturn_flow_analysis_21a8cd9b_state + 59},
  {"noreturn_flow_analysis.cpp", "main", "member", 99, 48, -2, overdub_noreturn_flow_analysis_21a8cd9b_state + 60},
  {"noreturn_flow_analysis.cpp", "main", "through_pointer", 99, 62, -3, overdub_noreturn_flow_analysis_21a8cd9b_state + 61},
  {"noreturn_flow_analysis.cpp", "main", "std::printf", 100, 3, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 62},
  {"noreturn_flow_analysis.cpp", "main", "with_goto", 100, 29, -1, overdub_noreturn_flow_analysis_21a8cd9b_state + 63},
  {"noreturn_flow_analysis.cpp", "main", "in_template", 100, 43, -2, overdub_noreturn_flow_analysis_21a8cd9b_state + 64},
  {"noreturn_flow_analysis.cpp", "main", "in_constexpr", 100, 60, -3, overdub_noreturn_flow_analysis_21a8cd9b_state + 65},
  {"noreturn_flow_analysis.cpp", "main", "expect_throw", 101, 3, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 66},
  {"noreturn_flow_analysis.cpp", "main::<lambda:101:25>", "plain", 101, 30, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 67},
  {"noreturn_flow_analysis.cpp", "main", "expect_throw", 102, 3, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 68},
  {"noreturn_flow_analysis.cpp", "main::<lambda:102:29>", "both_arms", 102, 34, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 69},
  {"noreturn_flow_analysis.cpp", "main", "expect_throw", 103, 3, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 70},
  {"noreturn_flow_analysis.cpp", "main::<lambda:103:37>", "could_be_noreturn", 103, 42, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 71},
  {"noreturn_flow_analysis.cpp", "main", "expect_throw", 104, 3, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 72},
  {"noreturn_flow_analysis.cpp", "main::<lambda:104:37>", "unreachable_after", 104, 42, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 73},
  {"noreturn_flow_analysis.cpp", "main", "expect_throw", 105, 3, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 74},
  {"noreturn_flow_analysis.cpp", "main::<lambda:105:27>", "guarded_and_unguarded", 105, 32, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 75},
};
static const ::overdub::Registration overdub_noreturn_flow_analysis_21a8cd9b_registration{overdub_noreturn_flow_analysis_21a8cd9b_sites, overdub_noreturn_flow_analysis_21a8cd9b_targets};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "noreturn_flow_analysis.cpp"
// [[noreturn]] calls where flow analysis matters: no -Wreturn-type, -Wmaybe-uninitialized,
// -Wunreachable-code or -Wmissing-noreturn warning may appear or go away (compared warning for
// warning with the original at -O2). The guard's destructor does not change them; in a
// conditional operand (c ? fail() : v, c || fail()) the form goes without it.
// FLAGS: -std=c++17 -O2 -Wunreachable-code -Wmissing-noreturn
// CALLS: 5 (f)
// CALLS: 1 <lambda:50:21>
// CALLS: 1 <lambda:51:23>
// CALLS: 1 both_arms
// CALLS: 1 conditional_comma
// CALLS: 1 conditional_return
// CALLS: 1 could_be_noreturn
// CALLS: 5 expect_throw
// CALLS: 4 fail
// CALLS: 1 fail_int
// CALLS: 4 flag
// CALLS: 1 guarded_and_unguarded
// CALLS: 1 if_or_else
// CALLS: 1 in_constexpr
// CALLS: 1 in_noexcept
// CALLS: 1 in_template
// CALLS: 1 loop
// CALLS: 1 maybe_uninit
// CALLS: 1 member
// CALLS: 1 nested_arms
// CALLS: 1 or_else
// CALLS: 2 plain
// CALLS: 1 reference
// CALLS: 5 std::exception::what
// CALLS: 13 std::printf
// CALLS: 1 switch_default
// CALLS: 1 switch_uninit
// CALLS: 1 through_pointer
// CALLS: 1 unreachable_after
// CALLS: 1 with_goto
// CALLS: 2 work
// CALLS: 2 A
// ALLOW: closed
// UNWOUND: 9
#include <cstdio>
#include <stdexcept>

[[noreturn]] void fail(const char *why) { throw std::runtime_error(why); }
[[noreturn]] int fail_int(const char *why) { throw std::runtime_error(why); }
[[noreturn]] bool fail_bool(const char *why) { throw std::runtime_error(why); }
int work(int x) { return x + 1; }
bool flag(int x) { return x > 2; }

int plain(int x) { if (x) return 1;  (static_cast<void>(::overdub::NoReturnGuard{overdub_noreturn_flow_analysis_21a8cd9b_sites+0}), fail("plain")); }
auto typed_lambda = [](int y) -> int { if (y) return 1;  (static_cast<void>(::overdub::start_call(overdub_noreturn_flow_analysis_21a8cd9b_sites+1)), fail("lambda")); };
auto deduced_lambda = [](int y) { if (y) return 1;  (static_cast<void>(::overdub::start_call(overdub_noreturn_flow_analysis_21a8cd9b_sites+2)), fail("lambda")); };
struct A {
  int v;
  explicit A(int x) : v(x ? x :  (static_cast<void>(::overdub::start_call(overdub_noreturn_flow_analysis_21a8cd9b_sites+3)), fail_int("ctor"))) {}
  A(int x, int y) { if (!x)  (static_cast<void>(::overdub::NoReturnGuard{overdub_noreturn_flow_analysis_21a8cd9b_sites+4}), fail("ctor2")); v = x + y; }
};
int switch_default(int k) { switch (k) { case 0: return 1; case 1: return 2; default:  (static_cast<void>(::overdub::NoReturnGuard{overdub_noreturn_flow_analysis_21a8cd9b_sites+5}), fail("k")); } }
int conditional_return(bool c, int value) { return c ?  (static_cast<void>(::overdub::start_call(overdub_noreturn_flow_analysis_21a8cd9b_sites+6)), fail_int("c")) : value; }
int conditional_comma(bool c, int value) { return c ? value : ( (static_cast<void>(::overdub::start_call(overdub_noreturn_flow_analysis_21a8cd9b_sites+7)), fail("c")), 0); }
int in_noexcept(int x) noexcept { if (x) return x;  (static_cast<void>(::overdub::NoReturnGuard{overdub_noreturn_flow_analysis_21a8cd9b_sites+8}), fail("noexcept")); }
int maybe_uninit(int x) { int y; if (x > 0) y =  ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+9}.val(work(x)); else  (static_cast<void>(::overdub::NoReturnGuard{overdub_noreturn_flow_analysis_21a8cd9b_sites+10}), fail("x")); return y + 1; }
int switch_uninit(int x) { int y; switch (x) { case 1: y = 3; break; case 2: y =  ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+11}.val(work(2)); break; default:  (static_cast<void>(::overdub::NoReturnGuard{overdub_noreturn_flow_analysis_21a8cd9b_sites+12}), fail("d")); } return y; }
int loop(int x) { while (true) { if ( ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+13}.val(flag(x))) return x; if (x > 10)  (static_cast<void>(::overdub::NoReturnGuard{overdub_noreturn_flow_analysis_21a8cd9b_sites+14}), fail("big")); ++x; } }
int both_arms(int x) { return x ?  (static_cast<void>(::overdub::start_call(overdub_noreturn_flow_analysis_21a8cd9b_sites+15)), fail_int("a")) :  (static_cast<void>(::overdub::start_call(overdub_noreturn_flow_analysis_21a8cd9b_sites+16)), fail_int("b")); }
bool or_else(int x) { return x ||  (static_cast<void>(::overdub::start_call(overdub_noreturn_flow_analysis_21a8cd9b_sites+17)), fail_bool("x")); }
void if_or_else(int x) { if (x ||  (static_cast<void>(::overdub::start_call(overdub_noreturn_flow_analysis_21a8cd9b_sites+18)), fail_bool("x")))  ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+19}.val(std::printf("if_or_else\n")); }
int nested_arms(int x) { return x > 0 ?  ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+20}.val(work(x)) : x < 0 ?  (static_cast<void>(::overdub::start_call(overdub_noreturn_flow_analysis_21a8cd9b_sites+21)), fail_int("neg")) :  (static_cast<void>(::overdub::start_call(overdub_noreturn_flow_analysis_21a8cd9b_sites+22)), fail_int("zero")); }
int &reference(int *p) { if (p) return *p;  (static_cast<void>(::overdub::NoReturnGuard{overdub_noreturn_flow_analysis_21a8cd9b_sites+23}), fail("null")); }
struct E { [[noreturn]] void raise(const char *why) const { throw std::runtime_error(why); } };
int member(const E &e, int x) { if (x) return x;  (static_cast<void>(::overdub::NoReturnGuard{overdub_noreturn_flow_analysis_21a8cd9b_sites+24}), e.raise("member")); }
typedef void (*die_fn)(const char *) __attribute__((noreturn));
int through_pointer(die_fn die, int x) { if (x) return x;  (static_cast<void>(::overdub::NoReturnGuard{overdub_noreturn_flow_analysis_21a8cd9b_sites+25}),  ::overdub::indirect_target(overdub_noreturn_flow_analysis_21a8cd9b_sites+25, overdub_noreturn_flow_analysis_21a8cd9b_targets+0, die)("pointer")); }
int with_goto(int x) { again: if (x > 3) return x; if (x < 0)  (static_cast<void>(::overdub::NoReturnGuard{overdub_noreturn_flow_analysis_21a8cd9b_sites+26}), fail("neg")); ++x; goto again; }
template <class T> T in_template(T x) { if (x) return x;  (static_cast<void>(::overdub::NoReturnGuard{overdub_noreturn_flow_analysis_21a8cd9b_sites+27}), fail("template")); }
constexpr int in_constexpr(int x) { if (x > 0) return x;  (static_cast<void>(::overdub::start_call(overdub_noreturn_flow_analysis_21a8cd9b_sites+28)), fail("constexpr")); }
static_assert(in_constexpr(2) == 2, "");
void could_be_noreturn() {  (static_cast<void>(::overdub::NoReturnGuard{overdub_noreturn_flow_analysis_21a8cd9b_sites+29}), fail("always")); }
int unreachable_after(int x) {  (static_cast<void>(::overdub::NoReturnGuard{overdub_noreturn_flow_analysis_21a8cd9b_sites+30}), fail("first")); return  ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+31}.val(work(x)); }
int guarded_and_unguarded(int x) { if (x > 5) return x ?  (static_cast<void>(::overdub::start_call(overdub_noreturn_flow_analysis_21a8cd9b_sites+32)), fail_int("arm")) : 0;  (static_cast<void>(::overdub::NoReturnGuard{overdub_noreturn_flow_analysis_21a8cd9b_sites+33}), fail("statement")); }

template <class F> void expect_throw(const char *what, F f) {
  try {
     ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+34}.v((f(), ::overdub::unit{}));
     ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+35}.val(std::printf("%s: returned\n", what));
  } catch (const std::exception &e) {
     ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+36}.val(std::printf("%s: %s\n", what,  ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+37}.val( (::overdub::virtual_object<0, 2>(overdub_noreturn_flow_analysis_21a8cd9b_sites+37, overdub_noreturn_flow_analysis_21a8cd9b_targets+1, e)).what())));
  }
}

int main() {
   ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+38}.val(std::printf("%d %d %d\n",  ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+39}.val(plain(1)),  ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+40}.val(typed_lambda(1)),  ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+41}.val(deduced_lambda(1))));
   ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+42}.val(std::printf("%d %d\n",  ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+43}.ref(A(3)).v,  ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+44}.ref(A(1, 2)).v));
   ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+45}.val(std::printf("%d %d %d\n",  ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+46}.val(switch_default(0)),  ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+47}.val(conditional_return(false, 4)),  ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+48}.val(conditional_comma(true, 5))));
   ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+49}.val(std::printf("%d %d %d\n",  ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+50}.val(in_noexcept(6)),  ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+51}.val(maybe_uninit(1)),  ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+52}.val(switch_uninit(1))));
   ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+53}.val(std::printf("%d %d %d\n",  ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+54}.val(loop(0)),  ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+55}.val(or_else(1)),  ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+56}.val(nested_arms(2))));
   ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+57}.v((if_or_else(1), ::overdub::unit{}));
  int value = 7;
  E e;
   ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+58}.val(std::printf("%d %d %d\n",  ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+59}.ref(reference(&value)),  ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+60}.val(member(e, 8)),  ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+61}.val(through_pointer(nullptr, 9))));
   ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+62}.val(std::printf("%d %d %d\n",  ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+63}.val(with_goto(1)),  ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+64}.val(in_template(10)),  ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+65}.val(in_constexpr(11))));
   ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+66}.v((expect_throw("plain", [] {  ::overdub::Pass{overdub_noreturn_flow_analysis_21a8cd9b_sites+67}.val(plain(0)); }), ::overdub::unit{}));
   ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+68}.v((expect_throw("both_arms", [] {  ::overdub::Pass{overdub_noreturn_flow_analysis_21a8cd9b_sites+69}.val(both_arms(0)); }), ::overdub::unit{}));
   ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+70}.v((expect_throw("could_be_noreturn", [] {  ::overdub::Pass{overdub_noreturn_flow_analysis_21a8cd9b_sites+71}.v((could_be_noreturn(), ::overdub::unit{})); }), ::overdub::unit{}));
   ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+72}.v((expect_throw("unreachable_after", [] {  ::overdub::Pass{overdub_noreturn_flow_analysis_21a8cd9b_sites+73}.val(unreachable_after(1)); }), ::overdub::unit{}));
   ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+74}.v((expect_throw("guarded", [] {  ::overdub::Pass{overdub_noreturn_flow_analysis_21a8cd9b_sites+75}.val(guarded_and_unguarded(0)); }), ::overdub::unit{}));
  return 0;
}
