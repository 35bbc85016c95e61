// A call's parts are wrapped inside its text (a virtual call's object, a captured argument): where
// such a wrapper would shift a column the program reads later on its line, that part stays as
// written (its target or value is not recorded) and the call is still recorded.
// FLAGS: -std=c++20
// OVERDUB: --capture=add3|area
// CALLS: 1 add3
// CALLS: 1 Shape::area
// CALLS: 1 std::printf
// CALLS: 2 std::source_location::column
#include <cstdio>
#include <source_location>
struct Shape {
  virtual ~Shape() {}
  virtual unsigned area(unsigned c) const { return c; }
};
unsigned add3(unsigned a, unsigned b, unsigned c) { return a + b + c; }
unsigned column(std::source_location l = std::source_location::current()) { return l.column(); }
int main() {
  Shape s;
  const Shape *p = &s;
  unsigned r = add3(1,
                    2, column());
  unsigned q = (p
      )->area(column());
  std::printf("%u %u\n", r, q);
  return 0;
}
