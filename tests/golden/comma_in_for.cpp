// The comma operator in a for loop's init and increment: for (i = f(), j = g(); ...; i = next(i),
// j = prev(j)); each operand is evaluated in order, the comma stays the built-in operator.
// CALLS: 1 first
// CALLS: 1 last
// CALLS: 3 next
// CALLS: 3 prev
// CALLS: 1 std::printf
#include <cstdio>

int first() { return 0; }
int last() { return 6; }
int next(int i) { return i + 1; }
int prev(int j) { return j - 1; }

int main() {
  int i, j, steps = 0;
  for (i = first(), j = last(); i < j; i = next(i), j = prev(j)) ++steps;
  std::printf("%d %d %d\n", i, j, steps);
  return 0;
}
