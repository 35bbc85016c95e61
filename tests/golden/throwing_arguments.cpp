// An argument that throws: the outer call never starts its body; the trace still nests.
// UNWOUND: 1
// CALLS: 1 risky
// CALLS: 1 std::exception::what
// CALLS: 1 std::printf
// CALLS: 1 std::invalid_argument
#include <cstdio>
#include <stdexcept>

int risky(int x) {
  if (x < 0) throw std::invalid_argument("negative");
  return x;
}
int consume(int a, int b) { return a + b; }

int main() {
  try {
    consume(risky(-1), 2);
  } catch (const std::exception &e) {
    std::printf("caught %s\n", e.what());
  }
  return 0;
}
