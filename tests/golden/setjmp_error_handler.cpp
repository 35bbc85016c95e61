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
  if (value < 0) d->error_fn(d, "negative chunk");
}
int read_chunk(Decoder *d, int value) {
  check_chunk(d, value);
  return value * 2;
}

// The application's handler, as libpng's png_set_error_fn takes it.
[[noreturn]] void jump_back(Decoder *d, const char *why) {
  std::printf("error: %s\n", why);
  ++d->errors;
  std::longjmp(d->on_error, 1);
}
// Calls it directly (not declared [[noreturn]]: the call graph tells).
void validate(Decoder *d, int count) {
  if (count > 4) jump_back(d, "too many chunks");
}

int work(int n) {
  volatile int sum = 0;
  for (int i = 0; i < n; ++i) sum = sum + i % 7;
  return sum;
}

int decode(Decoder *d, const int *chunks, int count) {
  volatile int sum = 0;
  if (setjmp(d->on_error)) {
    std::printf("recovered after %d\n", sum);
    return -1;
  }
  validate(d, count);
  for (int i = 0; i < count; ++i) sum = sum + read_chunk(d, chunks[i]);
  return sum;
}

int main() {
  Decoder d;
  d.error_fn = jump_back;
  d.errors = 0;
  const int good[] = {1, 2}, bad[] = {3, -4};
  std::printf("%d\n", decode(&d, good, 1));
  std::printf("%d\n", decode(&d, bad, 2));
  std::printf("%d %d\n", d.errors, work(1000) > 0);
  return 0;
}
