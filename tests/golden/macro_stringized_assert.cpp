// CALLS: 3 twice
// CALLS: 2 positive
// CALLS: 1 std::fflush
// EXIT: -6
// ALLOW: aborted
// Calls in the argument of assert, which stringizes it: the invocation calls a variant of assert
// that stringizes a copy of the argument as written, so the message of the failing assert at the
// end is byte for byte the original's (program name, file, line, function, condition).
#include <cassert>
#include <cstdio>

int twice(int x) { return 2 * x; }
bool positive(int x) { return x > 0; }

int main() {
  assert(twice(2) == 4);
  assert(positive(  twice( 3 ) /* a comment */ )
         && "spaces, comments and lines collapse");
  std::fflush(stdout);
  assert(positive(twice(-1)) && "the failing one");
  return 0;
}
