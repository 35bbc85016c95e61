#line 1 "arguments_as_written.cpp"
#include <overdub/overdub.h>
static unsigned overdub_arguments_as_written_29344dab_state[13];
static constexpr ::overdub::Site overdub_arguments_as_written_29344dab_sites[] = {
  {"arguments_as_written.cpp", "up", "std::toupper", 25, 24, 0, overdub_arguments_as_written_29344dab_state + 0},
  {"arguments_as_written.cpp", "main", "std::transform", 30, 3, 0, overdub_arguments_as_written_29344dab_state + 1},
  {"arguments_as_written.cpp", "main", "std::basic_string<char>::begin", 30, 18, -1, overdub_arguments_as_written_29344dab_state + 2},
  {"arguments_as_written.cpp", "main", "std::basic_string<char>::end", 30, 29, -2, overdub_arguments_as_written_29344dab_state + 3},
  {"arguments_as_written.cpp", "main", "std::basic_string<char>::begin", 30, 38, -3, overdub_arguments_as_written_29344dab_state + 4},
  {"arguments_as_written.cpp", "main", "std::printf", 31, 3, 0, overdub_arguments_as_written_29344dab_state + 5},
  {"arguments_as_written.cpp", "main", "widen", 31, 41, -1, overdub_arguments_as_written_29344dab_state + 6},
  {"arguments_as_written.cpp", "main", "is_null", 31, 56, -2, overdub_arguments_as_written_29344dab_state + 7},
  {"arguments_as_written.cpp", "main", "is_null", 31, 71, -3, overdub_arguments_as_written_29344dab_state + 8},
  {"arguments_as_written.cpp", "main", "total", 32, 15, -4, overdub_arguments_as_written_29344dab_state + 9},
  {"arguments_as_written.cpp", "main", "scaled", 32, 33, -5, overdub_arguments_as_written_29344dab_state + 10},
  {"arguments_as_written.cpp", "main", "scaled", 32, 44, -6, overdub_arguments_as_written_29344dab_state + 11},
  {"arguments_as_written.cpp", "main", "std::basic_string<char>::c_str", 32, 58, -7, overdub_arguments_as_written_29344dab_state + 12},
};
static const ::overdub::Registration overdub_arguments_as_written_29344dab_registration{overdub_arguments_as_written_29344dab_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "arguments_as_written.cpp"
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
int up(int c) { return  ::overdub::Span{overdub_arguments_as_written_29344dab_sites+0}.val(std::toupper(c)); }

int main() {
  Flags f{1, 5};
  std::string s = "abc";
   ::overdub::Span{overdub_arguments_as_written_29344dab_sites+1}.ref(std::transform( ::overdub::Span{overdub_arguments_as_written_29344dab_sites+2}.val(s.begin()),  ::overdub::Span{overdub_arguments_as_written_29344dab_sites+3}.val(s.end()),  ::overdub::Span{overdub_arguments_as_written_29344dab_sites+4}.val(s.begin()), up));
   ::overdub::Span{overdub_arguments_as_written_29344dab_sites+5}.val(std::printf("%d %d %d %d %d %d %s\n",  ::overdub::Span{overdub_arguments_as_written_29344dab_sites+6}.val(widen(f.size)),  ::overdub::Span{overdub_arguments_as_written_29344dab_sites+7}.val(is_null(NULL)),  ::overdub::Span{overdub_arguments_as_written_29344dab_sites+8}.val(is_null(0)),
               ::overdub::Span{overdub_arguments_as_written_29344dab_sites+9}.val(total({1, 2, 3})),  ::overdub::Span{overdub_arguments_as_written_29344dab_sites+10}.val(scaled(2)),  ::overdub::Span{overdub_arguments_as_written_29344dab_sites+11}.val(scaled(2, 3)),  ::overdub::Span{overdub_arguments_as_written_29344dab_sites+12}.val(s.c_str())));
  return 0;
}
