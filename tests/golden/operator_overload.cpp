// User-defined binary and unary operators and operator[].
// CALLS: 1 V::operator+
// CALLS: 1 V::operator[]
// CALLS: 1 operator-
// CALLS: 1 std::printf
#include <cstdio>

struct V {
  double x, y;
  V operator+(const V &o) const { return V{x + o.x, y + o.y}; }
  double &operator[](int i) { return i ? y : x; }
};
V operator-(const V &v) { return V{-v.x, -v.y}; }

int main() {
  V a{1, 2}, b{3, 4};
  V c = -(a + b);
  c[1] = 7;
  std::printf("%g %g\n", c.x, c.y);
  return 0;
}
