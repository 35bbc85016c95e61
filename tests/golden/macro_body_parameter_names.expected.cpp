#line 1 "macro_body_parameter_names.cpp"
#include <overdub/overdub.h>
static unsigned overdub_macro_body_parameter_nam_3f24ba30_state[8];
static constexpr ::overdub::Site overdub_macro_body_parameter_nam_3f24ba30_sites[] = {
  {"macro_body_parameter_names.cpp", "f", "std::printf", 11, 17, 0, overdub_macro_body_parameter_nam_3f24ba30_state + 0},
  {"macro_body_parameter_names.cpp", "t", "f", 21, 34, 0, overdub_macro_body_parameter_nam_3f24ba30_state + 1},
  {"macro_body_parameter_names.cpp", "main", "f", 24, 3, 0, overdub_macro_body_parameter_nam_3f24ba30_state + 2},
  {"macro_body_parameter_names.cpp", "main", "g", 25, 11, 0, overdub_macro_body_parameter_nam_3f24ba30_state + 3},
  {"macro_body_parameter_names.cpp", "main", "g", 25, 20, 0, overdub_macro_body_parameter_nam_3f24ba30_state + 4},
  {"macro_body_parameter_names.cpp", "main", "h", 26, 3, 0, overdub_macro_body_parameter_nam_3f24ba30_state + 5},
  {"macro_body_parameter_names.cpp", "main", "f", 27, 3, 0, overdub_macro_body_parameter_nam_3f24ba30_state + 6},
  {"macro_body_parameter_names.cpp", "main", "t", 28, 3, 0, overdub_macro_body_parameter_nam_3f24ba30_state + 7},
};
static const ::overdub::Registration overdub_macro_body_parameter_nam_3f24ba30_registration{overdub_macro_body_parameter_nam_3f24ba30_sites};
#line 17 "macro_body_parameter_names.cpp"
#define overdub_macro_body_parameter_nam_3f24ba30_sites_m0_0_EACH(X, a) \
                   X(a) X(1)
#line 14 "macro_body_parameter_names.cpp"
#define overdub_macro_body_parameter_nam_3f24ba30_sites_m0_1_CALL(overdub_p_v) \
                 ::overdub::Span{overdub_macro_body_parameter_nam_3f24ba30_sites+1}.v((f(overdub_p_v), ::overdub::unit{}));
#line 14 "macro_body_parameter_names.cpp"
#define overdub_macro_body_parameter_nam_3f24ba30_sites_m1_0_CALL(overdub_p_v) \
                 ::overdub::Span{overdub_macro_body_parameter_nam_3f24ba30_sites+2}.v((f(overdub_p_v), ::overdub::unit{}));
#line 15 "macro_body_parameter_names.cpp"
#define overdub_macro_body_parameter_nam_3f24ba30_sites_m2_0_GET(overdub_p_val) \
                 ( ::overdub::Span{overdub_macro_body_parameter_nam_3f24ba30_sites+3}.val(g(overdub_p_val)) + 0)
#line 15 "macro_body_parameter_names.cpp"
#define overdub_macro_body_parameter_nam_3f24ba30_sites_m3_0_GET(overdub_p_val) \
                 ( ::overdub::Span{overdub_macro_body_parameter_nam_3f24ba30_sites+4}.val(g(overdub_p_val)) + 0)
#line 16 "macro_body_parameter_names.cpp"
#define overdub_macro_body_parameter_nam_3f24ba30_sites_m4_0_BUMP(overdub_p_ref) \
                   ::overdub::Span{overdub_macro_body_parameter_nam_3f24ba30_sites+5}.ref(h(overdub_p_ref)) += 1;
#line 18 "macro_body_parameter_names.cpp"
#define overdub_macro_body_parameter_nam_3f24ba30_sites_m5_0_Span(overdub_p_unit) \
                    ::overdub::Span{overdub_macro_body_parameter_nam_3f24ba30_sites+6}.v((f(overdub_p_unit), ::overdub::unit{}));
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "macro_body_parameter_names.cpp"
// Macro parameters named as an identifier that a wrapper spells (`v` of the void form's `.v((`,
// `val` of the value form's `.val(`, `ref`, a captured value's type): the variant's parameter is
// renamed (overdub_p_v), or the preprocessor would put the argument in the wrapper.
// CALLS: 4 f
// CALLS: 2 g
// CALLS: 1 h
// CALLS: 4 std::printf
// CALLS: 1 t
#include <cstdio>

void f(int v) {  ::overdub::Span{overdub_macro_body_parameter_nam_3f24ba30_sites+0}.val(std::printf("f %d\n", v)); }
int g(int x) { return x + 1; }
int &h(int &r) { return r; }

#define CALL(v) f(v);
#define GET(val) (g(val) + 0)
#define BUMP(ref) h(ref) += 1;
#define EACH(X, a) X(a) X(1)
#define Span(unit) f(unit);

template <class T> void t(T a) { overdub_macro_body_parameter_nam_3f24ba30_sites_m0_0_EACH(overdub_macro_body_parameter_nam_3f24ba30_sites_m0_1_CALL, a) }

int main() {
  overdub_macro_body_parameter_nam_3f24ba30_sites_m1_0_CALL(3)
  int n = overdub_macro_body_parameter_nam_3f24ba30_sites_m2_0_GET(4) + overdub_macro_body_parameter_nam_3f24ba30_sites_m3_0_GET(5);
  overdub_macro_body_parameter_nam_3f24ba30_sites_m4_0_BUMP(n)
  overdub_macro_body_parameter_nam_3f24ba30_sites_m5_0_Span(6)
   ::overdub::Span{overdub_macro_body_parameter_nam_3f24ba30_sites+7}.v((t(2), ::overdub::unit{}));
  return n == 12 ? 0 : 1;
}
