// A call as the operand of throw (its result is copied into the exception object) and calls in
// the handler; the throwing function's span ends by the exception.
// UNWOUND: 1
// CALLS: 2 check
// CALLS: 1 make_error
// CALLS: 1 report
// CALLS: 1 std::exception::what
// CALLS: 1 std::operator+
// CALLS: 1 std::printf
// CALLS: 1 std::to_string
// CALLS: 1 std::runtime_error
#include <cstdio>
#include <stdexcept>
#include <string>

std::runtime_error make_error(int code) {
  return std::runtime_error("code " + std::to_string(code));
}
int check(int v) {
  if (v > 2) throw make_error(v);
  return v;
}
void report(const std::exception &e) { std::printf("caught %s\n", e.what()); }

int main() {
  try {
    check(1);
    check(5);
  } catch (const std::exception &e) {
    report(e);
  }
  return 0;
}
