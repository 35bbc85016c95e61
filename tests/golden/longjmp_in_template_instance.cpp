// A longjmp that the file refers to only in an instantiation (a function template's dependent
// call), reached only through the standard library's body (std::for_each calls, through a
// function pointer, a function that calls the template): the calls it may jump over take
// wrappers without a destructor.
// CALLS: 1 std::for_each
// CALLS: 1 std::printf
// CALLS: 1 walk
// CALLS: 1 scan
// CALLS: 1 jump
// CALLS: 1 longjmp
#include <algorithm>
#include <csetjmp>
#include <cstdio>
#include <setjmp.h>

static jmp_buf back;
static int seen;

template <class T>
[[noreturn]] void jump(T code) { longjmp(back, code); }

static void visit(int x) {
  if (x < 0) jump(1);
  ++seen;
}

static void walk(const int *a, int n) { std::for_each(a, a + n, visit); }

static int scan(const int *a, int n) {
  if (setjmp(back) == 0) {
    walk(a, n);
    return 0;
  }
  return -1;
}

int main() {
  const int a[] = {1, 2, -3, 4};
  const int r = scan(a, 4);
  std::printf("%d %d\n", r, seen);
  return 0;
}
