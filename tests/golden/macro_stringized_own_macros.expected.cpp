#line 1 "macro_stringized_own_macros.cpp"
#include <overdub/overdub.h>
static unsigned overdub_macro_stringized_own_mac_9889e7af_state[24];
static constexpr ::overdub::Site overdub_macro_stringized_own_mac_9889e7af_sites[] = {
  {"macro_stringized_own_macros.cpp", "length", "std::strlen", 17, 53, 0, overdub_macro_stringized_own_mac_9889e7af_state + 0},
  {"macro_stringized_own_macros.cpp", "report", "std::printf", 18, 43, 0, overdub_macro_stringized_own_mac_9889e7af_state + 1},
  {"macro_stringized_own_macros.cpp", "check_eq", "std::printf", 20, 15, 0, overdub_macro_stringized_own_mac_9889e7af_state + 2},
  {"macro_stringized_own_macros.cpp", "main", "twice", 31, 9, 0, overdub_macro_stringized_own_mac_9889e7af_state + 3},
  {"macro_stringized_own_macros.cpp", "main", "positive", 32, 9, 0, overdub_macro_stringized_own_mac_9889e7af_state + 4},
  {"macro_stringized_own_macros.cpp", "main", "twice", 33, 7, -1, overdub_macro_stringized_own_mac_9889e7af_state + 5},
  {"macro_stringized_own_macros.cpp", "main", "std::printf", 34, 3, 0, overdub_macro_stringized_own_mac_9889e7af_state + 6},
  {"macro_stringized_own_macros.cpp", "main", "twice", 34, 8, -1, overdub_macro_stringized_own_mac_9889e7af_state + 7},
  {"macro_stringized_own_macros.cpp", "main", "std::printf", 35, 3, 0, overdub_macro_stringized_own_mac_9889e7af_state + 8},
  {"macro_stringized_own_macros.cpp", "main", "length", 35, 8, -1, overdub_macro_stringized_own_mac_9889e7af_state + 9},
  {"macro_stringized_own_macros.cpp", "main", "std::printf", 36, 3, 0, overdub_macro_stringized_own_mac_9889e7af_state + 10},
  {"macro_stringized_own_macros.cpp", "main", "length", 36, 8, -1, overdub_macro_stringized_own_mac_9889e7af_state + 11},
  {"macro_stringized_own_macros.cpp", "main", "check_eq", 37, 3, 0, overdub_macro_stringized_own_mac_9889e7af_state + 12},
  {"macro_stringized_own_macros.cpp", "main", "twice", 37, 13, -1, overdub_macro_stringized_own_mac_9889e7af_state + 13},
  {"macro_stringized_own_macros.cpp", "main", "check_eq", 38, 3, 0, overdub_macro_stringized_own_mac_9889e7af_state + 14},
  {"macro_stringized_own_macros.cpp", "main", "twice", 38, 13, -1, overdub_macro_stringized_own_mac_9889e7af_state + 15},
  {"macro_stringized_own_macros.cpp", "main", "twice", 38, 23, -2, overdub_macro_stringized_own_mac_9889e7af_state + 16},
  {"macro_stringized_own_macros.cpp", "main", "std::printf", 39, 3, 0, overdub_macro_stringized_own_mac_9889e7af_state + 17},
  {"macro_stringized_own_macros.cpp", "main", "twice", 39, 8, -1, overdub_macro_stringized_own_mac_9889e7af_state + 18},
  {"macro_stringized_own_macros.cpp", "main", "twice", 39, 14, -1, overdub_macro_stringized_own_mac_9889e7af_state + 19},
  {"macro_stringized_own_macros.cpp", "main", "twice", 40, 18, 0, overdub_macro_stringized_own_mac_9889e7af_state + 20},
  {"macro_stringized_own_macros.cpp", "main", "positive", 41, 20, 0, overdub_macro_stringized_own_mac_9889e7af_state + 21},
  {"macro_stringized_own_macros.cpp", "main", "twice", 41, 29, -1, overdub_macro_stringized_own_mac_9889e7af_state + 22},
  {"macro_stringized_own_macros.cpp", "main", "std::printf", 42, 3, 0, overdub_macro_stringized_own_mac_9889e7af_state + 23},
};
static const ::overdub::Registration overdub_macro_stringized_own_mac_9889e7af_registration{overdub_macro_stringized_own_mac_9889e7af_sites};
#define overdub_sv_6a5eb49a_CHECK(overdub_o_cond, cond) ((cond) ? (void)0 : report(#overdub_o_cond, __LINE__))
#define overdub_sv_41353e49_SHOW(overdub_o_x, x) std::printf("%s = %d\n", #overdub_o_x, (x))
#define overdub_sv_5fefa626_EXPECT_EQ_IMPL(overdub_o_a, overdub_o_b, a, b) check_eq((a), (b), #overdub_o_a, #overdub_o_b)
#define overdub_sv_d0a5c72e_EXPECT_EQ(overdub_o_a, overdub_o_b, a, b) overdub_sv_5fefa626_EXPECT_EQ_IMPL( overdub_o_a, overdub_o_b,a, b)
#define overdub_sv_35c85896_VALUE_OF(overdub_o_x, x) (std::printf("[%s] ", #overdub_o_x), (x))
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "macro_stringized_own_macros.cpp"
// CALLS: 10 twice
// CALLS: 2 positive
// CALLS: 2 length
// CALLS: 2 std::strlen
// CALLS: 2 check_eq
// CALLS: 10 std::printf
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
  overdub_sv_6a5eb49a_CHECK(twice(1) == 3,  ::overdub::Span{overdub_macro_stringized_own_mac_9889e7af_sites+3}.val(twice(1)) == 3);
  overdub_sv_6a5eb49a_CHECK(positive( twice(-1)),  ::overdub::Span{overdub_macro_stringized_own_mac_9889e7af_sites+4}.val(positive(
       ::overdub::Span{overdub_macro_stringized_own_mac_9889e7af_sites+5}.val(twice(-1)))));  // a multi-line invocation: __LINE__ as each compiler gives it
   ::overdub::Span{overdub_macro_stringized_own_mac_9889e7af_sites+6}.val(overdub_sv_41353e49_SHOW(twice(21),  ::overdub::Span{overdub_macro_stringized_own_mac_9889e7af_sites+7}.val(twice(21))));
   ::overdub::Span{overdub_macro_stringized_own_mac_9889e7af_sites+8}.val(overdub_sv_41353e49_SHOW(length("a \"quoted\" \\ text"),  ::overdub::Span{overdub_macro_stringized_own_mac_9889e7af_sites+9}.val(length("a \"quoted\" \\ text"))));
   ::overdub::Span{overdub_macro_stringized_own_mac_9889e7af_sites+10}.val(overdub_sv_41353e49_SHOW(length( "  inner  spaces  " ),  ::overdub::Span{overdub_macro_stringized_own_mac_9889e7af_sites+11}.val(length(  "  inner  spaces  "  ))));
   ::overdub::Span{overdub_macro_stringized_own_mac_9889e7af_sites+12}.v((overdub_sv_d0a5c72e_EXPECT_EQ(twice(2), 5,  ::overdub::Span{overdub_macro_stringized_own_mac_9889e7af_sites+13}.val(twice(2)), 5), ::overdub::unit{}));
   ::overdub::Span{overdub_macro_stringized_own_mac_9889e7af_sites+14}.v((overdub_sv_d0a5c72e_EXPECT_EQ(TWICE(3), twice(4),  ::overdub::Span{overdub_macro_stringized_own_mac_9889e7af_sites+15}.val(TWICE(3)),  ::overdub::Span{overdub_macro_stringized_own_mac_9889e7af_sites+16}.val(twice(4))), ::overdub::unit{}));  // stringized after expansion: twice(3)
   ::overdub::Span{overdub_macro_stringized_own_mac_9889e7af_sites+17}.val(overdub_sv_41353e49_SHOW(TWICE(twice(1)),  ::overdub::Span{overdub_macro_stringized_own_mac_9889e7af_sites+18}.val(TWICE( ::overdub::Span{overdub_macro_stringized_own_mac_9889e7af_sites+19}.val(twice(1))))));
  overdub_sv_6a5eb49a_CHECK(VALUE_OF(twice(5)) == 11, overdub_sv_35c85896_VALUE_OF(twice(5),  ::overdub::Span{overdub_macro_stringized_own_mac_9889e7af_sites+20}.val(twice(5))) == 11);  // a stringizing macro in a stringized argument
  int v = overdub_sv_35c85896_VALUE_OF(positive(twice(2)),  ::overdub::Span{overdub_macro_stringized_own_mac_9889e7af_sites+21}.val(positive( ::overdub::Span{overdub_macro_stringized_own_mac_9889e7af_sites+22}.val(twice(2)))));
   ::overdub::Span{overdub_macro_stringized_own_mac_9889e7af_sites+23}.val(std::printf("\n%d\n", v));
  return 0;
}
