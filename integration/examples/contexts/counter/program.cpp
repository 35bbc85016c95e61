// The counter example's program: calls with known counts, in four threads and through
// exceptions. Worker t (1 to 4) makes 1000 * t calls of twice(), each two calls of leaf();
// check() is called 50 times and throws 5 times.
#include <cstdio>
#include <stdexcept>
#include <thread>
#include <vector>

int leaf(int x) { return x + 1; }

int twice(int x) { return leaf(x) + leaf(-x); }

void worker(int t, long *out) {
  long sum = 0;
  for (int i = 0; i < 1000 * t; ++i) sum += twice(i);
  *out = sum;
}

void check(int i) {
  if (i % 10 == 0) throw std::runtime_error("multiple of ten");
}

int main() {
  long sums[4] = {};
  std::vector<std::thread> threads;
  for (int t = 1; t <= 4; ++t) threads.emplace_back(worker, t, &sums[t - 1]);
  for (std::thread &thread : threads) thread.join();
  int caught = 0;
  for (int i = 0; i < 50; ++i) {
    try {
      check(i);
    } catch (const std::runtime_error &) {
      ++caught;
    }
  }
  std::printf("sums %ld %ld %ld %ld, caught %d\n", sums[0], sums[1], sums[2], sums[3], caught);
  return 0;
}
