#line 1 "c_variadic_va_list.cpp"
#include <overdub/overdub.h>
static unsigned overdub_c_variadic_va_list_5476b2d8_state[6];
static constexpr ::overdub::Site overdub_c_variadic_va_list_5476b2d8_sites[] = {
  {"c_variadic_va_list.cpp", "sum", "vsum", 21, 11, 0, overdub_c_variadic_va_list_5476b2d8_state + 0},
  {"c_variadic_va_list.cpp", "sum", "vsum", 21, 25, 0, overdub_c_variadic_va_list_5476b2d8_state + 1},
  {"c_variadic_va_list.cpp", "format", "std::vsnprintf", 29, 11, 0, overdub_c_variadic_va_list_5476b2d8_state + 2},
  {"c_variadic_va_list.cpp", "main", "format", 38, 11, 0, overdub_c_variadic_va_list_5476b2d8_state + 3},
  {"c_variadic_va_list.cpp", "main", "sum", 38, 44, -1, overdub_c_variadic_va_list_5476b2d8_state + 4},
  {"c_variadic_va_list.cpp", "main", "std::printf", 39, 3, 0, overdub_c_variadic_va_list_5476b2d8_state + 5},
};
static const ::overdub::Registration overdub_c_variadic_va_list_5476b2d8_registration{overdub_c_variadic_va_list_5476b2d8_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "c_variadic_va_list.cpp"
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
  int s =  ::overdub::Span{overdub_c_variadic_va_list_5476b2d8_sites+0}.val(vsum(n, ap)) +  ::overdub::Span{overdub_c_variadic_va_list_5476b2d8_sites+1}.val(vsum(n, again));
  va_end(again);
  va_end(ap);
  return s;
}
int format(char *buf, std::size_t size, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n =  ::overdub::Span{overdub_c_variadic_va_list_5476b2d8_sites+2}.val(std::vsnprintf(buf, size, fmt, ap));
  va_end(ap);
  return n;
}

int main() {
  char c = 2;
  short s = 3;
  char buf[32];
  int n =  ::overdub::Span{overdub_c_variadic_va_list_5476b2d8_sites+3}.val(format(buf, sizeof buf, "%d-%s",  ::overdub::Span{overdub_c_variadic_va_list_5476b2d8_sites+4}.val(sum(3, 1, c, s)), "x"));
   ::overdub::Span{overdub_c_variadic_va_list_5476b2d8_sites+5}.val(std::printf("%s %d\n", buf, n));
  return 0;
}
