// A [[noreturn]] callee in a non-void function: no -Wreturn-type may appear.
// CALLS: 1 check
// CALLS: 1 fail
// CALLS: 1 std::exit
// CALLS: 1 std::fflush
// CALLS: 1 std::printf
// EXIT: 3
#include <cstdio>
#include <cstdlib>

[[noreturn]] void fail(int code) {
  std::fflush(stdout);
  std::exit(code);
}

int check(int x) {
  if (x > 0) return x;
  fail(3);
}

int main() {
  std::printf("start\n");
  return check(-1);
}
