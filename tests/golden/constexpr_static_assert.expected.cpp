#line 1 "constexpr_static_assert.cpp"
#include <overdub/overdub.h>
static unsigned overdub_constexpr_static_assert_508a550a_state[3];
static constexpr ::overdub::Site overdub_constexpr_static_assert_508a550a_sites[] = {
  {"constexpr_static_assert.cpp", "cube", "square", 8, 36, 0, overdub_constexpr_static_assert_508a550a_state + 0},
  {"constexpr_static_assert.cpp", "main", "std::printf", 12, 3, 0, overdub_constexpr_static_assert_508a550a_state + 1},
  {"constexpr_static_assert.cpp", "main", "cube", 12, 23, -1, overdub_constexpr_static_assert_508a550a_state + 2},
};
static const ::overdub::Registration overdub_constexpr_static_assert_508a550a_registration{overdub_constexpr_static_assert_508a550a_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "constexpr_static_assert.cpp"
// A constexpr function holding calls is used in static_assert and at run time.
// CALLS: 1 cube
// CALLS: 1 square
// CALLS: 1 std::printf
#include <cstdio>

constexpr int square(int x) { return x * x; }
constexpr int cube(int x) { return  ::overdub::Pass{overdub_constexpr_static_assert_508a550a_sites+0}.val(square(x)) * x; }
static_assert(cube(3) == 27, "constant evaluation still works");

int main(int argc, char **) {
   ::overdub::Span{overdub_constexpr_static_assert_508a550a_sites+1}.val(std::printf("%d\n",  ::overdub::Span{overdub_constexpr_static_assert_508a550a_sites+2}.val(cube(argc + 1))));
  return 0;
}
