#line 1 "consteval_and_if_constexpr.cpp"
#include <overdub/overdub.h>
static unsigned overdub_consteval_and_if_constex_8be7cd72_state[3];
static constexpr ::overdub::Site overdub_consteval_and_if_constex_8be7cd72_sites[] = {
  {"consteval_and_if_constexpr.cpp", "main", "pick_long", 18, 9, 0, overdub_consteval_and_if_constex_8be7cd72_state + 0},
  {"consteval_and_if_constexpr.cpp", "main", "pick_short", 20, 9, 0, overdub_consteval_and_if_constex_8be7cd72_state + 1},
  {"consteval_and_if_constexpr.cpp", "main", "std::printf", 21, 3, 0, overdub_consteval_and_if_constex_8be7cd72_state + 2},
};
static const ::overdub::Registration overdub_consteval_and_if_constex_8be7cd72_registration{overdub_consteval_and_if_constex_8be7cd72_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "consteval_and_if_constexpr.cpp"
// consteval calls are evaluated by the compiler; if constexpr conditions are constant; the
// chosen branch's calls run.
// FLAGS: -std=c++20
// CALLS: 1 pick_long
// CALLS: 1 std::printf
#include <cstdio>
#include <type_traits>

consteval int square(int x) { return x * x; }
constexpr bool wide() { return sizeof(long) == 8; }
int pick_long() { return 8; }
int pick_short() { return 4; }

int main() {
  int s = square(4);
  int w = 0;
  if constexpr (wide())
    w =  ::overdub::Span{overdub_consteval_and_if_constex_8be7cd72_sites+0}.val(pick_long());
  else
    w =  ::overdub::Span{overdub_consteval_and_if_constex_8be7cd72_sites+1}.val(pick_short());
   ::overdub::Span{overdub_consteval_and_if_constex_8be7cd72_sites+2}.val(std::printf("%d %d\n", s, w));
  return 0;
}
