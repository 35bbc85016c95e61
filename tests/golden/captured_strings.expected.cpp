#line 1 "captured_strings.cpp"
#include <overdub/overdub.h>
static unsigned overdub_captured_strings_87b48921_state[34];
static constexpr ::overdub::Site overdub_captured_strings_87b48921_sites[] = {
  {"captured_strings.cpp", "view_size", "std::basic_string_view<char>::size", 30, 52, 0, overdub_captured_strings_87b48921_state + 0},
  {"captured_strings.cpp", "view_ref", "std::basic_string_view<char>::size", 31, 58, 0, overdub_captured_strings_87b48921_state + 1},
  {"captured_strings.cpp", "size_of", "std::basic_string<char>::size", 34, 52, 0, overdub_captured_strings_87b48921_state + 2},
  {"captured_strings.cpp", "by_value", "std::basic_string<char>::size", 37, 46, 0, overdub_captured_strings_87b48921_state + 3},
  {"captured_strings.cpp", "over", "std::basic_string<char>::size", 38, 58, 0, overdub_captured_strings_87b48921_state + 4},
  {"captured_strings.cpp", "stoi", "std::basic_string<char>::size", 43, 58, 0, overdub_captured_strings_87b48921_state + 5},
  {"captured_strings.cpp", "main", "size_of", 52, 19, 0, overdub_captured_strings_87b48921_state + 6},
  {"captured_strings.cpp", "main", "size_of", 52, 32, 0, overdub_captured_strings_87b48921_state + 7},
  {"captured_strings.cpp", "main", "size_of", 52, 53, 0, overdub_captured_strings_87b48921_state + 8},
  {"captured_strings.cpp", "main", "size_of", 52, 66, 0, overdub_captured_strings_87b48921_state + 9},
  {"captured_strings.cpp", "main", "size_of", 53, 19, 0, overdub_captured_strings_87b48921_state + 10},
  {"captured_strings.cpp", "main", "size_of", 53, 37, 0, overdub_captured_strings_87b48921_state + 11},
  {"captured_strings.cpp", "main", "std::operator+", 53, 45, -1, overdub_captured_strings_87b48921_state + 12},
  {"captured_strings.cpp", "main", "size_of", 55, 8, 0, overdub_captured_strings_87b48921_state + 13},
  {"captured_strings.cpp", "main", "view_size", 57, 8, 0, overdub_captured_strings_87b48921_state + 14},
  {"captured_strings.cpp", "main", "view_size", 57, 23, 0, overdub_captured_strings_87b48921_state + 15},
  {"captured_strings.cpp", "main", "view_ref", 57, 42, 0, overdub_captured_strings_87b48921_state + 16},
  {"captured_strings.cpp", "main", "view_ref", 57, 56, 0, overdub_captured_strings_87b48921_state + 17},
  {"captured_strings.cpp", "main", "std::basic_string_view<char>", 57, 65, -1, overdub_captured_strings_87b48921_state + 18},
  {"captured_strings.cpp", "main", "fill", 60, 3, 0, overdub_captured_strings_87b48921_state + 19},
  {"captured_strings.cpp", "main", "first", 61, 33, 0, overdub_captured_strings_87b48921_state + 20},
  {"captured_strings.cpp", "main", "first", 61, 49, 0, overdub_captured_strings_87b48921_state + 21},
  {"captured_strings.cpp", "main", "first", 61, 64, 0, overdub_captured_strings_87b48921_state + 22},
  {"captured_strings.cpp", "main", "first", 61, 81, 0, overdub_captured_strings_87b48921_state + 23},
  {"captured_strings.cpp", "main", "first", 62, 33, 0, overdub_captured_strings_87b48921_state + 24},
  {"captured_strings.cpp", "main", "std::basic_string<char>::c_str", 62, 39, -1, overdub_captured_strings_87b48921_state + 25},
  {"captured_strings.cpp", "main", "by_value", 63, 8, 0, overdub_captured_strings_87b48921_state + 26},
  {"captured_strings.cpp", "main", "over", 64, 33, 0, overdub_captured_strings_87b48921_state + 27},
  {"captured_strings.cpp", "main", "over", 64, 43, 0, overdub_captured_strings_87b48921_state + 28},
  {"captured_strings.cpp", "main", "over", 64, 53, 0, overdub_captured_strings_87b48921_state + 29},
  {"captured_strings.cpp", "main", "stoi", 65, 33, 0, overdub_captured_strings_87b48921_state + 30},
  {"captured_strings.cpp", "main", "std::printf", 66, 3, 0, overdub_captured_strings_87b48921_state + 31},
  {"captured_strings.cpp", "main", "name", 66, 33, -1, overdub_captured_strings_87b48921_state + 32},
  {"captured_strings.cpp", "main", "name", 66, 45, -2, overdub_captured_strings_87b48921_state + 33},
};
static const ::overdub::Registration overdub_captured_strings_87b48921_registration{overdub_captured_strings_87b48921_sites};
static const ::overdub::ValueNames overdub_captured_strings_87b48921_sites_values[] = {
  {overdub_captured_strings_87b48921_sites + 26, 1, "<std::string>\012"},
  {overdub_captured_strings_87b48921_sites + 28, 1, "<std::string>\012"},
  {overdub_captured_strings_87b48921_sites + 30, 1, "<std::string>\012"},
};
static const ::overdub::ValueNamesRegistration overdub_captured_strings_87b48921_sites_values_registration{overdub_captured_strings_87b48921_sites_values};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "captured_strings.cpp"
// Strings (--capture): a `const char *` parameter or result, a std::string_view by value or
// const reference, a const std::string & go through arg_value<P> and are recorded as strings
// (their first bytes, read by the runtime); a reference binds to the same object, a temporary
// lives as long. Never a `char *` (an output buffer: recorded as its address), nor a std::string
// by value (a class: the wrapper would copy it). Where overloads chose the callee, only an
// argument that is a const std::string lvalue already is captured; where an unqualified call's
// argument converted to the string would bring namespace std into argument-dependent lookup and
// std declares a function of the callee's name (stoi), only a std::string argument is.
// FLAGS: -std=c++17 -Wconversion
// OVERDUB: --capture=^(size_of|view_size|view_ref|first|fill|by_value|over|name|stoi)$
// CALLS: 1 by_value
// CALLS: 1 fill
// CALLS: 5 first
// CALLS: 2 name
// CALLS: 3 over
// CALLS: 7 size_of
// CALLS: 1 std::basic_string<char>::c_str
// CALLS: 11 std::basic_string<char>::size
// CALLS: 1 std::basic_string_view<char>
// CALLS: 4 std::basic_string_view<char>::size
// CALLS: 1 std::operator+
// CALLS: 1 std::printf
// CALLS: 1 stoi
// CALLS: 2 view_ref
// CALLS: 2 view_size
#include <cstdio>
#include <string>
#if __cplusplus >= 201703L
#include <string_view>
std::size_t view_size(std::string_view v) { return  ::overdub::Span{overdub_captured_strings_87b48921_sites+0}.val(v.size()); }
std::size_t view_ref(const std::string_view &v) { return  ::overdub::Span{overdub_captured_strings_87b48921_sites+1}.val(v.size()); }
#endif

std::size_t size_of(const std::string &s) { return  ::overdub::Span{overdub_captured_strings_87b48921_sites+2}.val(s.size()); }
int first(const char *s) { return s ? s[0] : -1; }
char *fill(char *out) { out[0] = 'f'; return out; }
std::size_t by_value(std::string s) { return  ::overdub::Span{overdub_captured_strings_87b48921_sites+3}.val(s.size()); }
int over(const std::string &s) { return static_cast<int>( ::overdub::Span{overdub_captured_strings_87b48921_sites+4}.val(s.size())); }
int over(int n) { return n; }
const char *name(bool yes) { return yes ? "yes" : "no"; }
// std::stoi(const std::string &, ...) is declared: an argument converted to std::string would
// bring it into argument-dependent lookup of this one's calls, which are ambiguous then.
int stoi(const std::string &s) { return static_cast<int>( ::overdub::Span{overdub_captured_strings_87b48921_sites+5}.val(s.size())); }

struct Text {
  operator std::string() const { return "converted"; }
};

int main() {
  std::string s = "abc";
  const std::string c = "const";
  std::size_t n =  ::overdub::Span{overdub_captured_strings_87b48921_sites+6}.val(::overdub::result_value(overdub_captured_strings_87b48921_sites+6, size_of( ::overdub::arg_value< const ::std::string & >(overdub_captured_strings_87b48921_sites+6, 1, s)))) +  ::overdub::Span{overdub_captured_strings_87b48921_sites+7}.val(::overdub::result_value(overdub_captured_strings_87b48921_sites+7, size_of( ::overdub::arg_value< const ::std::string & >(overdub_captured_strings_87b48921_sites+7, 1, "literal")))) +  ::overdub::Span{overdub_captured_strings_87b48921_sites+8}.val(::overdub::result_value(overdub_captured_strings_87b48921_sites+8, size_of( ::overdub::arg_value< const ::std::string & >(overdub_captured_strings_87b48921_sites+8, 1, c)))) +  ::overdub::Span{overdub_captured_strings_87b48921_sites+9}.val(::overdub::result_value(overdub_captured_strings_87b48921_sites+9, size_of( ::overdub::arg_value< const ::std::string & >(overdub_captured_strings_87b48921_sites+9, 1, {'x', 'y'})))) +
                   ::overdub::Span{overdub_captured_strings_87b48921_sites+10}.val(::overdub::result_value(overdub_captured_strings_87b48921_sites+10, size_of( ::overdub::arg_value< const ::std::string & >(overdub_captured_strings_87b48921_sites+10, 1, Text())))) +  ::overdub::Span{overdub_captured_strings_87b48921_sites+11}.val(::overdub::result_value(overdub_captured_strings_87b48921_sites+11, size_of( ::overdub::arg_value< const ::std::string & >(overdub_captured_strings_87b48921_sites+11, 1,  ::overdub::Span{overdub_captured_strings_87b48921_sites+12}.ref(s + "!")))));
  const std::string &bound = s;
  n +=  ::overdub::Span{overdub_captured_strings_87b48921_sites+13}.val(::overdub::result_value(overdub_captured_strings_87b48921_sites+13, size_of( ::overdub::arg_value< const ::std::string & >(overdub_captured_strings_87b48921_sites+13, 1, bound))));
#if __cplusplus >= 201703L
  n +=  ::overdub::Span{overdub_captured_strings_87b48921_sites+14}.val(::overdub::result_value(overdub_captured_strings_87b48921_sites+14, view_size( ::overdub::arg_value< ::std::string_view >(overdub_captured_strings_87b48921_sites+14, 1, s)))) +  ::overdub::Span{overdub_captured_strings_87b48921_sites+15}.val(::overdub::result_value(overdub_captured_strings_87b48921_sites+15, view_size( ::overdub::arg_value< ::std::string_view >(overdub_captured_strings_87b48921_sites+15, 1, "lit")))) +  ::overdub::Span{overdub_captured_strings_87b48921_sites+16}.val(::overdub::result_value(overdub_captured_strings_87b48921_sites+16, view_ref( ::overdub::arg_value< const ::std::string_view & >(overdub_captured_strings_87b48921_sites+16, 1, s)))) +  ::overdub::Span{overdub_captured_strings_87b48921_sites+17}.val(::overdub::result_value(overdub_captured_strings_87b48921_sites+17, view_ref( ::overdub::arg_value< const ::std::string_view & >(overdub_captured_strings_87b48921_sites+17, 1,  ::overdub::Span{overdub_captured_strings_87b48921_sites+18}.ref(std::string_view("ab"))))));
#endif
  char buffer[4] = {};
   ::overdub::Span{overdub_captured_strings_87b48921_sites+19}.val(::overdub::result_value(overdub_captured_strings_87b48921_sites+19, fill( ::overdub::arg_value< char * >(overdub_captured_strings_87b48921_sites+19, 1, buffer))));
  n += static_cast<std::size_t>( ::overdub::Span{overdub_captured_strings_87b48921_sites+20}.val(::overdub::result_value(overdub_captured_strings_87b48921_sites+20, first( ::overdub::arg_value< const char * >(overdub_captured_strings_87b48921_sites+20, 1, buffer)))) +  ::overdub::Span{overdub_captured_strings_87b48921_sites+21}.val(::overdub::result_value(overdub_captured_strings_87b48921_sites+21, first( ::overdub::arg_value< const char * >(overdub_captured_strings_87b48921_sites+21, 1, "xyz")))) +  ::overdub::Span{overdub_captured_strings_87b48921_sites+22}.val(::overdub::result_value(overdub_captured_strings_87b48921_sites+22, first( ::overdub::arg_value< const char * >(overdub_captured_strings_87b48921_sites+22, 1, nullptr)))) +  ::overdub::Span{overdub_captured_strings_87b48921_sites+23}.val(::overdub::result_value(overdub_captured_strings_87b48921_sites+23, first( ::overdub::arg_value< const char * >(overdub_captured_strings_87b48921_sites+23, 1, NULL)))) +
                                 ::overdub::Span{overdub_captured_strings_87b48921_sites+24}.val(::overdub::result_value(overdub_captured_strings_87b48921_sites+24, first( ::overdub::arg_value< const char * >(overdub_captured_strings_87b48921_sites+24, 1,  ::overdub::Span{overdub_captured_strings_87b48921_sites+25}.val(s.c_str()))))));
  n +=  ::overdub::Span{overdub_captured_strings_87b48921_sites+26}.val(::overdub::result_value(overdub_captured_strings_87b48921_sites+26, by_value(s)));
  n += static_cast<std::size_t>( ::overdub::Span{overdub_captured_strings_87b48921_sites+27}.val(::overdub::result_value(overdub_captured_strings_87b48921_sites+27, over( ::overdub::arg_value< const ::std::string & >(overdub_captured_strings_87b48921_sites+27, 1, c)))) +  ::overdub::Span{overdub_captured_strings_87b48921_sites+28}.val(::overdub::result_value(overdub_captured_strings_87b48921_sites+28, over(s))) +  ::overdub::Span{overdub_captured_strings_87b48921_sites+29}.val(::overdub::result_value(overdub_captured_strings_87b48921_sites+29, over( ::overdub::arg_value< int >(overdub_captured_strings_87b48921_sites+29, 1, 3)))));
  n += static_cast<std::size_t>( ::overdub::Span{overdub_captured_strings_87b48921_sites+30}.val(::overdub::result_value(overdub_captured_strings_87b48921_sites+30, stoi("42"))));
   ::overdub::Span{overdub_captured_strings_87b48921_sites+31}.val(std::printf("%zu %s %s\n", n,  ::overdub::Span{overdub_captured_strings_87b48921_sites+32}.val(::overdub::result_value(overdub_captured_strings_87b48921_sites+32, name( ::overdub::arg_value< bool >(overdub_captured_strings_87b48921_sites+32, 1, true)))),  ::overdub::Span{overdub_captured_strings_87b48921_sites+33}.val(::overdub::result_value(overdub_captured_strings_87b48921_sites+33, name( ::overdub::arg_value< bool >(overdub_captured_strings_87b48921_sites+33, 1, false))))));
}
