#line 1 "printf_format.cpp"
#include <overdub/overdub.h>
static unsigned overdub_sites_state_[1];
static constexpr ::overdub::Site overdub_sites_[] = {
  {"printf_format.cpp", "main", "std::printf", 7, 3, 0, overdub_sites_state_ + 0},
};
static const ::overdub::Registration overdub_sites_registration_{overdub_sites_};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "printf_format.cpp"
// printf format checking still sees the call: the -Wformat warning stays.
// CALLS: 1 std::printf
#include <cstdio>

int main() {
  long big = 7;
   ::overdub::Span{overdub_sites_+0}.val(std::printf("%d\n", big));
  return 0;
}
