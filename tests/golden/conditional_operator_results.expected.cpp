#line 1 "conditional_operator_results.cpp"
#include <overdub/overdub.h>
static unsigned overdub_conditional_operator_res_320b3222_state[11];
static constexpr ::overdub::Site overdub_conditional_operator_res_320b3222_sites[] = {
  {"conditional_operator_results.cpp", "main", "left", 23, 8, 0, overdub_conditional_operator_res_320b3222_state + 0},
  {"conditional_operator_results.cpp", "main", "right", 23, 17, 0, overdub_conditional_operator_res_320b3222_state + 1},
  {"conditional_operator_results.cpp", "main", "yes", 24, 23, 0, overdub_conditional_operator_res_320b3222_state + 2},
  {"conditional_operator_results.cpp", "main", "no", 24, 31, 0, overdub_conditional_operator_res_320b3222_state + 3},
  {"conditional_operator_results.cpp", "main", "left", 25, 16, 0, overdub_conditional_operator_res_320b3222_state + 4},
  {"conditional_operator_results.cpp", "main", "num", 25, 25, 0, overdub_conditional_operator_res_320b3222_state + 5},
  {"conditional_operator_results.cpp", "main", "no", 26, 30, 0, overdub_conditional_operator_res_320b3222_state + 6},
  {"conditional_operator_results.cpp", "main", "yes", 26, 37, 0, overdub_conditional_operator_res_320b3222_state + 7},
  {"conditional_operator_results.cpp", "main", "std::printf", 27, 3, 0, overdub_conditional_operator_res_320b3222_state + 8},
  {"conditional_operator_results.cpp", "main", "std::basic_string<char>::c_str", 27, 41, -1, overdub_conditional_operator_res_320b3222_state + 9},
  {"conditional_operator_results.cpp", "main", "std::basic_string<char>::c_str", 27, 55, -2, overdub_conditional_operator_res_320b3222_state + 10},
};
static const ::overdub::Registration overdub_conditional_operator_res_320b3222_registration{overdub_conditional_operator_res_320b3222_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "conditional_operator_results.cpp"
// Calls in both arms of ?: with class results (one temporary, elided), lvalue reference results
// (the conditional stays an lvalue that can be assigned), and mixed value categories; only the
// chosen arm runs.
// CALLS: 1 left
// CALLS: 1 no
// CALLS: 1 num
// CALLS: 0 right
// CALLS: 2 std::basic_string<char>::c_str
// CALLS: 1 std::printf
// CALLS: 1 yes
#include <cstdio>
#include <string>

int x = 1, y = 2;
int &left() { return x; }
int &right() { return y; }
std::string yes() { return "yes"; }
std::string no() { return "no"; }
int num() { return 9; }

int main(int argc, char **) {
  bool c = argc > 0;
  (c ?  ::overdub::Span{overdub_conditional_operator_res_320b3222_sites+0}.ref(left()) :  ::overdub::Span{overdub_conditional_operator_res_320b3222_sites+1}.ref(right())) = 10;
  std::string s = c ?  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_2_{overdub_conditional_operator_res_320b3222_sites+2}; return yes(); }() :  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_3_{overdub_conditional_operator_res_320b3222_sites+3}; return no(); }();
  int v = !c ?  ::overdub::Span{overdub_conditional_operator_res_320b3222_sites+4}.ref(left()) :  ::overdub::Span{overdub_conditional_operator_res_320b3222_sites+5}.val(num());
  const std::string &t = c ?  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_6_{overdub_conditional_operator_res_320b3222_sites+6}; return no(); }() :  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_7_{overdub_conditional_operator_res_320b3222_sites+7}; return yes(); }();
   ::overdub::Span{overdub_conditional_operator_res_320b3222_sites+8}.val(std::printf("%d %d %s %d %s\n", x, y,  ::overdub::Span{overdub_conditional_operator_res_320b3222_sites+9}.val(s.c_str()), v,  ::overdub::Span{overdub_conditional_operator_res_320b3222_sites+10}.val(t.c_str())));
  return 0;
}
