// A call that may longjmp only through the standard library's body: std::for_each calls, through
// a function pointer, a function that longjmps. Its wrapper must have no destructor (a longjmp
// must not jump over one), which the call graph tells only from for_each's instantiated body,
// an instantiation with the library's own types (int *, void (*)(int)).
// CALLS: 1 std::for_each
// CALLS: 1 std::printf
// CALLS: 1 walk
// CALLS: 1 scan
// CALLS: 1 std::longjmp
#include <algorithm>
#include <csetjmp>
#include <cstdio>

static std::jmp_buf back;
static int seen;

static void visit(int x) {
  if (x < 0) std::longjmp(back, 1);
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
