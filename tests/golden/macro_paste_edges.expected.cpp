#line 1 "macro_paste_edges.cpp"
#include <overdub/overdub.h>
static unsigned overdub_macro_paste_edges_12ae3dc5_state[5];
static ::overdub::TargetCache overdub_macro_paste_edges_12ae3dc5_targets[2];
static constexpr ::overdub::Site overdub_macro_paste_edges_12ae3dc5_sites[] = {
  {"macro_paste_edges.cpp", "main", "B::f", 30, 10, 0, overdub_macro_paste_edges_12ae3dc5_state + 0},
  {"macro_paste_edges.cpp", "main", "std::printf", 32, 3, 0, overdub_macro_paste_edges_12ae3dc5_state + 1},
  {"macro_paste_edges.cpp", "main", "B::name", 32, 29, -1, overdub_macro_paste_edges_12ae3dc5_state + 2},
  {"macro_paste_edges.cpp", "main", "B::name", 32, 40, -2, overdub_macro_paste_edges_12ae3dc5_state + 3},
  {"macro_paste_edges.cpp", "main", "twice1", 32, 51, -3, overdub_macro_paste_edges_12ae3dc5_state + 4},
};
static const ::overdub::Registration overdub_macro_paste_edges_12ae3dc5_registration{overdub_macro_paste_edges_12ae3dc5_sites, overdub_macro_paste_edges_12ae3dc5_targets};
#line 23 "macro_paste_edges.cpp"
#define overdub_macro_paste_edges_12ae3dc5_sites_m0_0_OBJ(x) \
               ( ::overdub::Span{overdub_macro_paste_edges_12ae3dc5_sites+0}.val(x##1->f()))
#line 24 "macro_paste_edges.cpp"
#define overdub_macro_paste_edges_12ae3dc5_sites_m1_0_TWICE_OF(n, v) \
                       ( ::overdub::Span{overdub_macro_paste_edges_12ae3dc5_sites+4}.val(twice##n(v)))
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "macro_paste_edges.cpp"
// A call whose first token ## makes from a parameter's argument is wrapped in the invocation's
// variant where that argument is that one token (`x##1->f()` with OBJ(p): `p1->f()`); where it
// gives more (OBJ(far ? q : p): `far ? q : p1->f()`), the variant's `x##1->f()` would take the
// other tokens in, and a call of p1 that never runs would be recorded: the call is left as
// written (`macro`). A token ## makes of a body's own token and an argument's is wrapped too.
// CALLS: 1 B::f
// CALLS: 1 twice1
// CALLS: 2 B::name
// CALLS: 1 std::printf
#include <cstdio>

struct B {
  virtual ~B() {}
  B *f() { return this; }
  virtual const char *name() const { return "B"; }
};
struct D : B {
  const char *name() const override { return "D"; }
};
B b;
D d;
B *p1 = &b;
int twice1(int v) { return 2 * v; }
#define OBJ(x) (x##1->f())
#define TWICE_OF(n, v) (twice##n(v))

int main(int argc, char **) {
  B *q = &d;
  const bool far = argc < 5;
  B *r = overdub_macro_paste_edges_12ae3dc5_sites_m0_0_OBJ(p);
  B *s = OBJ(far ? q : p);
   ::overdub::Span{overdub_macro_paste_edges_12ae3dc5_sites+1}.val(std::printf("%s %s %d\n",  ::overdub::Span{overdub_macro_paste_edges_12ae3dc5_sites+2}.val( (::overdub::virtual_target<0, 2>(overdub_macro_paste_edges_12ae3dc5_sites+2, overdub_macro_paste_edges_12ae3dc5_targets+0, r))->name()),  ::overdub::Span{overdub_macro_paste_edges_12ae3dc5_sites+3}.val( (::overdub::virtual_target<0, 2>(overdub_macro_paste_edges_12ae3dc5_sites+3, overdub_macro_paste_edges_12ae3dc5_targets+1, s))->name()), overdub_macro_paste_edges_12ae3dc5_sites_m1_0_TWICE_OF(1, 3)));
}
