#line 1 "non_movable_result.cpp"
#include <overdub/overdub.h>
static unsigned overdub_non_movable_result_b5417da0_state[3];
static constexpr ::overdub::Site overdub_non_movable_result_b5417da0_sites[] = {
  {"non_movable_result.cpp", "make", "Pinned", 14, 29, 0, overdub_non_movable_result_b5417da0_state + 0},
  {"non_movable_result.cpp", "main", "make", 17, 14, 0, overdub_non_movable_result_b5417da0_state + 1},
  {"non_movable_result.cpp", "main", "std::printf", 18, 3, 0, overdub_non_movable_result_b5417da0_state + 2},
};
static const ::overdub::Registration overdub_non_movable_result_b5417da0_registration{overdub_non_movable_result_b5417da0_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "non_movable_result.cpp"
// A non-movable class returned by value (C++17 guaranteed elision).
// CALLS: 1 make
// CALLS: 1 std::printf
// CALLS: 1 Pinned
#include <cstdio>

struct Pinned {
  int v;
  explicit Pinned(int x) : v(x) {}
  Pinned(const Pinned &) = delete;
  Pinned(Pinned &&) = delete;
};

Pinned make(int x) { return  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_0_{overdub_non_movable_result_b5417da0_sites+0}; return Pinned(x); }(); }

int main() {
  Pinned p =  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_1_{overdub_non_movable_result_b5417da0_sites+1}; return make(9); }();
   ::overdub::Span{overdub_non_movable_result_b5417da0_sites+2}.val(std::printf("%d\n", p.v));
  return 0;
}
