// Calls through function pointers and function references record which function ran: the
// callee expression is wrapped (a parameter, a table entry, a member, a dereference, a
// reference); a function named is its own target, a lambda's call operator is no indirect call,
// and a null pointer is never called.
// CALLS: 4 apply
// CALLS: 4 (f)
// CALLS: 4 (*f)
// CALLS: 4 (table[i % 2])
// CALLS: 4 (s.cb)
// CALLS: 4 (r)
// CALLS: 4 viaref
// CALLS: 1 main::<lambda:26:17>
// CALLS: 1 std::printf
#include <cstdio>
static int twice(int x) { return 2 * x; }
static int thrice(int x) { return 3 * x; }
int (*const table[])(int) = {twice, thrice};
int apply(int (*f)(int), int x) { return f(x) + (*f)(x); }
int viaref(int (&r)(int), int x) { return r(x); }
struct S { int (*cb)(int); };
int main() {
  S s{thrice};
  int t = 0;
  for (int i = 0; i < 4; ++i)
    t += apply(table[i % 2], i) + table[i % 2](1) + s.cb(i) + viaref(twice, i);
  auto lambda = [](int x) { return x; };
  t += lambda(1);
  int (*nul)(int) = nullptr;
  if (nul) t += nul(1);
  std::printf("%d\n", t);
}
