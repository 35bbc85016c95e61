#line 1 "macro_left_operand.cpp"
#include <overdub/overdub.h>
static unsigned overdub_macro_left_operand_1f35f2cc_state[52];
static ::overdub::TargetCache overdub_macro_left_operand_1f35f2cc_targets[2];
static constexpr ::overdub::Site overdub_macro_left_operand_1f35f2cc_sites[] = {
  {"macro_left_operand.cpp", "report", "std::printf", 53, 43, 0, overdub_macro_left_operand_1f35f2cc_state + 0},
  {"macro_left_operand.cpp", "Sink::operator<<", "(f)", 84, 46, 0, overdub_macro_left_operand_1f35f2cc_state + 1},
  {"macro_left_operand.cpp", "Sink::operator%", "std::runtime_error", 89, 22, 0, overdub_macro_left_operand_1f35f2cc_state + 2},
  {"macro_left_operand.cpp", "main", "report", 130, 3, 0, overdub_macro_left_operand_1f35f2cc_state + 3},
  {"macro_left_operand.cpp", "main", "Lhs<int>::operator==", 130, 3, -1, overdub_macro_left_operand_1f35f2cc_state + 4},
  {"macro_left_operand.cpp", "main", "Decomposer::operator<<", 130, 3, -1, overdub_macro_left_operand_1f35f2cc_state + 5},
  {"macro_left_operand.cpp", "main", "twice", 130, 9, -1, overdub_macro_left_operand_1f35f2cc_state + 6},
  {"macro_left_operand.cpp", "main", "report", 131, 3, 0, overdub_macro_left_operand_1f35f2cc_state + 7},
  {"macro_left_operand.cpp", "main", "Lhs<int &>::operator==", 131, 3, -1, overdub_macro_left_operand_1f35f2cc_state + 8},
  {"macro_left_operand.cpp", "main", "Decomposer::operator<<", 131, 3, -1, overdub_macro_left_operand_1f35f2cc_state + 9},
  {"macro_left_operand.cpp", "main", "report", 132, 3, 0, overdub_macro_left_operand_1f35f2cc_state + 10},
  {"macro_left_operand.cpp", "main", "Decomposer::operator<<", 132, 3, -1, overdub_macro_left_operand_1f35f2cc_state + 11},
  {"macro_left_operand.cpp", "main", "twice", 132, 9, -1, overdub_macro_left_operand_1f35f2cc_state + 12},
  {"macro_left_operand.cpp", "main", "report", 133, 3, 0, overdub_macro_left_operand_1f35f2cc_state + 13},
  {"macro_left_operand.cpp", "main", "Lhs<int &>::operator==", 133, 3, -1, overdub_macro_left_operand_1f35f2cc_state + 14},
  {"macro_left_operand.cpp", "main", "Decomposer::operator<<", 133, 3, -1, overdub_macro_left_operand_1f35f2cc_state + 15},
  {"macro_left_operand.cpp", "main", "twice", 133, 14, -2, overdub_macro_left_operand_1f35f2cc_state + 16},
  {"macro_left_operand.cpp", "main", "report", 134, 3, 0, overdub_macro_left_operand_1f35f2cc_state + 17},
  {"macro_left_operand.cpp", "main", "Lhs<int &>::operator==", 134, 3, -1, overdub_macro_left_operand_1f35f2cc_state + 18},
  {"macro_left_operand.cpp", "main", "Decomposer::operator<<", 134, 3, -1, overdub_macro_left_operand_1f35f2cc_state + 19},
  {"macro_left_operand.cpp", "main", "std::printf", 137, 3, 0, overdub_macro_left_operand_1f35f2cc_state + 20},
  {"macro_left_operand.cpp", "main", "Captured<bool>::ok", 137, 3, -1, overdub_macro_left_operand_1f35f2cc_state + 21},
  {"macro_left_operand.cpp", "main", "Captured<int &>::operator==", 137, 3, -1, overdub_macro_left_operand_1f35f2cc_state + 22},
  {"macro_left_operand.cpp", "main", "operator<=", 137, 3, -1, overdub_macro_left_operand_1f35f2cc_state + 23},
  {"macro_left_operand.cpp", "main", "std::printf", 138, 3, 0, overdub_macro_left_operand_1f35f2cc_state + 24},
  {"macro_left_operand.cpp", "main", "Captured<bool>::ok", 138, 3, -1, overdub_macro_left_operand_1f35f2cc_state + 25},
  {"macro_left_operand.cpp", "main", "operator<=", 138, 3, -1, overdub_macro_left_operand_1f35f2cc_state + 26},
  {"macro_left_operand.cpp", "main", "std::printf", 139, 3, 0, overdub_macro_left_operand_1f35f2cc_state + 27},
  {"macro_left_operand.cpp", "main", "Captured<bool>::ok", 139, 3, -1, overdub_macro_left_operand_1f35f2cc_state + 28},
  {"macro_left_operand.cpp", "main", "Captured<const int &>::operator==", 139, 3, -1, overdub_macro_left_operand_1f35f2cc_state + 29},
  {"macro_left_operand.cpp", "main", "operator<=", 139, 3, -1, overdub_macro_left_operand_1f35f2cc_state + 30},
  {"macro_left_operand.cpp", "main", "twice", 139, 11, -1, overdub_macro_left_operand_1f35f2cc_state + 31},
  {"macro_left_operand.cpp", "main", "std::operator<<", 141, 3, 0, overdub_macro_left_operand_1f35f2cc_state + 32},
  {"macro_left_operand.cpp", "main", "std::basic_ostream<char>::operator<<", 141, 3, -1, overdub_macro_left_operand_1f35f2cc_state + 33},
  {"macro_left_operand.cpp", "main", "std::basic_ostream<char>::operator<<", 141, 3, -1, overdub_macro_left_operand_1f35f2cc_state + 34},
  {"macro_left_operand.cpp", "main", "twice", 141, 25, -2, overdub_macro_left_operand_1f35f2cc_state + 35},
  {"macro_left_operand.cpp", "main", "Sink::operator<<", 145, 3, 0, overdub_macro_left_operand_1f35f2cc_state + 36},
  {"macro_left_operand.cpp", "main", "Sink::operator<<", 146, 3, 0, overdub_macro_left_operand_1f35f2cc_state + 37},
  {"macro_left_operand.cpp", "main", "Sink::operator+", 147, 3, 0, overdub_macro_left_operand_1f35f2cc_state + 38},
  {"macro_left_operand.cpp", "main", "Sink::operator<<", 148, 3, 0, overdub_macro_left_operand_1f35f2cc_state + 39},
  {"macro_left_operand.cpp", "main", "Sink::operator<<", 149, 3, 0, overdub_macro_left_operand_1f35f2cc_state + 40},
  {"macro_left_operand.cpp", "main", "Sink::operator%", 149, 3, -1, overdub_macro_left_operand_1f35f2cc_state + 41},
  {"macro_left_operand.cpp", "main", "Sink::operator<<", 151, 5, 0, overdub_macro_left_operand_1f35f2cc_state + 42},
  {"macro_left_operand.cpp", "main", "Sink::operator%", 151, 5, -1, overdub_macro_left_operand_1f35f2cc_state + 43},
  {"macro_left_operand.cpp", "main", "std::printf", 153, 5, 0, overdub_macro_left_operand_1f35f2cc_state + 44},
  {"macro_left_operand.cpp", "main", "std::exception::what", 153, 32, -1, overdub_macro_left_operand_1f35f2cc_state + 45},
  {"macro_left_operand.cpp", "main", "operator*", 157, 3, 0, overdub_macro_left_operand_1f35f2cc_state + 46},
  {"macro_left_operand.cpp", "main", "Counter::self", 157, 3, -1, overdub_macro_left_operand_1f35f2cc_state + 47},
  {"macro_left_operand.cpp", "main", "next", 157, 12, -2, overdub_macro_left_operand_1f35f2cc_state + 48},
  {"macro_left_operand.cpp", "main", "Builder::operator^", 160, 3, 0, overdub_macro_left_operand_1f35f2cc_state + 49},
  {"macro_left_operand.cpp", "main", "std::printf", 162, 3, 0, overdub_macro_left_operand_1f35f2cc_state + 50},
  {"macro_left_operand.cpp", "main", "std::printf", 163, 3, 0, overdub_macro_left_operand_1f35f2cc_state + 51},
};
static const ::overdub::Registration overdub_macro_left_operand_1f35f2cc_registration{overdub_macro_left_operand_1f35f2cc_sites, overdub_macro_left_operand_1f35f2cc_targets};
#define overdub_str_va(...) #__VA_ARGS__
#line 54 "macro_left_operand.cpp"
#define overdub_macro_left_operand_1f35f2cc_sites_m0_0_CHECK(overdub_o_va_args, overdub_e, ...) \
                   overdub_macro_left_operand_1f35f2cc_sites_m0_1_IMPL( overdub_o_va_args,,__VA_ARGS__)
#line 53 "macro_left_operand.cpp"
#define overdub_macro_left_operand_1f35f2cc_sites_m0_1_IMPL(overdub_o_va_args, overdub_e, ...) \
                  report( ::overdub::Span{overdub_macro_left_operand_1f35f2cc_sites+4}.val( ::overdub::Span{overdub_macro_left_operand_1f35f2cc_sites+5}.lhs(Decomposer()) << __VA_ARGS__), overdub_str_va overdub_o_va_args ## overdub_e)
#line 54 "macro_left_operand.cpp"
#define overdub_macro_left_operand_1f35f2cc_sites_m1_0_CHECK(overdub_o_va_args, overdub_e, ...) \
                   overdub_macro_left_operand_1f35f2cc_sites_m1_1_IMPL( overdub_o_va_args,,__VA_ARGS__)
#line 53 "macro_left_operand.cpp"
#define overdub_macro_left_operand_1f35f2cc_sites_m1_1_IMPL(overdub_o_va_args, overdub_e, ...) \
                  report( ::overdub::Span{overdub_macro_left_operand_1f35f2cc_sites+8}.val( ::overdub::Span{overdub_macro_left_operand_1f35f2cc_sites+9}.lhs(Decomposer()) << __VA_ARGS__), overdub_str_va overdub_o_va_args ## overdub_e)
#line 54 "macro_left_operand.cpp"
#define overdub_macro_left_operand_1f35f2cc_sites_m2_0_CHECK(overdub_o_va_args, overdub_e, ...) \
                   overdub_macro_left_operand_1f35f2cc_sites_m2_1_IMPL( overdub_o_va_args,,__VA_ARGS__)
#line 53 "macro_left_operand.cpp"
#define overdub_macro_left_operand_1f35f2cc_sites_m2_1_IMPL(overdub_o_va_args, overdub_e, ...) \
                  report( ::overdub::Span{overdub_macro_left_operand_1f35f2cc_sites+11}.ref(Decomposer() << __VA_ARGS__), overdub_str_va overdub_o_va_args ## overdub_e)
#line 54 "macro_left_operand.cpp"
#define overdub_macro_left_operand_1f35f2cc_sites_m3_0_CHECK(overdub_o_va_args, overdub_e, ...) \
                   overdub_macro_left_operand_1f35f2cc_sites_m3_1_IMPL( overdub_o_va_args,,__VA_ARGS__)
#line 53 "macro_left_operand.cpp"
#define overdub_macro_left_operand_1f35f2cc_sites_m3_1_IMPL(overdub_o_va_args, overdub_e, ...) \
                  report( ::overdub::Span{overdub_macro_left_operand_1f35f2cc_sites+14}.val( ::overdub::Span{overdub_macro_left_operand_1f35f2cc_sites+15}.lhs(Decomposer()) << __VA_ARGS__), overdub_str_va overdub_o_va_args ## overdub_e)
#line 54 "macro_left_operand.cpp"
#define overdub_macro_left_operand_1f35f2cc_sites_m4_0_CHECK(overdub_o_va_args, overdub_e, ...) \
                   overdub_macro_left_operand_1f35f2cc_sites_m4_1_IMPL( overdub_o_va_args,,__VA_ARGS__)
#line 53 "macro_left_operand.cpp"
#define overdub_macro_left_operand_1f35f2cc_sites_m4_1_IMPL(overdub_o_va_args, overdub_e, ...) \
                  report( ::overdub::Span{overdub_macro_left_operand_1f35f2cc_sites+18}.val( ::overdub::Span{overdub_macro_left_operand_1f35f2cc_sites+19}.lhs(Decomposer()) << __VA_ARGS__), overdub_str_va overdub_o_va_args ## overdub_e)
#line 69 "macro_left_operand.cpp"
#define overdub_macro_left_operand_1f35f2cc_sites_m5_0_REQUIRE(overdub_o_va_args, overdub_e, ...) \
  _Pragma("GCC diagnostic push") _Pragma("GCC diagnostic ignored \"-Wparentheses\"")\
   ::overdub::Span{overdub_macro_left_operand_1f35f2cc_sites+20}.val(std::printf("%s -> %d\n", overdub_str_va overdub_o_va_args ## overdub_e,\
              static_cast<int>( ::overdub::Span{overdub_macro_left_operand_1f35f2cc_sites+21}.val(( ::overdub::Span{overdub_macro_left_operand_1f35f2cc_sites+22}.ref( ::overdub::Span{overdub_macro_left_operand_1f35f2cc_sites+23}.lhs(CatchDecomposer()) <= __VA_ARGS__)).ok()))));\
  _Pragma("GCC diagnostic pop")
#line 69 "macro_left_operand.cpp"
#define overdub_macro_left_operand_1f35f2cc_sites_m6_0_REQUIRE(overdub_o_va_args, overdub_e, ...) \
  _Pragma("GCC diagnostic push") _Pragma("GCC diagnostic ignored \"-Wparentheses\"")\
   ::overdub::Span{overdub_macro_left_operand_1f35f2cc_sites+24}.val(std::printf("%s -> %d\n", overdub_str_va overdub_o_va_args ## overdub_e,\
              static_cast<int>( ::overdub::Span{overdub_macro_left_operand_1f35f2cc_sites+25}.val(( ::overdub::Span{overdub_macro_left_operand_1f35f2cc_sites+26}.ref(CatchDecomposer() <= __VA_ARGS__)).ok()))));\
  _Pragma("GCC diagnostic pop")
#line 69 "macro_left_operand.cpp"
#define overdub_macro_left_operand_1f35f2cc_sites_m7_0_REQUIRE(overdub_o_va_args, overdub_e, ...) \
  _Pragma("GCC diagnostic push") _Pragma("GCC diagnostic ignored \"-Wparentheses\"")\
   ::overdub::Span{overdub_macro_left_operand_1f35f2cc_sites+27}.val(std::printf("%s -> %d\n", overdub_str_va overdub_o_va_args ## overdub_e,\
              static_cast<int>( ::overdub::Span{overdub_macro_left_operand_1f35f2cc_sites+28}.val(( ::overdub::Span{overdub_macro_left_operand_1f35f2cc_sites+29}.ref( ::overdub::Span{overdub_macro_left_operand_1f35f2cc_sites+30}.lhs(CatchDecomposer()) <= __VA_ARGS__)).ok()))));\
  _Pragma("GCC diagnostic pop")
#line 74 "macro_left_operand.cpp"
#define overdub_macro_left_operand_1f35f2cc_sites_m8_0_PRINT(...) \
                   ( ::overdub::Span{overdub_macro_left_operand_1f35f2cc_sites+32}.ref( ::overdub::Span{overdub_macro_left_operand_1f35f2cc_sites+33}.ref( ::overdub::Span{overdub_macro_left_operand_1f35f2cc_sites+34}.lhs_value(std::cout) << __VA_ARGS__) << '\n'))
#line 119 "macro_left_operand.cpp"
#define overdub_macro_left_operand_1f35f2cc_sites_m9_0_FEED(s, ...) \
                     ( ::overdub::Span{overdub_macro_left_operand_1f35f2cc_sites+36}.ref((s) << __VA_ARGS__))
#line 119 "macro_left_operand.cpp"
#define overdub_macro_left_operand_1f35f2cc_sites_m10_0_FEED(s, ...) \
                     ( ::overdub::Span{overdub_macro_left_operand_1f35f2cc_sites+37}.ref((s) << __VA_ARGS__))
#line 120 "macro_left_operand.cpp"
#define overdub_macro_left_operand_1f35f2cc_sites_m11_0_ADD(s, ...) \
                    ( ::overdub::Span{overdub_macro_left_operand_1f35f2cc_sites+38}.ref((s) + __VA_ARGS__))
#line 121 "macro_left_operand.cpp"
#define overdub_macro_left_operand_1f35f2cc_sites_m12_0_SUB(s, ...) \
                    ( ::overdub::Span{overdub_macro_left_operand_1f35f2cc_sites+39}.ref((s) - __VA_ARGS__))
#line 122 "macro_left_operand.cpp"
#define overdub_macro_left_operand_1f35f2cc_sites_m13_0_MOD(s, ...) \
                    ( ::overdub::Span{overdub_macro_left_operand_1f35f2cc_sites+40}.ref( ::overdub::Span{overdub_macro_left_operand_1f35f2cc_sites+41}.lhs((s)) % __VA_ARGS__))
#line 122 "macro_left_operand.cpp"
#define overdub_macro_left_operand_1f35f2cc_sites_m14_0_MOD(s, ...) \
                    ( ::overdub::Span{overdub_macro_left_operand_1f35f2cc_sites+42}.ref( ::overdub::Span{overdub_macro_left_operand_1f35f2cc_sites+43}.lhs((s)) % __VA_ARGS__))
#line 123 "macro_left_operand.cpp"
#define overdub_macro_left_operand_1f35f2cc_sites_m15_0_SCALE(c, ...) \
                      ( ::overdub::Span{overdub_macro_left_operand_1f35f2cc_sites+46}.ref( ::overdub::Span{overdub_macro_left_operand_1f35f2cc_sites+47}.ref((c).self()) * __VA_ARGS__))
#line 117 "macro_left_operand.cpp"
#define overdub_macro_left_operand_1f35f2cc_sites_m16_0_XOR(b, ...) \
                    ( ::overdub::Span{overdub_macro_left_operand_1f35f2cc_sites+49}.ref((b) ^ __VA_ARGS__))
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "macro_left_operand.cpp"
// An operator call whose left operand is written in a macro body and whose right operand goes on
// in the macro's argument (doctest's `ExpressionDecomposer(...) << __VA_ARGS__` and Catch's
// `Decomposer() <= __VA_ARGS__` in `CHECK(a == b)`: the `<<` ends after `a`, mid-argument, where
// no closing parenthesis can go): the invocation's variant wraps the left operand alone,
// `::overdub::Span{S}.lhs(LEFT) << RIGHT`, and the operator applied to what lhs returns calls
// the real one with both operands forwarded. Through a chain of macros (CHECK, IMPL), with a
// member operator (Decomposer's <<), a friend one (Catch's <=, one taking a bool by value), an
// lvalue left operand (PRINT's std::cout), and an operator that throws (its stop is an
// unwinding one); std::cout's `<< a` takes `a` by value (lhs_value: the proxy too). Left as
// written (macro-spanning, with why): a right operand that the operator converts (the
// conversion would be made in overdub.h, where its warnings go unreported), a bit-field bound
// to a reference, an overload set, a class a by-value parameter takes, a friend operator whose
// operands both have side effects (its order of evaluation unspecified), a left operand written
// in the invocation's argument apart from the operator (INFO's `name`, which also declares the
// variable), an operator that overdub.h would not find (declared in the caller's namespace,
// not the operands'), and one where a generic candidate would take the proxy.
// CALLS: 11 std::printf
// CALLS: 5 Decomposer::operator<<
// CALLS: 5 report
// CALLS: 5 twice
// CALLS: 4 Sink::operator<<
// CALLS: 3 Captured<bool>::ok
// CALLS: 3 Lhs<int &>::operator==
// CALLS: 3 operator<=
// CALLS: 2 Sink::operator%
// CALLS: 2 std::basic_ostream<char>::operator<<
// CALLS: 1 (f)
// CALLS: 1 Builder::operator^
// CALLS: 1 Captured<const int &>::operator==
// CALLS: 1 Captured<int &>::operator==
// CALLS: 1 Counter::self
// CALLS: 1 Lhs<int>::operator==
// CALLS: 1 Sink::operator+
// CALLS: 1 next
// CALLS: 1 operator*
// CALLS: 1 std::exception::what
// CALLS: 1 std::operator<<
// CALLS: 1 std::runtime_error
// UNWOUND: 1
#include <cstdio>
#include <iostream>
#include <stdexcept>

struct Result { bool ok; };
template <class L> struct Lhs {
  L lhs;
  template <class R> Result operator==(const R &r) const { return Result{lhs == r}; }
  operator Result() const { return Result{static_cast<bool>(lhs)}; }
};
struct Decomposer {
  template <class L> Lhs<L> operator<<(L &&operand) { return Lhs<L>{static_cast<L &&>(operand)}; }
};
void report(Result r, const char *text) {  ::overdub::Span{overdub_macro_left_operand_1f35f2cc_sites+0}.val(std::printf("%s: %s\n", text, r.ok ? "ok" : "FAILED")); }
#define IMPL(...) report(Decomposer() << __VA_ARGS__, #__VA_ARGS__)
#define CHECK(...) IMPL(__VA_ARGS__)

template <class T> struct Captured {
  T value;
  bool ok() const { return static_cast<bool>(value); }
  template <class R> Captured<bool> operator==(const R &r) const { return {value == r}; }
};
struct CatchDecomposer {
  template <class T> friend Captured<const T &> operator<=(CatchDecomposer &&, T &&v) {
    return {v};
  }
  friend Captured<bool> operator<=(CatchDecomposer &&, bool b) { return {b}; }
};
// As Catch's, with g++'s "suggest parentheses around comparison" silenced around the `<=`.
#define REQUIRE(...)                                                                  \
  _Pragma("GCC diagnostic push") _Pragma("GCC diagnostic ignored \"-Wparentheses\"") \
  std::printf("%s -> %d\n", #__VA_ARGS__,                                             \
              static_cast<int>((CatchDecomposer() <= __VA_ARGS__).ok()));             \
  _Pragma("GCC diagnostic pop")

#define PRINT(...) (std::cout << __VA_ARGS__ << '\n')

struct Bits { unsigned small : 3; };
int overloaded(int x) { return x; }
int overloaded(double x) { return static_cast<int>(x); }
struct Obj { int v; };
struct Sink {
  int total = 0;
  Sink &operator<<(const unsigned &x) { total += static_cast<int>(x); return *this; }
  Sink &operator<<(int (*f)(int)) { total +=  ::overdub::Span{overdub_macro_left_operand_1f35f2cc_sites+1}.val( ::overdub::indirect_target(overdub_macro_left_operand_1f35f2cc_sites+1, overdub_macro_left_operand_1f35f2cc_targets+0, f)(1)); return *this; }
  Sink &operator+(Obj o) { total += o.v; return *this; }
  Sink &operator+(int x) { total += x; return *this; }
  Sink &operator-(long x) { total -= static_cast<int>(x); return *this; }
  Sink &operator%(int x) {
    if (x < 0) throw  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_2_{overdub_macro_left_operand_1f35f2cc_sites+2}; return std::runtime_error("negative"); }();
    total += x;
    return *this;
  }
};
struct Counter {
  int n = 0;
  Counter &self() { return *this; }
};
Counter &operator*(Counter &c, int x) { c.n += x; return c; }
int next(int &i) { return ++i; }
namespace generic {
struct Tag {};
// Would take the proxy as its left operand (ambiguous with the proxy's own operator).
template <class T> int operator^(T &&, const Tag &) { return 0; }
}  // namespace generic
namespace plain {
struct Box { int v; };
}  // namespace plain
// Found by ordinary lookup at the call only: overdub.h would not see it.
int operator|(const plain::Box &b, const unsigned &x) { return b.v + static_cast<int>(x); }
struct Builder {
  int n;
  Builder &operator*(const unsigned &x) { n += static_cast<int>(x); return *this; }
  Builder &operator^(const generic::Tag &) { return *this; }
};
#define INFO(name, ...) \
  Builder name{1};      \
  static_cast<void>(name * __VA_ARGS__)
#define XOR(b, ...) ((b) ^ __VA_ARGS__)
#define OR(b, ...) ((b) | __VA_ARGS__)
#define FEED(s, ...) ((s) << __VA_ARGS__)
#define ADD(s, ...) ((s) + __VA_ARGS__)
#define SUB(s, ...) ((s) - __VA_ARGS__)
#define MOD(s, ...) ((s) % __VA_ARGS__)
#define SCALE(c, ...) ((c).self() * __VA_ARGS__)

int twice(int x) { return 2 * x; }

int main() {
  int a = 3;
   ::overdub::Span{overdub_macro_left_operand_1f35f2cc_sites+3}.v((overdub_macro_left_operand_1f35f2cc_sites_m0_0_CHECK((twice(a) == 6), ,  ::overdub::Span{overdub_macro_left_operand_1f35f2cc_sites+6}.val(twice(a)) == 6), ::overdub::unit{}));
   ::overdub::Span{overdub_macro_left_operand_1f35f2cc_sites+7}.v((overdub_macro_left_operand_1f35f2cc_sites_m1_0_CHECK((a == 4), , a == 4), ::overdub::unit{}));
   ::overdub::Span{overdub_macro_left_operand_1f35f2cc_sites+10}.v((overdub_macro_left_operand_1f35f2cc_sites_m2_0_CHECK((twice(2)), ,  ::overdub::Span{overdub_macro_left_operand_1f35f2cc_sites+12}.val(twice(2))), ::overdub::unit{}));
   ::overdub::Span{overdub_macro_left_operand_1f35f2cc_sites+13}.v((overdub_macro_left_operand_1f35f2cc_sites_m3_0_CHECK((a == twice(1) + 1), , a ==  ::overdub::Span{overdub_macro_left_operand_1f35f2cc_sites+16}.val(twice(1)) + 1), ::overdub::unit{}));
   ::overdub::Span{overdub_macro_left_operand_1f35f2cc_sites+17}.v((overdub_macro_left_operand_1f35f2cc_sites_m4_0_CHECK((a == 3), , a == 3), ::overdub::unit{}));

  bool t = true;
  overdub_macro_left_operand_1f35f2cc_sites_m5_0_REQUIRE((a == 3), , a == 3)
  overdub_macro_left_operand_1f35f2cc_sites_m6_0_REQUIRE((t), , t)
  overdub_macro_left_operand_1f35f2cc_sites_m7_0_REQUIRE((twice(a) == 6), ,  ::overdub::Span{overdub_macro_left_operand_1f35f2cc_sites+31}.val(twice(a)) == 6)

  overdub_macro_left_operand_1f35f2cc_sites_m8_0_PRINT(a << " and " <<  ::overdub::Span{overdub_macro_left_operand_1f35f2cc_sites+35}.val(twice(a)));

  Sink s;
  Bits b{5};
  overdub_macro_left_operand_1f35f2cc_sites_m9_0_FEED(s, b.small << 1u);
  overdub_macro_left_operand_1f35f2cc_sites_m10_0_FEED(s, overloaded << 1u);
  overdub_macro_left_operand_1f35f2cc_sites_m11_0_ADD(s, Obj{2} + 1);
  overdub_macro_left_operand_1f35f2cc_sites_m12_0_SUB(s, 7 << 1u);
  overdub_macro_left_operand_1f35f2cc_sites_m13_0_MOD(s, 2 << 1u);
  try {
    overdub_macro_left_operand_1f35f2cc_sites_m14_0_MOD(s, -1 << 1u);
  } catch (const std::exception &e) {
     ::overdub::Span{overdub_macro_left_operand_1f35f2cc_sites+44}.val(std::printf("caught %s\n",  ::overdub::Span{overdub_macro_left_operand_1f35f2cc_sites+45}.val( (::overdub::virtual_object<0, 2>(overdub_macro_left_operand_1f35f2cc_sites+45, overdub_macro_left_operand_1f35f2cc_targets+1, e)).what())));
  }
  Counter c;
  int i = 0;
  overdub_macro_left_operand_1f35f2cc_sites_m15_0_SCALE(c,  ::overdub::Span{overdub_macro_left_operand_1f35f2cc_sites+48}.val(next(i)) * 2);
  INFO(info, 2u, 3);
  Builder tagged{0};
  overdub_macro_left_operand_1f35f2cc_sites_m16_0_XOR(tagged, generic::Tag{} ^ generic::Tag{});
  plain::Box box{4};
   ::overdub::Span{overdub_macro_left_operand_1f35f2cc_sites+50}.val(std::printf("%d %d\n", OR(box, 1u | 2u), info.n));
   ::overdub::Span{overdub_macro_left_operand_1f35f2cc_sites+51}.val(std::printf("total %d, n %d\n", s.total, c.n));
}
