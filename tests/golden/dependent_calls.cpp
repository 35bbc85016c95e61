// Calls whose type depends on a template parameter, in templates of the main file (instantiated
// nowhere else): the form every instantiation made here takes as a call of its own (value, void),
// else the lambda form where it is exact for each of them, inside larger expressions too
// (text(t.n()), twice(t.n()) as a printf argument), keeping elision of a non-movable result
// (pin). Lambdas passed to templates and generic code run instrumented.
// CALLS: 1 (f)
// CALLS: 1 (s.c_str)
// CALLS: 1 T::go
// CALLS: 3 T::n
// CALLS: 1 call
// CALLS: 1 cell
// CALLS: 1 each
// CALLS: 1 pin
// CALLS: 1 run
// CALLS: 3 std::printf
// CALLS: 1 std::to_string
// CALLS: 1 text
// CALLS: 2 touch
// CALLS: 1 twice
// CALLS: 1 Pinned
// CALLS: 1 std::vector<int>
#include <cstdio>
#include <string>
#include <vector>
struct Pinned { int v; explicit Pinned(int x) : v(x) {} Pinned(const Pinned&) = delete; Pinned(Pinned&&) = delete; };
Pinned pin(int x) { return Pinned(x); }
void touch(int) {}
int &cell() { static int c = 3; return c; }
std::string text(int x) { return std::to_string(x); }
template <class F> auto call(F f) { return f(); }
template <class T> void each(const std::vector<T> &v) {
  for (const T &x : v) touch(x);
}
template <class T> T twice(T x) { return x + x; }
template <class T> void run(T t) {
  t.go();
  auto s = text(t.n());
  Pinned p = pin(t.n());
  int &r = cell();
  std::printf("%s %d %d %d\n", s.c_str(), p.v, r, twice(t.n()));
}
struct G { int n() const { return 7; } void go() { std::printf("go\n"); } };
int main() {
  run(G{});
  each(std::vector<int>{1, 2});
  std::printf("%d\n", call([] { return 5; }));
  return 0;
}
