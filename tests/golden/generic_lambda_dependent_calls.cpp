// Dependent calls in generic lambdas and member templates of class templates of the main file:
// their instantiations (the lambda's call operator, Box<int>::add<int>) are found and judged like
// a function template's, inside larger expressions and folds too (a fold's expansion, which
// begins and ends where the call does, is no instantiation of it).
// FLAGS: -std=c++20
// CALLS: 6 g
// CALLS: 1 Box<int>::add
// CALLS: 1 Box<int>::get
// CALLS: 2 std::printf
// CALLS: 1 main::<lambda:20:12>
// CALLS: 1 main::<lambda:22:12>
#include <cstdio>
int g(int x) { return x * 3; }
template <class T> struct Box {
  T v;
  template <class U> int add(U u) const { return g(v) + g(u); }
  auto get() const { return g(v) * 2; }
};
int main() {
  auto l = [](auto x) { return g(x) + 1; };
  std::printf("%d\n", l(2));
  auto k = [](auto... xs) { return (g(xs) + ...); };
  Box<int> b{1};
  std::printf("%d %d\n", b.add(2), b.get());
  return k(1, 2) - 9;
}
