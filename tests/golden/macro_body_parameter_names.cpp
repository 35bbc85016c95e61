// Macro parameters named as an identifier that a wrapper spells (`v` of the void form's `.v((`,
// `val` of the value form's `.val(`, `ref`, a captured value's type): the variant's parameter is
// renamed (overdub_p_v), or the preprocessor would put the argument in the wrapper.
// CALLS: 4 f
// CALLS: 2 g
// CALLS: 1 h
// CALLS: 4 std::printf
// CALLS: 1 t
#include <cstdio>

void f(int v) { std::printf("f %d\n", v); }
int g(int x) { return x + 1; }
int &h(int &r) { return r; }

#define CALL(v) f(v);
#define GET(val) (g(val) + 0)
#define BUMP(ref) h(ref) += 1;
#define EACH(X, a) X(a) X(1)
#define Span(unit) f(unit);

template <class T> void t(T a) { EACH(CALL, a) }

int main() {
  CALL(3)
  int n = GET(4) + GET(5);
  BUMP(n)
  Span(6)
  t(2);
  return n == 12 ? 0 : 1;
}
