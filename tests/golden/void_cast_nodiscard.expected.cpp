#line 1 "void_cast_nodiscard.cpp"
#include <overdub/overdub.h>
static unsigned overdub_sites_state_[2];
static constexpr ::overdub::Site overdub_sites_[] = {
  {"void_cast_nodiscard.cpp", "main", "compute", 9, 9, 0, overdub_sites_state_ + 0},
  {"void_cast_nodiscard.cpp", "main", "std::printf", 10, 3, 0, overdub_sites_state_ + 1},
};
static const ::overdub::Registration overdub_sites_registration_{overdub_sites_};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "void_cast_nodiscard.cpp"
// (void) on a [[nodiscard]] call keeps silencing the warning.
// CALLS: 1 compute
// CALLS: 1 std::printf
#include <cstdio>

[[nodiscard]] int compute() { return 3; }

int main() {
  (void) ::overdub::Span{overdub_sites_+0}.val(compute());
   ::overdub::Span{overdub_sites_+1}.val(std::printf("done\n"));
  return 0;
}
