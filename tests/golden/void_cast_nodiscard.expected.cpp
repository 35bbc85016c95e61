#line 1 "void_cast_nodiscard.cpp"
#include <overdub/overdub.h>
static unsigned overdub_void_cast_nodiscard_55d2821c_state[2];
static constexpr ::overdub::Site overdub_void_cast_nodiscard_55d2821c_sites[] = {
  {"void_cast_nodiscard.cpp", "main", "compute", 9, 9, 0, overdub_void_cast_nodiscard_55d2821c_state + 0},
  {"void_cast_nodiscard.cpp", "main", "std::printf", 10, 3, 0, overdub_void_cast_nodiscard_55d2821c_state + 1},
};
static const ::overdub::Registration overdub_void_cast_nodiscard_55d2821c_registration{overdub_void_cast_nodiscard_55d2821c_sites};
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
  (void) ::overdub::Span{overdub_void_cast_nodiscard_55d2821c_sites+0}.val(compute());
   ::overdub::Span{overdub_void_cast_nodiscard_55d2821c_sites+1}.val(std::printf("done\n"));
  return 0;
}
