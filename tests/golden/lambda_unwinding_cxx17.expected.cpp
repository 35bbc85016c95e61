#line 1 "lambda_unwinding_cxx17.cpp"
#include <overdub/overdub.h>
static unsigned overdub_lambda_unwinding_cxx17_6ea0f3c3_state[19];
static ::overdub::TargetCache overdub_lambda_unwinding_cxx17_6ea0f3c3_targets[2];
static constexpr ::overdub::Site overdub_lambda_unwinding_cxx17_6ea0f3c3_sites[] = {
  {"lambda_unwinding_cxx17.cpp", "parse", "std::operator==", 23, 39, 0, overdub_lambda_unwinding_cxx17_6ea0f3c3_state + 0},
  {"lambda_unwinding_cxx17.cpp", "parse", "std::invalid_argument", 23, 55, 0, overdub_lambda_unwinding_cxx17_6ea0f3c3_state + 1},
  {"lambda_unwinding_cxx17.cpp", "parse", "std::basic_string<char>::size", 23, 95, 0, overdub_lambda_unwinding_cxx17_6ea0f3c3_state + 2},
  {"lambda_unwinding_cxx17.cpp", "main::<lambda:28:14>", "parse", 28, 41, 0, overdub_lambda_unwinding_cxx17_6ea0f3c3_state + 3},
  {"lambda_unwinding_cxx17.cpp", "main::<lambda:29:14>", "parse", 29, 49, 0, overdub_lambda_unwinding_cxx17_6ea0f3c3_state + 4},
  {"lambda_unwinding_cxx17.cpp", "main::<lambda:30:12>", "twice", 30, 31, 0, overdub_lambda_unwinding_cxx17_6ea0f3c3_state + 5},
  {"lambda_unwinding_cxx17.cpp", "main", "main::<lambda:28:14>", 32, 3, 0, overdub_lambda_unwinding_cxx17_6ea0f3c3_state + 6},
  {"lambda_unwinding_cxx17.cpp", "main", "std::basic_string<char>", 32, 7, -1, overdub_lambda_unwinding_cxx17_6ea0f3c3_state + 7},
  {"lambda_unwinding_cxx17.cpp", "main", "main::<lambda:28:14>", 33, 9, 0, overdub_lambda_unwinding_cxx17_6ea0f3c3_state + 8},
  {"lambda_unwinding_cxx17.cpp", "main", "std::basic_string<char>", 33, 13, -1, overdub_lambda_unwinding_cxx17_6ea0f3c3_state + 9},
  {"lambda_unwinding_cxx17.cpp", "main", "std::printf", 33, 68, 0, overdub_lambda_unwinding_cxx17_6ea0f3c3_state + 10},
  {"lambda_unwinding_cxx17.cpp", "main", "std::exception::what", 33, 95, -1, overdub_lambda_unwinding_cxx17_6ea0f3c3_state + 11},
  {"lambda_unwinding_cxx17.cpp", "main", "main::<lambda:29:14>", 34, 3, 0, overdub_lambda_unwinding_cxx17_6ea0f3c3_state + 12},
  {"lambda_unwinding_cxx17.cpp", "main", "main::<lambda:29:14>", 35, 9, 0, overdub_lambda_unwinding_cxx17_6ea0f3c3_state + 13},
  {"lambda_unwinding_cxx17.cpp", "main", "std::printf", 35, 55, 0, overdub_lambda_unwinding_cxx17_6ea0f3c3_state + 14},
  {"lambda_unwinding_cxx17.cpp", "main", "std::exception::what", 35, 82, -1, overdub_lambda_unwinding_cxx17_6ea0f3c3_state + 15},
  {"lambda_unwinding_cxx17.cpp", "main", "std::printf", 36, 3, 0, overdub_lambda_unwinding_cxx17_6ea0f3c3_state + 16},
  {"lambda_unwinding_cxx17.cpp", "main", "main::<lambda:30:12>", 36, 34, -1, overdub_lambda_unwinding_cxx17_6ea0f3c3_state + 17},
  {"lambda_unwinding_cxx17.cpp", "main", "main::<lambda:30:12>", 36, 40, -2, overdub_lambda_unwinding_cxx17_6ea0f3c3_state + 18},
};
static const ::overdub::Registration overdub_lambda_unwinding_cxx17_6ea0f3c3_registration{overdub_lambda_unwinding_cxx17_6ea0f3c3_sites, overdub_lambda_unwinding_cxx17_6ea0f3c3_targets};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "lambda_unwinding_cxx17.cpp"
// A C++17 lambda is constexpr wherever it can be, so the calls in it took the form without a
// destructor (no unwinding stop) before C++20. One that always calls a function that is not
// constexpr before anything else can never be a constant: its calls take the guard, and a call
// that throws records its unwinding stop (argparse's `[&](const auto &s) { res = std::stoi(s); }`,
// whose call both returned and threw in one thread, failed --check). A generic lambda is judged
// by its instantiations. One that may be a constant keeps the form without the guard.
// CALLS: 4 parse
// CALLS: 2 main::<lambda:28:14>
// CALLS: 2 main::<lambda:29:14>
// CALLS: 2 main::<lambda:30:12>
// CALLS: 2 twice
// CALLS: 2 std::basic_string<char>
// CALLS: 2 std::basic_string<char>::size
// CALLS: 4 std::operator==
// CALLS: 2 std::invalid_argument
// CALLS: 2 std::exception::what
// CALLS: 3 std::printf
// UNWOUND: 4
#include <cstdio>
#include <stdexcept>
#include <string>

int parse(const std::string &s) { if ( ::overdub::Span{overdub_lambda_unwinding_cxx17_6ea0f3c3_sites+0}.val(s == "x")) throw  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_1_{overdub_lambda_unwinding_cxx17_6ea0f3c3_sites+1}; return std::invalid_argument("x"); }(); return (int) ::overdub::Span{overdub_lambda_unwinding_cxx17_6ea0f3c3_sites+2}.val(s.size()); }
constexpr int twice(int x) { return 2 * x; }

int main() {
  int res = 0;
  auto set = [&](const auto &s) { res =  ::overdub::Span{overdub_lambda_unwinding_cxx17_6ea0f3c3_sites+3}.val(parse(s)); };
  auto add = [&](const std::string &s) { res +=  ::overdub::Span{overdub_lambda_unwinding_cxx17_6ea0f3c3_sites+4}.val(parse(s)); };
  auto k = [](int x) { return  ::overdub::Pass{overdub_lambda_unwinding_cxx17_6ea0f3c3_sites+5}.val(twice(x)); };
  static_assert(k(2) == 4, "a lambda that may be a constant stays one");
   ::overdub::Span{overdub_lambda_unwinding_cxx17_6ea0f3c3_sites+6}.v((set( ::overdub::Span{overdub_lambda_unwinding_cxx17_6ea0f3c3_sites+7}.ref(std::string("ab"))), ::overdub::unit{}));
  try {  ::overdub::Span{overdub_lambda_unwinding_cxx17_6ea0f3c3_sites+8}.v((set( ::overdub::Span{overdub_lambda_unwinding_cxx17_6ea0f3c3_sites+9}.ref(std::string("x"))), ::overdub::unit{})); } catch (const std::exception &e) {  ::overdub::Span{overdub_lambda_unwinding_cxx17_6ea0f3c3_sites+10}.val(std::printf("caught %s\n",  ::overdub::Span{overdub_lambda_unwinding_cxx17_6ea0f3c3_sites+11}.val( (::overdub::virtual_object<0, 2>(overdub_lambda_unwinding_cxx17_6ea0f3c3_sites+11, overdub_lambda_unwinding_cxx17_6ea0f3c3_targets+0, e)).what()))); }
   ::overdub::Span{overdub_lambda_unwinding_cxx17_6ea0f3c3_sites+12}.v((add("abc"), ::overdub::unit{}));
  try {  ::overdub::Span{overdub_lambda_unwinding_cxx17_6ea0f3c3_sites+13}.v((add("x"), ::overdub::unit{})); } catch (const std::exception &e) {  ::overdub::Span{overdub_lambda_unwinding_cxx17_6ea0f3c3_sites+14}.val(std::printf("caught %s\n",  ::overdub::Span{overdub_lambda_unwinding_cxx17_6ea0f3c3_sites+15}.val( (::overdub::virtual_object<0, 2>(overdub_lambda_unwinding_cxx17_6ea0f3c3_sites+15, overdub_lambda_unwinding_cxx17_6ea0f3c3_targets+1, e)).what()))); }
   ::overdub::Span{overdub_lambda_unwinding_cxx17_6ea0f3c3_sites+16}.val(std::printf("%d %d %d\n", res,  ::overdub::Span{overdub_lambda_unwinding_cxx17_6ea0f3c3_sites+17}.val(k(3)),  ::overdub::Span{overdub_lambda_unwinding_cxx17_6ea0f3c3_sites+18}.val(k(4))));
}
