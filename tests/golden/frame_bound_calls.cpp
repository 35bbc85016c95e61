// Calls tied to the caller's frame are left alone: alloca, setjmp, va_start.
// CALLS: 1 jump
// CALLS: 1 std::longjmp
// CALLS: 1 std::printf
// CALLS: 1 std::strcpy
// CALLS: 1 sum
#include <alloca.h>
#include <csetjmp>
#include <cstdarg>
#include <cstdio>
#include <cstring>

int sum(int n, ...) {
  va_list ap;
  va_start(ap, n);
  int s = 0;
  for (int i = 0; i < n; ++i) s += va_arg(ap, int);
  va_end(ap);
  return s;
}

static std::jmp_buf where;
void jump() { std::longjmp(where, 1); }

int main() {
  char *buf = static_cast<char *>(alloca(16));
  std::strcpy(buf, "stack");
  int jumped = setjmp(where);
  if (!jumped) jump();
  std::printf("%s %d %d\n", buf, jumped, sum(3, 1, 2, 3));
  return 0;
}
