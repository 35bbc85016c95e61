// A constexpr function holding calls is used in static_assert and at run time.
// CALLS: 1 cube
// CALLS: 1 square
// CALLS: 1 std::printf
#include <cstdio>

constexpr int square(int x) { return x * x; }
constexpr int cube(int x) { return square(x) * x; }
static_assert(cube(3) == 27, "constant evaluation still works");

int main(int argc, char **) {
  std::printf("%d\n", cube(argc + 1));
  return 0;
}
