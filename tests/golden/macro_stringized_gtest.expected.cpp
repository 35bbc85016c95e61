#line 1 "macro_stringized_gtest.cpp"
#include <overdub/overdub.h>
static unsigned overdub_macro_stringized_gtest_18085012_state[28];
static constexpr ::overdub::Site overdub_macro_stringized_gtest_18085012_sites[] = {
  {"macro_stringized_gtest.cpp", "name", "std::operator+", 25, 34, 0, overdub_macro_stringized_gtest_18085012_state + 0},
  {"macro_stringized_gtest.cpp", "name", "std::to_string", 25, 40, -1, overdub_macro_stringized_gtest_18085012_state + 1},
  {"macro_stringized_gtest.cpp", "boom", "std::runtime_error", 27, 16, 0, overdub_macro_stringized_gtest_18085012_state + 2},
  {"macro_stringized_gtest.cpp", "Assertions_Pass_Test::TestBody", "twice", 32, 13, 0, overdub_macro_stringized_gtest_18085012_state + 3},
  {"macro_stringized_gtest.cpp", "Assertions_Pass_Test::TestBody", "positive", 33, 15, 0, overdub_macro_stringized_gtest_18085012_state + 4},
  {"macro_stringized_gtest.cpp", "Assertions_Pass_Test::TestBody", "twice", 33, 24, -1, overdub_macro_stringized_gtest_18085012_state + 5},
  {"macro_stringized_gtest.cpp", "Assertions_Pass_Test::TestBody", "twice", 34, 13, 0, overdub_macro_stringized_gtest_18085012_state + 6},
  {"macro_stringized_gtest.cpp", "Assertions_Pass_Test::TestBody", "name", 35, 13, 0, overdub_macro_stringized_gtest_18085012_state + 7},
  {"macro_stringized_gtest.cpp", "Assertions_Pass_Test::TestBody", "twice", 35, 18, -1, overdub_macro_stringized_gtest_18085012_state + 8},
  {"macro_stringized_gtest.cpp", "Assertions_Pass_Test::TestBody", "boom", 37, 19, 0, overdub_macro_stringized_gtest_18085012_state + 9},
  {"macro_stringized_gtest.cpp", "Assertions_Pass_Test::TestBody", "twice", 37, 24, -1, overdub_macro_stringized_gtest_18085012_state + 10},
  {"macro_stringized_gtest.cpp", "Assertions_Pass_Test::TestBody", "twice", 38, 23, 0, overdub_macro_stringized_gtest_18085012_state + 11},
  {"macro_stringized_gtest.cpp", "Assertions_Pass_Test::TestBody", "twice", 38, 33, 0, overdub_macro_stringized_gtest_18085012_state + 12},
  {"macro_stringized_gtest.cpp", "Assertions_Pass_Test::TestBody", "twice", 39, 13, 0, overdub_macro_stringized_gtest_18085012_state + 13},
  {"macro_stringized_gtest.cpp", "Assertions_Pass_Test::TestBody", "twice", 40, 13, 0, overdub_macro_stringized_gtest_18085012_state + 14},
  {"macro_stringized_gtest.cpp", "Assertions_Fail_Test::TestBody", "twice", 44, 13, 0, overdub_macro_stringized_gtest_18085012_state + 15},
  {"macro_stringized_gtest.cpp", "Assertions_Fail_Test::TestBody", "positive", 45, 15, 0, overdub_macro_stringized_gtest_18085012_state + 16},
  {"macro_stringized_gtest.cpp", "Assertions_Fail_Test::TestBody", "twice", 45, 24, -1, overdub_macro_stringized_gtest_18085012_state + 17},
  {"macro_stringized_gtest.cpp", "Assertions_Fail_Test::TestBody", "twice", 45, 50, 0, overdub_macro_stringized_gtest_18085012_state + 18},
  {"macro_stringized_gtest.cpp", "Assertions_Fail_Test::TestBody", "name", 46, 13, 0, overdub_macro_stringized_gtest_18085012_state + 19},
  {"macro_stringized_gtest.cpp", "Assertions_Fail_Test::TestBody", "twice", 46, 18, -1, overdub_macro_stringized_gtest_18085012_state + 20},
  {"macro_stringized_gtest.cpp", "Assertions_Fail_Test::TestBody", "twice", 48, 23, 0, overdub_macro_stringized_gtest_18085012_state + 21},
  {"macro_stringized_gtest.cpp", "Assertions_Fail_Test::TestBody", "twice", 48, 33, 0, overdub_macro_stringized_gtest_18085012_state + 22},
  {"macro_stringized_gtest.cpp", "Assertions_Fail_Test::TestBody", "twice", 49, 13, 0, overdub_macro_stringized_gtest_18085012_state + 23},
  {"macro_stringized_gtest.cpp", "Assertions_Fail_Test::TestBody", "twice", 50, 13, 0, overdub_macro_stringized_gtest_18085012_state + 24},
  {"macro_stringized_gtest.cpp", "Assertions_Fail_Test::TestBody", "twice", 51, 13, 0, overdub_macro_stringized_gtest_18085012_state + 25},
  {"macro_stringized_gtest.cpp", "main", "testing::InitGoogleTest", 56, 3, 0, overdub_macro_stringized_gtest_18085012_state + 26},
  {"macro_stringized_gtest.cpp", "main", "RUN_ALL_TESTS", 57, 10, 0, overdub_macro_stringized_gtest_18085012_state + 27},
};
static const ::overdub::Registration overdub_macro_stringized_gtest_18085012_registration{overdub_macro_stringized_gtest_18085012_sites};
#line 133 "/usr/include/gtest/gtest_pred_impl.h"
#define overdub_sv_5cab9b77_GTEST_PRED_FORMAT2_(overdub_o_v1, overdub_o_v2, pred_format, v1, v2, on_failure) \
  GTEST_ASSERT_(pred_format(#overdub_o_v1, #overdub_o_v2, v1, v2), on_failure)
#line 143 "/usr/include/gtest/gtest_pred_impl.h"
#define overdub_sv_a75d0c81_EXPECT_PRED_FORMAT2(overdub_o_v1, overdub_o_v2, pred_format, v1, v2) \
  overdub_sv_5cab9b77_GTEST_PRED_FORMAT2_( overdub_o_v1, overdub_o_v2,pred_format, v1, v2, GTEST_NONFATAL_FAILURE_)
#line 1847 "/usr/include/gtest/gtest.h"
#define overdub_sv_e09f96c8_EXPECT_EQ(overdub_o_val1, overdub_o_val2, val1, val2) \
  overdub_sv_a75d0c81_EXPECT_PRED_FORMAT2( overdub_o_val1, overdub_o_val2,::testing::internal::EqHelper::Compare, val1, val2)
#line 1770 "/usr/include/gtest/gtest.h"
#define overdub_sv_e0d64b3a_GTEST_EXPECT_TRUE(overdub_o_condition, condition) \
  GTEST_TEST_BOOLEAN_(condition, #overdub_o_condition, false, true,\
                      GTEST_NONFATAL_FAILURE_)
#line 1785 "/usr/include/gtest/gtest.h"
#define overdub_sv_44196229_EXPECT_TRUE(overdub_o_condition, condition) \
                               overdub_sv_e0d64b3a_GTEST_EXPECT_TRUE( overdub_o_condition,condition)
#line 147 "/usr/include/gtest/gtest_pred_impl.h"
#define overdub_sv_00f994b6_ASSERT_PRED_FORMAT2(overdub_o_v1, overdub_o_v2, pred_format, v1, v2) \
  overdub_sv_5cab9b77_GTEST_PRED_FORMAT2_( overdub_o_v1, overdub_o_v2,pred_format, v1, v2, GTEST_FATAL_FAILURE_)
#line 1862 "/usr/include/gtest/gtest.h"
#define overdub_sv_2a007bd2_GTEST_ASSERT_NE(overdub_o_val1, overdub_o_val2, val1, val2) \
  overdub_sv_00f994b6_ASSERT_PRED_FORMAT2( overdub_o_val1, overdub_o_val2,::testing::internal::CmpHelperNE, val1, val2)
#line 1880 "/usr/include/gtest/gtest.h"
#define overdub_sv_e6781292_ASSERT_NE(overdub_o_val1, overdub_o_val2, val1, val2) \
                              overdub_sv_2a007bd2_GTEST_ASSERT_NE( overdub_o_val1, overdub_o_val2,val1, val2)
#line 1462 "/usr/include/gtest/internal/gtest-internal.h"
#define overdub_sv_b9b420d4_GTEST_TEST_NO_THROW_(overdub_o_statement, statement, fail) \
  GTEST_AMBIGUOUS_ELSE_BLOCKER_\
  if (::testing::internal::TrueWithString gtest_msg{}) {\
    try {\
      GTEST_SUPPRESS_UNREACHABLE_CODE_WARNING_BELOW_(statement);\
    }\
    GTEST_TEST_NO_THROW_CATCH_STD_EXCEPTION_()\
    catch (...) {\
      gtest_msg.value = "it throws.";\
      goto GTEST_CONCAT_TOKEN_(gtest_label_testnothrow_, __LINE__);\
    }\
  } else\
    GTEST_CONCAT_TOKEN_(gtest_label_testnothrow_, __LINE__)\
        : fail(("Expected: " #overdub_o_statement " doesn't throw an exception.\n"\
                "  Actual: " +\
                gtest_msg.value)\
                   .c_str())
#line 1756 "/usr/include/gtest/gtest.h"
#define overdub_sv_5a1acc1e_EXPECT_NO_THROW(overdub_o_statement, statement) \
  overdub_sv_b9b420d4_GTEST_TEST_NO_THROW_( overdub_o_statement,statement, GTEST_NONFATAL_FAILURE_)
#line 138 "/usr/include/gtest/gtest_pred_impl.h"
#define overdub_sv_460c6c6d_GTEST_PRED2_(overdub_o_pred, overdub_o_v1, overdub_o_v2, pred, v1, v2, on_failure) \
  GTEST_ASSERT_(::testing::AssertPred2Helper(#overdub_o_pred, #overdub_o_v1, #overdub_o_v2, pred, v1, v2),\
                on_failure)
#line 145 "/usr/include/gtest/gtest_pred_impl.h"
#define overdub_sv_f59c40c5_EXPECT_PRED2(overdub_o_pred, overdub_o_v1, overdub_o_v2, pred, v1, v2) \
  overdub_sv_460c6c6d_GTEST_PRED2_( overdub_o_pred, overdub_o_v1, overdub_o_v2,pred, v1, v2, GTEST_NONFATAL_FAILURE_)
#line 1853 "/usr/include/gtest/gtest.h"
#define overdub_sv_7be92e4f_EXPECT_LT(overdub_o_val1, overdub_o_val2, val1, val2) \
  overdub_sv_a75d0c81_EXPECT_PRED_FORMAT2( overdub_o_val1, overdub_o_val2,::testing::internal::CmpHelperLT, val1, val2)
#line 1870 "/usr/include/gtest/gtest.h"
#define overdub_sv_c6503a0c_GTEST_ASSERT_GT(overdub_o_val1, overdub_o_val2, val1, val2) \
  overdub_sv_00f994b6_ASSERT_PRED_FORMAT2( overdub_o_val1, overdub_o_val2,::testing::internal::CmpHelperGT, val1, val2)
#line 1896 "/usr/include/gtest/gtest.h"
#define overdub_sv_560f4027_ASSERT_GT(overdub_o_val1, overdub_o_val2, val1, val2) \
                              overdub_sv_c6503a0c_GTEST_ASSERT_GT( overdub_o_val1, overdub_o_val2,val1, val2)
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "macro_stringized_gtest.cpp"
// LIBS: -lgtest -pthread
// EXIT: 1
// CALLS: 17 twice
// CALLS: 2 positive
// CALLS: 2 name
// CALLS: 1 boom
// CALLS: 2 std::operator+
// CALLS: 2 std::to_string
// CALLS: 1 testing::InitGoogleTest
// CALLS: 1 RUN_ALL_TESTS
// CALLS: 1 std::runtime_error
// GoogleTest's assertions stringize their arguments through several macros: each invocation
// calls variants down to the macro that stringizes, and the failures print byte for byte what
// the original prints (the values, the expressions as written, the lines), with each compiler.
// EXPECT_THROW's statements stay as written (macro-stringized, the detail says why): the macro
// that stringizes them is defined under `#if GTEST_HAS_EXCEPTIONS`, which GoogleTest defines
// otherwise for Clang (`#elif defined(__clang__)`), and a variant would copy Clang's definition.
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

int twice(int x) { return 2 * x; }
bool positive(int x) { return x > 0; }
std::string name(int x) { return  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_0_{overdub_macro_stringized_gtest_18085012_sites+0}; return "n" +  ::overdub::Span{overdub_macro_stringized_gtest_18085012_sites+1}.ref(std::to_string(x)); }(); }
void boom(int x) {
  if (x) throw  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_2_{overdub_macro_stringized_gtest_18085012_sites+2}; return std::runtime_error("boom"); }();
}
bool pred2(int a, int b) { return a < b; }

TEST(Assertions, Pass) {
  overdub_sv_e09f96c8_EXPECT_EQ(twice(2), 4,  ::overdub::Span{overdub_macro_stringized_gtest_18085012_sites+3}.val(twice(2)), 4);
  overdub_sv_44196229_EXPECT_TRUE(positive(twice(1)),  ::overdub::Span{overdub_macro_stringized_gtest_18085012_sites+4}.val(positive( ::overdub::Span{overdub_macro_stringized_gtest_18085012_sites+5}.val(twice(1)))));
  overdub_sv_e6781292_ASSERT_NE(twice(3), 7,  ::overdub::Span{overdub_macro_stringized_gtest_18085012_sites+6}.val(twice(3)), 7);
  overdub_sv_e09f96c8_EXPECT_EQ(name(twice(1)), "n2",  ::overdub::Span{overdub_macro_stringized_gtest_18085012_sites+7}.ref(name( ::overdub::Span{overdub_macro_stringized_gtest_18085012_sites+8}.val(twice(1)))), "n2");
  EXPECT_THROW(boom(twice(1)), std::runtime_error);
  overdub_sv_5a1acc1e_EXPECT_NO_THROW(boom(twice(0)),  ::overdub::Span{overdub_macro_stringized_gtest_18085012_sites+9}.v((boom( ::overdub::Span{overdub_macro_stringized_gtest_18085012_sites+10}.val(twice(0))), ::overdub::unit{})));
  overdub_sv_f59c40c5_EXPECT_PRED2(pred2, twice(1), twice(2), pred2,  ::overdub::Span{overdub_macro_stringized_gtest_18085012_sites+11}.val(twice(1)),  ::overdub::Span{overdub_macro_stringized_gtest_18085012_sites+12}.val(twice(2)));
  overdub_sv_7be92e4f_EXPECT_LT(twice(1), twice(2),  ::overdub::Span{overdub_macro_stringized_gtest_18085012_sites+13}.val(twice(1)),
             ::overdub::Span{overdub_macro_stringized_gtest_18085012_sites+14}.val(twice(2)));  // two lines
}

TEST(Assertions, Fail) {
  overdub_sv_e09f96c8_EXPECT_EQ(twice(2), 5,  ::overdub::Span{overdub_macro_stringized_gtest_18085012_sites+15}.val(twice(2)), 5);
  overdub_sv_44196229_EXPECT_TRUE(positive(twice(-1)),  ::overdub::Span{overdub_macro_stringized_gtest_18085012_sites+16}.val(positive( ::overdub::Span{overdub_macro_stringized_gtest_18085012_sites+17}.val(twice(-1))))) << "why: " <<  ::overdub::Span{overdub_macro_stringized_gtest_18085012_sites+18}.val(twice(3));
  overdub_sv_e09f96c8_EXPECT_EQ(name(twice(1)), "n3",  ::overdub::Span{overdub_macro_stringized_gtest_18085012_sites+19}.ref(name( ::overdub::Span{overdub_macro_stringized_gtest_18085012_sites+20}.val(twice(1)))), /* a comment */ "n3");
  EXPECT_THROW(boom(twice(0)), std::runtime_error);
  overdub_sv_f59c40c5_EXPECT_PRED2(pred2, twice(2), twice(1), pred2,  ::overdub::Span{overdub_macro_stringized_gtest_18085012_sites+21}.val(twice(2)),  ::overdub::Span{overdub_macro_stringized_gtest_18085012_sites+22}.val(twice(1)));
  overdub_sv_560f4027_ASSERT_GT(twice(1), twice(2),  ::overdub::Span{overdub_macro_stringized_gtest_18085012_sites+23}.val(twice(1)),
             ::overdub::Span{overdub_macro_stringized_gtest_18085012_sites+24}.val(twice(2)));
  overdub_sv_e09f96c8_EXPECT_EQ(twice(9), 0,  ::overdub::Span{overdub_macro_stringized_gtest_18085012_sites+25}.val(twice(9)), 0);  // not reached
}

int main(int argc, char **argv) {
  testing::GTEST_FLAG(print_time) = false;  // the output compares byte for byte
   ::overdub::Span{overdub_macro_stringized_gtest_18085012_sites+26}.v((testing::InitGoogleTest(&argc, argv), ::overdub::unit{}));
  return  ::overdub::Span{overdub_macro_stringized_gtest_18085012_sites+27}.val(RUN_ALL_TESTS());
}
