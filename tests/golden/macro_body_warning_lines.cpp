// CALLS: 3 twice
// CALLS: 1 show
// CALLS: 1 std::printf
// A compiler's warning about a token of a macro's body is reported at the #define's line, as in
// the original compile, also where the invocation calls a variant of the macro (one with the
// wrappers of its body's calls, one with copies of a stringized argument): each variant's
// #define stands under a #line naming the original's, and its body keeps the original's lines
// and columns. g++ warns that the sum of DISCARD and the comparison of SHOW are not used, both
// compilers that `unused` is.
#include <cstdio>

int twice(int x) { return 2 * x; }
int show(const char *text, int v) { return std::printf("%s = %d\n", text, v); }

#define DISCARD(x) \
  (x) + twice(0)

#define SHOW(e)                   \
  do {                            \
    int shown = show(#e, (e));    \
    int unused = twice(shown);    \
    shown == 0;                   \
  } while (false)

int main() {
  int a = 1;
  DISCARD(a);
  SHOW(twice(a));
  return 0;
}
