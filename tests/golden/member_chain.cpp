// a.b().c(): a call on the result of a call returning a reference.
// CALLS: 1 A::b
// CALLS: 1 B::c
// CALLS: 1 std::printf
#include <cstdio>

struct B {
  int v = 41;
  int c() const { return v + 1; }
};
struct A {
  B inner;
  B &b() { return inner; }
};

int main() {
  A a;
  std::printf("%d\n", a.b().c());
  return 0;
}
