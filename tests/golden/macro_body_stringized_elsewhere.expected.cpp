#line 1 "macro_body_stringized_elsewhere.cpp"
#include <overdub/overdub.h>
static unsigned overdub_macro_body_stringized_el_f146f47e_state[39];
static constexpr ::overdub::Site overdub_macro_body_stringized_el_f146f47e_sites[] = {
  {"macro_body_stringized_elsewhere.cpp", "main", "equal", 46, 3, 0, overdub_macro_body_stringized_el_f146f47e_state + 0},
  {"macro_body_stringized_elsewhere.cpp", "main", "rounded", 46, 3, -1, overdub_macro_body_stringized_el_f146f47e_state + 1},
  {"macro_body_stringized_elsewhere.cpp", "main", "std::printf", 46, 3, 0, overdub_macro_body_stringized_el_f146f47e_state + 2},
  {"macro_body_stringized_elsewhere.cpp", "main", "equal", 47, 3, 0, overdub_macro_body_stringized_el_f146f47e_state + 3},
  {"macro_body_stringized_elsewhere.cpp", "main", "rounded", 47, 3, -1, overdub_macro_body_stringized_el_f146f47e_state + 4},
  {"macro_body_stringized_elsewhere.cpp", "main", "std::printf", 47, 3, 0, overdub_macro_body_stringized_el_f146f47e_state + 5},
  {"macro_body_stringized_elsewhere.cpp", "main", "equal", 48, 3, 0, overdub_macro_body_stringized_el_f146f47e_state + 6},
  {"macro_body_stringized_elsewhere.cpp", "main", "equal", 48, 3, -1, overdub_macro_body_stringized_el_f146f47e_state + 7},
  {"macro_body_stringized_elsewhere.cpp", "main", "twice", 48, 3, -1, overdub_macro_body_stringized_el_f146f47e_state + 8},
  {"macro_body_stringized_elsewhere.cpp", "main", "std::printf", 48, 3, 0, overdub_macro_body_stringized_el_f146f47e_state + 9},
  {"macro_body_stringized_elsewhere.cpp", "main", "equal", 49, 3, 0, overdub_macro_body_stringized_el_f146f47e_state + 10},
  {"macro_body_stringized_elsewhere.cpp", "main", "equal", 49, 3, -1, overdub_macro_body_stringized_el_f146f47e_state + 11},
  {"macro_body_stringized_elsewhere.cpp", "main", "twice", 49, 3, -1, overdub_macro_body_stringized_el_f146f47e_state + 12},
  {"macro_body_stringized_elsewhere.cpp", "main", "std::printf", 49, 3, 0, overdub_macro_body_stringized_el_f146f47e_state + 13},
  {"macro_body_stringized_elsewhere.cpp", "main", "equal", 50, 3, 0, overdub_macro_body_stringized_el_f146f47e_state + 14},
  {"macro_body_stringized_elsewhere.cpp", "main", "rounded", 50, 3, -1, overdub_macro_body_stringized_el_f146f47e_state + 15},
  {"macro_body_stringized_elsewhere.cpp", "main", "std::printf", 50, 3, 0, overdub_macro_body_stringized_el_f146f47e_state + 16},
  {"macro_body_stringized_elsewhere.cpp", "main", "equal", 51, 3, 0, overdub_macro_body_stringized_el_f146f47e_state + 17},
  {"macro_body_stringized_elsewhere.cpp", "main", "equal", 51, 3, -1, overdub_macro_body_stringized_el_f146f47e_state + 18},
  {"macro_body_stringized_elsewhere.cpp", "main", "twice", 51, 3, -1, overdub_macro_body_stringized_el_f146f47e_state + 19},
  {"macro_body_stringized_elsewhere.cpp", "main", "std::printf", 51, 3, 0, overdub_macro_body_stringized_el_f146f47e_state + 20},
  {"macro_body_stringized_elsewhere.cpp", "main", "equal", 51, 3, 0, overdub_macro_body_stringized_el_f146f47e_state + 21},
  {"macro_body_stringized_elsewhere.cpp", "main", "equal", 51, 3, -1, overdub_macro_body_stringized_el_f146f47e_state + 22},
  {"macro_body_stringized_elsewhere.cpp", "main", "twice", 51, 3, -1, overdub_macro_body_stringized_el_f146f47e_state + 23},
  {"macro_body_stringized_elsewhere.cpp", "main", "std::printf", 51, 3, 0, overdub_macro_body_stringized_el_f146f47e_state + 24},
  {"macro_body_stringized_elsewhere.cpp", "main", "equal", 52, 3, 0, overdub_macro_body_stringized_el_f146f47e_state + 25},
  {"macro_body_stringized_elsewhere.cpp", "main", "equal", 52, 3, -1, overdub_macro_body_stringized_el_f146f47e_state + 26},
  {"macro_body_stringized_elsewhere.cpp", "main", "twice", 52, 3, -1, overdub_macro_body_stringized_el_f146f47e_state + 27},
  {"macro_body_stringized_elsewhere.cpp", "main", "std::printf", 52, 3, 0, overdub_macro_body_stringized_el_f146f47e_state + 28},
  {"macro_body_stringized_elsewhere.cpp", "main", "equal", 53, 3, 0, overdub_macro_body_stringized_el_f146f47e_state + 29},
  {"macro_body_stringized_elsewhere.cpp", "main", "std::printf", 53, 3, 0, overdub_macro_body_stringized_el_f146f47e_state + 30},
  {"macro_body_stringized_elsewhere.cpp", "main", "std::printf", 54, 3, 0, overdub_macro_body_stringized_el_f146f47e_state + 31},
  {"macro_body_stringized_elsewhere.cpp", "main", "twice", 54, 3, -1, overdub_macro_body_stringized_el_f146f47e_state + 32},
  {"macro_body_stringized_elsewhere.cpp", "main", "twice", 54, 3, -2, overdub_macro_body_stringized_el_f146f47e_state + 33},
  {"macro_body_stringized_elsewhere.cpp", "main", "std::printf", 55, 3, 0, overdub_macro_body_stringized_el_f146f47e_state + 34},
  {"macro_body_stringized_elsewhere.cpp", "main", "std::printf", 56, 3, 0, overdub_macro_body_stringized_el_f146f47e_state + 35},
  {"macro_body_stringized_elsewhere.cpp", "main", "std::printf", 57, 3, 0, overdub_macro_body_stringized_el_f146f47e_state + 36},
  {"macro_body_stringized_elsewhere.cpp", "main", "std::printf", 58, 3, 0, overdub_macro_body_stringized_el_f146f47e_state + 37},
  {"macro_body_stringized_elsewhere.cpp", "main", "twice", 58, 9, -1, overdub_macro_body_stringized_el_f146f47e_state + 38},
};
static const ::overdub::Registration overdub_macro_body_stringized_el_f146f47e_registration{overdub_macro_body_stringized_el_f146f47e_sites};
#line 30 "macro_body_stringized_elsewhere.cpp"
#define overdub_macro_body_stringized_el_f146f47e_sites_m0_0_NZ \
           overdub_macro_body_stringized_el_f146f47e_sites_m0_1_CHECK_EQ( rounded(1), 0, ::overdub::Span{overdub_macro_body_stringized_el_f146f47e_sites+1}.val(rounded(1)), 0)
#line 23 "macro_body_stringized_elsewhere.cpp"
#define overdub_macro_body_stringized_el_f146f47e_sites_m0_1_CHECK_EQ(overdub_o_a, overdub_o_b, a, b) \
                       do { if (! ::overdub::Span{overdub_macro_body_stringized_el_f146f47e_sites+0}.val(equal((a), (b)))) ::overdub::Span{overdub_macro_body_stringized_el_f146f47e_sites+2}.val( std::printf("%s != %s\n", #overdub_o_a, #overdub_o_b)); } while (0)
#line 31 "macro_body_stringized_elsewhere.cpp"
#define overdub_macro_body_stringized_el_f146f47e_sites_m1_0_FN(overdub_o_y, y) \
              overdub_macro_body_stringized_el_f146f47e_sites_m1_1_CHECK_EQ( rounded(1), overdub_o_y, ::overdub::Span{overdub_macro_body_stringized_el_f146f47e_sites+4}.val(rounded(1)), y)
#line 23 "macro_body_stringized_elsewhere.cpp"
#define overdub_macro_body_stringized_el_f146f47e_sites_m1_1_CHECK_EQ(overdub_o_a, overdub_o_b, a, b) \
                       do { if (! ::overdub::Span{overdub_macro_body_stringized_el_f146f47e_sites+3}.val(equal((a), (b)))) ::overdub::Span{overdub_macro_body_stringized_el_f146f47e_sites+5}.val( std::printf("%s != %s\n", #overdub_o_a, #overdub_o_b)); } while (0)
#line 33 "macro_body_stringized_elsewhere.cpp"
#define overdub_macro_body_stringized_el_f146f47e_sites_m2_0_EXPECT_TWICE(overdub_o_v, overdub_o_e, v, e) \
                           overdub_macro_body_stringized_el_f146f47e_sites_m2_1_EXPECT_TRUE( equal(twice(overdub_o_v), (overdub_o_e)), ::overdub::Span{overdub_macro_body_stringized_el_f146f47e_sites+7}.val(equal( ::overdub::Span{overdub_macro_body_stringized_el_f146f47e_sites+8}.val(twice(v)), (e))))
#line 32 "macro_body_stringized_elsewhere.cpp"
#define overdub_macro_body_stringized_el_f146f47e_sites_m2_1_EXPECT_TRUE(overdub_o_c, c) \
                       overdub_macro_body_stringized_el_f146f47e_sites_m2_2_CHECK_EQ( overdub_o_c, true,c, true)
#line 23 "macro_body_stringized_elsewhere.cpp"
#define overdub_macro_body_stringized_el_f146f47e_sites_m2_2_CHECK_EQ(overdub_o_a, overdub_o_b, a, b) \
                       do { if (! ::overdub::Span{overdub_macro_body_stringized_el_f146f47e_sites+6}.val(equal((a), (b)))) ::overdub::Span{overdub_macro_body_stringized_el_f146f47e_sites+9}.val( std::printf("%s != %s\n", #overdub_o_a, #overdub_o_b)); } while (0)
#line 33 "macro_body_stringized_elsewhere.cpp"
#define overdub_macro_body_stringized_el_f146f47e_sites_m3_0_EXPECT_TWICE(overdub_o_v, overdub_o_e, v, e) \
                           overdub_macro_body_stringized_el_f146f47e_sites_m3_1_EXPECT_TRUE( equal(twice(overdub_o_v), (overdub_o_e)), ::overdub::Span{overdub_macro_body_stringized_el_f146f47e_sites+11}.val(equal( ::overdub::Span{overdub_macro_body_stringized_el_f146f47e_sites+12}.val(twice(v)), (e))))
#line 32 "macro_body_stringized_elsewhere.cpp"
#define overdub_macro_body_stringized_el_f146f47e_sites_m3_1_EXPECT_TRUE(overdub_o_c, c) \
                       overdub_macro_body_stringized_el_f146f47e_sites_m3_2_CHECK_EQ( overdub_o_c, true,c, true)
#line 23 "macro_body_stringized_elsewhere.cpp"
#define overdub_macro_body_stringized_el_f146f47e_sites_m3_2_CHECK_EQ(overdub_o_a, overdub_o_b, a, b) \
                       do { if (! ::overdub::Span{overdub_macro_body_stringized_el_f146f47e_sites+10}.val(equal((a), (b)))) ::overdub::Span{overdub_macro_body_stringized_el_f146f47e_sites+13}.val( std::printf("%s != %s\n", #overdub_o_a, #overdub_o_b)); } while (0)
#line 34 "macro_body_stringized_elsewhere.cpp"
#define overdub_macro_body_stringized_el_f146f47e_sites_m4_0_CHECK_OK() \
                   overdub_macro_body_stringized_el_f146f47e_sites_m4_1_CHECK_EQ( rounded(0.6), 1, ::overdub::Span{overdub_macro_body_stringized_el_f146f47e_sites+15}.val(rounded(0.6)), 1)
#line 23 "macro_body_stringized_elsewhere.cpp"
#define overdub_macro_body_stringized_el_f146f47e_sites_m4_1_CHECK_EQ(overdub_o_a, overdub_o_b, a, b) \
                       do { if (! ::overdub::Span{overdub_macro_body_stringized_el_f146f47e_sites+14}.val(equal((a), (b)))) ::overdub::Span{overdub_macro_body_stringized_el_f146f47e_sites+16}.val( std::printf("%s != %s\n", #overdub_o_a, #overdub_o_b)); } while (0)
#line 35 "macro_body_stringized_elsewhere.cpp"
#define overdub_macro_body_stringized_el_f146f47e_sites_m5_0_VERIFY \
               overdub_macro_body_stringized_el_f146f47e_sites_m5_1_EXPECT_TRUE( equal(twice(3), 6), ::overdub::Span{overdub_macro_body_stringized_el_f146f47e_sites+18}.val(equal( ::overdub::Span{overdub_macro_body_stringized_el_f146f47e_sites+19}.val(twice(3)), 6))); overdub_macro_body_stringized_el_f146f47e_sites_m5_3_EXPECT_TRUE( equal(twice(3), 7), ::overdub::Span{overdub_macro_body_stringized_el_f146f47e_sites+22}.val(equal( ::overdub::Span{overdub_macro_body_stringized_el_f146f47e_sites+23}.val(twice(3)), 7)))
#line 32 "macro_body_stringized_elsewhere.cpp"
#define overdub_macro_body_stringized_el_f146f47e_sites_m5_1_EXPECT_TRUE(overdub_o_c, c) \
                       overdub_macro_body_stringized_el_f146f47e_sites_m5_2_CHECK_EQ( overdub_o_c, true,c, true)
#line 23 "macro_body_stringized_elsewhere.cpp"
#define overdub_macro_body_stringized_el_f146f47e_sites_m5_2_CHECK_EQ(overdub_o_a, overdub_o_b, a, b) \
                       do { if (! ::overdub::Span{overdub_macro_body_stringized_el_f146f47e_sites+17}.val(equal((a), (b)))) ::overdub::Span{overdub_macro_body_stringized_el_f146f47e_sites+20}.val( std::printf("%s != %s\n", #overdub_o_a, #overdub_o_b)); } while (0)
#line 32 "macro_body_stringized_elsewhere.cpp"
#define overdub_macro_body_stringized_el_f146f47e_sites_m5_3_EXPECT_TRUE(overdub_o_c, c) \
                       overdub_macro_body_stringized_el_f146f47e_sites_m5_4_CHECK_EQ( overdub_o_c, true,c, true)
#line 23 "macro_body_stringized_elsewhere.cpp"
#define overdub_macro_body_stringized_el_f146f47e_sites_m5_4_CHECK_EQ(overdub_o_a, overdub_o_b, a, b) \
                       do { if (! ::overdub::Span{overdub_macro_body_stringized_el_f146f47e_sites+21}.val(equal((a), (b)))) ::overdub::Span{overdub_macro_body_stringized_el_f146f47e_sites+24}.val( std::printf("%s != %s\n", #overdub_o_a, #overdub_o_b)); } while (0)
#line 36 "macro_body_stringized_elsewhere.cpp"
#define overdub_macro_body_stringized_el_f146f47e_sites_m6_0_VERIFY_LINE \
                    overdub_macro_body_stringized_el_f146f47e_sites_m6_1_EXPECT_TRUE( equal(twice(__LINE__), 0), ::overdub::Span{overdub_macro_body_stringized_el_f146f47e_sites+26}.val(equal( ::overdub::Span{overdub_macro_body_stringized_el_f146f47e_sites+27}.val(twice(__LINE__)), 0)))
#line 32 "macro_body_stringized_elsewhere.cpp"
#define overdub_macro_body_stringized_el_f146f47e_sites_m6_1_EXPECT_TRUE(overdub_o_c, c) \
                       overdub_macro_body_stringized_el_f146f47e_sites_m6_2_CHECK_EQ( overdub_o_c, true,c, true)
#line 23 "macro_body_stringized_elsewhere.cpp"
#define overdub_macro_body_stringized_el_f146f47e_sites_m6_2_CHECK_EQ(overdub_o_a, overdub_o_b, a, b) \
                       do { if (! ::overdub::Span{overdub_macro_body_stringized_el_f146f47e_sites+25}.val(equal((a), (b)))) ::overdub::Span{overdub_macro_body_stringized_el_f146f47e_sites+28}.val( std::printf("%s != %s\n", #overdub_o_a, #overdub_o_b)); } while (0)
#line 38 "macro_body_stringized_elsewhere.cpp"
#define overdub_macro_body_stringized_el_f146f47e_sites_m7_0_NZ2 \
            overdub_macro_body_stringized_el_f146f47e_sites_m7_1_CHECK_EQ( INNER, 0,INNER, 0)
#line 23 "macro_body_stringized_elsewhere.cpp"
#define overdub_macro_body_stringized_el_f146f47e_sites_m7_1_CHECK_EQ(overdub_o_a, overdub_o_b, a, b) \
                       do { if (! ::overdub::Span{overdub_macro_body_stringized_el_f146f47e_sites+29}.val(equal((a), (b)))) ::overdub::Span{overdub_macro_body_stringized_el_f146f47e_sites+30}.val( std::printf("%s != %s\n", #overdub_o_a, #overdub_o_b)); } while (0)
#line 39 "macro_body_stringized_elsewhere.cpp"
#define overdub_macro_body_stringized_el_f146f47e_sites_m8_0_PAIR \
              ::overdub::Span{overdub_macro_body_stringized_el_f146f47e_sites+32}.val(twice(1)), ::overdub::Span{overdub_macro_body_stringized_el_f146f47e_sites+33}.val( twice(2))
#define overdub_str_va(...) #__VA_ARGS__
#line 25 "macro_body_stringized_elsewhere.cpp"
#define overdub_sv_f50db0e4_SHOWV(overdub_o_va_args, overdub_e, ...) \
                   std::printf("%s = %d\n", overdub_str_va overdub_o_va_args ## overdub_e, (__VA_ARGS__))
#line 27 "macro_body_stringized_elsewhere.cpp"
#define overdub_sv_7bf3912a_XSHOWV(overdub_o_x, x) \
                  overdub_sv_f50db0e4_SHOWV( ( overdub_o_x),,x)
#line 24 "macro_body_stringized_elsewhere.cpp"
#define overdub_sv_9272a467_SHOW(overdub_o_x, x) \
                std::printf("%s = %d\n", #overdub_o_x, (x))
#line 26 "macro_body_stringized_elsewhere.cpp"
#define overdub_sv_1e4394fd_XSHOW(overdub_o_x, x) \
                 overdub_sv_9272a467_SHOW( overdub_o_x,x)
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "macro_body_stringized_elsewhere.cpp"
// CALLS: 8 twice
// CALLS: 14 equal
// CALLS: 3 rounded
// CALLS: 11 std::printf
// Calls in macro bodies whose text another macro stringizes. A variant of such a body would
// change the stringized text, unless the variant hands the stringizing macro copies of it: of
// the invocation's arguments (FN: the invocation calls FN's variant, whose CHECK_EQ takes
// copies; EXPECT_TWICE's through EXPECT_TRUE, whose variant hands them on to CHECK_EQ's), or
// of the body's own text (NZ, whose invocation calls no variant: its variant hands CHECK_EQ's
// the text `rounded(1)`; CHECK_OK(), VERIFY through EXPECT_TRUE, VERIFY_LINE whose copy's
// __LINE__ gives the invocation's line as the original's does; PAIR, whose text XSHOWV hands
// SHOWV's #__VA_ARGS__ as a copy of XSHOWV's argument, `PAIR`, which expands alike there). Left
// as written, each with its reason: bodies passed to a stringizing macro through another
// macro's arguments (B2 and B3 through APPLY); a macro name
// stringized as written (NZ2's INNER); the wrapper around an invocation that a macro's macro
// stringizes (APPLY(SHOW, ONE)). The other calls of these lines are wrapped. Every line prints
// what the original prints.
#include <cstdio>

int twice(int x) { return 2 * x; }
int rounded(double x) { return static_cast<int>(x + 0.5); }
bool equal(int a, int b) { return a == b; }

#define CHECK_EQ(a, b) do { if (!equal((a), (b))) std::printf("%s != %s\n", #a, #b); } while (0)
#define SHOW(x) std::printf("%s = %d\n", #x, (x))
#define SHOWV(...) std::printf("%s = %d\n", #__VA_ARGS__, (__VA_ARGS__))
#define XSHOW(x) SHOW(x)
#define XSHOWV(x) SHOWV(x)
#define APPLY(M, x) M(x)

#define NZ CHECK_EQ(rounded(1), 0)
#define FN(y) CHECK_EQ(rounded(1), y)
#define EXPECT_TRUE(c) CHECK_EQ(c, true)
#define EXPECT_TWICE(v, e) EXPECT_TRUE(equal(twice(v), (e)))
#define CHECK_OK() CHECK_EQ(rounded(0.6), 1)
#define VERIFY EXPECT_TRUE(equal(twice(3), 6)); EXPECT_TRUE(equal(twice(3), 7))
#define VERIFY_LINE EXPECT_TRUE(equal(twice(__LINE__), 0))
#define INNER rounded(2)
#define NZ2 CHECK_EQ(INNER, 0)
#define PAIR twice(1), twice(2)
#define ONE twice(5)
#define B2 APPLY(SHOWV, twice(3))
#define B3 APPLY(SHOW, twice(4))

int main() {
  overdub_macro_body_stringized_el_f146f47e_sites_m0_0_NZ;
  overdub_macro_body_stringized_el_f146f47e_sites_m1_0_FN(0, 0);
  overdub_macro_body_stringized_el_f146f47e_sites_m2_0_EXPECT_TWICE(2, 4, 2, 4);
  overdub_macro_body_stringized_el_f146f47e_sites_m3_0_EXPECT_TWICE(2, 5, 2, 5);
  overdub_macro_body_stringized_el_f146f47e_sites_m4_0_CHECK_OK();
  overdub_macro_body_stringized_el_f146f47e_sites_m5_0_VERIFY;
  overdub_macro_body_stringized_el_f146f47e_sites_m6_0_VERIFY_LINE;
  overdub_macro_body_stringized_el_f146f47e_sites_m7_0_NZ2;
   ::overdub::Span{overdub_macro_body_stringized_el_f146f47e_sites+31}.val(overdub_sv_7bf3912a_XSHOWV(PAIR, overdub_macro_body_stringized_el_f146f47e_sites_m8_0_PAIR));
   ::overdub::Span{overdub_macro_body_stringized_el_f146f47e_sites+34}.val(B2);
   ::overdub::Span{overdub_macro_body_stringized_el_f146f47e_sites+35}.val(B3);
   ::overdub::Span{overdub_macro_body_stringized_el_f146f47e_sites+36}.val(APPLY(SHOW, ONE));
   ::overdub::Span{overdub_macro_body_stringized_el_f146f47e_sites+37}.val(overdub_sv_1e4394fd_XSHOW(ONE,  ::overdub::Span{overdub_macro_body_stringized_el_f146f47e_sites+38}.val(ONE)));
  return 0;
}
