#line 1 "constructor_macro_arguments.cpp"
#include <overdub/overdub.h>
static unsigned overdub_constructor_macro_argume_fd86fc4c_state[8];
static constexpr ::overdub::Site overdub_constructor_macro_argume_fd86fc4c_sites[] = {
  {"constructor_macro_arguments.cpp", "Q::Q", "std::puts", 17, 38, 0, overdub_constructor_macro_argume_fd86fc4c_state + 0},
  {"constructor_macro_arguments.cpp", "G::G", "std::puts", 22, 36, 0, overdub_constructor_macro_argume_fd86fc4c_state + 1},
  {"constructor_macro_arguments.cpp", "P::P", "std::puts", 26, 34, 0, overdub_constructor_macro_argume_fd86fc4c_state + 2},
  {"constructor_macro_arguments.cpp", "main", "Q", 36, 5, 0, overdub_constructor_macro_argume_fd86fc4c_state + 3},
  {"constructor_macro_arguments.cpp", "main", "G", 38, 5, 0, overdub_constructor_macro_argume_fd86fc4c_state + 4},
  {"constructor_macro_arguments.cpp", "main", "next", 39, 15, 0, overdub_constructor_macro_argume_fd86fc4c_state + 5},
  {"constructor_macro_arguments.cpp", "main", "Q", 40, 3, 0, overdub_constructor_macro_argume_fd86fc4c_state + 6},
  {"constructor_macro_arguments.cpp", "main", "std::printf", 41, 3, 0, overdub_constructor_macro_argume_fd86fc4c_state + 7},
};
static const ::overdub::Registration overdub_constructor_macro_argume_fd86fc4c_registration{overdub_constructor_macro_argume_fd86fc4c_sites};
#line 33 "constructor_macro_arguments.cpp"
#define overdub_constructor_macro_argume_fd86fc4c_sites_m0_0_MAKE(overdub_o_n, n) \
                Q made_##n( (static_cast<void>(::overdub::FullExprSpan{overdub_constructor_macro_argume_fd86fc4c_sites+6}), #overdub_o_n));
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "constructor_macro_arguments.cpp"
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
  explicit Q(const char *p) : s(p) {  ::overdub::Span{overdub_constructor_macro_argume_fd86fc4c_sites+0}.val(std::puts(p)); }
};
struct G {
  void *p;
  int n;
  G(void *q, int m) : p(q), n(m) {  ::overdub::Span{overdub_constructor_macro_argume_fd86fc4c_sites+1}.val(std::puts("G")); }
};
struct P {
  int a, b;
  P(int x, int y) : a(x), b(y) {  ::overdub::Span{overdub_constructor_macro_argume_fd86fc4c_sites+2}.val(std::puts("P")); }
};
int next() {
  static int n;
  return ++n;
}
#define STR(x) x
#define TWO(x) x, x
#define MAKE(n) Q made_##n(#n);
int main() {
  Q a( (static_cast<void>(::overdub::FullExprSpan{overdub_constructor_macro_argume_fd86fc4c_sites+3}), STR("a")));
  int v = 1;
  G g( (static_cast<void>(::overdub::FullExprSpan{overdub_constructor_macro_argume_fd86fc4c_sites+4}), v ? &v : NULL), 1);
  P twice(TWO( ::overdub::Span{overdub_constructor_macro_argume_fd86fc4c_sites+5}.val(next())));
  overdub_constructor_macro_argume_fd86fc4c_sites_m0_0_MAKE(x, x)
   ::overdub::Span{overdub_constructor_macro_argume_fd86fc4c_sites+7}.val(std::printf("%s %d %d %s\n", a.s, g.n, twice.a + twice.b, made_x.s));
  return 0;
}
