#line 1 "operators_misc.cpp"
#include <overdub/overdub.h>
static unsigned overdub_operators_misc_326845d4_state[13];
static constexpr ::overdub::Site overdub_operators_misc_326845d4_sites[] = {
  {"operators_misc.cpp", "operator<<", "std::operator<<", 19, 67, 0, overdub_operators_misc_326845d4_state + 0},
  {"operators_misc.cpp", "operator<<", "std::basic_ostream<char>::operator<<", 19, 67, -1, overdub_operators_misc_326845d4_state + 1},
  {"operators_misc.cpp", "operator<<", "std::operator<<", 19, 67, -1, overdub_operators_misc_326845d4_state + 2},
  {"operators_misc.cpp", "main", "Acc::operator=", 23, 3, 0, overdub_operators_misc_326845d4_state + 3},
  {"operators_misc.cpp", "main", "Acc::operator+=", 24, 3, 0, overdub_operators_misc_326845d4_state + 4},
  {"operators_misc.cpp", "main", "std::operator<<", 25, 3, 0, overdub_operators_misc_326845d4_state + 5},
  {"operators_misc.cpp", "main", "std::basic_ostream<char>::operator<<", 25, 3, -1, overdub_operators_misc_326845d4_state + 6},
  {"operators_misc.cpp", "main", "std::operator<<", 25, 3, -1, overdub_operators_misc_326845d4_state + 7},
  {"operators_misc.cpp", "main", "std::basic_ostream<char>::operator<<", 25, 3, -1, overdub_operators_misc_326845d4_state + 8},
  {"operators_misc.cpp", "main", "std::operator<<", 25, 3, -1, overdub_operators_misc_326845d4_state + 9},
  {"operators_misc.cpp", "main", "operator<<", 25, 3, -1, overdub_operators_misc_326845d4_state + 10},
  {"operators_misc.cpp", "main", "Acc::operator()", 25, 28, -3, overdub_operators_misc_326845d4_state + 11},
  {"operators_misc.cpp", "main", "Acc::operator[]", 25, 43, -6, overdub_operators_misc_326845d4_state + 12},
};
static const ::overdub::Registration overdub_operators_misc_326845d4_registration{overdub_operators_misc_326845d4_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "operators_misc.cpp"
// User-defined operators: <<, =, (), [], unary -, compound assignment, and a stream chain.
// CALLS: 1 Acc::operator()
// CALLS: 1 Acc::operator+=
// CALLS: 1 Acc::operator=
// CALLS: 1 Acc::operator[]
// CALLS: 1 operator<<
// CALLS: 3 std::basic_ostream<char>::operator<<
// CALLS: 5 std::operator<<
#include <iostream>
#include <string>

struct Acc {
  int total = 0;
  Acc &operator+=(int v) { total += v; return *this; }
  int operator()(int x) const { return total * x; }
  int operator[](int i) const { return total + i; }
  Acc &operator=(int v) { total = v; return *this; }
};
std::ostream &operator<<(std::ostream &os, const Acc &a) { return  ::overdub::Span{overdub_operators_misc_326845d4_sites+0}.ref( ::overdub::Span{overdub_operators_misc_326845d4_sites+1}.ref( ::overdub::Span{overdub_operators_misc_326845d4_sites+2}.ref(os << "Acc(") << a.total) << ")"); }

int main() {
  Acc a;
   ::overdub::Span{overdub_operators_misc_326845d4_sites+3}.ref(a = 5);
   ::overdub::Span{overdub_operators_misc_326845d4_sites+4}.ref(a += 3);
   ::overdub::Span{overdub_operators_misc_326845d4_sites+5}.ref( ::overdub::Span{overdub_operators_misc_326845d4_sites+6}.ref( ::overdub::Span{overdub_operators_misc_326845d4_sites+7}.ref( ::overdub::Span{overdub_operators_misc_326845d4_sites+8}.ref( ::overdub::Span{overdub_operators_misc_326845d4_sites+9}.ref( ::overdub::Span{overdub_operators_misc_326845d4_sites+10}.ref(std::cout << a) << " ") <<  ::overdub::Span{overdub_operators_misc_326845d4_sites+11}.val(a(2))) << " ") <<  ::overdub::Span{overdub_operators_misc_326845d4_sites+12}.val(a[1])) << "\n");
  return 0;
}
