#line 1 "macro_body_values.cpp"
#include <overdub/overdub.h>
static unsigned overdub_macro_body_values_7aad5f2c_state[8];
static constexpr ::overdub::Site overdub_macro_body_values_7aad5f2c_sites[] = {
  {"macro_body_values.cpp", "main", "add", 26, 11, 0, overdub_macro_body_values_7aad5f2c_state + 0},
  {"macro_body_values.cpp", "main", "add", 27, 8, 0, overdub_macro_body_values_7aad5f2c_state + 1},
  {"macro_body_values.cpp", "main", "twice", 28, 8, 0, overdub_macro_body_values_7aad5f2c_state + 2},
  {"macro_body_values.cpp", "main", "label", 29, 8, 0, overdub_macro_body_values_7aad5f2c_state + 3},
  {"macro_body_values.cpp", "main", "add", 30, 8, 0, overdub_macro_body_values_7aad5f2c_state + 4},
  {"macro_body_values.cpp", "main", "add", 31, 8, 0, overdub_macro_body_values_7aad5f2c_state + 5},
  {"macro_body_values.cpp", "main", "twice", 31, 8, -1, overdub_macro_body_values_7aad5f2c_state + 6},
  {"macro_body_values.cpp", "main", "std::printf", 32, 3, 0, overdub_macro_body_values_7aad5f2c_state + 7},
};
static const ::overdub::Registration overdub_macro_body_values_7aad5f2c_registration{overdub_macro_body_values_7aad5f2c_sites};
static const ::overdub::ValueNames overdub_macro_body_values_7aad5f2c_sites_values[] = {
  {overdub_macro_body_values_7aad5f2c_sites + 3, 2, "<const char *>\012"},
};
static const ::overdub::ValueNamesRegistration overdub_macro_body_values_7aad5f2c_sites_values_registration{overdub_macro_body_values_7aad5f2c_sites_values};
#line 12 "macro_body_values.cpp"
#define overdub_macro_body_values_7aad5f2c_sites_m0_0_ADD_ONE(x) \
                   (0 + ::overdub::Span{overdub_macro_body_values_7aad5f2c_sites+0}.val(::overdub::result_value(overdub_macro_body_values_7aad5f2c_sites+0,  add( ::overdub::arg_value< int >(overdub_macro_body_values_7aad5f2c_sites+0, 1, x), ::overdub::arg_value< int >(overdub_macro_body_values_7aad5f2c_sites+0, 2,  1)))))
#line 13 "macro_body_values.cpp"
#define overdub_macro_body_values_7aad5f2c_sites_m1_0_ADD_SELF(x) \
                    ( ::overdub::Span{overdub_macro_body_values_7aad5f2c_sites+1}.val(::overdub::result_value(overdub_macro_body_values_7aad5f2c_sites+1, add( ::overdub::arg_value< int >(overdub_macro_body_values_7aad5f2c_sites+1, 1, x), ::overdub::arg_value< int >(overdub_macro_body_values_7aad5f2c_sites+1, 2,  x)))) + 0)
#line 14 "macro_body_values.cpp"
#define overdub_macro_body_values_7aad5f2c_sites_m2_0_TWICE_SUM(a, b) \
                        (0 + ::overdub::Span{overdub_macro_body_values_7aad5f2c_sites+2}.val(::overdub::result_value(overdub_macro_body_values_7aad5f2c_sites+2,  twice( ::overdub::arg_value< int >(overdub_macro_body_values_7aad5f2c_sites+2, 1, a + b)))))
#line 15 "macro_body_values.cpp"
#define overdub_macro_body_values_7aad5f2c_sites_m3_0_LABEL(overdub_o_v, v) \
                 (0 + ::overdub::Span{overdub_macro_body_values_7aad5f2c_sites+3}.val(::overdub::result_value(overdub_macro_body_values_7aad5f2c_sites+3,  label( ::overdub::arg_value< int >(overdub_macro_body_values_7aad5f2c_sites+3, 1, v), #overdub_o_v))))
#line 16 "macro_body_values.cpp"
#define overdub_macro_body_values_7aad5f2c_sites_m4_0_OUTER(x) \
                 (1 + overdub_macro_body_values_7aad5f2c_sites_m4_1_ADD_ONE(x))
#line 12 "macro_body_values.cpp"
#define overdub_macro_body_values_7aad5f2c_sites_m4_1_ADD_ONE(x) \
                   (0 + ::overdub::Span{overdub_macro_body_values_7aad5f2c_sites+4}.val(::overdub::result_value(overdub_macro_body_values_7aad5f2c_sites+4,  add( ::overdub::arg_value< int >(overdub_macro_body_values_7aad5f2c_sites+4, 1, x), ::overdub::arg_value< int >(overdub_macro_body_values_7aad5f2c_sites+4, 2,  1)))))
#line 17 "macro_body_values.cpp"
#define overdub_macro_body_values_7aad5f2c_sites_m5_0_NESTED(x) \
                  (0 + ::overdub::Span{overdub_macro_body_values_7aad5f2c_sites+5}.val(::overdub::result_value(overdub_macro_body_values_7aad5f2c_sites+5,  add( ::overdub::arg_value< int >(overdub_macro_body_values_7aad5f2c_sites+5, 1,  ::overdub::Span{overdub_macro_body_values_7aad5f2c_sites+6}.val(::overdub::result_value(overdub_macro_body_values_7aad5f2c_sites+6, twice( ::overdub::arg_value< int >(overdub_macro_body_values_7aad5f2c_sites+6, 1, x))))), ::overdub::arg_value< int >(overdub_macro_body_values_7aad5f2c_sites+5, 2,  2)))))
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "macro_body_values.cpp"
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
  int t = overdub_macro_body_values_7aad5f2c_sites_m0_0_ADD_ONE(n);
  t += overdub_macro_body_values_7aad5f2c_sites_m1_0_ADD_SELF(n + 1);
  t += overdub_macro_body_values_7aad5f2c_sites_m2_0_TWICE_SUM(n, 2);
  t += overdub_macro_body_values_7aad5f2c_sites_m3_0_LABEL(n, n);
  t += overdub_macro_body_values_7aad5f2c_sites_m4_0_OUTER(3);
  t += overdub_macro_body_values_7aad5f2c_sites_m5_0_NESTED(n);
   ::overdub::Span{overdub_macro_body_values_7aad5f2c_sites+7}.val(std::printf("%d\n", t));
}
