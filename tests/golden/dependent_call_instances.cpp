// Dependent calls of main-file templates are judged by each instantiation made here. When every
// instantiation takes one form as a call of its own, that form, in place: std::max<long>(t, 5L)
// where t is an int returns a reference to converted temporaries, which the reference form
// leaves in their full-expression (the lambda form would return a dangling reference); a
// [[noreturn]] callee takes the noreturn form (moved into a lambda, the caller would lose its
// flow analysis: -Wreturn-type). A template never instantiated is skipped.
// CALLS: 1 bigger
// CALLS: 1 std::max
// CALLS: 1 std::exit
// CALLS: 1 pick
// CALLS: 2 std::printf
// CALLS: 1 twice
// CALLS: 2 (f)
// EXIT: 3
// ALLOW: unfinished
#include <algorithm>
#include <cstdio>
#include <cstdlib>

template <class T> long bigger(T t) {
  long m = std::max<long>(t, 5L);
  return m;
}
struct Die {
  [[noreturn]] void operator()() const { std::exit(3); }
};
struct Half {
  int operator()() const { return 21; }
};
template <class F> int pick(F f, int x) {
  if (x) return x;
  f();
}
template <class F> int twice(F f) { return f() * 2; }
template <class T> int unused(T t) { return t.value() + 1; }

int main() {
  std::printf("%ld\n", bigger(3));
  std::printf("%d\n", twice(Half{}));
  return pick(Die{}, 0);
}
