#line 1 "noreturn_flow_analysis.cpp"
#include <overdub/overdub.h>
static unsigned overdub_noreturn_flow_analysis_21a8cd9b_state[80];
static ::overdub::TargetCache overdub_noreturn_flow_analysis_21a8cd9b_targets[2];
static constexpr ::overdub::Site overdub_noreturn_flow_analysis_21a8cd9b_sites[] = {
  {"noreturn_flow_analysis.cpp", "fail", "std::runtime_error", 44, 49, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 0},
  {"noreturn_flow_analysis.cpp", "fail_int", "std::runtime_error", 45, 52, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 1},
  {"noreturn_flow_analysis.cpp", "fail_bool", "std::runtime_error", 46, 54, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 2},
  {"noreturn_flow_analysis.cpp", "plain", "fail", 50, 37, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 3},
  {"noreturn_flow_analysis.cpp", "<lambda:51:21>", "fail", 51, 57, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 4},
  {"noreturn_flow_analysis.cpp", "<lambda:52:23>", "fail", 52, 52, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 5},
  {"noreturn_flow_analysis.cpp", "A::A", "fail_int", 55, 33, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 6},
  {"noreturn_flow_analysis.cpp", "A::A", "fail", 56, 29, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 7},
  {"noreturn_flow_analysis.cpp", "switch_default", "fail", 58, 87, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 8},
  {"noreturn_flow_analysis.cpp", "conditional_return", "fail_int", 59, 56, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 9},
  {"noreturn_flow_analysis.cpp", "conditional_comma", "fail", 60, 64, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 10},
  {"noreturn_flow_analysis.cpp", "in_noexcept", "fail", 61, 52, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 11},
  {"noreturn_flow_analysis.cpp", "maybe_uninit", "work", 62, 49, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 12},
  {"noreturn_flow_analysis.cpp", "maybe_uninit", "fail", 62, 63, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 13},
  {"noreturn_flow_analysis.cpp", "switch_uninit", "work", 63, 82, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 14},
  {"noreturn_flow_analysis.cpp", "switch_uninit", "fail", 63, 107, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 15},
  {"noreturn_flow_analysis.cpp", "loop", "flag", 64, 38, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 16},
  {"noreturn_flow_analysis.cpp", "loop", "fail", 64, 69, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 17},
  {"noreturn_flow_analysis.cpp", "both_arms", "fail_int", 65, 35, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 18},
  {"noreturn_flow_analysis.cpp", "both_arms", "fail_int", 65, 51, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 19},
  {"noreturn_flow_analysis.cpp", "or_else", "fail_bool", 66, 35, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 20},
  {"noreturn_flow_analysis.cpp", "if_or_else", "fail_bool", 67, 35, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 21},
  {"noreturn_flow_analysis.cpp", "if_or_else", "std::printf", 67, 51, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 22},
  {"noreturn_flow_analysis.cpp", "nested_arms", "work", 68, 41, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 23},
  {"noreturn_flow_analysis.cpp", "nested_arms", "fail_int", 68, 59, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 24},
  {"noreturn_flow_analysis.cpp", "nested_arms", "fail_int", 68, 77, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 25},
  {"noreturn_flow_analysis.cpp", "reference", "fail", 69, 44, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 26},
  {"noreturn_flow_analysis.cpp", "E::raise", "std::runtime_error", 70, 67, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 27},
  {"noreturn_flow_analysis.cpp", "member", "E::raise", 71, 50, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 28},
  {"noreturn_flow_analysis.cpp", "through_pointer", "(die)", 73, 59, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 29},
  {"noreturn_flow_analysis.cpp", "with_goto", "fail", 74, 63, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 30},
  {"noreturn_flow_analysis.cpp", "in_template", "fail", 75, 58, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 31},
  {"noreturn_flow_analysis.cpp", "in_constexpr", "fail", 76, 58, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 32},
  {"noreturn_flow_analysis.cpp", "could_be_noreturn", "fail", 78, 28, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 33},
  {"noreturn_flow_analysis.cpp", "unreachable_after", "fail", 79, 32, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 34},
  {"noreturn_flow_analysis.cpp", "unreachable_after", "work", 79, 54, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 35},
  {"noreturn_flow_analysis.cpp", "guarded_and_unguarded", "fail_int", 80, 58, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 36},
  {"noreturn_flow_analysis.cpp", "guarded_and_unguarded", "fail", 80, 79, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 37},
  {"noreturn_flow_analysis.cpp", "expect_throw", "(f)", 84, 5, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 38},
  {"noreturn_flow_analysis.cpp", "expect_throw", "std::printf", 85, 5, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 39},
  {"noreturn_flow_analysis.cpp", "expect_throw", "std::printf", 87, 5, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 40},
  {"noreturn_flow_analysis.cpp", "expect_throw", "std::exception::what", 87, 35, -1, overdub_noreturn_flow_analysis_21a8cd9b_state + 41},
  {"noreturn_flow_analysis.cpp", "main", "std::printf", 92, 3, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 42},
  {"noreturn_flow_analysis.cpp", "main", "plain", 92, 29, -1, overdub_noreturn_flow_analysis_21a8cd9b_state + 43},
  {"noreturn_flow_analysis.cpp", "main", "<lambda:51:21>", 92, 39, -2, overdub_noreturn_flow_analysis_21a8cd9b_state + 44},
  {"noreturn_flow_analysis.cpp", "main", "<lambda:52:23>", 92, 56, -3, overdub_noreturn_flow_analysis_21a8cd9b_state + 45},
  {"noreturn_flow_analysis.cpp", "main", "std::printf", 93, 3, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 46},
  {"noreturn_flow_analysis.cpp", "main", "A", 93, 26, -1, overdub_noreturn_flow_analysis_21a8cd9b_state + 47},
  {"noreturn_flow_analysis.cpp", "main", "A", 93, 34, -2, overdub_noreturn_flow_analysis_21a8cd9b_state + 48},
  {"noreturn_flow_analysis.cpp", "main", "std::printf", 94, 3, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 49},
  {"noreturn_flow_analysis.cpp", "main", "switch_default", 94, 29, -1, overdub_noreturn_flow_analysis_21a8cd9b_state + 50},
  {"noreturn_flow_analysis.cpp", "main", "conditional_return", 94, 48, -2, overdub_noreturn_flow_analysis_21a8cd9b_state + 51},
  {"noreturn_flow_analysis.cpp", "main", "conditional_comma", 94, 78, -3, overdub_noreturn_flow_analysis_21a8cd9b_state + 52},
  {"noreturn_flow_analysis.cpp", "main", "std::printf", 95, 3, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 53},
  {"noreturn_flow_analysis.cpp", "main", "in_noexcept", 95, 29, -1, overdub_noreturn_flow_analysis_21a8cd9b_state + 54},
  {"noreturn_flow_analysis.cpp", "main", "maybe_uninit", 95, 45, -2, overdub_noreturn_flow_analysis_21a8cd9b_state + 55},
  {"noreturn_flow_analysis.cpp", "main", "switch_uninit", 95, 62, -3, overdub_noreturn_flow_analysis_21a8cd9b_state + 56},
  {"noreturn_flow_analysis.cpp", "main", "std::printf", 96, 3, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 57},
  {"noreturn_flow_analysis.cpp", "main", "loop", 96, 29, -1, overdub_noreturn_flow_analysis_21a8cd9b_state + 58},
  {"noreturn_flow_analysis.cpp", "main", "or_else", 96, 38, -2, overdub_noreturn_flow_analysis_21a8cd9b_state + 59},
  {"noreturn_flow_analysis.cpp", "main", "nested_arms", 96, 50, -3, overdub_noreturn_flow_analysis_21a8cd9b_state + 60},
  {"noreturn_flow_analysis.cpp", "main", "if_or_else", 97, 3, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 61},
  {"noreturn_flow_analysis.cpp", "main", "std::printf", 100, 3, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 62},
  {"noreturn_flow_analysis.cpp", "main", "reference", 100, 29, -1, overdub_noreturn_flow_analysis_21a8cd9b_state + 63},
  {"noreturn_flow_analysis.cpp", "main", "member", 100, 48, -2, overdub_noreturn_flow_analysis_21a8cd9b_state + 64},
  {"noreturn_flow_analysis.cpp", "main", "through_pointer", 100, 62, -3, overdub_noreturn_flow_analysis_21a8cd9b_state + 65},
  {"noreturn_flow_analysis.cpp", "main", "std::printf", 101, 3, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 66},
  {"noreturn_flow_analysis.cpp", "main", "with_goto", 101, 29, -1, overdub_noreturn_flow_analysis_21a8cd9b_state + 67},
  {"noreturn_flow_analysis.cpp", "main", "in_template", 101, 43, -2, overdub_noreturn_flow_analysis_21a8cd9b_state + 68},
  {"noreturn_flow_analysis.cpp", "main", "in_constexpr", 101, 60, -3, overdub_noreturn_flow_analysis_21a8cd9b_state + 69},
  {"noreturn_flow_analysis.cpp", "main", "expect_throw", 102, 3, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 70},
  {"noreturn_flow_analysis.cpp", "main::<lambda:102:25>", "plain", 102, 30, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 71},
  {"noreturn_flow_analysis.cpp", "main", "expect_throw", 103, 3, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 72},
  {"noreturn_flow_analysis.cpp", "main::<lambda:103:29>", "both_arms", 103, 34, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 73},
  {"noreturn_flow_analysis.cpp", "main", "expect_throw", 104, 3, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 74},
  {"noreturn_flow_analysis.cpp", "main::<lambda:104:37>", "could_be_noreturn", 104, 42, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 75},
  {"noreturn_flow_analysis.cpp", "main", "expect_throw", 105, 3, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 76},
  {"noreturn_flow_analysis.cpp", "main::<lambda:105:37>", "unreachable_after", 105, 42, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 77},
  {"noreturn_flow_analysis.cpp", "main", "expect_throw", 106, 3, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 78},
  {"noreturn_flow_analysis.cpp", "main::<lambda:106:27>", "guarded_and_unguarded", 106, 32, 0, overdub_noreturn_flow_analysis_21a8cd9b_state + 79},
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
// CALLS: 1 <lambda:51:21>
// CALLS: 1 <lambda:52:23>
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
// CALLS: 5 std::runtime_error
// ALLOW: closed
// UNWOUND: 14
#include <cstdio>
#include <stdexcept>

[[noreturn]] void fail(const char *why) { throw  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_0_{overdub_noreturn_flow_analysis_21a8cd9b_sites+0}; return std::runtime_error(why); }(); }
[[noreturn]] int fail_int(const char *why) { throw  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_1_{overdub_noreturn_flow_analysis_21a8cd9b_sites+1}; return std::runtime_error(why); }(); }
[[noreturn]] bool fail_bool(const char *why) { throw  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_2_{overdub_noreturn_flow_analysis_21a8cd9b_sites+2}; return std::runtime_error(why); }(); }
int work(int x) { return x + 1; }
bool flag(int x) { return x > 2; }

int plain(int x) { if (x) return 1;  (static_cast<void>(::overdub::NoReturnGuard{overdub_noreturn_flow_analysis_21a8cd9b_sites+3}), fail("plain")); }
auto typed_lambda = [](int y) -> int { if (y) return 1;  (static_cast<void>(::overdub::start_call(overdub_noreturn_flow_analysis_21a8cd9b_sites+4)), fail("lambda")); };
auto deduced_lambda = [](int y) { if (y) return 1;  (static_cast<void>(::overdub::start_call(overdub_noreturn_flow_analysis_21a8cd9b_sites+5)), fail("lambda")); };
struct A {
  int v;
  explicit A(int x) : v(x ? x :  (static_cast<void>(::overdub::start_call(overdub_noreturn_flow_analysis_21a8cd9b_sites+6)), fail_int("ctor"))) {}
  A(int x, int y) { if (!x)  (static_cast<void>(::overdub::NoReturnGuard{overdub_noreturn_flow_analysis_21a8cd9b_sites+7}), fail("ctor2")); v = x + y; }
};
int switch_default(int k) { switch (k) { case 0: return 1; case 1: return 2; default:  (static_cast<void>(::overdub::NoReturnGuard{overdub_noreturn_flow_analysis_21a8cd9b_sites+8}), fail("k")); } }
int conditional_return(bool c, int value) { return c ?  (static_cast<void>(::overdub::start_call(overdub_noreturn_flow_analysis_21a8cd9b_sites+9)), fail_int("c")) : value; }
int conditional_comma(bool c, int value) { return c ? value : ( (static_cast<void>(::overdub::start_call(overdub_noreturn_flow_analysis_21a8cd9b_sites+10)), fail("c")), 0); }
int in_noexcept(int x) noexcept { if (x) return x;  (static_cast<void>(::overdub::NoReturnGuard{overdub_noreturn_flow_analysis_21a8cd9b_sites+11}), fail("noexcept")); }
int maybe_uninit(int x) { int y; if (x > 0) y =  ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+12}.val(work(x)); else  (static_cast<void>(::overdub::NoReturnGuard{overdub_noreturn_flow_analysis_21a8cd9b_sites+13}), fail("x")); return y + 1; }
int switch_uninit(int x) { int y; switch (x) { case 1: y = 3; break; case 2: y =  ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+14}.val(work(2)); break; default:  (static_cast<void>(::overdub::NoReturnGuard{overdub_noreturn_flow_analysis_21a8cd9b_sites+15}), fail("d")); } return y; }
int loop(int x) { while (true) { if ( ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+16}.val(flag(x))) return x; if (x > 10)  (static_cast<void>(::overdub::NoReturnGuard{overdub_noreturn_flow_analysis_21a8cd9b_sites+17}), fail("big")); ++x; } }
int both_arms(int x) { return x ?  (static_cast<void>(::overdub::start_call(overdub_noreturn_flow_analysis_21a8cd9b_sites+18)), fail_int("a")) :  (static_cast<void>(::overdub::start_call(overdub_noreturn_flow_analysis_21a8cd9b_sites+19)), fail_int("b")); }
bool or_else(int x) { return x ||  (static_cast<void>(::overdub::start_call(overdub_noreturn_flow_analysis_21a8cd9b_sites+20)), fail_bool("x")); }
void if_or_else(int x) { if (x ||  (static_cast<void>(::overdub::start_call(overdub_noreturn_flow_analysis_21a8cd9b_sites+21)), fail_bool("x")))  ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+22}.val(std::printf("if_or_else\n")); }
int nested_arms(int x) { return x > 0 ?  ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+23}.val(work(x)) : x < 0 ?  (static_cast<void>(::overdub::start_call(overdub_noreturn_flow_analysis_21a8cd9b_sites+24)), fail_int("neg")) :  (static_cast<void>(::overdub::start_call(overdub_noreturn_flow_analysis_21a8cd9b_sites+25)), fail_int("zero")); }
int &reference(int *p) { if (p) return *p;  (static_cast<void>(::overdub::NoReturnGuard{overdub_noreturn_flow_analysis_21a8cd9b_sites+26}), fail("null")); }
struct E { [[noreturn]] void raise(const char *why) const { throw  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_27_{overdub_noreturn_flow_analysis_21a8cd9b_sites+27}; return std::runtime_error(why); }(); } };
int member(const E &e, int x) { if (x) return x;  (static_cast<void>(::overdub::NoReturnGuard{overdub_noreturn_flow_analysis_21a8cd9b_sites+28}), e.raise("member")); }
typedef void (*die_fn)(const char *) __attribute__((noreturn));
int through_pointer(die_fn die, int x) { if (x) return x;  (static_cast<void>(::overdub::NoReturnGuard{overdub_noreturn_flow_analysis_21a8cd9b_sites+29}),  ::overdub::indirect_target(overdub_noreturn_flow_analysis_21a8cd9b_sites+29, overdub_noreturn_flow_analysis_21a8cd9b_targets+0, die)("pointer")); }
int with_goto(int x) { again: if (x > 3) return x; if (x < 0)  (static_cast<void>(::overdub::NoReturnGuard{overdub_noreturn_flow_analysis_21a8cd9b_sites+30}), fail("neg")); ++x; goto again; }
template <class T> T in_template(T x) { if (x) return x;  (static_cast<void>(::overdub::NoReturnGuard{overdub_noreturn_flow_analysis_21a8cd9b_sites+31}), fail("template")); }
constexpr int in_constexpr(int x) { if (x > 0) return x;  (static_cast<void>(::overdub::start_call(overdub_noreturn_flow_analysis_21a8cd9b_sites+32)), fail("constexpr")); }
static_assert(in_constexpr(2) == 2, "");
void could_be_noreturn() {  (static_cast<void>(::overdub::NoReturnGuard{overdub_noreturn_flow_analysis_21a8cd9b_sites+33}), fail("always")); }
int unreachable_after(int x) {  (static_cast<void>(::overdub::NoReturnGuard{overdub_noreturn_flow_analysis_21a8cd9b_sites+34}), fail("first")); return  ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+35}.val(work(x)); }
int guarded_and_unguarded(int x) { if (x > 5) return x ?  (static_cast<void>(::overdub::start_call(overdub_noreturn_flow_analysis_21a8cd9b_sites+36)), fail_int("arm")) : 0;  (static_cast<void>(::overdub::NoReturnGuard{overdub_noreturn_flow_analysis_21a8cd9b_sites+37}), fail("statement")); }

template <class F> void expect_throw(const char *what, F f) {
  try {
     ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+38}.v((f(), ::overdub::unit{}));
     ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+39}.val(std::printf("%s: returned\n", what));
  } catch (const std::exception &e) {
     ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+40}.val(std::printf("%s: %s\n", what,  ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+41}.val( (::overdub::virtual_object<0, 2>(overdub_noreturn_flow_analysis_21a8cd9b_sites+41, overdub_noreturn_flow_analysis_21a8cd9b_targets+1, e)).what())));
  }
}

int main() {
   ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+42}.val(std::printf("%d %d %d\n",  ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+43}.val(plain(1)),  ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+44}.val(typed_lambda(1)),  ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+45}.val(deduced_lambda(1))));
   ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+46}.val(std::printf("%d %d\n",  ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+47}.ref(A(3)).v,  ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+48}.ref(A(1, 2)).v));
   ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+49}.val(std::printf("%d %d %d\n",  ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+50}.val(switch_default(0)),  ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+51}.val(conditional_return(false, 4)),  ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+52}.val(conditional_comma(true, 5))));
   ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+53}.val(std::printf("%d %d %d\n",  ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+54}.val(in_noexcept(6)),  ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+55}.val(maybe_uninit(1)),  ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+56}.val(switch_uninit(1))));
   ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+57}.val(std::printf("%d %d %d\n",  ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+58}.val(loop(0)),  ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+59}.val(or_else(1)),  ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+60}.val(nested_arms(2))));
   ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+61}.v((if_or_else(1), ::overdub::unit{}));
  int value = 7;
  E e;
   ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+62}.val(std::printf("%d %d %d\n",  ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+63}.ref(reference(&value)),  ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+64}.val(member(e, 8)),  ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+65}.val(through_pointer(nullptr, 9))));
   ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+66}.val(std::printf("%d %d %d\n",  ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+67}.val(with_goto(1)),  ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+68}.val(in_template(10)),  ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+69}.val(in_constexpr(11))));
   ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+70}.v((expect_throw("plain", [] {  ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+71}.val(plain(0)); }), ::overdub::unit{}));
   ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+72}.v((expect_throw("both_arms", [] {  ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+73}.val(both_arms(0)); }), ::overdub::unit{}));
   ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+74}.v((expect_throw("could_be_noreturn", [] {  ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+75}.v((could_be_noreturn(), ::overdub::unit{})); }), ::overdub::unit{}));
   ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+76}.v((expect_throw("unreachable_after", [] {  ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+77}.val(unreachable_after(1)); }), ::overdub::unit{}));
   ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+78}.v((expect_throw("guarded", [] {  ::overdub::Span{overdub_noreturn_flow_analysis_21a8cd9b_sites+79}.val(guarded_and_unguarded(0)); }), ::overdub::unit{}));
  return 0;
}
