// Calls on several threads are recorded per thread and nest on each.
// FLAGS: -std=c++17 -pthread
// CALLS: 150 work
// CALLS: 2 run
// CALLS: 2 std::thread::join
// CALLS: 1 std::printf
// CALLS: 2 std::thread
// THREADS: 3
#include <cstdio>
#include <thread>

int work(int x) { return x * 2; }

int run(int n) {
  int sum = 0;
  for (int i = 0; i < n; ++i) sum += work(i);
  return sum;
}

int main() {
  int a = 0, b = 0;
  std::thread first([&] { a = run(100); });
  std::thread second([&] { b = run(50); });
  first.join();
  second.join();
  std::printf("%d %d\n", a, b);
  return 0;
}
