#line 1 "operators_misc.cpp"
#include <overdub/overdub.h>
static unsigned overdub_sites_state_[13];
static constexpr ::overdub::Site overdub_sites_[] = {
  {"operators_misc.cpp", "operator<<", "std::operator<<", 19, 67, 0, overdub_sites_state_ + 0},
  {"operators_misc.cpp", "operator<<", "std::basic_ostream<char>::operator<<", 19, 67, -1, overdub_sites_state_ + 1},
  {"operators_misc.cpp", "operator<<", "std::operator<<", 19, 67, -1, overdub_sites_state_ + 2},
  {"operators_misc.cpp", "main", "Acc::operator=", 23, 3, 0, overdub_sites_state_ + 3},
  {"operators_misc.cpp", "main", "Acc::operator+=", 24, 3, 0, overdub_sites_state_ + 4},
  {"operators_misc.cpp", "main", "std::operator<<", 25, 3, 0, overdub_sites_state_ + 5},
  {"operators_misc.cpp", "main", "std::basic_ostream<char>::operator<<", 25, 3, -1, overdub_sites_state_ + 6},
  {"operators_misc.cpp", "main", "std::operator<<", 25, 3, -1, overdub_sites_state_ + 7},
  {"operators_misc.cpp", "main", "std::basic_ostream<char>::operator<<", 25, 3, -1, overdub_sites_state_ + 8},
  {"operators_misc.cpp", "main", "std::operator<<", 25, 3, -1, overdub_sites_state_ + 9},
  {"operators_misc.cpp", "main", "operator<<", 25, 3, -1, overdub_sites_state_ + 10},
  {"operators_misc.cpp", "main", "Acc::operator()", 25, 28, -3, overdub_sites_state_ + 11},
  {"operators_misc.cpp", "main", "Acc::operator[]", 25, 43, -6, overdub_sites_state_ + 12},
};
static const ::overdub::Registration overdub_sites_registration_{overdub_sites_};
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
std::ostream &operator<<(std::ostream &os, const Acc &a) { return  ::overdub::Span{overdub_sites_+0}.ref( ::overdub::Span{overdub_sites_+1}.ref( ::overdub::Span{overdub_sites_+2}.ref(os << "Acc(") << a.total) << ")"); }

int main() {
  Acc a;
   ::overdub::Span{overdub_sites_+3}.ref(a = 5);
   ::overdub::Span{overdub_sites_+4}.ref(a += 3);
   ::overdub::Span{overdub_sites_+5}.ref( ::overdub::Span{overdub_sites_+6}.ref( ::overdub::Span{overdub_sites_+7}.ref( ::overdub::Span{overdub_sites_+8}.ref( ::overdub::Span{overdub_sites_+9}.ref( ::overdub::Span{overdub_sites_+10}.ref(std::cout << a) << " ") <<  ::overdub::Span{overdub_sites_+11}.val(a(2))) << " ") <<  ::overdub::Span{overdub_sites_+12}.val(a[1])) << "\n");
  return 0;
}
