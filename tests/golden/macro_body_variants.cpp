// CALLS: 7 twice
// CALLS: 2 format_value
// CALLS: 2 emit
// CALLS: 1 now
// CALLS: 3 count_args
// CALLS: 2 note
// CALLS: 0 report
// CALLS: 1 value_1
// CALLS: 10 std::printf
// Calls written in the bodies of the project's macros: each invocation calls variants of the
// macros, made for it in the prelude, whose bodies wrap the calls (MacroBodies.h). Nested
// macros, an object-like macro, an invocation in an argument used twice (one wrapper serves both
// substitutions), variadic macros, __LINE__ in a multi-line invocation with a comment, a macro
// whose name is written in the invocation's arguments (APPLY(EMIT_RAW, 5): the name in the
// file becomes its variant's). Left as written: a body that names its own macro (the original
// does not expand it again, a variant would), a call in sizeof (unevaluated). A call whose name
// is pasted (value_##n) is wrapped around the paste.
#include <cstdio>

int twice(int x) { return 2 * x; }
int format_value(int x) { return x + 1000; }
void emit(int x) { std::printf("emit %d\n", x); }
int now() { return 42; }
int count_args(int a, int b = 0, int c = 0) { return a + b + c; }
int note(int line) { return line > 0 ? 1 : 0; }
int report(int x) { std::printf("report %d\n", x); return x; }
int value_1(int x) { return x; }

#define EMIT_RAW(x) emit(format_value(x))
#define LOG(x) EMIT_RAW(twice(x))
#define NOW (now() + 0)
#define SQUARE(v) (twice(v) * twice(v) / 4)
#define SUM(...) (count_args(__VA_ARGS__) + 0)
#define NOTED(x) (note(__LINE__) + (x))
#define report(x) (report(x) + 0)
#define NUMBERED(n) (value_##n(n) + 0)
#define APPLY(m, x) m(x)
#define SIZE_OF_CALL(x) (sizeof(twice(x)) + 0)

int main() {
  LOG(1);
  std::printf("%d\n", NOW);
  std::printf("%d\n", SQUARE(SQUARE(2)));
  std::printf("%d %d\n", SUM(1), SUM(1, 2, 3));
  std::printf("%d\n", NOTED(  // a comment
      SUM(4)));
  std::printf("%d\n", NOTED(1));
  std::printf("%d\n", report(7) + NUMBERED(1));
  APPLY(EMIT_RAW, 5);
  std::printf("%d\n", static_cast<int>(SIZE_OF_CALL(3)));
  return 0;
}
