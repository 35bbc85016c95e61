#line 1 "std_math.cpp"
#include <overdub/overdub.h>
static unsigned overdub_std_math_cf819632_state[3];
static constexpr ::overdub::Site overdub_std_math_cf819632_sites[] = {
  {"std_math.cpp", "main", "std::sin", 9, 14, 0, overdub_std_math_cf819632_state + 0},
  {"std_math.cpp", "main", "std::sqrt", 9, 37, 0, overdub_std_math_cf819632_state + 1},
  {"std_math.cpp", "main", "std::printf", 10, 3, 0, overdub_std_math_cf819632_state + 2},
};
static const ::overdub::Registration overdub_std_math_cf819632_registration{overdub_std_math_cf819632_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "std_math.cpp"
// Library functions that clang also knows as builtins (std::sin, std::sqrt) are instrumented.
// CALLS: 1 std::sin
// CALLS: 1 std::sqrt
// CALLS: 1 std::printf
#include <cmath>
#include <cstdio>

int main(int argc, char **) {
  double y =  ::overdub::Span{overdub_std_math_cf819632_sites+0}.val(std::sin(argc * 0.5)) +  ::overdub::Span{overdub_std_math_cf819632_sites+1}.val(std::sqrt(argc * 4.0));
   ::overdub::Span{overdub_std_math_cf819632_sites+2}.val(std::printf("%.6f\n", y));
  return 0;
}
