// FLAGS: -std=c++20
// CALLS: 2 twice
// CALLS: 1 count_args
// CALLS: 1 std::printf
// CALLS: 1 show
// A variadic macro's body with __VA_OPT__ and a stringized __VA_ARGS__: the variant keeps both
// as written (the stringized text is the arguments', which stay as written too), and wraps the
// calls of the body.
#include <cstdio>

int twice(int x) { return 2 * x; }
int count_args(int a, int b = 0) { return a + b; }
void show(const char *text, int value) { std::printf("%s = %d\n", text, value); }

#define TOTAL(first, ...) (twice(first) __VA_OPT__(+ count_args(__VA_ARGS__)))
#define SHOW_TOTAL(...) show(#__VA_ARGS__, TOTAL(__VA_ARGS__))

int main() {
  SHOW_TOTAL(1, 2, 3);
  return TOTAL(4) == 8 ? 0 : 1;
}
