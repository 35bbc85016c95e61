// A type overloading unary operator&: calls returning it by reference and by value are wrapped
// without taking its address through the operator (it prints and returns a bogus pointer); the
// program's own uses of & are calls and are recorded.
// CALLS: 1 Odd::operator&
// CALLS: 1 make
// CALLS: 2 read
// CALLS: 2 ref
// CALLS: 0 std::addressof
// CALLS: 2 std::printf
#include <cstdio>
#include <memory>

struct Odd {
  int v;
  Odd *operator&() { std::printf("operator& called\n"); return nullptr; }
};
Odd global{3};
Odd &ref() { return global; }
Odd make(int v) { return Odd{v}; }
int read(const Odd &o) { return o.v; }

int main() {
  Odd &r = ref();
  int a = read(ref());
  int b = read(make(4));
  Odd *p = &r;
  std::printf("%d %d %d %d\n", a, b, p == nullptr, std::addressof(r)->v);
  return 0;
}
