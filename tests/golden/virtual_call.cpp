// A virtual call through a base reference is recorded under the static callee; the function
// that ran is recorded beside it (virtual_call_targets.cpp).
// CALLS: 2 Shape::area
// CALLS: 1 std::printf
// CALLS: 1 total
#include <cstdio>

struct Shape {
  virtual ~Shape() = default;
  virtual double area() const { return 0; }
};
struct Square : Shape {
  double side = 3;
  double area() const override { return side * side; }
};

double total(const Shape &a, const Shape &b) { return a.area() + b.area(); }

int main() {
  Square s;
  Shape none;
  std::printf("%g\n", total(s, none));
  return 0;
}
