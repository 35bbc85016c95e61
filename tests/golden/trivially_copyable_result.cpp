// A trivially copyable class result passes through by value.
// CALLS: 1 mid
// CALLS: 1 std::printf
#include <cstdio>

struct Point {
  double x, y;
};
Point mid(Point a, Point b) { return Point{(a.x + b.x) / 2, (a.y + b.y) / 2}; }

int main() {
  Point p = mid(Point{0, 0}, Point{2, 4});
  std::printf("%g %g\n", p.x, p.y);
  return 0;
}
