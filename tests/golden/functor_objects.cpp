// Function objects called with f(x): operator() const and non-const on an lvalue, a const
// reference and a temporary; the callee is the operator, the object expression is kept as is.
// CALLS: 3 Counter::operator()
// CALLS: 1 Maker::operator()
// CALLS: 1 std::printf
#include <cstdio>

struct Counter {
  int n = 0;
  int operator()(int step) { return n += step; }
  int operator()(int step) const { return n + step * 1000; }
};
struct Maker {
  int base;
  int operator()() const { return base * 2; }
};

int main() {
  Counter c;
  const Counter &cc = c;
  c(2);
  int a = c(3);
  int b = cc(1);
  int t = Maker{21}();
  std::printf("%d %d %d %d\n", a, b, t, c.n);
  return 0;
}
