#line 1 "decltype_auto_return.cpp"
#include <overdub/overdub.h>
static unsigned overdub_decltype_auto_return_57d964ff_state[7];
static constexpr ::overdub::Site overdub_decltype_auto_return_57d964ff_sites[] = {
  {"decltype_auto_return.cpp", "paren", "cell", 16, 34, 0, overdub_decltype_auto_return_57d964ff_state + 0},
  {"decltype_auto_return.cpp", "plain", "cell", 17, 33, 0, overdub_decltype_auto_return_57d964ff_state + 1},
  {"decltype_auto_return.cpp", "copy", "value", 18, 32, 0, overdub_decltype_auto_return_57d964ff_state + 2},
  {"decltype_auto_return.cpp", "main", "paren", 23, 3, 0, overdub_decltype_auto_return_57d964ff_state + 3},
  {"decltype_auto_return.cpp", "main", "plain", 24, 3, 0, overdub_decltype_auto_return_57d964ff_state + 4},
  {"decltype_auto_return.cpp", "main", "std::printf", 25, 3, 0, overdub_decltype_auto_return_57d964ff_state + 5},
  {"decltype_auto_return.cpp", "main", "copy", 25, 33, -1, overdub_decltype_auto_return_57d964ff_state + 6},
};
static const ::overdub::Registration overdub_decltype_auto_return_57d964ff_registration{overdub_decltype_auto_return_57d964ff_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "decltype_auto_return.cpp"
// decltype(auto) functions: return (g()) and return g() of a reference keep the reference (an
// lvalue that can be assigned through), return g() of a prvalue keeps a value; wrapping must not
// change the declared type deduced from the returned expression.
// CALLS: 2 cell
// CALLS: 1 copy
// CALLS: 1 paren
// CALLS: 1 plain
// CALLS: 1 std::printf
// CALLS: 1 value
#include <cstdio>
#include <type_traits>

int store = 1;
int &cell() { return store; }
int value() { return 5; }
decltype(auto) paren() { return ( ::overdub::Span{overdub_decltype_auto_return_57d964ff_sites+0}.ref(cell())); }
decltype(auto) plain() { return  ::overdub::Span{overdub_decltype_auto_return_57d964ff_sites+1}.ref(cell()); }
decltype(auto) copy() { return  ::overdub::Span{overdub_decltype_auto_return_57d964ff_sites+2}.val(value()); }
static_assert(std::is_same<decltype(paren()), int &>::value, "reference kept");
static_assert(std::is_same<decltype(copy()), int>::value, "value kept");

int main() {
   ::overdub::Span{overdub_decltype_auto_return_57d964ff_sites+3}.ref(paren()) = 7;
   ::overdub::Span{overdub_decltype_auto_return_57d964ff_sites+4}.ref(plain()) += 1;
   ::overdub::Span{overdub_decltype_auto_return_57d964ff_sites+5}.val(std::printf("%d %d\n", store,  ::overdub::Span{overdub_decltype_auto_return_57d964ff_sites+6}.val(copy())));
  return 0;
}
