#line 1 "exception_unwind.cpp"
#include <overdub/overdub.h>
static unsigned overdub_exception_unwind_f039bd6d_state[7];
static ::overdub::TargetCache overdub_exception_unwind_f039bd6d_targets[1];
static constexpr ::overdub::Site overdub_exception_unwind_f039bd6d_sites[] = {
  {"exception_unwind.cpp", "risky", "std::runtime_error", 12, 20, 0, overdub_exception_unwind_f039bd6d_state + 0},
  {"exception_unwind.cpp", "wrapper", "risky", 15, 29, 0, overdub_exception_unwind_f039bd6d_state + 1},
  {"exception_unwind.cpp", "main", "risky", 18, 12, 0, overdub_exception_unwind_f039bd6d_state + 2},
  {"exception_unwind.cpp", "main", "wrapper", 20, 5, 0, overdub_exception_unwind_f039bd6d_state + 3},
  {"exception_unwind.cpp", "main", "std::printf", 22, 5, 0, overdub_exception_unwind_f039bd6d_state + 4},
  {"exception_unwind.cpp", "main", "std::exception::what", 22, 32, -1, overdub_exception_unwind_f039bd6d_state + 5},
  {"exception_unwind.cpp", "main", "std::printf", 24, 3, 0, overdub_exception_unwind_f039bd6d_state + 6},
};
static const ::overdub::Registration overdub_exception_unwind_f039bd6d_registration{overdub_exception_unwind_f039bd6d_sites, overdub_exception_unwind_f039bd6d_targets};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "exception_unwind.cpp"
// A call that throws: its stop is recorded as an unwinding stop, and the trace nests.
// CALLS: 2 risky
// CALLS: 1 std::exception::what
// CALLS: 2 std::printf
// CALLS: 1 wrapper
// CALLS: 1 std::runtime_error
// UNWOUND: 2
#include <cstdio>
#include <stdexcept>

int risky(int x) {
  if (x > 1) throw  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_0_{overdub_exception_unwind_f039bd6d_sites+0}; return std::runtime_error("too big"); }();
  return x;
}
int wrapper(int x) { return  ::overdub::Span{overdub_exception_unwind_f039bd6d_sites+1}.val(risky(x)) + 1; }

int main() {
  int ok =  ::overdub::Span{overdub_exception_unwind_f039bd6d_sites+2}.val(risky(1));
  try {
     ::overdub::Span{overdub_exception_unwind_f039bd6d_sites+3}.val(wrapper(5));
  } catch (const std::exception &e) {
     ::overdub::Span{overdub_exception_unwind_f039bd6d_sites+4}.val(std::printf("caught %s\n",  ::overdub::Span{overdub_exception_unwind_f039bd6d_sites+5}.val( (::overdub::virtual_object<0, 2>(overdub_exception_unwind_f039bd6d_sites+5, overdub_exception_unwind_f039bd6d_targets+0, e)).what())));
  }
   ::overdub::Span{overdub_exception_unwind_f039bd6d_sites+6}.val(std::printf("%d\n", ok));
  return 0;
}
