#line 1 "macro_stringized_macro_constants.cpp"
#include <overdub/overdub.h>
static unsigned overdub_macro_stringized_macro_c_566a155d_state[10];
static constexpr ::overdub::Site overdub_macro_stringized_macro_c_566a155d_sites[] = {
  {"macro_stringized_macro_constants.cpp", "MacroConstants_Pass_Test::TestBody", "twice", 22, 22, 0, overdub_macro_stringized_macro_c_566a155d_state + 0},
  {"macro_stringized_macro_constants.cpp", "MacroConstants_Pass_Test::TestBody", "twice", 23, 20, 0, overdub_macro_stringized_macro_c_566a155d_state + 1},
  {"macro_stringized_macro_constants.cpp", "MacroConstants_Pass_Test::TestBody", "twice", 24, 26, 0, overdub_macro_stringized_macro_c_566a155d_state + 2},
  {"macro_stringized_macro_constants.cpp", "MacroConstants_Pass_Test::TestBody", "twice", 25, 22, 0, overdub_macro_stringized_macro_c_566a155d_state + 3},
  {"macro_stringized_macro_constants.cpp", "MacroConstants_Pass_Test::TestBody", "twice", 26, 13, 0, overdub_macro_stringized_macro_c_566a155d_state + 4},
  {"macro_stringized_macro_constants.cpp", "MacroConstants_Fail_Test::TestBody", "twice", 30, 20, 0, overdub_macro_stringized_macro_c_566a155d_state + 5},
  {"macro_stringized_macro_constants.cpp", "MacroConstants_Fail_Test::TestBody", "twice", 31, 22, 0, overdub_macro_stringized_macro_c_566a155d_state + 6},
  {"macro_stringized_macro_constants.cpp", "MacroConstants_Fail_Test::TestBody", "twice", 33, 13, 0, overdub_macro_stringized_macro_c_566a155d_state + 7},
  {"macro_stringized_macro_constants.cpp", "main", "testing::InitGoogleTest", 38, 3, 0, overdub_macro_stringized_macro_c_566a155d_state + 8},
  {"macro_stringized_macro_constants.cpp", "main", "RUN_ALL_TESTS", 39, 10, 0, overdub_macro_stringized_macro_c_566a155d_state + 9},
};
static const ::overdub::Registration overdub_macro_stringized_macro_c_566a155d_registration{overdub_macro_stringized_macro_c_566a155d_sites};
#line 133 "/usr/include/gtest/gtest_pred_impl.h"
#define overdub_sv_5cab9b77_GTEST_PRED_FORMAT2_(overdub_o_v1, overdub_o_v2, pred_format, v1, v2, on_failure) \
  GTEST_ASSERT_(pred_format(#overdub_o_v1, #overdub_o_v2, v1, v2), on_failure)
#line 143 "/usr/include/gtest/gtest_pred_impl.h"
#define overdub_sv_a75d0c81_EXPECT_PRED_FORMAT2(overdub_o_v1, overdub_o_v2, pred_format, v1, v2) \
  overdub_sv_5cab9b77_GTEST_PRED_FORMAT2_( overdub_o_v1, overdub_o_v2,pred_format, v1, v2, GTEST_NONFATAL_FAILURE_)
#line 1847 "/usr/include/gtest/gtest.h"
#define overdub_sv_e09f96c8_EXPECT_EQ(overdub_o_val1, overdub_o_val2, val1, val2) \
  overdub_sv_a75d0c81_EXPECT_PRED_FORMAT2( overdub_o_val1, overdub_o_val2,::testing::internal::EqHelper::Compare, val1, val2)
#line 1849 "/usr/include/gtest/gtest.h"
#define overdub_sv_c699721c_EXPECT_NE(overdub_o_val1, overdub_o_val2, val1, val2) \
  overdub_sv_a75d0c81_EXPECT_PRED_FORMAT2( overdub_o_val1, overdub_o_val2,::testing::internal::CmpHelperNE, val1, val2)
#line 1853 "/usr/include/gtest/gtest.h"
#define overdub_sv_7be92e4f_EXPECT_LT(overdub_o_val1, overdub_o_val2, val1, val2) \
  overdub_sv_a75d0c81_EXPECT_PRED_FORMAT2( overdub_o_val1, overdub_o_val2,::testing::internal::CmpHelperLT, val1, val2)
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "macro_stringized_macro_constants.cpp"
// LIBS: -lgtest -pthread
// EXIT: 1
// CALLS: 8 twice
// CALLS: 1 testing::InitGoogleTest
// CALLS: 1 RUN_ALL_TESTS
// An assertion whose other argument is made by a macro (`INT_MAX`, a project's constant, a
// function-like macro, one whose body holds the call): the text stringized comes from that macro's expansion, which the
// variant's copy expands alike, so the calls in the arguments are instrumented and the failures
// print byte for byte what the original prints.
#include <gtest/gtest.h>

#include <climits>

int twice(int x) { return 2 * x; }

#define LIMIT 7
#define OTHER_LIMIT LIMIT
#define PLUS_ONE(x) ((x) + 1)
#define TWICE_OF(x) twice(x)

TEST(MacroConstants, Pass) {
  overdub_sv_e09f96c8_EXPECT_EQ(INT_MAX, twice(INT_MAX / 2) + 1, INT_MAX,  ::overdub::Span{overdub_macro_stringized_macro_c_566a155d_sites+0}.val(twice(INT_MAX / 2)) + 1);
  overdub_sv_c699721c_EXPECT_NE(LIMIT, twice(3), LIMIT,  ::overdub::Span{overdub_macro_stringized_macro_c_566a155d_sites+1}.val(twice(3)));
  overdub_sv_7be92e4f_EXPECT_LT(OTHER_LIMIT, twice(4), OTHER_LIMIT,  ::overdub::Span{overdub_macro_stringized_macro_c_566a155d_sites+2}.val(twice(4)));
  overdub_sv_e09f96c8_EXPECT_EQ(PLUS_ONE(twice(1)), 5, PLUS_ONE( ::overdub::Span{overdub_macro_stringized_macro_c_566a155d_sites+3}.val(twice(1))), 5);
  overdub_sv_e09f96c8_EXPECT_EQ(TWICE_OF(3), 6,  ::overdub::Span{overdub_macro_stringized_macro_c_566a155d_sites+4}.val(TWICE_OF(3)), 6);
}

TEST(MacroConstants, Fail) {
  overdub_sv_e09f96c8_EXPECT_EQ(LIMIT, twice(1), LIMIT,  ::overdub::Span{overdub_macro_stringized_macro_c_566a155d_sites+5}.val(twice(1)));
  overdub_sv_e09f96c8_EXPECT_EQ(PLUS_ONE(twice(2)), OTHER_LIMIT, PLUS_ONE( ::overdub::Span{overdub_macro_stringized_macro_c_566a155d_sites+6}.val(twice(2))),
            OTHER_LIMIT);
  overdub_sv_e09f96c8_EXPECT_EQ(TWICE_OF(4), 9,  ::overdub::Span{overdub_macro_stringized_macro_c_566a155d_sites+7}.val(TWICE_OF(4)), 9);
}

int main(int argc, char **argv) {
  testing::GTEST_FLAG(print_time) = false;  // the output compares byte for byte
   ::overdub::Span{overdub_macro_stringized_macro_c_566a155d_sites+8}.v((testing::InitGoogleTest(&argc, argv), ::overdub::unit{}));
  return  ::overdub::Span{overdub_macro_stringized_macro_c_566a155d_sites+9}.val(RUN_ALL_TESTS());
}
