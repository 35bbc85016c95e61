#line 1 "macro_stringized_ndebug.cpp"
#include <overdub/overdub.h>
static unsigned overdub_macro_stringized_ndebug_ab8a201a_state[1];
static constexpr ::overdub::Site overdub_macro_stringized_ndebug_ab8a201a_sites[] = {
  {"macro_stringized_ndebug.cpp", "main", "std::printf", 12, 3, 0, overdub_macro_stringized_ndebug_ab8a201a_state + 0},
};
static const ::overdub::Registration overdub_macro_stringized_ndebug_ab8a201a_registration{overdub_macro_stringized_ndebug_ab8a201a_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "macro_stringized_ndebug.cpp"
// FLAGS: -std=c++17 -DNDEBUG
// CALLS: 0 twice
// CALLS: 1 std::printf
// Under NDEBUG assert evaluates nothing: no call to wrap, no variant.
#include <cassert>
#include <cstdio>

int twice(int x) { return 2 * x; }

int main() {
  assert(twice(2) == 5);
   ::overdub::Span{overdub_macro_stringized_ndebug_ab8a201a_sites+0}.val(std::printf("done\n"));
  return 0;
}
