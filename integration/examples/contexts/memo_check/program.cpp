// The memoization checker example's program: square() is pure, so its calls with arguments seen
// before could be cached; noisy() reads a counter, so the same arguments give other results.
#include <cstdio>

int square(int x) { return x * x; }

static int tick;
int noisy(int x) { return x + ++tick; }

int main() {
  int sum = 0;
  for (int i = 0; i < 10; ++i) sum += square(i % 3) + noisy(i % 2);
  std::printf("%d\n", square(square(2)) + sum);
  return 0;
}
