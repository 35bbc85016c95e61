// FLAGS: -std=c++17 -DNDEBUG
// CALLS: 0 twice
// CALLS: 1 std::printf
// Under NDEBUG assert evaluates nothing: no call to wrap, no variant.
#include <cassert>
#include <cstdio>

int twice(int x) { return 2 * x; }

int main() {
  assert(twice(2) == 5);
  std::printf("done\n");
  return 0;
}
