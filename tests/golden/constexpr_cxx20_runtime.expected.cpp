#line 1 "constexpr_cxx20_runtime.cpp"
#include <overdub/overdub.h>
static unsigned overdub_constexpr_cxx20_runtime_fce95c57_state[4];
static ::overdub::TargetCache overdub_constexpr_cxx20_runtime_fce95c57_targets[1];
static constexpr ::overdub::Site overdub_constexpr_cxx20_runtime_fce95c57_sites[] = {
  {"constexpr_cxx20_runtime.cpp", "count_sides", "std::vector<int>::push_back", 22, 33, 0, overdub_constexpr_cxx20_runtime_fce95c57_state + 0},
  {"constexpr_cxx20_runtime.cpp", "count_sides", "Shape::sides", 22, 45, -1, overdub_constexpr_cxx20_runtime_fce95c57_state + 1},
  {"constexpr_cxx20_runtime.cpp", "main", "std::printf", 33, 3, 0, overdub_constexpr_cxx20_runtime_fce95c57_state + 2},
  {"constexpr_cxx20_runtime.cpp", "main", "count_sides", 33, 23, -1, overdub_constexpr_cxx20_runtime_fce95c57_state + 3},
};
static const ::overdub::Registration overdub_constexpr_cxx20_runtime_fce95c57_registration{overdub_constexpr_cxx20_runtime_fce95c57_sites, overdub_constexpr_cxx20_runtime_fce95c57_targets};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "constexpr_cxx20_runtime.cpp"
// C++20 constexpr functions: virtual calls, try blocks and dynamic allocation inside constexpr
// functions called both at run time (recorded) and in a static_assert (not recorded).
// FLAGS: -std=c++20
// CALLS: 2 Shape::sides
// CALLS: 1 count_sides
// CALLS: 1 std::printf
// CALLS: 2 std::vector<int>::push_back
#include <cstdio>
#include <vector>

struct Shape {
  constexpr virtual int sides() const { return 0; }
};
struct Square : Shape {
  constexpr int sides() const override { return 4; }
};
constexpr int count_sides(int n) {
  std::vector<int> v;
  Square s;
  const Shape &sh = s;
  try {
    for (int i = 0; i < n; ++i)  ::overdub::Span{overdub_constexpr_cxx20_runtime_fce95c57_sites+0}.v((v.push_back( ::overdub::Span{overdub_constexpr_cxx20_runtime_fce95c57_sites+1}.val( (::overdub::virtual_object<0, 0>(overdub_constexpr_cxx20_runtime_fce95c57_sites+1, overdub_constexpr_cxx20_runtime_fce95c57_targets+0, sh)).sides())), ::overdub::unit{}));
  } catch (...) {
    return -1;
  }
  int total = 0;
  for (int x : v) total += x;
  return total;
}
static_assert(count_sides(2) == 8);

int main(int argc, char **) {
   ::overdub::Span{overdub_constexpr_cxx20_runtime_fce95c57_sites+2}.val(std::printf("%d\n",  ::overdub::Span{overdub_constexpr_cxx20_runtime_fce95c57_sites+3}.val(count_sides(argc + 1))));
  return 0;
}
