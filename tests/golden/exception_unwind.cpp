// A call that throws: its stop is recorded as an unwinding stop, and the trace nests.
// CALLS: 2 risky
// CALLS: 1 std::exception::what
// CALLS: 2 std::printf
// CALLS: 1 wrapper
// CALLS: 1 std::runtime_error
// UNWOUND: 2
#include <cstdio>
#include <stdexcept>

int risky(int x) {
  if (x > 1) throw std::runtime_error("too big");
  return x;
}
int wrapper(int x) { return risky(x) + 1; }

int main() {
  int ok = risky(1);
  try {
    wrapper(5);
  } catch (const std::exception &e) {
    std::printf("caught %s\n", e.what());
  }
  std::printf("%d\n", ok);
  return 0;
}
