#line 1 "macro_compiler_conditions.cpp"
#include <overdub/overdub.h>
static unsigned overdub_macro_compiler_condition_42bb8f37_state[18];
static constexpr ::overdub::Site overdub_macro_compiler_condition_42bb8f37_sites[] = {
  {"macro_compiler_conditions.cpp", "clang_log", "std::printf", 29, 24, 0, overdub_macro_compiler_condition_42bb8f37_state + 0},
  {"macro_compiler_conditions.cpp", "gcc_log", "std::printf", 30, 22, 0, overdub_macro_compiler_condition_42bb8f37_state + 1},
  {"macro_compiler_conditions.cpp", "<init of registered>", "consume", 82, 1, 0, overdub_macro_compiler_condition_42bb8f37_state + 2},
  {"macro_compiler_conditions.cpp", "<init of registered>", "add_case", 82, 32, -1, overdub_macro_compiler_condition_42bb8f37_state + 3},
  {"macro_compiler_conditions.cpp", "main", "std::printf", 138, 3, 0, overdub_macro_compiler_condition_42bb8f37_state + 4},
  {"macro_compiler_conditions.cpp", "main", "std::printf", 139, 3, 0, overdub_macro_compiler_condition_42bb8f37_state + 5},
  {"macro_compiler_conditions.cpp", "main", "std::printf", 140, 3, 0, overdub_macro_compiler_condition_42bb8f37_state + 6},
  {"macro_compiler_conditions.cpp", "main", "std::printf", 141, 32, 0, overdub_macro_compiler_condition_42bb8f37_state + 7},
  {"macro_compiler_conditions.cpp", "main", "std::printf", 142, 3, 0, overdub_macro_compiler_condition_42bb8f37_state + 8},
  {"macro_compiler_conditions.cpp", "main", "std::printf", 143, 3, 0, overdub_macro_compiler_condition_42bb8f37_state + 9},
  {"macro_compiler_conditions.cpp", "main", "checked", 143, 23, -1, overdub_macro_compiler_condition_42bb8f37_state + 10},
  {"macro_compiler_conditions.cpp", "main", "run_it", 143, 36, -2, overdub_macro_compiler_condition_42bb8f37_state + 11},
  {"macro_compiler_conditions.cpp", "main", "std::printf", 144, 3, 0, overdub_macro_compiler_condition_42bb8f37_state + 12},
  {"macro_compiler_conditions.cpp", "main", "std::printf", 145, 3, 0, overdub_macro_compiler_condition_42bb8f37_state + 13},
  {"macro_compiler_conditions.cpp", "main", "gnu_note", 145, 23, -1, overdub_macro_compiler_condition_42bb8f37_state + 14},
  {"macro_compiler_conditions.cpp", "main", "std::printf", 146, 3, 0, overdub_macro_compiler_condition_42bb8f37_state + 15},
  {"macro_compiler_conditions.cpp", "main", "hot", 146, 23, -1, overdub_macro_compiler_condition_42bb8f37_state + 16},
  {"macro_compiler_conditions.cpp", "main", "std::printf", 147, 3, 0, overdub_macro_compiler_condition_42bb8f37_state + 17},
};
static const ::overdub::Registration overdub_macro_compiler_condition_42bb8f37_registration{overdub_macro_compiler_condition_42bb8f37_sites};
#line 80 "macro_compiler_conditions.cpp"
#define overdub_macro_compiler_condition_42bb8f37_sites_m0_0_GLOBAL_NO_WARNINGS(var, ...) \
  SUPPRESS_PUSH("-Wglobal-constructors") static const int var = ::overdub::Span{overdub_macro_compiler_condition_42bb8f37_sites+2}.val( consume(&var, __VA_ARGS__)); SUPPRESS_POP
#line 126 "macro_compiler_conditions.cpp"
#define overdub_macro_compiler_condition_42bb8f37_sites_m1_0_CHECKED(x) \
                   ( ::overdub::Span{overdub_macro_compiler_condition_42bb8f37_sites+10}.val(checked(x)) + 0)
#line 134 "macro_compiler_conditions.cpp"
#define overdub_macro_compiler_condition_42bb8f37_sites_m2_0_RUN(x) \
               ( ::overdub::Span{overdub_macro_compiler_condition_42bb8f37_sites+11}.val(run_it(x)) + EXTRA)
#line 110 "macro_compiler_conditions.cpp"
#define overdub_macro_compiler_condition_42bb8f37_sites_m3_0_NOTE(x) \
                ( ::overdub::Span{overdub_macro_compiler_condition_42bb8f37_sites+14}.val(gnu_note(x)) + 0)
#line 116 "macro_compiler_conditions.cpp"
#define overdub_macro_compiler_condition_42bb8f37_sites_m4_0_HOT(x) \
               ( ::overdub::Span{overdub_macro_compiler_condition_42bb8f37_sites+16}.val(hot(x)) + 0)
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "macro_compiler_conditions.cpp"
// Macros defined under a condition on the compiler: overdub parses with Clang, and a g++ compile
// of the same file reads the other group (`#ifdef __clang__`, `#if __GNUC__`, `__has_builtin`, a
// macro defined so, a group Clang skips that redefines a macro). A variant would copy Clang's
// definition into the g++ compile (calling clang_log there, or writing Clang's _Pragma, which g++
// warns about), and a wrapper in an argument is placed by Clang's expansion: calls written in
// such macros' bodies and arguments stay as written (`macro-compiler`). A macro that only names
// one (SUPPRESS_PUSH in a body) keeps the name, which each compiler expands its own way.
// CALLS: 0 clang_log
// CALLS: 0 gcc_log
// CALLS: 0 logged
// CALLS: 0 plain_trace
// CALLS: 0 gnu_trace
// CALLS: 0 pick_a
// CALLS: 0 pick_b
// CALLS: 0 likely_check
// CALLS: 1 consume
// CALLS: 1 add_case
// CALLS: 1 checked
// CALLS: 1 run_it
// CALLS: 0 new_pick
// CALLS: 0 old_pick
// CALLS: 1 gnu_note
// CALLS: 1 hot
// CALLS: 0 quad_pick
// CALLS: 0 plain_pick
// CALLS: 11 std::printf
#include <cstdio>

int clang_log(int x) {  ::overdub::Span{overdub_macro_compiler_condition_42bb8f37_sites+0}.val(std::printf("clang %d\n", x)); return x; }
int gcc_log(int x) {  ::overdub::Span{overdub_macro_compiler_condition_42bb8f37_sites+1}.val(std::printf("other %d\n", x)); return x; }
int logged() { return 3; }
#ifdef __clang__
#define LOG(x) (clang_log(x) + 1)
#else
#define LOG(x) (gcc_log(x) + 1)
#endif

int plain_trace(int x) { return x; }
int gnu_trace(int x) { return x + 100; }
#define TRACE_CALL(x) (plain_trace(x) + 0)
#if defined(__GNUC__) && !defined(__clang__)
#undef TRACE_CALL
#define TRACE_CALL(x) (gnu_trace(x) + 0)
#endif

#if defined(__clang__)
#define MY_COMPILER_IS_CLANG 1
#else
#define MY_COMPILER_IS_CLANG 0
#endif
int pick_a(int x) { return x; }
int pick_b(int x) { return x; }
#if MY_COMPILER_IS_CLANG
#define PICK(x) (pick_a(x) * 1)
#else
#define PICK(x) (pick_b(x) * 1)
#endif

int likely_check(int x) { return x > 2; }
#if defined(__has_builtin)
#if __has_builtin(__builtin_expect)
#define LIKELY(x) __builtin_expect(!!(x), 1)
#endif
#endif
#ifndef LIKELY
#define LIKELY(x) (x)
#endif

// doctest's registration: Clang's warning pragmas, nothing for g++.
#define PRAGMA_TO_STR(x) _Pragma(#x)
#if defined(__clang__)
#define SUPPRESS_PUSH(w) _Pragma("clang diagnostic push") PRAGMA_TO_STR(clang diagnostic ignored w)
#define SUPPRESS_POP _Pragma("clang diagnostic pop")
#else
#define SUPPRESS_PUSH(w)
#define SUPPRESS_POP
#endif
int consume(const int *, int v) { return v; }
int add_case(int n) { return n + 1; }
#define GLOBAL_NO_WARNINGS(var, ...) \
  SUPPRESS_PUSH("-Wglobal-constructors") static const int var = consume(&var, __VA_ARGS__); SUPPRESS_POP
overdub_macro_compiler_condition_42bb8f37_sites_m0_0_GLOBAL_NO_WARNINGS(registered,  ::overdub::Span{overdub_macro_compiler_condition_42bb8f37_sites+3}.val(add_case(1)));

// A later #elif chose it: Clang says __GNUC__ is 4, g++ 12 says 12.
int new_pick(int x) { return x; }
int old_pick(int x) { return x; }
#if defined(OVERDUB_GOLDEN_UNDEFINED)
#define PICK2(x) (x)
#elif __GNUC__ >= 5  // __clang__ in a comment does not count
#define PICK2(x) (new_pick(x) + 0)
#else
#define PICK2(x) (old_pick(x) + 0)
#endif

// Each compiler searches its own directories first: g++ finds <quadmath.h>, Clang does not.
int quad_pick(int x) { return x + 1; }
int plain_pick(int x) { return x; }
#if __has_include(<quadmath.h>)
#define PICK3(x) (quad_pick(x) * 1)
#else
#define PICK3(x) (plain_pick(x) * 1)
#endif

// Both compilers answer these alike (g++ and Clang define __GNUC__, neither _MSC_VER): the
// macro keeps its variant, as GoogleTest's GTEST_HAS_RTTI.
int msvc_note(int x) { return x; }
int gnu_note(int x) { return x; }
#ifdef _MSC_VER
#define NOTE(x) (msvc_note(x) + 0)
#elif defined(__GNUC__) && defined(__has_builtin)
#define NOTE(x) (gnu_note(x) + 0)
#endif

// Decided alike: Clang found it true, and a term at its top level is true for g++ too.
int hot(int x) { return x; }
#if defined(__GNUC__) || defined(__clang__)
#define HOT(x) (hot(x) + 0)
#else
#define HOT(x) (x)
#endif

// Conditions on other things keep their macros' calls instrumented.
int checked(int x) { return x; }
#ifdef OVERDUB_GOLDEN_UNDEFINED
#define CHECKED(x) (x)
#else
#define CHECKED(x) (checked(x) + 0)
#endif
int run_it(int x) { return x; }
#if defined(__clang__)
#define EXTRA 0
#else
#define EXTRA 0
#endif
#define RUN(x) (run_it(x) + EXTRA)

int main() {
   ::overdub::Span{overdub_macro_compiler_condition_42bb8f37_sites+4}.val(std::printf("%d\n", LOG(logged()) > 3));
   ::overdub::Span{overdub_macro_compiler_condition_42bb8f37_sites+5}.val(std::printf("%d\n", TRACE_CALL(1) % 100));
   ::overdub::Span{overdub_macro_compiler_condition_42bb8f37_sites+6}.val(std::printf("%d\n", PICK(2)));
  if (LIKELY(likely_check(3)))  ::overdub::Span{overdub_macro_compiler_condition_42bb8f37_sites+7}.val(std::printf("likely\n"));
   ::overdub::Span{overdub_macro_compiler_condition_42bb8f37_sites+8}.val(std::printf("%d\n", registered));
   ::overdub::Span{overdub_macro_compiler_condition_42bb8f37_sites+9}.val(std::printf("%d\n", overdub_macro_compiler_condition_42bb8f37_sites_m1_0_CHECKED(4) + overdub_macro_compiler_condition_42bb8f37_sites_m2_0_RUN(5)));
   ::overdub::Span{overdub_macro_compiler_condition_42bb8f37_sites+12}.val(std::printf("%d\n", PICK2(6)));
   ::overdub::Span{overdub_macro_compiler_condition_42bb8f37_sites+13}.val(std::printf("%d\n", overdub_macro_compiler_condition_42bb8f37_sites_m3_0_NOTE(7)));
   ::overdub::Span{overdub_macro_compiler_condition_42bb8f37_sites+15}.val(std::printf("%d\n", overdub_macro_compiler_condition_42bb8f37_sites_m4_0_HOT(8)));
   ::overdub::Span{overdub_macro_compiler_condition_42bb8f37_sites+17}.val(std::printf("%d\n", PICK3(9) > 8));
  return 0;
}
