// A macro argument also expanded in a discarded `__builtin_constant_p` (Catch's CHECK) takes
// the wrapper the evaluated expansions agree on only where that expansion would take the same
// one: not a lambda with captures where the other expansion is at namespace scope (CHK at the
// initializer of ok), nor where the other expansion calls another overload (BOTH's f(double),
// a non-movable class result). Those stay as written (macro-contexts).
// FLAGS: -std=c++17
// CALLS: 2 std::printf
// CALLS: 1 take
// CALLS: 1 NM
// CALLS: 1 <lambda:23:11>
// CALLS: 1 main::<lambda:26:23>
// CALLS: 1 twice
#include <cstdio>
struct NM { int v; explicit NM(int x) : v(x) {} NM(const NM &) = delete; operator int() const { return v; } };
NM make(int x) { return NM(x); }
bool take(NM n) { return n.v > 0; }
int f(int x) { return x; }
NM f(double x) { return NM(static_cast<int>(x)); }
int twice(int x) { return 2 * x; }
#define CHK(...) ((void)__builtin_constant_p(__VA_ARGS__), [] { static int runs = 0; return ++runs > 0 && (__VA_ARGS__); }())
#define BOTH(...) ([](double x) { (void)__builtin_constant_p(__VA_ARGS__); return x; }(1.5) + (__VA_ARGS__))
#define SAME(...) ((void)__builtin_constant_p(__VA_ARGS__), (__VA_ARGS__))
bool ok = CHK(take(make(1)));
int main() {
  int x = 2;
  std::printf("%g\n", BOTH(f(x)));
  std::printf("%d %d\n", ok, SAME(twice(x)));
  return 0;
}
