// CALLS: 7 std::printf
// CALLS: 1 twice
// Stringized text the original's expansion makes in ways a copy of the argument would not
// reproduce: a name pasted from __COUNTER__ (the copy would take a number of its own), a macro
// that expands to a comma (its copy would split into two arguments of the variant), a directive
// inside the invocation (the copy would hold it, or stand before it). Those invocations stay as
// written; the one without any of these calls its variant.
#include <cstdio>

int twice(int x) { return 2 * x; }
int v0 = 10, v1 = 11, v2 = 12;

#define SHOW(x) std::printf("%s = %d\n", #x, (x))
#define SHOW_AFTER(x) SHOW(x)
#define CAT(a, b) a##b
#define CAT_AFTER(a, b) CAT(a, b)
#define NEXT_V CAT_AFTER(v, __COUNTER__)
#define PAIR twice(1), twice(2)
#define SHOW_TWO(a, b, ...) (std::printf("%s | %s\n", #a, #b), (a) * 10 + (b))
#define SHOW_TWO_AFTER(x, y) SHOW_TWO(x, y)
#define LIMIT 3

int main() {
  SHOW_AFTER(NEXT_V + twice(1));
  SHOW_AFTER(CAT_AFTER(v, __COUNTER__) + twice(1));
  std::printf("%d\n", SHOW_TWO_AFTER(PAIR, twice(3)));
  SHOW_AFTER(twice(
#ifdef LIMIT
      LIMIT
#else
      2
#endif
      ));
  SHOW_AFTER(twice(4) + LIMIT);
  std::printf("after %d\n", __COUNTER__);
}
