#line 1 "array_of_calls.cpp"
#include <overdub/overdub.h>
static unsigned overdub_array_of_calls_24e617a3_state[13];
static constexpr ::overdub::Site overdub_array_of_calls_24e617a3_sites[] = {
  {"array_of_calls.cpp", "name", "std::operator+", 18, 34, 0, overdub_array_of_calls_24e617a3_state + 0},
  {"array_of_calls.cpp", "name", "std::to_string", 18, 40, -1, overdub_array_of_calls_24e617a3_state + 1},
  {"array_of_calls.cpp", "fixed", "Fixed", 24, 29, 0, overdub_array_of_calls_24e617a3_state + 2},
  {"array_of_calls.cpp", "main", "f", 27, 14, 0, overdub_array_of_calls_24e617a3_state + 3},
  {"array_of_calls.cpp", "main", "g", 27, 19, 0, overdub_array_of_calls_24e617a3_state + 4},
  {"array_of_calls.cpp", "main", "f", 27, 24, 0, overdub_array_of_calls_24e617a3_state + 5},
  {"array_of_calls.cpp", "main", "name", 28, 23, 0, overdub_array_of_calls_24e617a3_state + 6},
  {"array_of_calls.cpp", "main", "name", 28, 32, 0, overdub_array_of_calls_24e617a3_state + 7},
  {"array_of_calls.cpp", "main", "fixed", 29, 17, 0, overdub_array_of_calls_24e617a3_state + 8},
  {"array_of_calls.cpp", "main", "fixed", 29, 27, 0, overdub_array_of_calls_24e617a3_state + 9},
  {"array_of_calls.cpp", "main", "std::printf", 30, 3, 0, overdub_array_of_calls_24e617a3_state + 10},
  {"array_of_calls.cpp", "main", "std::basic_string<char>::c_str", 30, 59, -1, overdub_array_of_calls_24e617a3_state + 11},
  {"array_of_calls.cpp", "main", "std::basic_string<char>::c_str", 30, 73, -2, overdub_array_of_calls_24e617a3_state + 12},
};
static const ::overdub::Registration overdub_array_of_calls_24e617a3_registration{overdub_array_of_calls_24e617a3_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "array_of_calls.cpp"
// Arrays initialized by calls: scalars, class objects (copy elision into each element) and a
// non-movable element type; elements are initialized in order.
// CALLS: 2 f
// CALLS: 2 fixed
// CALLS: 1 g
// CALLS: 2 name
// CALLS: 2 std::basic_string<char>::c_str
// CALLS: 2 std::operator+
// CALLS: 1 std::printf
// CALLS: 2 std::to_string
// CALLS: 2 Fixed
#include <cstdio>
#include <string>

int order = 0;
int f() { return order = order * 10 + 1; }
int g() { return order = order * 10 + 2; }
std::string name(int i) { return  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_0_{overdub_array_of_calls_24e617a3_sites+0}; return "n" +  ::overdub::Span{overdub_array_of_calls_24e617a3_sites+1}.ref(std::to_string(i)); }(); }
struct Fixed {
  int v;
  explicit Fixed(int x) : v(x) {}
  Fixed(const Fixed &) = delete;
};
Fixed fixed(int x) { return  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_2_{overdub_array_of_calls_24e617a3_sites+2}; return Fixed(x); }(); }

int main() {
  int a[] = { ::overdub::Span{overdub_array_of_calls_24e617a3_sites+3}.val(f()),  ::overdub::Span{overdub_array_of_calls_24e617a3_sites+4}.val(g()),  ::overdub::Span{overdub_array_of_calls_24e617a3_sites+5}.val(f())};
  std::string s[2] = { [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_6_{overdub_array_of_calls_24e617a3_sites+6}; return name(1); }(),  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_7_{overdub_array_of_calls_24e617a3_sites+7}; return name(2); }()};
  Fixed fx[] = { [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_8_{overdub_array_of_calls_24e617a3_sites+8}; return fixed(5); }(),  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_9_{overdub_array_of_calls_24e617a3_sites+9}; return fixed(6); }()};
   ::overdub::Span{overdub_array_of_calls_24e617a3_sites+10}.val(std::printf("%d %d %d %s %s %d %d\n", a[0], a[1], a[2],  ::overdub::Span{overdub_array_of_calls_24e617a3_sites+11}.val(s[0].c_str()),  ::overdub::Span{overdub_array_of_calls_24e617a3_sites+12}.val(s[1].c_str()), fx[0].v,
              fx[1].v));
  return 0;
}
