#line 1 "throw_operand.cpp"
#include <overdub/overdub.h>
static unsigned overdub_throw_operand_7754406e_state[9];
static ::overdub::TargetCache overdub_throw_operand_7754406e_targets[1];
static constexpr ::overdub::Site overdub_throw_operand_7754406e_sites[] = {
  {"throw_operand.cpp", "make_error", "std::runtime_error", 17, 10, 0, overdub_throw_operand_7754406e_state + 0},
  {"throw_operand.cpp", "make_error", "std::operator+", 17, 29, -1, overdub_throw_operand_7754406e_state + 1},
  {"throw_operand.cpp", "make_error", "std::to_string", 17, 39, -1, overdub_throw_operand_7754406e_state + 2},
  {"throw_operand.cpp", "check", "make_error", 20, 20, 0, overdub_throw_operand_7754406e_state + 3},
  {"throw_operand.cpp", "report", "std::printf", 23, 40, 0, overdub_throw_operand_7754406e_state + 4},
  {"throw_operand.cpp", "report", "std::exception::what", 23, 67, -1, overdub_throw_operand_7754406e_state + 5},
  {"throw_operand.cpp", "main", "check", 27, 5, 0, overdub_throw_operand_7754406e_state + 6},
  {"throw_operand.cpp", "main", "check", 28, 5, 0, overdub_throw_operand_7754406e_state + 7},
  {"throw_operand.cpp", "main", "report", 30, 5, 0, overdub_throw_operand_7754406e_state + 8},
};
static const ::overdub::Registration overdub_throw_operand_7754406e_registration{overdub_throw_operand_7754406e_sites, overdub_throw_operand_7754406e_targets};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "throw_operand.cpp"
// A call as the operand of throw (its result is copied into the exception object) and calls in
// the handler; the throwing function's span ends by the exception.
// UNWOUND: 1
// CALLS: 2 check
// CALLS: 1 make_error
// CALLS: 1 report
// CALLS: 1 std::exception::what
// CALLS: 1 std::operator+
// CALLS: 1 std::printf
// CALLS: 1 std::to_string
// CALLS: 1 std::runtime_error
#include <cstdio>
#include <stdexcept>
#include <string>

std::runtime_error make_error(int code) {
  return  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_0_{overdub_throw_operand_7754406e_sites+0}; return std::runtime_error( ::overdub::Span{overdub_throw_operand_7754406e_sites+1}.ref("code " +  ::overdub::Span{overdub_throw_operand_7754406e_sites+2}.ref(std::to_string(code)))); }();
}
int check(int v) {
  if (v > 2) throw  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_3_{overdub_throw_operand_7754406e_sites+3}; return make_error(v); }();
  return v;
}
void report(const std::exception &e) {  ::overdub::Span{overdub_throw_operand_7754406e_sites+4}.val(std::printf("caught %s\n",  ::overdub::Span{overdub_throw_operand_7754406e_sites+5}.val( (::overdub::virtual_object<0, 2>(overdub_throw_operand_7754406e_sites+5, overdub_throw_operand_7754406e_targets+0, e)).what()))); }

int main() {
  try {
     ::overdub::Span{overdub_throw_operand_7754406e_sites+6}.val(check(1));
     ::overdub::Span{overdub_throw_operand_7754406e_sites+7}.val(check(5));
  } catch (const std::exception &e) {
     ::overdub::Span{overdub_throw_operand_7754406e_sites+8}.v((report(e), ::overdub::unit{}));
  }
  return 0;
}
