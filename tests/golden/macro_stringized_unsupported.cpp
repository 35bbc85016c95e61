// FLAGS: -std=c++20
// CALLS: 1 twice
// CALLS: 3 std::printf
// CALLS: 0 value_of_1
// Arguments whose text is stringized where no variant keeps it exact stay as written
// (macro-stringized): __VA_ARGS__ passed to a named parameter that is stringized (the copy of a
// variadic argument is parenthesized: macro_stringized_va_args), a stringized __VA_OPT__. An argument pasted as well as stringized calls a variant, but a call ending at
// the pasted edge (value_of_1's `)`, pasted with the empty suffix) stays as written.
#include <cstdio>

int twice(int x) { return 2 * x; }
int value_of_1(int x) { return x + 1; }

#define SHOW_AND_PASTE(call, suffix) (std::printf("%s\n", #call), call##suffix)
#define SHOW_ONE(x) std::printf("%s -> %d\n", #x, x)
#define SHOW_ALL(...) SHOW_ONE(__VA_ARGS__)
#define SHOW_OPT(x, ...) std::printf("%s%s %d\n", #x, #__VA_OPT__(, more), x)

int main() {
  int a = SHOW_AND_PASTE(value_of_1(twice(1)), );
  SHOW_ALL(twice(2));
  SHOW_OPT(twice(3), 1);
  return a == 3 ? 0 : 1;
}
