#line 1 "user_defined_literals.cpp"
#include <overdub/overdub.h>
static unsigned overdub_user_defined_literals_d422203e_state[10];
static constexpr ::overdub::Site overdub_user_defined_literals_d422203e_sites[] = {
  {"user_defined_literals.cpp", "operator\"\"_s", "std::operator+", 18, 65, 0, overdub_user_defined_literals_d422203e_state + 0},
  {"user_defined_literals.cpp", "operator\"\"_s", "std::basic_string<char>", 18, 65, -1, overdub_user_defined_literals_d422203e_state + 1},
  {"user_defined_literals.cpp", "operator\"\"_digits", "std::basic_string<char>::size", 19, 64, 0, overdub_user_defined_literals_d422203e_state + 2},
  {"user_defined_literals.cpp", "operator\"\"_digits", "std::basic_string<char>", 19, 64, -1, overdub_user_defined_literals_d422203e_state + 3},
  {"user_defined_literals.cpp", "main", "operator\"\"_km", 22, 14, 0, overdub_user_defined_literals_d422203e_state + 4},
  {"user_defined_literals.cpp", "main", "operator\"\"_m", 23, 14, 0, overdub_user_defined_literals_d422203e_state + 5},
  {"user_defined_literals.cpp", "main", "operator\"\"_s", 24, 19, 0, overdub_user_defined_literals_d422203e_state + 6},
  {"user_defined_literals.cpp", "main", "operator\"\"_digits", 25, 11, 0, overdub_user_defined_literals_d422203e_state + 7},
  {"user_defined_literals.cpp", "main", "std::printf", 26, 3, 0, overdub_user_defined_literals_d422203e_state + 8},
  {"user_defined_literals.cpp", "main", "std::basic_string<char>::c_str", 26, 46, -1, overdub_user_defined_literals_d422203e_state + 9},
};
static const ::overdub::Registration overdub_user_defined_literals_d422203e_registration{overdub_user_defined_literals_d422203e_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "user_defined_literals.cpp"
// User-defined literals call their literal operator: string, integer, floating and raw forms;
// the literal token itself must not be split by inserted text.
// CALLS: 1 operator""_digits
// CALLS: 1 operator""_km
// CALLS: 1 operator""_m
// CALLS: 1 operator""_s
// CALLS: 1 std::basic_string<char>::c_str
// CALLS: 1 std::basic_string<char>::size
// CALLS: 1 std::operator+
// CALLS: 1 std::printf
// CALLS: 2 std::basic_string<char>
#include <cstdio>
#include <string>

struct Meters { double v; };
Meters operator""_km(unsigned long long n) { return Meters{n * 1000.0}; }
Meters operator""_m(long double d) { return Meters{static_cast<double>(d)}; }
std::string operator""_s(const char *s, std::size_t n) { return  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_0_{overdub_user_defined_literals_d422203e_sites+0}; return  ::overdub::Span{overdub_user_defined_literals_d422203e_sites+1}.ref(std::string(s, n)) + "/s"; }(); }
int operator""_digits(const char *s) { return static_cast<int>( ::overdub::Span{overdub_user_defined_literals_d422203e_sites+2}.val( ::overdub::Span{overdub_user_defined_literals_d422203e_sites+3}.ref(std::string(s)).size())); }

int main() {
  Meters a =  ::overdub::Span{overdub_user_defined_literals_d422203e_sites+4}.val(12_km);
  Meters b =  ::overdub::Span{overdub_user_defined_literals_d422203e_sites+5}.val(2.5_m);
  std::string s =  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_6_{overdub_user_defined_literals_d422203e_sites+6}; return "x"_s; }();
  int d =  ::overdub::Span{overdub_user_defined_literals_d422203e_sites+7}.val(12345_digits);
   ::overdub::Span{overdub_user_defined_literals_d422203e_sites+8}.val(std::printf("%.1f %.1f %s %d\n", a.v, b.v,  ::overdub::Span{overdub_user_defined_literals_d422203e_sites+9}.val(s.c_str()), d));
  return 0;
}
