// Calls in conditions: if with an initializer, a declaration as condition, while, for parts,
// and a range-for over a call's result.
// CALLS: 1 find
// CALLS: 1 items
// CALLS: 1 next
// CALLS: 2 std::printf
// CALLS: 4 step
#include <cstdio>
#include <vector>

static int counter = 0;
int *find(bool hit) { return hit ? &counter : nullptr; }
bool next() { return ++counter < 3; }
int step(int i) { return i + 1; }
std::vector<int> items() { return {4, 5, 6}; }

int main() {
  if (int *p = find(true)) *p += 10;
  if (int v = step(1); v > 1) std::printf("v=%d\n", v);
  while (next()) {
  }
  for (int i = 0; i < 3; i = step(i)) {
  }
  int sum = 0;
  for (int x : items()) sum += x;
  std::printf("%d %d\n", counter, sum);
  return 0;
}
