// OVERDUB: --macro-bodies
// FLAGS: -std=c++17
// A macro body's call is wrapped once for all expansions: when they would need different
// wrappers (a void and a value result, a constexpr function before C++20), or one of them is
// not analysed (in sizeof), it stays skipped, with the reason. (From C++20 a constexpr function
// takes the same wrapper: CONST_USE's call is wrapped there.)
// CALLS: 2 get
// CALLS: 1 in_constexpr
// CALLS: 1 std::printf
// LATERCALLS: 1 getc1
#include <cstdio>

int get(int x) { return x; }
void get(const char *) {}
#define GET(x) (get(x))
#define GET_SIZED(x) (get(x))
#define GET_CONST(x) (get(x))

constexpr int ident(int x) { return x; }
int getc1(int x) { return x; }
#define CONST_USE(x) (getc1(x))
constexpr int in_constexpr(int x) { return x > 100 ? CONST_USE(x) : x; }

int main() {
  int a = GET(1);
  GET("one");
  int s = sizeof(GET_SIZED(1)) + GET_SIZED(2);
  int b = GET_CONST(3) + GET_CONST(4);
  int c = CONST_USE(5) + in_constexpr(6);
  std::printf("%d %d %d %d\n", a, s, b, c);
  return 0;
}
