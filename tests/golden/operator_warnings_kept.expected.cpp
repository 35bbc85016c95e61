#line 1 "operator_warnings_kept.cpp"
#include <overdub/overdub.h>
static unsigned overdub_operator_warnings_kept_aa666f87_state[9];
static constexpr ::overdub::Site overdub_operator_warnings_kept_aa666f87_sites[] = {
  {"operator_warnings_kept.cpp", "main", "make", 23, 3, 0, overdub_operator_warnings_kept_aa666f87_state + 0},
  {"operator_warnings_kept.cpp", "main", "Bits::operator==", 24, 24, 0, overdub_operator_warnings_kept_aa666f87_state + 1},
  {"operator_warnings_kept.cpp", "main", "Bits::operator==", 25, 30, 0, overdub_operator_warnings_kept_aa666f87_state + 2},
  {"operator_warnings_kept.cpp", "main", "Bits::operator<<", 25, 31, -1, overdub_operator_warnings_kept_aa666f87_state + 3},
  {"operator_warnings_kept.cpp", "main", "Bits::operator==", 26, 21, 0, overdub_operator_warnings_kept_aa666f87_state + 4},
  {"operator_warnings_kept.cpp", "main", "make", 26, 21, -1, overdub_operator_warnings_kept_aa666f87_state + 5},
  {"operator_warnings_kept.cpp", "main", "Bits::operator<<", 27, 24, 0, overdub_operator_warnings_kept_aa666f87_state + 6},
  {"operator_warnings_kept.cpp", "main", "Bits::operator==", 28, 36, 0, overdub_operator_warnings_kept_aa666f87_state + 7},
  {"operator_warnings_kept.cpp", "main", "std::printf", 29, 3, 0, overdub_operator_warnings_kept_aa666f87_state + 8},
};
static const ::overdub::Registration overdub_operator_warnings_kept_aa666f87_registration{overdub_operator_warnings_kept_aa666f87_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "operator_warnings_kept.cpp"
// Operator calls that clang warns about as written, where any wrapper would hide the warning
// (it would see a member call): a discarded comparison (-Wunused-comparison) and an overloaded
// << that is the unparenthesized left operand of a comparison (-Woverloaded-shift-op-parentheses)
// are left as written; the calls in their operands, a used comparison and a parenthesized or
// right-hand shift are instrumented. In a macro argument the same (the user's text).
// CALLS: 2 make
// CALLS: 4 Bits::operator==
// CALLS: 2 Bits::operator<<
// CALLS: 1 std::printf
#include <cstdio>

struct Bits {
  int v;
  Bits operator<<(int n) const { return Bits{v << n}; }
  bool operator==(int x) const { return v == x; }
};
Bits make() { return Bits{1}; }
#define CHECKED(x) (x)

int main() {
  Bits b{0};
  b == 0;
   ::overdub::Span{overdub_operator_warnings_kept_aa666f87_sites+0}.ref(make()) == 1;
  const bool shifted =  ::overdub::Span{overdub_operator_warnings_kept_aa666f87_sites+1}.val(b << 2 == 0);
  const bool parenthesized =  ::overdub::Span{overdub_operator_warnings_kept_aa666f87_sites+2}.val(( ::overdub::Span{overdub_operator_warnings_kept_aa666f87_sites+3}.ref(b << 2)) == 0);
  const bool used =  ::overdub::Span{overdub_operator_warnings_kept_aa666f87_sites+4}.val( ::overdub::Span{overdub_operator_warnings_kept_aa666f87_sites+5}.ref(make()) == 1);
  const int sum = 3 + ( ::overdub::Span{overdub_operator_warnings_kept_aa666f87_sites+6}.ref(b << 1)).v;
  const bool in_argument = CHECKED( ::overdub::Span{overdub_operator_warnings_kept_aa666f87_sites+7}.val(b << 1 == 0));
   ::overdub::Span{overdub_operator_warnings_kept_aa666f87_sites+8}.val(std::printf("%d %d %d %d %d\n", shifted, parenthesized, used, sum, in_argument));
  return 0;
}
