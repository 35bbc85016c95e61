#line 1 "macro_stringized_own_macros.cpp"
#include <overdub/overdub.h>
static unsigned overdub_macro_stringized_own_mac_9889e7af_state[29];
static constexpr ::overdub::Site overdub_macro_stringized_own_mac_9889e7af_sites[] = {
  {"macro_stringized_own_macros.cpp", "length", "std::strlen", 18, 53, 0, overdub_macro_stringized_own_mac_9889e7af_state + 0},
  {"macro_stringized_own_macros.cpp", "report", "std::printf", 19, 43, 0, overdub_macro_stringized_own_mac_9889e7af_state + 1},
  {"macro_stringized_own_macros.cpp", "check_eq", "std::printf", 21, 15, 0, overdub_macro_stringized_own_mac_9889e7af_state + 2},
  {"macro_stringized_own_macros.cpp", "main", "report", 32, 3, 0, overdub_macro_stringized_own_mac_9889e7af_state + 3},
  {"macro_stringized_own_macros.cpp", "main", "twice", 32, 9, 0, overdub_macro_stringized_own_mac_9889e7af_state + 4},
  {"macro_stringized_own_macros.cpp", "main", "report", 33, 3, 0, overdub_macro_stringized_own_mac_9889e7af_state + 5},
  {"macro_stringized_own_macros.cpp", "main", "positive", 33, 9, 0, overdub_macro_stringized_own_mac_9889e7af_state + 6},
  {"macro_stringized_own_macros.cpp", "main", "twice", 34, 7, -1, overdub_macro_stringized_own_mac_9889e7af_state + 7},
  {"macro_stringized_own_macros.cpp", "main", "std::printf", 35, 3, 0, overdub_macro_stringized_own_mac_9889e7af_state + 8},
  {"macro_stringized_own_macros.cpp", "main", "twice", 35, 8, -1, overdub_macro_stringized_own_mac_9889e7af_state + 9},
  {"macro_stringized_own_macros.cpp", "main", "std::printf", 36, 3, 0, overdub_macro_stringized_own_mac_9889e7af_state + 10},
  {"macro_stringized_own_macros.cpp", "main", "length", 36, 8, -1, overdub_macro_stringized_own_mac_9889e7af_state + 11},
  {"macro_stringized_own_macros.cpp", "main", "std::printf", 37, 3, 0, overdub_macro_stringized_own_mac_9889e7af_state + 12},
  {"macro_stringized_own_macros.cpp", "main", "length", 37, 8, -1, overdub_macro_stringized_own_mac_9889e7af_state + 13},
  {"macro_stringized_own_macros.cpp", "main", "check_eq", 38, 3, 0, overdub_macro_stringized_own_mac_9889e7af_state + 14},
  {"macro_stringized_own_macros.cpp", "main", "twice", 38, 13, -1, overdub_macro_stringized_own_mac_9889e7af_state + 15},
  {"macro_stringized_own_macros.cpp", "main", "check_eq", 39, 3, 0, overdub_macro_stringized_own_mac_9889e7af_state + 16},
  {"macro_stringized_own_macros.cpp", "main", "twice", 39, 13, -1, overdub_macro_stringized_own_mac_9889e7af_state + 17},
  {"macro_stringized_own_macros.cpp", "main", "twice", 39, 23, -2, overdub_macro_stringized_own_mac_9889e7af_state + 18},
  {"macro_stringized_own_macros.cpp", "main", "std::printf", 40, 3, 0, overdub_macro_stringized_own_mac_9889e7af_state + 19},
  {"macro_stringized_own_macros.cpp", "main", "twice", 40, 8, -1, overdub_macro_stringized_own_mac_9889e7af_state + 20},
  {"macro_stringized_own_macros.cpp", "main", "twice", 40, 14, -1, overdub_macro_stringized_own_mac_9889e7af_state + 21},
  {"macro_stringized_own_macros.cpp", "main", "report", 41, 3, 0, overdub_macro_stringized_own_mac_9889e7af_state + 22},
  {"macro_stringized_own_macros.cpp", "main", "std::printf", 41, 3, 0, overdub_macro_stringized_own_mac_9889e7af_state + 23},
  {"macro_stringized_own_macros.cpp", "main", "twice", 41, 18, 0, overdub_macro_stringized_own_mac_9889e7af_state + 24},
  {"macro_stringized_own_macros.cpp", "main", "std::printf", 42, 11, 0, overdub_macro_stringized_own_mac_9889e7af_state + 25},
  {"macro_stringized_own_macros.cpp", "main", "positive", 42, 20, 0, overdub_macro_stringized_own_mac_9889e7af_state + 26},
  {"macro_stringized_own_macros.cpp", "main", "twice", 42, 29, -1, overdub_macro_stringized_own_mac_9889e7af_state + 27},
  {"macro_stringized_own_macros.cpp", "main", "std::printf", 43, 3, 0, overdub_macro_stringized_own_mac_9889e7af_state + 28},
};
static const ::overdub::Registration overdub_macro_stringized_own_mac_9889e7af_registration{overdub_macro_stringized_own_mac_9889e7af_sites};
#line 23 "macro_stringized_own_macros.cpp"
#define overdub_macro_stringized_own_mac_9889e7af_sites_m0_0_CHECK(overdub_o_cond, cond) \
                    ((cond) ? (void)0 : ::overdub::Span{overdub_macro_stringized_own_mac_9889e7af_sites+3}.v(( report(#overdub_o_cond, __LINE__), ::overdub::unit{})))
#line 23 "macro_stringized_own_macros.cpp"
#define overdub_macro_stringized_own_mac_9889e7af_sites_m1_0_CHECK(overdub_o_cond, cond) \
                    ((cond) ? (void)0 : ::overdub::Span{overdub_macro_stringized_own_mac_9889e7af_sites+5}.v(( report(#overdub_o_cond, __LINE__), ::overdub::unit{})))
#line 23 "macro_stringized_own_macros.cpp"
#define overdub_macro_stringized_own_mac_9889e7af_sites_m2_0_CHECK(overdub_o_cond, cond) \
                    ((cond) ? (void)0 : ::overdub::Span{overdub_macro_stringized_own_mac_9889e7af_sites+22}.v(( report(#overdub_o_cond, __LINE__), ::overdub::unit{})))
#line 27 "macro_stringized_own_macros.cpp"
#define overdub_macro_stringized_own_mac_9889e7af_sites_m3_0_VALUE_OF(overdub_o_x, x) \
                    ( ::overdub::Span{overdub_macro_stringized_own_mac_9889e7af_sites+23}.val(std::printf("[%s] ", #overdub_o_x)), (x))
#line 27 "macro_stringized_own_macros.cpp"
#define overdub_macro_stringized_own_mac_9889e7af_sites_m4_0_VALUE_OF(overdub_o_x, x) \
                    ( ::overdub::Span{overdub_macro_stringized_own_mac_9889e7af_sites+25}.val(std::printf("[%s] ", #overdub_o_x)), (x))
#line 26 "macro_stringized_own_macros.cpp"
#define overdub_sv_9272a467_SHOW(overdub_o_x, x) \
                std::printf("%s = %d\n", #overdub_o_x, (x))
#line 24 "macro_stringized_own_macros.cpp"
#define overdub_sv_98b257b4_EXPECT_EQ_IMPL(overdub_o_a, overdub_o_b, a, b) \
                             check_eq((a), (b), #overdub_o_a, #overdub_o_b)
#line 25 "macro_stringized_own_macros.cpp"
#define overdub_sv_d4f3cb20_EXPECT_EQ(overdub_o_a, overdub_o_b, a, b) \
                        overdub_sv_98b257b4_EXPECT_EQ_IMPL( overdub_o_a, overdub_o_b,a, b)
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "macro_stringized_own_macros.cpp"
// CALLS: 10 twice
// CALLS: 2 positive
// CALLS: 2 length
// CALLS: 2 std::strlen
// CALLS: 2 check_eq
// CALLS: 12 std::printf
// CALLS: 3 report
// Calls in arguments that the project's own macros stringize, directly or through other macros
// (where the text stringized is the argument after expansion): each invocation calls a variant
// that stringizes a copy of the text as written. __LINE__ in a multi-line invocation stays each
// compiler's own answer (g++ and clang++ differ), quotes and backslashes stay escaped as the
// compiler escapes them.
#include <cstdio>
#include <cstring>

int twice(int x) { return 2 * x; }
bool positive(int x) { return x > 0; }
int length(const char *s) { return static_cast<int>( ::overdub::Span{overdub_macro_stringized_own_mac_9889e7af_sites+0}.val(std::strlen(s))); }
void report(const char *what, int line) {  ::overdub::Span{overdub_macro_stringized_own_mac_9889e7af_sites+1}.val(std::printf("failed: %s at %d\n", what, line)); }
void check_eq(int a, int b, const char *ta, const char *tb) {
  if (a != b)  ::overdub::Span{overdub_macro_stringized_own_mac_9889e7af_sites+2}.val(std::printf("%s != %s (%d, %d)\n", ta, tb, a, b));
}

#define CHECK(cond) ((cond) ? (void)0 : report(#cond, __LINE__))
#define EXPECT_EQ_IMPL(a, b) check_eq((a), (b), #a, #b)
#define EXPECT_EQ(a, b) EXPECT_EQ_IMPL(a, b)
#define SHOW(x) std::printf("%s = %d\n", #x, (x))
#define VALUE_OF(x) (std::printf("[%s] ", #x), (x))
#define TWICE(x) twice(x)

int main() {
  overdub_macro_stringized_own_mac_9889e7af_sites_m0_0_CHECK(twice(1) == 3,  ::overdub::Span{overdub_macro_stringized_own_mac_9889e7af_sites+4}.val(twice(1)) == 3);
  overdub_macro_stringized_own_mac_9889e7af_sites_m1_0_CHECK(positive( twice(-1)),  ::overdub::Span{overdub_macro_stringized_own_mac_9889e7af_sites+6}.val(positive(
       ::overdub::Span{overdub_macro_stringized_own_mac_9889e7af_sites+7}.val(twice(-1)))));  // a multi-line invocation: __LINE__ as each compiler gives it
   ::overdub::Span{overdub_macro_stringized_own_mac_9889e7af_sites+8}.val(overdub_sv_9272a467_SHOW(twice(21),  ::overdub::Span{overdub_macro_stringized_own_mac_9889e7af_sites+9}.val(twice(21))));
   ::overdub::Span{overdub_macro_stringized_own_mac_9889e7af_sites+10}.val(overdub_sv_9272a467_SHOW(length("a \"quoted\" \\ text"),  ::overdub::Span{overdub_macro_stringized_own_mac_9889e7af_sites+11}.val(length("a \"quoted\" \\ text"))));
   ::overdub::Span{overdub_macro_stringized_own_mac_9889e7af_sites+12}.val(overdub_sv_9272a467_SHOW(length( "  inner  spaces  " ),  ::overdub::Span{overdub_macro_stringized_own_mac_9889e7af_sites+13}.val(length(  "  inner  spaces  "  ))));
   ::overdub::Span{overdub_macro_stringized_own_mac_9889e7af_sites+14}.v((overdub_sv_d4f3cb20_EXPECT_EQ(twice(2), 5,  ::overdub::Span{overdub_macro_stringized_own_mac_9889e7af_sites+15}.val(twice(2)), 5), ::overdub::unit{}));
   ::overdub::Span{overdub_macro_stringized_own_mac_9889e7af_sites+16}.v((overdub_sv_d4f3cb20_EXPECT_EQ(TWICE(3), twice(4),  ::overdub::Span{overdub_macro_stringized_own_mac_9889e7af_sites+17}.val(TWICE(3)),  ::overdub::Span{overdub_macro_stringized_own_mac_9889e7af_sites+18}.val(twice(4))), ::overdub::unit{}));  // stringized after expansion: twice(3)
   ::overdub::Span{overdub_macro_stringized_own_mac_9889e7af_sites+19}.val(overdub_sv_9272a467_SHOW(TWICE(twice(1)),  ::overdub::Span{overdub_macro_stringized_own_mac_9889e7af_sites+20}.val(TWICE( ::overdub::Span{overdub_macro_stringized_own_mac_9889e7af_sites+21}.val(twice(1))))));
  overdub_macro_stringized_own_mac_9889e7af_sites_m2_0_CHECK(VALUE_OF(twice(5)) == 11, overdub_macro_stringized_own_mac_9889e7af_sites_m3_0_VALUE_OF(twice(5),  ::overdub::Span{overdub_macro_stringized_own_mac_9889e7af_sites+24}.val(twice(5))) == 11);  // a stringizing macro in a stringized argument
  int v = overdub_macro_stringized_own_mac_9889e7af_sites_m4_0_VALUE_OF(positive(twice(2)),  ::overdub::Span{overdub_macro_stringized_own_mac_9889e7af_sites+26}.val(positive( ::overdub::Span{overdub_macro_stringized_own_mac_9889e7af_sites+27}.val(twice(2)))));
   ::overdub::Span{overdub_macro_stringized_own_mac_9889e7af_sites+28}.val(std::printf("\n%d\n", v));
  return 0;
}
