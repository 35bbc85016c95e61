#line 1 "quoted_include.cpp"
#include <overdub/overdub.h>
static unsigned overdub_quoted_include_d756d5ed_state[2];
static constexpr ::overdub::Site overdub_quoted_include_d756d5ed_sites[] = {
  {"quoted_include.cpp", "main", "std::printf", 8, 3, 0, overdub_quoted_include_d756d5ed_state + 0},
  {"quoted_include.cpp", "main", "helper", 8, 23, -1, overdub_quoted_include_d756d5ed_state + 1},
};
static const ::overdub::Registration overdub_quoted_include_d756d5ed_registration{overdub_quoted_include_d756d5ed_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "quoted_include.cpp"
// A header included with quotes from the source's folder is found from the shadow copy.
// CALLS: 1 helper
// CALLS: 1 std::printf
#include <cstdio>
#include "@CASE_DIR@/golden_helper.h"

int main() {
   ::overdub::Span{overdub_quoted_include_d756d5ed_sites+0}.val(std::printf("%d\n",  ::overdub::Span{overdub_quoted_include_d756d5ed_sites+1}.val(helper(1))));
  return 0;
}
