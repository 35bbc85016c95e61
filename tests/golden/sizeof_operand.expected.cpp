#line 1 "sizeof_operand.cpp"
#include <overdub/overdub.h>
static unsigned overdub_sizeof_operand_f523dd84_state[2];
static constexpr ::overdub::Site overdub_sizeof_operand_f523dd84_sites[] = {
  {"sizeof_operand.cpp", "main", "std::printf", 12, 3, 0, overdub_sizeof_operand_f523dd84_state + 0},
  {"sizeof_operand.cpp", "main", "value", 12, 42, -1, overdub_sizeof_operand_f523dd84_state + 1},
};
static const ::overdub::Registration overdub_sizeof_operand_f523dd84_registration{overdub_sizeof_operand_f523dd84_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "sizeof_operand.cpp"
// Calls in sizeof, decltype and noexcept are never evaluated.
// CALLS: 1 std::printf
// CALLS: 1 value
#include <cstdio>

int value() { return 4; }

int main() {
  decltype(value()) a = 1;
  unsigned long s = sizeof(value());
  bool n = noexcept(value());
   ::overdub::Span{overdub_sizeof_operand_f523dd84_sites+0}.val(std::printf("%d %lu %d %d\n", a, s, n,  ::overdub::Span{overdub_sizeof_operand_f523dd84_sites+1}.val(value())));
  return 0;
}
