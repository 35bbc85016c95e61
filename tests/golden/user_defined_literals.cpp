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
std::string operator""_s(const char *s, std::size_t n) { return std::string(s, n) + "/s"; }
int operator""_digits(const char *s) { return static_cast<int>(std::string(s).size()); }

int main() {
  Meters a = 12_km;
  Meters b = 2.5_m;
  std::string s = "x"_s;
  int d = 12345_digits;
  std::printf("%.1f %.1f %s %d\n", a.v, b.v, s.c_str(), d);
  return 0;
}
