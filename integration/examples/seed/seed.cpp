// The seed problem in C++: foo(x, y) computes x*y + sin(y); around it a recursive function, a
// member call and a std::sort whose lambda comparator makes calls of its own.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>

double foo(double x, double y) { return x * y + std::sin(y); }

long factorial(int n) { return n <= 1 ? 1 : n * factorial(n - 1); }

int digits(long v) { return v < 10 ? 1 : 1 + digits(v / 10); }

struct Accumulator {
  double total = 0;
  void add(double v) { total += v; }
};

int main() {
  Accumulator acc;
  acc.add(foo(2.0, 3.0));
  std::vector<long> values{factorial(5), 3, 42};
  std::sort(values.begin(), values.end(),
            [](long a, long b) { return digits(a) < digits(b); });
  std::printf("foo(2, 3) = %.4f, values: %ld %ld %ld\n", acc.total, values[0], values[1],
              values[2]);
  return 0;
}
