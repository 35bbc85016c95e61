#line 1 "if_constexpr_dependent.cpp"
#include <overdub/overdub.h>
static unsigned overdub_if_constexpr_dependent_43017992_state[5];
static constexpr ::overdub::Site overdub_if_constexpr_dependent_43017992_sites[] = {
  {"if_constexpr_dependent.cpp", "width", "pick_long", 16, 12, 0, overdub_if_constexpr_dependent_43017992_state + 0},
  {"if_constexpr_dependent.cpp", "width", "pick_short", 18, 12, 0, overdub_if_constexpr_dependent_43017992_state + 1},
  {"if_constexpr_dependent.cpp", "main", "std::printf", 22, 3, 0, overdub_if_constexpr_dependent_43017992_state + 2},
  {"if_constexpr_dependent.cpp", "main", "width", 22, 26, -1, overdub_if_constexpr_dependent_43017992_state + 3},
  {"if_constexpr_dependent.cpp", "main", "width", 22, 46, -2, overdub_if_constexpr_dependent_43017992_state + 4},
};
static const ::overdub::Registration overdub_if_constexpr_dependent_43017992_registration{overdub_if_constexpr_dependent_43017992_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "if_constexpr_dependent.cpp"
// A template's `if constexpr` condition that depends on its parameter is a constant too: its
// call stays as written (before C++20 a wrapper would be a temporary of a non-literal type in
// a constant expression); the chosen branches' calls run.
// CALLS: 1 pick_long
// CALLS: 1 pick_short
// CALLS: 2 width
// CALLS: 1 std::printf
#include <cstdio>

template <class T> constexpr bool is_wide() { return sizeof(T) >= 8; }
int pick_long() { return 8; }
int pick_short() { return 4; }

template <class T> int width() {
  if constexpr (is_wide<T>())
    return  ::overdub::Span{overdub_if_constexpr_dependent_43017992_sites+0}.val(pick_long());
  else
    return  ::overdub::Span{overdub_if_constexpr_dependent_43017992_sites+1}.val(pick_short());
}

int main() {
   ::overdub::Span{overdub_if_constexpr_dependent_43017992_sites+2}.val(std::printf("%d %d\n",  ::overdub::Span{overdub_if_constexpr_dependent_43017992_sites+3}.val(width<long long>()),  ::overdub::Span{overdub_if_constexpr_dependent_43017992_sites+4}.val(width<char>())));
  return 0;
}
