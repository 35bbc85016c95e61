#line 1 "noexcept_operand.cpp"
#include <overdub/overdub.h>
static unsigned overdub_noexcept_operand_4c1a8696_state[5];
static ::overdub::TargetCache overdub_noexcept_operand_4c1a8696_targets[1];
static constexpr ::overdub::Site overdub_noexcept_operand_4c1a8696_sites[] = {
  {"noexcept_operand.cpp", "both", "safe", 13, 54, 0, overdub_noexcept_operand_4c1a8696_state + 0},
  {"noexcept_operand.cpp", "call", "(f)", 14, 67, 0, overdub_noexcept_operand_4c1a8696_state + 1},
  {"noexcept_operand.cpp", "main", "std::printf", 20, 3, 0, overdub_noexcept_operand_4c1a8696_state + 2},
  {"noexcept_operand.cpp", "main", "both", 20, 40, -1, overdub_noexcept_operand_4c1a8696_state + 3},
  {"noexcept_operand.cpp", "main", "call", 20, 49, -2, overdub_noexcept_operand_4c1a8696_state + 4},
};
static const ::overdub::Registration overdub_noexcept_operand_4c1a8696_registration{overdub_noexcept_operand_4c1a8696_sites, overdub_noexcept_operand_4c1a8696_targets};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "noexcept_operand.cpp"
// Calls in noexcept(...) operands are never evaluated: in a noexcept specifier, in a
// conditional expression and in a template's specifier; the function itself runs.
// CALLS: 1 (f)
// CALLS: 1 both
// CALLS: 1 call
// CALLS: 0 risky
// CALLS: 1 safe
// CALLS: 1 std::printf
#include <cstdio>

int risky(int x) { return x + 1; }
int safe(int x) noexcept { return x * 2; }
int both(int x) noexcept(noexcept(safe(x))) { return  ::overdub::Span{overdub_noexcept_operand_4c1a8696_sites+0}.val(safe(x)) + 1; }
template <class F> int call(F f) noexcept(noexcept(f())) { return  ::overdub::Span{overdub_noexcept_operand_4c1a8696_sites+1}.val( ::overdub::indirect_target(overdub_noexcept_operand_4c1a8696_sites+1, overdub_noexcept_operand_4c1a8696_targets+0, f)()); }
int seven() noexcept { return 7; }

int main() {
  bool n1 = noexcept(risky(1));
  bool n2 = noexcept(safe(1)) && noexcept(both(2));
   ::overdub::Span{overdub_noexcept_operand_4c1a8696_sites+2}.val(std::printf("%d %d %d %d\n", n1, n2,  ::overdub::Span{overdub_noexcept_operand_4c1a8696_sites+3}.val(both(3)),  ::overdub::Span{overdub_noexcept_operand_4c1a8696_sites+4}.val(call(seven))));
  return 0;
}
