#line 1 "frame_bound_calls.cpp"
#include <overdub/overdub.h>
static unsigned overdub_frame_bound_calls_940db188_state[5];
static constexpr ::overdub::Site overdub_frame_bound_calls_940db188_sites[] = {
  {"frame_bound_calls.cpp", "jump", "std::longjmp", 23, 15, 0, overdub_frame_bound_calls_940db188_state + 0},
  {"frame_bound_calls.cpp", "main", "std::strcpy", 27, 3, 0, overdub_frame_bound_calls_940db188_state + 1},
  {"frame_bound_calls.cpp", "main", "jump", 29, 16, 0, overdub_frame_bound_calls_940db188_state + 2},
  {"frame_bound_calls.cpp", "main", "std::printf", 30, 3, 0, overdub_frame_bound_calls_940db188_state + 3},
  {"frame_bound_calls.cpp", "main", "sum", 30, 42, -1, overdub_frame_bound_calls_940db188_state + 4},
};
static const ::overdub::Registration overdub_frame_bound_calls_940db188_registration{overdub_frame_bound_calls_940db188_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "frame_bound_calls.cpp"
// Calls tied to the caller's frame are left alone: alloca, setjmp, va_start.
// CALLS: 1 jump
// CALLS: 1 std::longjmp
// CALLS: 1 std::printf
// CALLS: 1 std::strcpy
// CALLS: 1 sum
#include <alloca.h>
#include <csetjmp>
#include <cstdarg>
#include <cstdio>
#include <cstring>

int sum(int n, ...) {
  va_list ap;
  va_start(ap, n);
  int s = 0;
  for (int i = 0; i < n; ++i) s += va_arg(ap, int);
  va_end(ap);
  return s;
}

static std::jmp_buf where;
void jump() {  (static_cast<void>(::overdub::start_call(overdub_frame_bound_calls_940db188_sites+0)), std::longjmp(where, 1)); }

int main() {
  char *buf = static_cast<char *>(alloca(16));
   ::overdub::Pass{overdub_frame_bound_calls_940db188_sites+1}.val(std::strcpy(buf, "stack"));
  int jumped = setjmp(where);
  if (!jumped)  ::overdub::Pass{overdub_frame_bound_calls_940db188_sites+2}.v((jump(), ::overdub::unit{}));
   ::overdub::Pass{overdub_frame_bound_calls_940db188_sites+3}.val(std::printf("%s %d %d\n", buf, jumped,  ::overdub::Pass{overdub_frame_bound_calls_940db188_sites+4}.val(sum(3, 1, 2, 3))));
  return 0;
}
