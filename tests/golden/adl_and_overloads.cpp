// Argument-dependent lookup (swap found through std and through a user namespace) and overloads.
// CALLS: 1 shapes::area
// CALLS: 1 shapes::swap
// CALLS: 1 std::printf
// CALLS: 1 std::swap
// CALLS: 2 twice
#include <cstdio>
#include <utility>

namespace shapes {
struct Box { int w; };
void swap(Box &a, Box &b) { int t = a.w; a.w = b.w; b.w = t; }
int area(const Box &b) { return b.w * b.w; }
}  // namespace shapes

int twice(int x) { return 2 * x; }
double twice(double x) { return 2 * x; }

int main() {
  shapes::Box a{2}, b{3};
  swap(a, b);
  int x = 1, y = 2;
  using std::swap;
  swap(x, y);
  std::printf("%d %d %d %g\n", area(a), x, twice(4), twice(1.5));
  return 0;
}
