#include <chrono>
#include <cstdio>
#include <cstdlib>
// A loop of small calls, for bench/compensation.sh: `loop CALLS WORK` times CALLS calls of a leaf
// doing WORK multiply-adds.
static int g_work = 8;

__attribute__((noinline)) int leaf(int x) {
  int y = x;
  for (int k = 0; k < g_work; ++k) y = y * 31 + k;
  return y;
}
__attribute__((noinline)) long work(int n) {
  long s = 0;
  for (int i = 0; i < n; ++i) s += leaf(i);
  return s;
}
int main(int argc, char **argv) {
  int n = argc > 1 ? std::atoi(argv[1]) : 2000000;
  if (argc > 2) g_work = std::atoi(argv[2]);
  auto t0 = std::chrono::steady_clock::now();
  long s = work(n);
  auto t1 = std::chrono::steady_clock::now();
  std::printf("%ld %lld\n", s, (long long)std::chrono::duration_cast<std::chrono::nanoseconds>(t1 - t0).count());
}
