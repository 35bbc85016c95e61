// CALLS: 3 std::printf
// CALLS: 0 twice
// A number the preprocessor makes in a stringized argument (__LINE__, also through a macro)
// depends on where it is expanded: a copy of the text on the invocation's first line would print
// another line, so these invocations stay as written (macro-stringized, the detail says why).
#include <cstdio>
int twice(int x) { return 2 * x; }
#define SHOW(x) std::printf("%s = %d\n", #x, (x))
#define XSHOW(x) SHOW(x)
#define MY_LINE __LINE__
int main() {
  // One line or several: the wrapper of printf goes around each, the calls inside stay.
  XSHOW(__LINE__ + twice(0));
  XSHOW(
     MY_LINE + twice(1));
  XSHOW(twice(1) +
     __LINE__);
}
