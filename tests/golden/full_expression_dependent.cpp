// A dependent call before C++14 (no lambda form): the full-expression form is exact for every
// instantiation where the call is the whole value of its full-expression, a variable's whole
// initializer or a return operand. In an expression statement it is taken when every
// instantiation discards a result whose destructor does nothing.
// FLAGS: -std=c++11
// CALLS: 6 (f)
// CALLS: 2 apply
// CALLS: 2 call
// CALLS: 2 kept
// CALLS: 1 std::printf
#include <cstdio>

int twice(int x) { return 2 * x; }
void note(int) {}

template <class F>
void call(F f, int x) {
  f(x);
}
template <class F>
auto apply(F f, int x) -> decltype(f(x)) {
  return f(x);
}
template <class F>
int kept(F f, int x) {
  auto r = f(x);
  return static_cast<int>(r);
}

int main() {
  call(&twice, 1);
  call(&note, 2);
  int a = apply(&twice, 3);
  apply(&note, 4);
  std::printf("%d %d\n", a, kept(&twice, 5) + kept([](int x) { return x + 1; }, 6));
  return 0;
}
