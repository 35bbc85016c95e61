// A declaration's construction whose first argument is, or ends in, a whole macro expansion
// written in the file (`Q a(STR("a"))`, `G g(c ? &v : NULL, 1)`) takes the full-expression form
// around that argument's file text, as a call spanning an expansion does. Left as written: a
// first argument that is a macro's argument inside the file text (`P p(TWO(next()))`, which
// the macro may expand more than once). A declaration that a macro makes with # and ##
// (`MAKE(x)`: `Q made_##n(#n)`) is wrapped in the macro's variant around the text that makes its
// argument, `Q made_##n((W, #n))`.
// CALLS: 4 std::puts
// CALLS: 2 Q
// CALLS: 1 G
// CALLS: 2 next
// CALLS: 1 std::printf
#include <cstddef>
#include <cstdio>
struct Q {
  const char *s;
  explicit Q(const char *p) : s(p) { std::puts(p); }
};
struct G {
  void *p;
  int n;
  G(void *q, int m) : p(q), n(m) { std::puts("G"); }
};
struct P {
  int a, b;
  P(int x, int y) : a(x), b(y) { std::puts("P"); }
};
int next() {
  static int n;
  return ++n;
}
#define STR(x) x
#define TWO(x) x, x
#define MAKE(n) Q made_##n(#n);
int main() {
  Q a(STR("a"));
  int v = 1;
  G g(v ? &v : NULL, 1);
  P twice(TWO(next()));
  MAKE(x)
  std::printf("%s %d %d %s\n", a.s, g.n, twice.a + twice.b, made_x.s);
  return 0;
}
