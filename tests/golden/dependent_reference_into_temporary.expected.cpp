#line 1 "dependent_reference_into_temporary.cpp"
#include <overdub/overdub.h>
static unsigned overdub_dependent_reference_into_c141ec0e_state[9];
static constexpr ::overdub::Site overdub_dependent_reference_into_c141ec0e_sites[] = {
  {"dependent_reference_into_temporary.cpp", "Result::operator<<", "std::basic_string<char>::operator+=", 19, 5, 0, overdub_dependent_reference_into_c141ec0e_state + 0},
  {"dependent_reference_into_temporary.cpp", "Result::operator<<", "std::to_string", 19, 13, -1, overdub_dependent_reference_into_c141ec0e_state + 1},
  {"dependent_reference_into_temporary.cpp", "describe", "operator<<", 28, 57, 0, overdub_dependent_reference_into_c141ec0e_state + 2},
  {"dependent_reference_into_temporary.cpp", "describe", "operator<<", 28, 57, -1, overdub_dependent_reference_into_c141ec0e_state + 3},
  {"dependent_reference_into_temporary.cpp", "describe", "Result::operator<<", 28, 57, -1, overdub_dependent_reference_into_c141ec0e_state + 4},
  {"dependent_reference_into_temporary.cpp", "describe", "fail", 28, 57, -1, overdub_dependent_reference_into_c141ec0e_state + 5},
  {"dependent_reference_into_temporary.cpp", "main", "describe", 31, 14, 0, overdub_dependent_reference_into_c141ec0e_state + 6},
  {"dependent_reference_into_temporary.cpp", "main", "std::printf", 32, 3, 0, overdub_dependent_reference_into_c141ec0e_state + 7},
  {"dependent_reference_into_temporary.cpp", "main", "std::basic_string<char>::c_str", 32, 23, -1, overdub_dependent_reference_into_c141ec0e_state + 8},
};
static const ::overdub::Registration overdub_dependent_reference_into_c141ec0e_registration{overdub_dependent_reference_into_c141ec0e_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "dependent_reference_into_temporary.cpp"
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
     ::overdub::Span{overdub_dependent_reference_into_c141ec0e_sites+0}.ref(text +=  ::overdub::Span{overdub_dependent_reference_into_c141ec0e_sites+1}.ref(std::to_string(sizeof(v))));
    return *this;
  }
};
Result fail() { return Result{"failed:"}; }
// A free operator<< in scope makes the dependent << calls calls, as in GoogleTest.
struct Log {};
Log &operator<<(Log &l, int) { return l; }

template <class T> Result describe(const T &v) { return  ::overdub::Span{overdub_dependent_reference_into_c141ec0e_sites+2}.ref( ::overdub::Span{overdub_dependent_reference_into_c141ec0e_sites+3}.ref( ::overdub::Span{overdub_dependent_reference_into_c141ec0e_sites+4}.ref( ::overdub::Span{overdub_dependent_reference_into_c141ec0e_sites+5}.ref(fail()) << "a") << v) << "b"); }

int main() {
  Result r =  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_6_{overdub_dependent_reference_into_c141ec0e_sites+6}; return describe(42); }();
   ::overdub::Span{overdub_dependent_reference_into_c141ec0e_sites+7}.val(std::printf("%s\n",  ::overdub::Span{overdub_dependent_reference_into_c141ec0e_sites+8}.val(r.text.c_str())));
  return 0;
}
