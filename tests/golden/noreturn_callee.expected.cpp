#line 1 "noreturn_callee.cpp"
#include <overdub/overdub.h>
static unsigned overdub_noreturn_callee_ab0877b0_state[5];
static constexpr ::overdub::Site overdub_noreturn_callee_ab0877b0_sites[] = {
  {"noreturn_callee.cpp", "fail", "std::fflush", 12, 3, 0, overdub_noreturn_callee_ab0877b0_state + 0},
  {"noreturn_callee.cpp", "fail", "std::exit", 13, 3, 0, overdub_noreturn_callee_ab0877b0_state + 1},
  {"noreturn_callee.cpp", "check", "fail", 18, 3, 0, overdub_noreturn_callee_ab0877b0_state + 2},
  {"noreturn_callee.cpp", "main", "std::printf", 22, 3, 0, overdub_noreturn_callee_ab0877b0_state + 3},
  {"noreturn_callee.cpp", "main", "check", 23, 10, 0, overdub_noreturn_callee_ab0877b0_state + 4},
};
static const ::overdub::Registration overdub_noreturn_callee_ab0877b0_registration{overdub_noreturn_callee_ab0877b0_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "noreturn_callee.cpp"
// A [[noreturn]] callee in a non-void function: no -Wreturn-type may appear.
// CALLS: 1 check
// CALLS: 1 fail
// CALLS: 1 std::exit
// CALLS: 1 std::fflush
// CALLS: 1 std::printf
// EXIT: 3
#include <cstdio>
#include <cstdlib>

[[noreturn]] void fail(int code) {
   ::overdub::Span{overdub_noreturn_callee_ab0877b0_sites+0}.val(std::fflush(stdout));
   (static_cast<void>(::overdub::NoReturnGuard{overdub_noreturn_callee_ab0877b0_sites+1}), std::exit(code));
}

int check(int x) {
  if (x > 0) return x;
   (static_cast<void>(::overdub::NoReturnGuard{overdub_noreturn_callee_ab0877b0_sites+2}), fail(3));
}

int main() {
   ::overdub::Span{overdub_noreturn_callee_ab0877b0_sites+3}.val(std::printf("start\n"));
  return  ::overdub::Span{overdub_noreturn_callee_ab0877b0_sites+4}.val(check(-1));
}
