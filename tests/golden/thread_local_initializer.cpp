// thread_local initializers holding calls run once per thread that uses the variable (namespace
// scope and block scope), and a static local's initializer once per program.
// THREADS: 2
// CALLS: 3 counter
// CALLS: 5 fresh
// CALLS: 1 std::printf
// CALLS: 1 std::thread::join
// CALLS: 1 std::thread
#include <cstdio>
#include <thread>

int fresh(int x) { return x * 10; }
thread_local int per_thread = fresh(1);
int counter() {
  thread_local int calls = fresh(2);
  static int shared = fresh(3);
  return ++calls + shared + per_thread;
}

int main() {
  int a = counter();
  int b = 0;
  std::thread t([&b] { b = counter(); });
  t.join();
  std::printf("%d %d %d\n", a, b, counter());
  return 0;
}
