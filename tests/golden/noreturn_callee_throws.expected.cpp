#line 1 "noreturn_callee_throws.cpp"
#include <overdub/overdub.h>
static unsigned overdub_noreturn_callee_throws_87c23bea_state[8];
static constexpr ::overdub::Site overdub_noreturn_callee_throws_87c23bea_sites[] = {
  {"noreturn_callee_throws.cpp", "fail", "std::runtime_error", 14, 49, 0, overdub_noreturn_callee_throws_87c23bea_state + 0},
  {"noreturn_callee_throws.cpp", "parse", "fail", 23, 14, 0, overdub_noreturn_callee_throws_87c23bea_state + 1},
  {"noreturn_callee_throws.cpp", "main", "fail", 30, 5, 0, overdub_noreturn_callee_throws_87c23bea_state + 2},
  {"noreturn_callee_throws.cpp", "main", "work", 34, 11, 0, overdub_noreturn_callee_throws_87c23bea_state + 3},
  {"noreturn_callee_throws.cpp", "main", "parse", 36, 13, 0, overdub_noreturn_callee_throws_87c23bea_state + 4},
  {"noreturn_callee_throws.cpp", "main", "work", 40, 11, 0, overdub_noreturn_callee_throws_87c23bea_state + 5},
  {"noreturn_callee_throws.cpp", "main", "std::printf", 41, 3, 0, overdub_noreturn_callee_throws_87c23bea_state + 6},
  {"noreturn_callee_throws.cpp", "main", "std::printf", 42, 3, 0, overdub_noreturn_callee_throws_87c23bea_state + 7},
};
static const ::overdub::Registration overdub_noreturn_callee_throws_87c23bea_registration{overdub_noreturn_callee_throws_87c23bea_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "noreturn_callee_throws.cpp"
// A [[noreturn]] callee that throws, caught by its caller or further up: the form's guard records
// the unwinding stop, so the long work() that follows is not inside fail() in the call tree.
// CALLS: 2 fail
// CALLS: 1 parse
// CALLS: 2 std::printf
// CALLS: 2 work
// CALLS: 2 std::runtime_error
// UNWOUND: 3
// PARENT: work -
// PARENT: fail - parse
#include <cstdio>
#include <stdexcept>

[[noreturn]] void fail(const char *why) { throw  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_0_{overdub_noreturn_callee_throws_87c23bea_sites+0}; return std::runtime_error(why); }(); }

int work(int n) {
  volatile int sum = 0;
  for (int i = 0; i < n; ++i) sum = sum + i % 7;
  return sum;
}

int parse(int v) {
  if (v < 0)  (static_cast<void>(::overdub::NoReturnGuard{overdub_noreturn_callee_throws_87c23bea_sites+1}), fail("negative"));
  return v;
}

int main() {
  int done = 0;
  try {
     (static_cast<void>(::overdub::NoReturnGuard{overdub_noreturn_callee_throws_87c23bea_sites+2}), fail("first"));
  } catch (const std::exception &) {
    ++done;
  }
  done +=  ::overdub::Span{overdub_noreturn_callee_throws_87c23bea_sites+3}.val(work(2000000));
  try {
    done +=  ::overdub::Span{overdub_noreturn_callee_throws_87c23bea_sites+4}.val(parse(-1));
  } catch (const std::exception &) {
    ++done;
  }
  done +=  ::overdub::Span{overdub_noreturn_callee_throws_87c23bea_sites+5}.val(work(2000000));
   ::overdub::Span{overdub_noreturn_callee_throws_87c23bea_sites+6}.val(std::printf("%d\n", done > 0));
   ::overdub::Span{overdub_noreturn_callee_throws_87c23bea_sites+7}.val(std::printf("done\n"));
  return 0;
}
