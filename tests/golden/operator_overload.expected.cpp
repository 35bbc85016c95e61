#line 1 "operator_overload.cpp"
#include <overdub/overdub.h>
static unsigned overdub_operator_overload_db3f8923_state[4];
static constexpr ::overdub::Site overdub_operator_overload_db3f8923_sites[] = {
  {"operator_overload.cpp", "main", "operator-", 17, 9, 0, overdub_operator_overload_db3f8923_state + 0},
  {"operator_overload.cpp", "main", "V::operator+", 17, 11, -1, overdub_operator_overload_db3f8923_state + 1},
  {"operator_overload.cpp", "main", "V::operator[]", 18, 3, 0, overdub_operator_overload_db3f8923_state + 2},
  {"operator_overload.cpp", "main", "std::printf", 19, 3, 0, overdub_operator_overload_db3f8923_state + 3},
};
static const ::overdub::Registration overdub_operator_overload_db3f8923_registration{overdub_operator_overload_db3f8923_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "operator_overload.cpp"
// User-defined binary and unary operators and operator[].
// CALLS: 1 V::operator+
// CALLS: 1 V::operator[]
// CALLS: 1 operator-
// CALLS: 1 std::printf
#include <cstdio>

struct V {
  double x, y;
  V operator+(const V &o) const { return V{x + o.x, y + o.y}; }
  double &operator[](int i) { return i ? y : x; }
};
V operator-(const V &v) { return V{-v.x, -v.y}; }

int main() {
  V a{1, 2}, b{3, 4};
  V c =  ::overdub::Span{overdub_operator_overload_db3f8923_sites+0}.val(-( ::overdub::Span{overdub_operator_overload_db3f8923_sites+1}.ref(a + b)));
   ::overdub::Span{overdub_operator_overload_db3f8923_sites+2}.ref(c[1]) = 7;
   ::overdub::Span{overdub_operator_overload_db3f8923_sites+3}.val(std::printf("%g %g\n", c.x, c.y));
  return 0;
}
