#line 1 "nodiscard_discarded.cpp"
#include <overdub/overdub.h>
static unsigned overdub_nodiscard_discarded_9bbbf72f_state[3];
static constexpr ::overdub::Site overdub_nodiscard_discarded_9bbbf72f_sites[] = {
  {"nodiscard_discarded.cpp", "main", "compute", 9, 3, 0, overdub_nodiscard_discarded_9bbbf72f_state + 0},
  {"nodiscard_discarded.cpp", "main", "compute", 10, 14, 0, overdub_nodiscard_discarded_9bbbf72f_state + 1},
  {"nodiscard_discarded.cpp", "main", "std::printf", 11, 3, 0, overdub_nodiscard_discarded_9bbbf72f_state + 2},
};
static const ::overdub::Registration overdub_nodiscard_discarded_9bbbf72f_registration{overdub_nodiscard_discarded_9bbbf72f_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "nodiscard_discarded.cpp"
// Discarding a [[nodiscard]] result still warns, once, on the same line.
// CALLS: 2 compute
// CALLS: 1 std::printf
#include <cstdio>

[[nodiscard]] int compute(int x) { return x + 1; }

int main() {
   ::overdub::Span{overdub_nodiscard_discarded_9bbbf72f_sites+0}.nd_val(compute(1));
  int kept =  ::overdub::Span{overdub_nodiscard_discarded_9bbbf72f_sites+1}.val(compute(2));
   ::overdub::Span{overdub_nodiscard_discarded_9bbbf72f_sites+2}.val(std::printf("%d\n", kept));
  return 0;
}
