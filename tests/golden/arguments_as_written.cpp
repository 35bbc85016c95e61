// Arguments stay as written: bit-fields, NULL and 0 for pointers, braced lists, overload sets,
// default arguments, and printf-style variadic calls.
// CALLS: 2 is_null
// CALLS: 2 scaled
// CALLS: 2 std::basic_string<char>::begin
// CALLS: 1 std::basic_string<char>::c_str
// CALLS: 1 std::basic_string<char>::end
// CALLS: 1 std::printf
// CALLS: 3 std::toupper
// CALLS: 1 std::transform
// CALLS: 1 total
// CALLS: 1 widen
#include <algorithm>
#include <cctype>
#include <cstddef>
#include <cstdio>
#include <string>
#include <vector>

struct Flags { unsigned ready : 1; unsigned size : 7; };
int widen(int v) { return v * 2; }
bool is_null(const char *p) { return p == nullptr; }
int total(std::vector<int> v) { int s = 0; for (int x : v) s += x; return s; }
int scaled(int v, int factor = 10) { return v * factor; }
int up(int c) { return std::toupper(c); }

int main() {
  Flags f{1, 5};
  std::string s = "abc";
  std::transform(s.begin(), s.end(), s.begin(), up);
  std::printf("%d %d %d %d %d %d %s\n", widen(f.size), is_null(NULL), is_null(0),
              total({1, 2, 3}), scaled(2), scaled(2, 3), s.c_str());
  return 0;
}
