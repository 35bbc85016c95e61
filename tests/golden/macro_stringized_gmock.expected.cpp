#line 1 "macro_stringized_gmock.cpp"
#include <overdub/overdub.h>
static unsigned overdub_macro_stringized_gmock_7cbbc8b8_state[43];
static constexpr ::overdub::Site overdub_macro_stringized_gmock_7cbbc8b8_sites[] = {
  {"macro_stringized_gmock.cpp", "name", "std::operator+", 33, 34, 0, overdub_macro_stringized_gmock_7cbbc8b8_state + 0},
  {"macro_stringized_gmock.cpp", "name", "std::to_string", 33, 40, -1, overdub_macro_stringized_gmock_7cbbc8b8_state + 1},
  {"macro_stringized_gmock.cpp", "boom", "std::runtime_error", 35, 16, 0, overdub_macro_stringized_gmock_7cbbc8b8_state + 2},
  {"macro_stringized_gmock.cpp", "Ordered", "testing::AssertionSuccess", 39, 21, 0, overdub_macro_stringized_gmock_7cbbc8b8_state + 3},
  {"macro_stringized_gmock.cpp", "Ordered", "testing::AssertionResult::operator<<", 40, 10, 0, overdub_macro_stringized_gmock_7cbbc8b8_state + 4},
  {"macro_stringized_gmock.cpp", "Ordered", "testing::AssertionResult::operator<<", 40, 10, -1, overdub_macro_stringized_gmock_7cbbc8b8_state + 5},
  {"macro_stringized_gmock.cpp", "Ordered", "testing::AssertionResult::operator<<", 40, 10, -1, overdub_macro_stringized_gmock_7cbbc8b8_state + 6},
  {"macro_stringized_gmock.cpp", "Ordered", "testing::AssertionResult::operator<<", 40, 10, -1, overdub_macro_stringized_gmock_7cbbc8b8_state + 7},
  {"macro_stringized_gmock.cpp", "Ordered", "testing::AssertionResult::operator<<", 40, 10, -1, overdub_macro_stringized_gmock_7cbbc8b8_state + 8},
  {"macro_stringized_gmock.cpp", "Ordered", "testing::AssertionResult::operator<<", 40, 10, -1, overdub_macro_stringized_gmock_7cbbc8b8_state + 9},
  {"macro_stringized_gmock.cpp", "Ordered", "testing::AssertionResult::operator<<", 40, 10, -1, overdub_macro_stringized_gmock_7cbbc8b8_state + 10},
  {"macro_stringized_gmock.cpp", "Ordered", "testing::AssertionResult::operator<<", 40, 10, -1, overdub_macro_stringized_gmock_7cbbc8b8_state + 11},
  {"macro_stringized_gmock.cpp", "Ordered", "testing::AssertionFailure", 40, 10, -1, overdub_macro_stringized_gmock_7cbbc8b8_state + 12},
  {"macro_stringized_gmock.cpp", "Matchers_Pass_Test::TestBody", "twice", 49, 15, 0, overdub_macro_stringized_gmock_7cbbc8b8_state + 13},
  {"macro_stringized_gmock.cpp", "Matchers_Pass_Test::TestBody", "testing::Gt", 49, 25, 0, overdub_macro_stringized_gmock_7cbbc8b8_state + 14},
  {"macro_stringized_gmock.cpp", "Matchers_Pass_Test::TestBody", "twice", 49, 28, -1, overdub_macro_stringized_gmock_7cbbc8b8_state + 15},
  {"macro_stringized_gmock.cpp", "Matchers_Pass_Test::TestBody", "name", 50, 15, 0, overdub_macro_stringized_gmock_7cbbc8b8_state + 16},
  {"macro_stringized_gmock.cpp", "Matchers_Pass_Test::TestBody", "twice", 50, 20, -1, overdub_macro_stringized_gmock_7cbbc8b8_state + 17},
  {"macro_stringized_gmock.cpp", "Matchers_Pass_Test::TestBody", "testing::HasSubstr", 50, 31, 0, overdub_macro_stringized_gmock_7cbbc8b8_state + 18},
  {"macro_stringized_gmock.cpp", "Matchers_Pass_Test::TestBody", "std::vector<int>", 51, 16, 0, overdub_macro_stringized_gmock_7cbbc8b8_state + 19},
  {"macro_stringized_gmock.cpp", "Matchers_Pass_Test::TestBody", "twice", 51, 33, -1, overdub_macro_stringized_gmock_7cbbc8b8_state + 20},
  {"macro_stringized_gmock.cpp", "Matchers_Pass_Test::TestBody", "twice", 51, 43, -2, overdub_macro_stringized_gmock_7cbbc8b8_state + 21},
  {"macro_stringized_gmock.cpp", "Matchers_Pass_Test::TestBody", "testing::ElementsAre", 51, 55, 0, overdub_macro_stringized_gmock_7cbbc8b8_state + 22},
  {"macro_stringized_gmock.cpp", "Matchers_Pass_Test::TestBody", "twice", 52, 32, 0, overdub_macro_stringized_gmock_7cbbc8b8_state + 23},
  {"macro_stringized_gmock.cpp", "Matchers_Pass_Test::TestBody", "twice", 52, 42, 0, overdub_macro_stringized_gmock_7cbbc8b8_state + 24},
  {"macro_stringized_gmock.cpp", "Matchers_Pass_Test::TestBody", "boom", 53, 20, 0, overdub_macro_stringized_gmock_7cbbc8b8_state + 25},
  {"macro_stringized_gmock.cpp", "Matchers_Pass_Test::TestBody", "twice", 53, 25, -1, overdub_macro_stringized_gmock_7cbbc8b8_state + 26},
  {"macro_stringized_gmock.cpp", "Matchers_Pass_Test::TestBody", "positive", 54, 16, 0, overdub_macro_stringized_gmock_7cbbc8b8_state + 27},
  {"macro_stringized_gmock.cpp", "Matchers_Pass_Test::TestBody", "twice", 54, 25, -1, overdub_macro_stringized_gmock_7cbbc8b8_state + 28},
  {"macro_stringized_gmock.cpp", "Matchers_Fail_Test::TestBody", "name", 58, 15, 0, overdub_macro_stringized_gmock_7cbbc8b8_state + 29},
  {"macro_stringized_gmock.cpp", "Matchers_Fail_Test::TestBody", "twice", 58, 20, -1, overdub_macro_stringized_gmock_7cbbc8b8_state + 30},
  {"macro_stringized_gmock.cpp", "Matchers_Fail_Test::TestBody", "testing::HasSubstr", 59, 31, 0, overdub_macro_stringized_gmock_7cbbc8b8_state + 31},
  {"macro_stringized_gmock.cpp", "Matchers_Fail_Test::TestBody", "twice", 60, 32, 0, overdub_macro_stringized_gmock_7cbbc8b8_state + 32},
  {"macro_stringized_gmock.cpp", "Matchers_Fail_Test::TestBody", "twice", 61, 23, 0, overdub_macro_stringized_gmock_7cbbc8b8_state + 33},
  {"macro_stringized_gmock.cpp", "Matchers_Fail_Test::TestBody", "name", 61, 47, 0, overdub_macro_stringized_gmock_7cbbc8b8_state + 34},
  {"macro_stringized_gmock.cpp", "Matchers_Fail_Test::TestBody", "boom", 62, 20, 0, overdub_macro_stringized_gmock_7cbbc8b8_state + 35},
  {"macro_stringized_gmock.cpp", "Matchers_Fail_Test::TestBody", "positive", 63, 15, 0, overdub_macro_stringized_gmock_7cbbc8b8_state + 36},
  {"macro_stringized_gmock.cpp", "Matchers_Fail_Test::TestBody", "twice", 63, 24, -1, overdub_macro_stringized_gmock_7cbbc8b8_state + 37},
  {"macro_stringized_gmock.cpp", "Matchers_Fail_Test::TestBody", "testing::IsTrue", 63, 36, 0, overdub_macro_stringized_gmock_7cbbc8b8_state + 38},
  {"macro_stringized_gmock.cpp", "Matchers_Fail_Test::TestBody", "name", 64, 15, 0, overdub_macro_stringized_gmock_7cbbc8b8_state + 39},
  {"macro_stringized_gmock.cpp", "Matchers_Fail_Test::TestBody", "testing::HasSubstr", 64, 24, 0, overdub_macro_stringized_gmock_7cbbc8b8_state + 40},
  {"macro_stringized_gmock.cpp", "main", "testing::InitGoogleTest", 69, 3, 0, overdub_macro_stringized_gmock_7cbbc8b8_state + 41},
  {"macro_stringized_gmock.cpp", "main", "RUN_ALL_TESTS", 70, 10, 0, overdub_macro_stringized_gmock_7cbbc8b8_state + 42},
};
static const ::overdub::Registration overdub_macro_stringized_gmock_7cbbc8b8_registration{overdub_macro_stringized_gmock_7cbbc8b8_sites};
#line 99 "/usr/include/gtest/gtest_pred_impl.h"
#define overdub_sv_443fbac4_GTEST_PRED_FORMAT1_(overdub_o_v1, pred_format, v1, on_failure) \
  GTEST_ASSERT_(pred_format(#overdub_o_v1, v1), on_failure)
#line 108 "/usr/include/gtest/gtest_pred_impl.h"
#define overdub_sv_40f48f6f_EXPECT_PRED_FORMAT1(overdub_o_v1, pred_format, v1) \
  overdub_sv_443fbac4_GTEST_PRED_FORMAT1_( overdub_o_v1,pred_format, v1, GTEST_NONFATAL_FAILURE_)
#line 5435 "/usr/include/gmock/gmock-matchers.h"
#define overdub_sv_af37c683_EXPECT_THAT(overdub_o_value, value, matcher) \
  overdub_sv_40f48f6f_EXPECT_PRED_FORMAT1( overdub_o_value,\
      ::testing::internal::MakePredicateFormatterFromMatcher(matcher), value)
#line 111 "/usr/include/gtest/gtest_pred_impl.h"
#define overdub_sv_6a7c2cfc_ASSERT_PRED_FORMAT1(overdub_o_v1, pred_format, v1) \
  overdub_sv_443fbac4_GTEST_PRED_FORMAT1_( overdub_o_v1,pred_format, v1, GTEST_FATAL_FAILURE_)
#line 5432 "/usr/include/gmock/gmock-matchers.h"
#define overdub_sv_9bac5329_ASSERT_THAT(overdub_o_value, value, matcher) \
  overdub_sv_6a7c2cfc_ASSERT_PRED_FORMAT1( overdub_o_value,\
      ::testing::internal::MakePredicateFormatterFromMatcher(matcher), value)
#line 133 "/usr/include/gtest/gtest_pred_impl.h"
#define overdub_sv_5cab9b77_GTEST_PRED_FORMAT2_(overdub_o_v1, overdub_o_v2, pred_format, v1, v2, on_failure) \
  GTEST_ASSERT_(pred_format(#overdub_o_v1, #overdub_o_v2, v1, v2), on_failure)
#line 143 "/usr/include/gtest/gtest_pred_impl.h"
#define overdub_sv_a75d0c81_EXPECT_PRED_FORMAT2(overdub_o_v1, overdub_o_v2, pred_format, v1, v2) \
  overdub_sv_5cab9b77_GTEST_PRED_FORMAT2_( overdub_o_v1, overdub_o_v2,pred_format, v1, v2, GTEST_NONFATAL_FAILURE_)
#line 1480 "/usr/include/gtest/internal/gtest-internal.h"
#define overdub_sv_dfd069c6_GTEST_TEST_ANY_THROW_(overdub_o_statement, statement, fail) \
  GTEST_AMBIGUOUS_ELSE_BLOCKER_\
  if (::testing::internal::AlwaysTrue()) {\
    bool gtest_caught_any = false;\
    try {\
      GTEST_SUPPRESS_UNREACHABLE_CODE_WARNING_BELOW_(statement);\
    } catch (...) {\
      gtest_caught_any = true;\
    }\
    if (!gtest_caught_any) {\
      goto GTEST_CONCAT_TOKEN_(gtest_label_testanythrow_, __LINE__);\
    }\
  } else\
    GTEST_CONCAT_TOKEN_(gtest_label_testanythrow_, __LINE__)\
        : fail("Expected: " #overdub_o_statement\
               " throws an exception.\n"\
               "  Actual: it doesn't.")
#line 1758 "/usr/include/gtest/gtest.h"
#define overdub_sv_61e086d8_EXPECT_ANY_THROW(overdub_o_statement, statement) \
  overdub_sv_dfd069c6_GTEST_TEST_ANY_THROW_( overdub_o_statement,statement, GTEST_NONFATAL_FAILURE_)
#line 1773 "/usr/include/gtest/gtest.h"
#define overdub_sv_52f92cf2_GTEST_EXPECT_FALSE(overdub_o_condition, condition) \
  GTEST_TEST_BOOLEAN_(!(condition), #overdub_o_condition, true, false,\
                      GTEST_NONFATAL_FAILURE_)
#line 1789 "/usr/include/gtest/gtest.h"
#define overdub_sv_31d56492_EXPECT_FALSE(overdub_o_condition, condition) \
                                overdub_sv_52f92cf2_GTEST_EXPECT_FALSE( overdub_o_condition,condition)
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "macro_stringized_gmock.cpp"
// LIBS: -lgmock -lgtest -pthread
// EXIT: 1
// CALLS: 13 twice
// CALLS: 8 testing::AssertionResult::operator<<
// CALLS: 3 name
// CALLS: 3 std::operator+
// CALLS: 3 std::to_string
// CALLS: 2 boom
// CALLS: 2 positive
// CALLS: 2 testing::HasSubstr
// CALLS: 1 RUN_ALL_TESTS
// CALLS: 1 std::vector<int>
// CALLS: 1 testing::AssertionFailure
// CALLS: 1 testing::AssertionSuccess
// CALLS: 1 testing::ElementsAre
// CALLS: 1 testing::Gt
// CALLS: 1 testing::InitGoogleTest
// CALLS: 1 testing::IsTrue
// CALLS: 1 std::runtime_error
// The matcher and predicate-formatter families: EXPECT_THAT and ASSERT_THAT stringize their
// value argument and take a matcher built by calls, EXPECT_PRED_FORMAT2 stringizes both
// arguments for the formatter, EXPECT_ANY_THROW stringizes a statement. The calls in their
// arguments are instrumented, and the failures print byte for byte what the original prints.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>
#include <vector>

int twice(int x) { return 2 * x; }
bool positive(int x) { return x > 0; }
std::string name(int x) { return  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_0_{overdub_macro_stringized_gmock_7cbbc8b8_sites+0}; return "n" +  ::overdub::Span{overdub_macro_stringized_gmock_7cbbc8b8_sites+1}.ref(std::to_string(x)); }(); }
void boom(int x) {
  if (x) throw  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_2_{overdub_macro_stringized_gmock_7cbbc8b8_sites+2}; return std::runtime_error("boom"); }();
}

testing::AssertionResult Ordered(const char *a_text, const char *b_text, int a, int b) {
  if (a < b) return  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_3_{overdub_macro_stringized_gmock_7cbbc8b8_sites+3}; return testing::AssertionSuccess(); }();
  return  ::overdub::Span{overdub_macro_stringized_gmock_7cbbc8b8_sites+4}.ref( ::overdub::Span{overdub_macro_stringized_gmock_7cbbc8b8_sites+5}.ref( ::overdub::Span{overdub_macro_stringized_gmock_7cbbc8b8_sites+6}.ref( ::overdub::Span{overdub_macro_stringized_gmock_7cbbc8b8_sites+7}.ref( ::overdub::Span{overdub_macro_stringized_gmock_7cbbc8b8_sites+8}.ref( ::overdub::Span{overdub_macro_stringized_gmock_7cbbc8b8_sites+9}.ref( ::overdub::Span{overdub_macro_stringized_gmock_7cbbc8b8_sites+10}.ref( ::overdub::Span{overdub_macro_stringized_gmock_7cbbc8b8_sites+11}.ref( ::overdub::Span{overdub_macro_stringized_gmock_7cbbc8b8_sites+12}.ref(testing::AssertionFailure()) << a_text) << " (") << a) << ") is not below ") << b_text)
                                     << " (") << b) << ")");
}

using testing::ElementsAre;
using testing::Gt;
using testing::HasSubstr;

TEST(Matchers, Pass) {
  overdub_sv_af37c683_EXPECT_THAT(twice(3),  ::overdub::Span{overdub_macro_stringized_gmock_7cbbc8b8_sites+13}.val(twice(3)),  ::overdub::Span{overdub_macro_stringized_gmock_7cbbc8b8_sites+14}.val(Gt( ::overdub::Span{overdub_macro_stringized_gmock_7cbbc8b8_sites+15}.val(twice(1)))));
  overdub_sv_af37c683_EXPECT_THAT(name(twice(2)),  ::overdub::Span{overdub_macro_stringized_gmock_7cbbc8b8_sites+16}.ref(name( ::overdub::Span{overdub_macro_stringized_gmock_7cbbc8b8_sites+17}.val(twice(2)))),  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_18_{overdub_macro_stringized_gmock_7cbbc8b8_sites+18}; return HasSubstr("4"); }());
  overdub_sv_9bac5329_ASSERT_THAT((std::vector<int>{twice(1), twice(2)}), ( ::overdub::Span{overdub_macro_stringized_gmock_7cbbc8b8_sites+19}.ref(std::vector<int>{ ::overdub::Span{overdub_macro_stringized_gmock_7cbbc8b8_sites+20}.val(twice(1)),  ::overdub::Span{overdub_macro_stringized_gmock_7cbbc8b8_sites+21}.val(twice(2))})),  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_22_{overdub_macro_stringized_gmock_7cbbc8b8_sites+22}; return ElementsAre(2, 4); }());
  overdub_sv_a75d0c81_EXPECT_PRED_FORMAT2(twice(1), twice(2), Ordered,  ::overdub::Span{overdub_macro_stringized_gmock_7cbbc8b8_sites+23}.val(twice(1)),  ::overdub::Span{overdub_macro_stringized_gmock_7cbbc8b8_sites+24}.val(twice(2)));
  overdub_sv_61e086d8_EXPECT_ANY_THROW(boom(twice(1)),  ::overdub::Span{overdub_macro_stringized_gmock_7cbbc8b8_sites+25}.v((boom( ::overdub::Span{overdub_macro_stringized_gmock_7cbbc8b8_sites+26}.val(twice(1))), ::overdub::unit{})));
  overdub_sv_31d56492_EXPECT_FALSE(positive(twice(-1)),  ::overdub::Span{overdub_macro_stringized_gmock_7cbbc8b8_sites+27}.val(positive( ::overdub::Span{overdub_macro_stringized_gmock_7cbbc8b8_sites+28}.val(twice(-1)))));
}

TEST(Matchers, Fail) {
  overdub_sv_af37c683_EXPECT_THAT(name(twice(5)),  ::overdub::Span{overdub_macro_stringized_gmock_7cbbc8b8_sites+29}.ref(name( ::overdub::Span{overdub_macro_stringized_gmock_7cbbc8b8_sites+30}.val(twice(5)))),
              /* a comment */  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_31_{overdub_macro_stringized_gmock_7cbbc8b8_sites+31}; return HasSubstr("x"); }());
  overdub_sv_a75d0c81_EXPECT_PRED_FORMAT2(twice(3), twice(2), Ordered,  ::overdub::Span{overdub_macro_stringized_gmock_7cbbc8b8_sites+32}.val(twice(3)),
                       ::overdub::Span{overdub_macro_stringized_gmock_7cbbc8b8_sites+33}.val(twice(2))) << "why: " <<  ::overdub::Span{overdub_macro_stringized_gmock_7cbbc8b8_sites+34}.ref(name(1));
  overdub_sv_61e086d8_EXPECT_ANY_THROW(boom(0),  ::overdub::Span{overdub_macro_stringized_gmock_7cbbc8b8_sites+35}.v((boom(0), ::overdub::unit{})));
  overdub_sv_9bac5329_ASSERT_THAT(positive(twice(-2)),  ::overdub::Span{overdub_macro_stringized_gmock_7cbbc8b8_sites+36}.val(positive( ::overdub::Span{overdub_macro_stringized_gmock_7cbbc8b8_sites+37}.val(twice(-2)))),  ::overdub::Span{overdub_macro_stringized_gmock_7cbbc8b8_sites+38}.val(testing::IsTrue()));
  overdub_sv_af37c683_EXPECT_THAT(name(9),  ::overdub::Span{overdub_macro_stringized_gmock_7cbbc8b8_sites+39}.ref(name(9)),  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_40_{overdub_macro_stringized_gmock_7cbbc8b8_sites+40}; return HasSubstr("9"); }());  // not reached
}

int main(int argc, char **argv) {
  testing::GTEST_FLAG(print_time) = false;  // the output compares byte for byte
   ::overdub::Span{overdub_macro_stringized_gmock_7cbbc8b8_sites+41}.v((testing::InitGoogleTest(&argc, argv), ::overdub::unit{}));
  return  ::overdub::Span{overdub_macro_stringized_gmock_7cbbc8b8_sites+42}.val(RUN_ALL_TESTS());
}
