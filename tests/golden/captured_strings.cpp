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
std::size_t view_size(std::string_view v) { return v.size(); }
std::size_t view_ref(const std::string_view &v) { return v.size(); }
#endif

std::size_t size_of(const std::string &s) { return s.size(); }
int first(const char *s) { return s ? s[0] : -1; }
char *fill(char *out) { out[0] = 'f'; return out; }
std::size_t by_value(std::string s) { return s.size(); }
int over(const std::string &s) { return static_cast<int>(s.size()); }
int over(int n) { return n; }
const char *name(bool yes) { return yes ? "yes" : "no"; }
// std::stoi(const std::string &, ...) is declared: an argument converted to std::string would
// bring it into argument-dependent lookup of this one's calls, which are ambiguous then.
int stoi(const std::string &s) { return static_cast<int>(s.size()); }

struct Text {
  operator std::string() const { return "converted"; }
};

int main() {
  std::string s = "abc";
  const std::string c = "const";
  std::size_t n = size_of(s) + size_of("literal") + size_of(c) + size_of({'x', 'y'}) +
                  size_of(Text()) + size_of(s + "!");
  const std::string &bound = s;
  n += size_of(bound);
#if __cplusplus >= 201703L
  n += view_size(s) + view_size("lit") + view_ref(s) + view_ref(std::string_view("ab"));
#endif
  char buffer[4] = {};
  fill(buffer);
  n += static_cast<std::size_t>(first(buffer) + first("xyz") + first(nullptr) + first(NULL) +
                                first(s.c_str()));
  n += by_value(s);
  n += static_cast<std::size_t>(over(c) + over(s) + over(3));
  n += static_cast<std::size_t>(stoi("42"));
  std::printf("%zu %s %s\n", n, name(true), name(false));
}
