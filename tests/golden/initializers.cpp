// Calls in constructor initializer lists, default member initializers, lambda init-captures and
// static locals.
// CALLS: 1 main::<lambda:25:12>
// CALLS: 2 once
// CALLS: 4 seed
// CALLS: 1 std::printf
// CALLS: 1 Widget
#include <cstdio>

int seed(int x) { return x * 3; }

struct Widget {
  int a = seed(1);
  int b;
  explicit Widget(int v) : b(seed(v)) {}
};

int once() {
  static int cached = seed(7);
  return cached;
}

int main() {
  Widget w(2);
  auto f = [s = seed(4)](int k) { return s + k; };
  std::printf("%d %d %d %d\n", w.a, w.b, f(1), once() + once());
  return 0;
}
