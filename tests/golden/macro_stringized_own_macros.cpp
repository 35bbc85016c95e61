// CALLS: 10 twice
// CALLS: 2 positive
// CALLS: 2 length
// CALLS: 2 std::strlen
// CALLS: 2 check_eq
// CALLS: 12 std::printf
// CALLS: 3 report
// Calls in arguments that the project's own macros stringize, directly or through other macros
// (where the text stringized is the argument after expansion): each invocation calls a variant
// that stringizes a copy of the text as written. __LINE__ in a multi-line invocation stays each
// compiler's own answer (g++ and clang++ differ), quotes and backslashes stay escaped as the
// compiler escapes them.
#include <cstdio>
#include <cstring>

int twice(int x) { return 2 * x; }
bool positive(int x) { return x > 0; }
int length(const char *s) { return static_cast<int>(std::strlen(s)); }
void report(const char *what, int line) { std::printf("failed: %s at %d\n", what, line); }
void check_eq(int a, int b, const char *ta, const char *tb) {
  if (a != b) std::printf("%s != %s (%d, %d)\n", ta, tb, a, b);
}

#define CHECK(cond) ((cond) ? (void)0 : report(#cond, __LINE__))
#define EXPECT_EQ_IMPL(a, b) check_eq((a), (b), #a, #b)
#define EXPECT_EQ(a, b) EXPECT_EQ_IMPL(a, b)
#define SHOW(x) std::printf("%s = %d\n", #x, (x))
#define VALUE_OF(x) (std::printf("[%s] ", #x), (x))
#define TWICE(x) twice(x)

int main() {
  CHECK(twice(1) == 3);
  CHECK(positive(
      twice(-1)));  // a multi-line invocation: __LINE__ as each compiler gives it
  SHOW(twice(21));
  SHOW(length("a \"quoted\" \\ text"));
  SHOW(length(  "  inner  spaces  "  ));
  EXPECT_EQ(twice(2), 5);
  EXPECT_EQ(TWICE(3), twice(4));  // stringized after expansion: twice(3)
  SHOW(TWICE(twice(1)));
  CHECK(VALUE_OF(twice(5)) == 11);  // a stringizing macro in a stringized argument
  int v = VALUE_OF(positive(twice(2)));
  std::printf("\n%d\n", v);
  return 0;
}
