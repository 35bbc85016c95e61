// Calls written in macro bodies record their values (--capture) in the variants of the macros
// made for each invocation: an argument the body writes (its own tokens, parameters among them)
// or a whole argument of the macro (its parameter's token is wrapped), a level down too, and
// beside the copies of a stringized argument; the result in every case.
// FLAGS: -std=c++17
// OVERDUB: --capture=^(add|twice|label)$
// CALLS: 4 add
// CALLS: 1 label
// CALLS: 1 std::printf
// CALLS: 2 twice
#include <cstdio>

#define ADD_ONE(x) (0 + add(x, 1))
#define ADD_SELF(x) (add(x, x) + 0)
#define TWICE_SUM(a, b) (0 + twice(a + b))
#define LABEL(v) (0 + label(v, #v))
#define OUTER(x) (1 + ADD_ONE(x))
#define NESTED(x) (0 + add(twice(x), 2))

int add(int a, int b) { return a + b; }
int twice(int v) { return 2 * v; }
int label(int v, const char *text) { return v + (text[0] == 'n'); }

int main() {
  int n = 5;
  int t = ADD_ONE(n);
  t += ADD_SELF(n + 1);
  t += TWICE_SUM(n, 2);
  t += LABEL(n);
  t += OUTER(3);
  t += NESTED(n);
  std::printf("%d\n", t);
}
