#line 1 "non_movable_result.cpp"
#include <overdub/overdub.h>
static unsigned overdub_sites_state_[2];
static constexpr ::overdub::Site overdub_sites_[] = {
  {"non_movable_result.cpp", "main", "make", 16, 14, 0, overdub_sites_state_ + 0},
  {"non_movable_result.cpp", "main", "std::printf", 17, 3, 0, overdub_sites_state_ + 1},
};
static const ::overdub::Registration overdub_sites_registration_{overdub_sites_};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "non_movable_result.cpp"
// A non-movable class returned by value (C++17 guaranteed elision).
// CALLS: 1 make
// CALLS: 1 std::printf
#include <cstdio>

struct Pinned {
  int v;
  explicit Pinned(int x) : v(x) {}
  Pinned(const Pinned &) = delete;
  Pinned(Pinned &&) = delete;
};

Pinned make(int x) { return Pinned(x); }

int main() {
  Pinned p =  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_0_{overdub_sites_+0}; return make(9); }();
   ::overdub::Span{overdub_sites_+1}.val(std::printf("%d\n", p.v));
  return 0;
}
