#line 1 "macro_left_operand_refusals.cpp"
#include <overdub/overdub.h>
static unsigned overdub_macro_left_operand_refus_032e46d2_state[9];
static constexpr ::overdub::Site overdub_macro_left_operand_refus_032e46d2_sites[] = {
  {"macro_left_operand_refusals.cpp", "Counter::bump", "Res::operator==", 34, 29, 0, overdub_macro_left_operand_refus_032e46d2_state + 0},
  {"macro_left_operand_refusals.cpp", "main", "std::printf", 45, 3, 0, overdub_macro_left_operand_refus_032e46d2_state + 1},
  {"macro_left_operand_refusals.cpp", "main", "Res::operator==", 45, 23, -1, overdub_macro_left_operand_refus_032e46d2_state + 2},
  {"macro_left_operand_refusals.cpp", "main", "std::printf", 49, 3, 0, overdub_macro_left_operand_refus_032e46d2_state + 3},
  {"macro_left_operand_refusals.cpp", "main", "Res::operator==", 49, 23, -1, overdub_macro_left_operand_refus_032e46d2_state + 4},
  {"macro_left_operand_refusals.cpp", "main", "std::printf", 51, 3, 0, overdub_macro_left_operand_refus_032e46d2_state + 5},
  {"macro_left_operand_refusals.cpp", "main", "Counter::bump", 51, 23, -1, overdub_macro_left_operand_refus_032e46d2_state + 6},
  {"macro_left_operand_refusals.cpp", "main", "std::printf", 53, 3, 0, overdub_macro_left_operand_refus_032e46d2_state + 7},
  {"macro_left_operand_refusals.cpp", "main", "Res::operator==", 53, 23, -1, overdub_macro_left_operand_refus_032e46d2_state + 8},
};
static const ::overdub::Registration overdub_macro_left_operand_refus_032e46d2_registration{overdub_macro_left_operand_refus_032e46d2_sites};
#line 32 "macro_left_operand_refusals.cpp"
#define overdub_macro_left_operand_refus_032e46d2_sites_m0_0_BUMP(...) \
                  ( ::overdub::Span{overdub_macro_left_operand_refus_032e46d2_sites+0}.val(*this << __VA_ARGS__))
#line 25 "macro_left_operand_refusals.cpp"
#define overdub_macro_left_operand_refus_032e46d2_sites_m1_0_FEED(s, ...) \
                     ( ::overdub::Span{overdub_macro_left_operand_refus_032e46d2_sites+2}.val((s) << __VA_ARGS__))
#line 25 "macro_left_operand_refusals.cpp"
#define overdub_macro_left_operand_refus_032e46d2_sites_m2_0_FEED(s, ...) \
                     ( ::overdub::Span{overdub_macro_left_operand_refus_032e46d2_sites+4}.val((s) << __VA_ARGS__))
#line 39 "macro_left_operand_refusals.cpp"
#define overdub_macro_left_operand_refus_032e46d2_sites_m3_0_CHECKED(c, ...) \
                        ( ::overdub::Span{overdub_macro_left_operand_refus_032e46d2_sites+8}.val((c) << __VA_ARGS__))
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "macro_left_operand_refusals.cpp"
// The left-operand form (macro_left_operand.cpp) calls the real operator from overdub.h, so it
// is refused, with why (macro-spanning), where that would change something the original's call
// has: an overload of the operands' declared after the call that could take the left operand
// (overdub.h's template, instantiated at the end of the file, would see it: another overload
// chosen), a right operand that is a local variable declared without an initializer (its
// uninitialized-use warnings would be reported in overdub.h), a private operator called from a
// member (not accessible from overdub.h), and an operator whose arguments are checked at the
// call (nonnull). Each call's other calls are instrumented as ever.
// CALLS: 4 Res::operator==
// CALLS: 4 std::printf
// CALLS: 1 Counter::bump
#include <cstdio>

struct Res {
  int v;
  bool operator==(int x) const { return v == x; }
};
struct Sink {
  int total = 0;
};
Res operator<<(Sink &s, const int &x) { s.total += x; return Res{s.total}; }
struct Tally {
  int total = 0;
  Res operator<<(const int &x) { total += x; return Res{total}; }
};
#define FEED(s, ...) ((s) << __VA_ARGS__)

class Counter {
  Res operator<<(const int &x) { n += x; return Res{n}; }
  int n = 0;

 public:
#define BUMP(...) (*this << __VA_ARGS__)
  bool bump(int x) { return overdub_macro_left_operand_refus_032e46d2_sites_m0_0_BUMP(x == 1); }
};

struct Checked {
  Res operator<<(const char *p) __attribute__((nonnull(2))) { return Res{p[0]}; }
};
#define CHECKED(c, ...) ((c) << __VA_ARGS__)

int main() {
  Sink s;
  int a = 3;
   ::overdub::Span{overdub_macro_left_operand_refus_032e46d2_sites+1}.val(std::printf("%d\n", overdub_macro_left_operand_refus_032e46d2_sites_m1_0_FEED(s, a == 3)));
  int u;
  u = 4;
  Tally t;
   ::overdub::Span{overdub_macro_left_operand_refus_032e46d2_sites+3}.val(std::printf("%d\n", overdub_macro_left_operand_refus_032e46d2_sites_m2_0_FEED(t, u == 4)));
  Counter c;
   ::overdub::Span{overdub_macro_left_operand_refus_032e46d2_sites+5}.val(std::printf("%d\n",  ::overdub::Span{overdub_macro_left_operand_refus_032e46d2_sites+6}.val(c.bump(1))));
  Checked k;
   ::overdub::Span{overdub_macro_left_operand_refus_032e46d2_sites+7}.val(std::printf("%d\n", overdub_macro_left_operand_refus_032e46d2_sites_m3_0_CHECKED(k, "x" == 'x')));
}

// Declared after the call: the original never sees it.
Res operator<<(Sink &s, int &x) { s.total -= x; return Res{s.total}; }
