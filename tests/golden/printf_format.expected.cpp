#line 1 "printf_format.cpp"
#include <overdub/overdub.h>
static unsigned overdub_printf_format_1d07eb0b_state[1];
static constexpr ::overdub::Site overdub_printf_format_1d07eb0b_sites[] = {
  {"printf_format.cpp", "main", "std::printf", 7, 3, 0, overdub_printf_format_1d07eb0b_state + 0},
};
static const ::overdub::Registration overdub_printf_format_1d07eb0b_registration{overdub_printf_format_1d07eb0b_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "printf_format.cpp"
// printf format checking still sees the call: the -Wformat warning stays.
// CALLS: 1 std::printf
#include <cstdio>

int main() {
  long big = 7;
   ::overdub::Span{overdub_printf_format_1d07eb0b_sites+0}.val(std::printf("%d\n", big));
  return 0;
}
