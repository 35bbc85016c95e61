// Calls through a function pointer and a member function pointer.
// CALLS: 1 (c.*pmf)
// CALLS: 1 (op)
// CALLS: 1 std::printf
#include <cstdio>

int inc(int x) { return x + 1; }
struct C {
  int k = 5;
  int get(int d) const { return k + d; }
};

int main() {
  int (*op)(int) = inc;
  int (C::*pmf)(int) const = &C::get;
  C c;
  std::printf("%d %d\n", op(1), (c.*pmf)(2));
  return 0;
}
