// FLAGS: -std=c++17 -isystem @CASE_DIR@/system
// OVERDUB: --no-headers
// CALLS: 3 twice
// CALLS: 1 positive
// CALLS: 3 req::check
// EXIT: 3
// A REQUIRE(expr) macro of a header found through -isystem stringizes its argument: the
// invocation calls variants defined in the file's prelude, the message stays the original's, and
// the tokens moved out of the system header raise no warning. (The header lies in this
// repository: --no-headers keeps it a third-party header, as outside it.)
#include <require.h>

int twice(int x) { return 2 * x; }
bool positive(int x) { return x > 0; }

int main() {
  REQUIRE(twice(2) == 4);
  REQUIRE(positive(twice(-1)));
  bool ok = REQUIRE(twice(3) == 7);
  return ok ? 0 : 3;
}
