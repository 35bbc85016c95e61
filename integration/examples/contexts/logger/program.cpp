// The logger example's program: nested calls, an exception that unwinds two of them, and a
// second thread whose lines nest on their own.
#include <cstdio>
#include <stdexcept>
#include <thread>

int leaf(int x) { return x + 1; }

int inner(int x) {
  if (x < 0) throw std::invalid_argument("negative");
  return leaf(x) * 2;
}

int outer(int x) { return inner(x) + 1; }

void work(int *out) { *out = outer(20); }

int main() {
  int a = outer(1);
  int b = 0;
  try {
    b = outer(-1);
  } catch (const std::invalid_argument &e) {
    std::printf("caught %s\n", e.what());
  }
  int c = 0;
  std::thread t(work, &c);
  t.join();
  std::printf("a=%d b=%d c=%d\n", a, b, c);
  return 0;
}
