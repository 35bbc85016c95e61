#line 1 "builtin_intrinsics.cpp"
#include <overdub/overdub.h>
static unsigned overdub_builtin_intrinsics_146f054a_state[3];
static constexpr ::overdub::Site overdub_builtin_intrinsics_146f054a_sites[] = {
  {"builtin_intrinsics.cpp", "main", "snprintf", 12, 5, 0, overdub_builtin_intrinsics_146f054a_state + 0},
  {"builtin_intrinsics.cpp", "main", "strlen", 12, 47, -1, overdub_builtin_intrinsics_146f054a_state + 1},
  {"builtin_intrinsics.cpp", "main", "puts", 13, 3, 0, overdub_builtin_intrinsics_146f054a_state + 2},
};
static const ::overdub::Registration overdub_builtin_intrinsics_146f054a_registration{overdub_builtin_intrinsics_146f054a_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "builtin_intrinsics.cpp"
// Compiler intrinsics are skipped; library functions (strlen, snprintf) are instrumented.
// CALLS: 1 strlen
// CALLS: 1 snprintf
// CALLS: 1 puts
#include <cstdio>
#include <cstring>

int main(int argc, char **argv) {
  char buf[32];
  int bits = __builtin_popcount(static_cast<unsigned>(argc) + 6u);
  if (__builtin_expect(argc > 0, 1))
     ::overdub::Span{overdub_builtin_intrinsics_146f054a_sites+0}.val(snprintf(buf, sizeof buf, "%d %zu", bits,  ::overdub::Span{overdub_builtin_intrinsics_146f054a_sites+1}.val(strlen(argv[0])) > 0 ? 1ul : 0ul));
   ::overdub::Span{overdub_builtin_intrinsics_146f054a_sites+2}.val(puts(buf));
  return 0;
}
