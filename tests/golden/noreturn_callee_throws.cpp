// A [[noreturn]] callee that throws, caught by its caller or further up: the form's guard records
// the unwinding stop, so the long work() that follows is not inside fail() in the call tree.
// CALLS: 2 fail
// CALLS: 1 parse
// CALLS: 2 std::printf
// CALLS: 2 work
// CALLS: 2 std::runtime_error
// UNWOUND: 3
// PARENT: work -
// PARENT: fail - parse
#include <cstdio>
#include <stdexcept>

[[noreturn]] void fail(const char *why) { throw std::runtime_error(why); }

int work(int n) {
  volatile int sum = 0;
  for (int i = 0; i < n; ++i) sum = sum + i % 7;
  return sum;
}

int parse(int v) {
  if (v < 0) fail("negative");
  return v;
}

int main() {
  int done = 0;
  try {
    fail("first");
  } catch (const std::exception &) {
    ++done;
  }
  done += work(2000000);
  try {
    done += parse(-1);
  } catch (const std::exception &) {
    ++done;
  }
  done += work(2000000);
  std::printf("%d\n", done > 0);
  std::printf("done\n");
  return 0;
}
