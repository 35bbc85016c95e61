#line 1 "functor_objects.cpp"
#include <overdub/overdub.h>
static unsigned overdub_functor_objects_90697dfc_state[5];
static constexpr ::overdub::Site overdub_functor_objects_90697dfc_sites[] = {
  {"functor_objects.cpp", "main", "Counter::operator()", 21, 3, 0, overdub_functor_objects_90697dfc_state + 0},
  {"functor_objects.cpp", "main", "Counter::operator()", 22, 11, 0, overdub_functor_objects_90697dfc_state + 1},
  {"functor_objects.cpp", "main", "Counter::operator()", 23, 11, 0, overdub_functor_objects_90697dfc_state + 2},
  {"functor_objects.cpp", "main", "Maker::operator()", 24, 11, 0, overdub_functor_objects_90697dfc_state + 3},
  {"functor_objects.cpp", "main", "std::printf", 25, 3, 0, overdub_functor_objects_90697dfc_state + 4},
};
static const ::overdub::Registration overdub_functor_objects_90697dfc_registration{overdub_functor_objects_90697dfc_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "functor_objects.cpp"
// Function objects called with f(x): operator() const and non-const on an lvalue, a const
// reference and a temporary; the callee is the operator, the object expression is kept as is.
// CALLS: 3 Counter::operator()
// CALLS: 1 Maker::operator()
// CALLS: 1 std::printf
#include <cstdio>

struct Counter {
  int n = 0;
  int operator()(int step) { return n += step; }
  int operator()(int step) const { return n + step * 1000; }
};
struct Maker {
  int base;
  int operator()() const { return base * 2; }
};

int main() {
  Counter c;
  const Counter &cc = c;
   ::overdub::Span{overdub_functor_objects_90697dfc_sites+0}.val(c(2));
  int a =  ::overdub::Span{overdub_functor_objects_90697dfc_sites+1}.val(c(3));
  int b =  ::overdub::Span{overdub_functor_objects_90697dfc_sites+2}.val(cc(1));
  int t =  ::overdub::Span{overdub_functor_objects_90697dfc_sites+3}.val(Maker{21}());
   ::overdub::Span{overdub_functor_objects_90697dfc_sites+4}.val(std::printf("%d %d %d %d\n", a, b, t, c.n));
  return 0;
}
