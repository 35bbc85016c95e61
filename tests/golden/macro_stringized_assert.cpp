// CALLS: 5 twice
// CALLS: 4 positive
// CALLS: 1 std::fflush
// EXIT: -6
// ALLOW: aborted
// Calls in the argument of assert, which stringizes it: the invocation calls a variant of assert
// that stringizes a copy of the argument as written, so the message of the failing assert at the
// end is byte for byte the original's (program name, file, line, function, condition). An
// object-like macro that names assert (`#define MY_ASSERT assert`, at any depth) is replaced by
// the variant's name alike.
#include <cassert>
#include <cstdio>

int twice(int x) { return 2 * x; }
bool positive(int x) { return x > 0; }
#define MY_ASSERT assert
#define DEEP_ASSERT MY_ASSERT

int main() {
  assert(twice(2) == 4);
  assert(positive(  twice( 3 ) /* a comment */ )
         && "spaces, comments and lines collapse");
  MY_ASSERT(positive(twice(1)));
  DEEP_ASSERT(positive(1) && twice(1) == 2);
  std::fflush(stdout);
  assert(positive(twice(-1)) && "the failing one");
  return 0;
}
