#line 1 "macro_argument_conversions.cpp"
#include <overdub/overdub.h>
static unsigned overdub_macro_argument_conversio_d490a99e_state[6];
static constexpr ::overdub::Site overdub_macro_argument_conversio_d490a99e_sites[] = {
  {"macro_argument_conversions.cpp", "main", "take", 20, 11, 0, overdub_macro_argument_conversio_d490a99e_state + 0},
  {"macro_argument_conversions.cpp", "main", "pointee", 20, 19, -1, overdub_macro_argument_conversio_d490a99e_state + 1},
  {"macro_argument_conversions.cpp", "main", "take", 21, 17, 0, overdub_macro_argument_conversio_d490a99e_state + 2},
  {"macro_argument_conversions.cpp", "main", "pointee", 21, 22, -1, overdub_macro_argument_conversio_d490a99e_state + 3},
  {"macro_argument_conversions.cpp", "main", "take", 22, 16, 0, overdub_macro_argument_conversio_d490a99e_state + 4},
  {"macro_argument_conversions.cpp", "main", "pointee", 22, 21, -1, overdub_macro_argument_conversio_d490a99e_state + 5},
};
static const ::overdub::Registration overdub_macro_argument_conversio_d490a99e_registration{overdub_macro_argument_conversio_d490a99e_sites};
#line 17 "macro_argument_conversions.cpp"
#define overdub_sv_4fb0121b_SHOW(overdub_o_x, x) \
                (static_cast<int>(sizeof(#overdub_o_x)) + (x))
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "macro_argument_conversions.cpp"
// A call in a macro argument whose result is converted by a user-defined conversion shares its
// text with the conversion: it is still one call of one expansion, wrapped at its spelling (the
// conversion itself is implicit). An argument expanded twice is wrapped once; in one a macro
// stringizes too, through the macro's variant.
// CALLS: 4 pointee
// CALLS: 4 take
#include <cstdio>
struct M {
  int v;
};
struct P {
  operator M() const { return M{1}; }
};
P pointee(int) { return P{}; }
int take(M m) { return m.v; }
#define ID(x) x
#define TWICE(x) ((x) + (x))
#define SHOW(x) (static_cast<int>(sizeof(#x)) + (x))
int main() {
  int a =  ::overdub::Span{overdub_macro_argument_conversio_d490a99e_sites+0}.val(ID(take( ::overdub::Span{overdub_macro_argument_conversio_d490a99e_sites+1}.ref(pointee(7)))));
  int b = TWICE( ::overdub::Span{overdub_macro_argument_conversio_d490a99e_sites+2}.val(take( ::overdub::Span{overdub_macro_argument_conversio_d490a99e_sites+3}.ref(pointee(8)))));
  int c = overdub_sv_4fb0121b_SHOW(take(pointee(9)),  ::overdub::Span{overdub_macro_argument_conversio_d490a99e_sites+4}.val(take( ::overdub::Span{overdub_macro_argument_conversio_d490a99e_sites+5}.ref(pointee(9)))));
  return a + b + c == 21 ? 0 : 1;
}
