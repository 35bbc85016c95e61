// Calls in noexcept(...) operands are never evaluated: in a noexcept specifier, in a
// conditional expression and in a template's specifier; the function itself runs.
// CALLS: 1 (f)
// CALLS: 1 both
// CALLS: 1 call
// CALLS: 0 risky
// CALLS: 1 safe
// CALLS: 1 std::printf
#include <cstdio>

int risky(int x) { return x + 1; }
int safe(int x) noexcept { return x * 2; }
int both(int x) noexcept(noexcept(safe(x))) { return safe(x) + 1; }
template <class F> int call(F f) noexcept(noexcept(f())) { return f(); }
int seven() noexcept { return 7; }

int main() {
  bool n1 = noexcept(risky(1));
  bool n2 = noexcept(safe(1)) && noexcept(both(2));
  std::printf("%d %d %d %d\n", n1, n2, both(3), call(seven));
  return 0;
}
