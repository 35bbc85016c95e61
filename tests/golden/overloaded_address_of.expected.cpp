#line 1 "overloaded_address_of.cpp"
#include <overdub/overdub.h>
static unsigned overdub_overloaded_address_of_6639112c_state[8];
static constexpr ::overdub::Site overdub_overloaded_address_of_6639112c_sites[] = {
  {"overloaded_address_of.cpp", "Odd::operator&", "std::printf", 15, 22, 0, overdub_overloaded_address_of_6639112c_state + 0},
  {"overloaded_address_of.cpp", "main", "ref", 23, 12, 0, overdub_overloaded_address_of_6639112c_state + 1},
  {"overloaded_address_of.cpp", "main", "read", 24, 11, 0, overdub_overloaded_address_of_6639112c_state + 2},
  {"overloaded_address_of.cpp", "main", "ref", 24, 16, -1, overdub_overloaded_address_of_6639112c_state + 3},
  {"overloaded_address_of.cpp", "main", "read", 25, 11, 0, overdub_overloaded_address_of_6639112c_state + 4},
  {"overloaded_address_of.cpp", "main", "make", 25, 16, -1, overdub_overloaded_address_of_6639112c_state + 5},
  {"overloaded_address_of.cpp", "main", "Odd::operator&", 26, 12, 0, overdub_overloaded_address_of_6639112c_state + 6},
  {"overloaded_address_of.cpp", "main", "std::printf", 27, 3, 0, overdub_overloaded_address_of_6639112c_state + 7},
};
static const ::overdub::Registration overdub_overloaded_address_of_6639112c_registration{overdub_overloaded_address_of_6639112c_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "overloaded_address_of.cpp"
// A type overloading unary operator&: calls returning it by reference and by value are wrapped
// without taking its address through the operator (it prints and returns a bogus pointer); the
// program's own uses of & are calls and are recorded.
// CALLS: 1 Odd::operator&
// CALLS: 1 make
// CALLS: 2 read
// CALLS: 2 ref
// CALLS: 0 std::addressof
// CALLS: 2 std::printf
#include <cstdio>
#include <memory>

struct Odd {
  int v;
  Odd *operator&() {  ::overdub::Span{overdub_overloaded_address_of_6639112c_sites+0}.val(std::printf("operator& called\n")); return nullptr; }
};
Odd global{3};
Odd &ref() { return global; }
Odd make(int v) { return Odd{v}; }
int read(const Odd &o) { return o.v; }

int main() {
  Odd &r =  ::overdub::Span{overdub_overloaded_address_of_6639112c_sites+1}.ref(ref());
  int a =  ::overdub::Span{overdub_overloaded_address_of_6639112c_sites+2}.val(read( ::overdub::Span{overdub_overloaded_address_of_6639112c_sites+3}.ref(ref())));
  int b =  ::overdub::Span{overdub_overloaded_address_of_6639112c_sites+4}.val(read( ::overdub::Span{overdub_overloaded_address_of_6639112c_sites+5}.ref(make(4))));
  Odd *p =  ::overdub::Span{overdub_overloaded_address_of_6639112c_sites+6}.val(&r);
   ::overdub::Span{overdub_overloaded_address_of_6639112c_sites+7}.val(std::printf("%d %d %d %d\n", a, b, p == nullptr, std::addressof(r)->v));
  return 0;
}
