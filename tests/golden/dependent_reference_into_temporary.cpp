// A dependent call whose result refers to a temporary of its operands (GoogleTest's
// AssertionFailure() << ... in a template): the result must be used before the temporary dies,
// so such a call is not moved into a lambda: judged by its instantiations, it takes the
// reference form, which leaves it in its full-expression.
// CALLS: 2 operator<<
// CALLS: 1 describe
// CALLS: 1 fail
// CALLS: 1 std::printf
// CALLS: 1 Result::operator<<
// CALLS: 3 std::to_string
// CALLS: 3 std::basic_string<char>::operator+=
// CALLS: 1 std::basic_string<char>::c_str
#include <cstdio>
#include <string>

struct Result {
  std::string text;
  template <class T> Result &operator<<(const T &v) {
    text += std::to_string(sizeof(v));
    return *this;
  }
};
Result fail() { return Result{"failed:"}; }
// A free operator<< in scope makes the dependent << calls calls, as in GoogleTest.
struct Log {};
Log &operator<<(Log &l, int) { return l; }

template <class T> Result describe(const T &v) { return fail() << "a" << v << "b"; }

int main() {
  Result r = describe(42);
  std::printf("%s\n", r.text.c_str());
  return 0;
}
