#line 1 "setjmp_error_handler.cpp"
#include <overdub/overdub.h>
static unsigned overdub_setjmp_error_handler_d56e06eb_state[14];
static ::overdub::TargetCache overdub_setjmp_error_handler_d56e06eb_targets[1];
static constexpr ::overdub::Site overdub_setjmp_error_handler_d56e06eb_sites[] = {
  {"setjmp_error_handler.cpp", "check_chunk", "(d->error_fn)", 30, 18, 0, overdub_setjmp_error_handler_d56e06eb_state + 0},
  {"setjmp_error_handler.cpp", "read_chunk", "check_chunk", 33, 3, 0, overdub_setjmp_error_handler_d56e06eb_state + 1},
  {"setjmp_error_handler.cpp", "jump_back", "std::printf", 39, 3, 0, overdub_setjmp_error_handler_d56e06eb_state + 2},
  {"setjmp_error_handler.cpp", "jump_back", "std::longjmp", 41, 3, 0, overdub_setjmp_error_handler_d56e06eb_state + 3},
  {"setjmp_error_handler.cpp", "validate", "jump_back", 45, 18, 0, overdub_setjmp_error_handler_d56e06eb_state + 4},
  {"setjmp_error_handler.cpp", "decode", "std::printf", 57, 5, 0, overdub_setjmp_error_handler_d56e06eb_state + 5},
  {"setjmp_error_handler.cpp", "decode", "validate", 60, 3, 0, overdub_setjmp_error_handler_d56e06eb_state + 6},
  {"setjmp_error_handler.cpp", "decode", "read_chunk", 61, 47, 0, overdub_setjmp_error_handler_d56e06eb_state + 7},
  {"setjmp_error_handler.cpp", "main", "std::printf", 70, 3, 0, overdub_setjmp_error_handler_d56e06eb_state + 8},
  {"setjmp_error_handler.cpp", "main", "decode", 70, 23, -1, overdub_setjmp_error_handler_d56e06eb_state + 9},
  {"setjmp_error_handler.cpp", "main", "std::printf", 71, 3, 0, overdub_setjmp_error_handler_d56e06eb_state + 10},
  {"setjmp_error_handler.cpp", "main", "decode", 71, 23, -1, overdub_setjmp_error_handler_d56e06eb_state + 11},
  {"setjmp_error_handler.cpp", "main", "std::printf", 72, 3, 0, overdub_setjmp_error_handler_d56e06eb_state + 12},
  {"setjmp_error_handler.cpp", "main", "work", 72, 36, -1, overdub_setjmp_error_handler_d56e06eb_state + 13},
};
static const ::overdub::Registration overdub_setjmp_error_handler_d56e06eb_registration{overdub_setjmp_error_handler_d56e06eb_sites, overdub_setjmp_error_handler_d56e06eb_targets};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "setjmp_error_handler.cpp"
// A libpng-style error handler: the "library" reports errors through a handler it was given, and
// the application's handler longjmps back to the function that called setjmp. A longjmp must not
// jump over a wrapper with a destructor (undefined behaviour): the calls of decode (it calls
// setjmp), the handler's longjmp, and every call whose full-expression may reach one (through
// the handler's address, or a function of this file that longjmps) go without it.
// CALLS: 1 (d->error_fn)
// CALLS: 3 check_chunk
// CALLS: 2 decode
// CALLS: 3 read_chunk
// CALLS: 1 std::longjmp
// CALLS: 5 std::printf
// CALLS: 2 validate
// CALLS: 1 work
// The report closes the calls the jump left at the first call after it (recovered after...):
// every call nests where it was made.
// PARENT: std::printf - decode jump_back
// PARENT: read_chunk decode
// PARENT: work -
#include <csetjmp>
#include <cstdio>

struct Decoder {
  std::jmp_buf on_error;
  void (*error_fn)(Decoder *, const char *);
  int errors;
};

// The library: reports errors through the handler, which does not return.
void check_chunk(Decoder *d, int value) {
  if (value < 0)  ::overdub::Pass{overdub_setjmp_error_handler_d56e06eb_sites+0}.v(( ::overdub::indirect_target(overdub_setjmp_error_handler_d56e06eb_sites+0, overdub_setjmp_error_handler_d56e06eb_targets+0, d->error_fn)(d, "negative chunk"), ::overdub::unit{}));
}
int read_chunk(Decoder *d, int value) {
   ::overdub::Pass{overdub_setjmp_error_handler_d56e06eb_sites+1}.v((check_chunk(d, value), ::overdub::unit{}));
  return value * 2;
}

// The application's handler, as libpng's png_set_error_fn takes it.
[[noreturn]] void jump_back(Decoder *d, const char *why) {
   ::overdub::Span{overdub_setjmp_error_handler_d56e06eb_sites+2}.val(std::printf("error: %s\n", why));
  ++d->errors;
   (static_cast<void>(::overdub::start_call(overdub_setjmp_error_handler_d56e06eb_sites+3)), std::longjmp(d->on_error, 1));
}
// Calls it directly (not declared [[noreturn]]: the call graph tells).
void validate(Decoder *d, int count) {
  if (count > 4)  (static_cast<void>(::overdub::start_call(overdub_setjmp_error_handler_d56e06eb_sites+4)), jump_back(d, "too many chunks"));
}

int work(int n) {
  volatile int sum = 0;
  for (int i = 0; i < n; ++i) sum = sum + i % 7;
  return sum;
}

int decode(Decoder *d, const int *chunks, int count) {
  volatile int sum = 0;
  if (setjmp(d->on_error)) {
     ::overdub::Pass{overdub_setjmp_error_handler_d56e06eb_sites+5}.val(std::printf("recovered after %d\n", sum));
    return -1;
  }
   ::overdub::Pass{overdub_setjmp_error_handler_d56e06eb_sites+6}.v((validate(d, count), ::overdub::unit{}));
  for (int i = 0; i < count; ++i) sum = sum +  ::overdub::Pass{overdub_setjmp_error_handler_d56e06eb_sites+7}.val(read_chunk(d, chunks[i]));
  return sum;
}

int main() {
  Decoder d;
  d.error_fn = jump_back;
  d.errors = 0;
  const int good[] = {1, 2}, bad[] = {3, -4};
   ::overdub::Pass{overdub_setjmp_error_handler_d56e06eb_sites+8}.val(std::printf("%d\n",  ::overdub::Pass{overdub_setjmp_error_handler_d56e06eb_sites+9}.val(decode(&d, good, 1))));
   ::overdub::Pass{overdub_setjmp_error_handler_d56e06eb_sites+10}.val(std::printf("%d\n",  ::overdub::Pass{overdub_setjmp_error_handler_d56e06eb_sites+11}.val(decode(&d, bad, 2))));
   ::overdub::Span{overdub_setjmp_error_handler_d56e06eb_sites+12}.val(std::printf("%d %d\n", d.errors,  ::overdub::Span{overdub_setjmp_error_handler_d56e06eb_sites+13}.val(work(1000)) > 0));
  return 0;
}
