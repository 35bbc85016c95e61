// C variadic functions: a call with variadic arguments (default argument promotions kept),
// a va_list passed on to v-functions (vsnprintf and a user one), and va_copy; va_start and
// va_arg are not calls.
// CALLS: 1 format
// CALLS: 1 std::printf
// CALLS: 1 std::vsnprintf
// CALLS: 1 sum
// CALLS: 2 vsum
#include <cstdarg>
#include <cstdio>

int vsum(int n, va_list ap) {
  int s = 0;
  for (int i = 0; i < n; ++i) s += va_arg(ap, int);
  return s;
}
int sum(int n, ...) {
  va_list ap, again;
  va_start(ap, n);
  va_copy(again, ap);
  int s = vsum(n, ap) + vsum(n, again);
  va_end(again);
  va_end(ap);
  return s;
}
int format(char *buf, std::size_t size, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = std::vsnprintf(buf, size, fmt, ap);
  va_end(ap);
  return n;
}

int main() {
  char c = 2;
  short s = 3;
  char buf[32];
  int n = format(buf, sizeof buf, "%d-%s", sum(3, 1, c, s), "x");
  std::printf("%s %d\n", buf, n);
  return 0;
}
