// Overload sets passed as arguments: a function name that names several overloads (resolved by
// the parameter type), &name, a static_cast choosing one, and a function template
// specialization; the argument has no type of its own.
// CALLS: 4 (f)
// CALLS: 3 apply
// CALLS: 1 call
// CALLS: 0 sq
// CALLS: 1 std::printf
// CALLS: 0 twice
#include <cstdio>

int twice(int x) { return 2 * x; }
double twice(double x) { return 2 * x; }
template <class T> T sq(T x) { return x * x; }
int apply(int (*f)(int), int v) { return f(v); }
template <class F> int call(F f, int v) { return f(v); }

int main() {
  int a = apply(twice, 3);
  int b = apply(&twice, 4);
  int c = call(static_cast<int (*)(int)>(twice), 5);
  int d = apply(sq<int>, 6);
  std::printf("%d %d %d %d\n", a, b, c, d);
  return 0;
}
