#line 1 "operator_warnings_kept.cpp"
#include <overdub/overdub.h>
static unsigned overdub_operator_warnings_kept_aa666f87_state[13];
static constexpr ::overdub::Site overdub_operator_warnings_kept_aa666f87_sites[] = {
  {"operator_warnings_kept.cpp", "main", "make", 38, 3, 0, overdub_operator_warnings_kept_aa666f87_state + 0},
  {"operator_warnings_kept.cpp", "main", "Bits::operator==", 39, 24, 0, overdub_operator_warnings_kept_aa666f87_state + 1},
  {"operator_warnings_kept.cpp", "main", "Bits::operator==", 40, 30, 0, overdub_operator_warnings_kept_aa666f87_state + 2},
  {"operator_warnings_kept.cpp", "main", "Bits::operator<<", 40, 31, -1, overdub_operator_warnings_kept_aa666f87_state + 3},
  {"operator_warnings_kept.cpp", "main", "Bits::operator==", 41, 21, 0, overdub_operator_warnings_kept_aa666f87_state + 4},
  {"operator_warnings_kept.cpp", "main", "make", 41, 21, -1, overdub_operator_warnings_kept_aa666f87_state + 5},
  {"operator_warnings_kept.cpp", "main", "Bits::operator<<", 42, 24, 0, overdub_operator_warnings_kept_aa666f87_state + 6},
  {"operator_warnings_kept.cpp", "main", "Bits::operator==", 43, 36, 0, overdub_operator_warnings_kept_aa666f87_state + 7},
  {"operator_warnings_kept.cpp", "main", "report", 44, 26, 0, overdub_operator_warnings_kept_aa666f87_state + 8},
  {"operator_warnings_kept.cpp", "main", "Lhs::operator==", 44, 26, -1, overdub_operator_warnings_kept_aa666f87_state + 9},
  {"operator_warnings_kept.cpp", "main", "Decomposer::operator<<", 44, 26, -1, overdub_operator_warnings_kept_aa666f87_state + 10},
  {"operator_warnings_kept.cpp", "main", "make", 44, 37, -1, overdub_operator_warnings_kept_aa666f87_state + 11},
  {"operator_warnings_kept.cpp", "main", "std::printf", 45, 3, 0, overdub_operator_warnings_kept_aa666f87_state + 12},
};
static const ::overdub::Registration overdub_operator_warnings_kept_aa666f87_registration{overdub_operator_warnings_kept_aa666f87_sites};
#line 31 "operator_warnings_kept.cpp"
#define overdub_operator_warnings_kept_aa666f87_sites_m0_0_CHECK_ZERO(...) \
                        WRAP(report( ::overdub::Span{overdub_operator_warnings_kept_aa666f87_sites+9}.val( ::overdub::Span{overdub_operator_warnings_kept_aa666f87_sites+10}.lhs(Decomposer()) << __VA_ARGS__)))
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "operator_warnings_kept.cpp"
// Operator calls that clang warns about as written, where any wrapper would hide the warning
// (it would see a member call): a discarded comparison (-Wunused-comparison) and an overloaded
// << that is the unparenthesized left operand of a comparison (-Woverloaded-shift-op-parentheses)
// are left as written; the calls in their operands, a used comparison and a parenthesized or
// right-hand shift are instrumented. In a macro argument the same (the user's text).
// CALLS: 3 make
// CALLS: 1 report
// CALLS: 1 Lhs::operator==
// CALLS: 1 Decomposer::operator<<
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
// doctest's decomposition, `ExpressionDecomposer() << a == b` passed on to another macro: the
// << is written in the macro's body and takes the left-operand form, which keeps the warning.
struct Lhs {
  int v;
  bool operator==(int x) const { return v == x; }
};
struct Decomposer {
  Lhs operator<<(int v) const { return Lhs{v}; }
};
#define WRAP(x) x
#define CHECK_ZERO(...) WRAP(report(Decomposer() << __VA_ARGS__))
int report(bool ok) { return ok; }

int main() {
  Bits b{0};
  b == 0;
   ::overdub::Span{overdub_operator_warnings_kept_aa666f87_sites+0}.ref(make()) == 1;
  const bool shifted =  ::overdub::Span{overdub_operator_warnings_kept_aa666f87_sites+1}.val(b << 2 == 0);
  const bool parenthesized =  ::overdub::Span{overdub_operator_warnings_kept_aa666f87_sites+2}.val(( ::overdub::Span{overdub_operator_warnings_kept_aa666f87_sites+3}.ref(b << 2)) == 0);
  const bool used =  ::overdub::Span{overdub_operator_warnings_kept_aa666f87_sites+4}.val( ::overdub::Span{overdub_operator_warnings_kept_aa666f87_sites+5}.ref(make()) == 1);
  const int sum = 3 + ( ::overdub::Span{overdub_operator_warnings_kept_aa666f87_sites+6}.ref(b << 1)).v;
  const bool in_argument = CHECKED( ::overdub::Span{overdub_operator_warnings_kept_aa666f87_sites+7}.val(b << 1 == 0));
  const int decomposed =  ::overdub::Span{overdub_operator_warnings_kept_aa666f87_sites+8}.val(overdub_operator_warnings_kept_aa666f87_sites_m0_0_CHECK_ZERO( ::overdub::Span{overdub_operator_warnings_kept_aa666f87_sites+11}.ref(make()).v - 1 == 0));
   ::overdub::Span{overdub_operator_warnings_kept_aa666f87_sites+12}.val(std::printf("%d %d %d %d %d %d\n", shifted, parenthesized, used, sum, in_argument, decomposed));
  return 0;
}
