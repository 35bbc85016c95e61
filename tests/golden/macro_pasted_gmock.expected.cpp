#line 1 "macro_pasted_gmock.cpp"
#include <overdub/overdub.h>
static unsigned overdub_macro_pasted_gmock_f903e102_state[19];
static constexpr ::overdub::Site overdub_macro_pasted_gmock_f903e102_sites[] = {
  {"macro_pasted_gmock.cpp", "Pasted_Met_Test::TestBody", "testing::internal::OnCallSpec<int (int, int)>::WillByDefault", 42, 3, 0, overdub_macro_pasted_gmock_f903e102_state + 0},
  {"macro_pasted_gmock.cpp", "Pasted_Met_Test::TestBody", "testing::internal::MockSpec<int (int, int)>::InternalDefaultActionSetAt", 42, 3, -1, overdub_macro_pasted_gmock_f903e102_state + 1},
  {"macro_pasted_gmock.cpp", "Pasted_Met_Test::TestBody", "twice", 42, 21, -1, overdub_macro_pasted_gmock_f903e102_state + 2},
  {"macro_pasted_gmock.cpp", "Pasted_Met_Test::TestBody", "testing::Return", 42, 49, -3, overdub_macro_pasted_gmock_f903e102_state + 3},
  {"macro_pasted_gmock.cpp", "Pasted_Met_Test::TestBody", "testing::internal::TypedExpectation<int (int, int)>::WillOnce", 43, 3, 0, overdub_macro_pasted_gmock_f903e102_state + 4},
  {"macro_pasted_gmock.cpp", "Pasted_Met_Test::TestBody", "testing::internal::MockSpec<int (int, int)>::InternalExpectedAt", 43, 3, -1, overdub_macro_pasted_gmock_f903e102_state + 5},
  {"macro_pasted_gmock.cpp", "Pasted_Met_Test::TestBody", "factory", 43, 15, -1, overdub_macro_pasted_gmock_f903e102_state + 6},
  {"macro_pasted_gmock.cpp", "Pasted_Met_Test::TestBody", "twice", 43, 34, -2, overdub_macro_pasted_gmock_f903e102_state + 7},
  {"macro_pasted_gmock.cpp", "Pasted_Met_Test::TestBody", "testing::Gt", 43, 44, -3, overdub_macro_pasted_gmock_f903e102_state + 8},
  {"macro_pasted_gmock.cpp", "Pasted_Met_Test::TestBody", "twice", 43, 56, -1, overdub_macro_pasted_gmock_f903e102_state + 9},
  {"macro_pasted_gmock.cpp", "Pasted_Met_Test::TestBody", "testing::Return", 43, 77, -6, overdub_macro_pasted_gmock_f903e102_state + 10},
  {"macro_pasted_gmock.cpp", "Pasted_Met_Test::TestBody", "MockCalculator::Add", 44, 13, 0, overdub_macro_pasted_gmock_f903e102_state + 11},
  {"macro_pasted_gmock.cpp", "Pasted_Met_Test::TestBody", "testing::internal::MockSpec<int (int, int)>::InternalExpectedAt", 45, 3, 0, overdub_macro_pasted_gmock_f903e102_state + 12},
  {"macro_pasted_gmock.cpp", "Pasted_Met_Test::TestBody", "MockCalculator::Add", 46, 13, 0, overdub_macro_pasted_gmock_f903e102_state + 13},
  {"macro_pasted_gmock.cpp", "Pasted_Unmet_Test::TestBody", "testing::internal::TypedExpectation<int (int, int)>::Times", 51, 3, 0, overdub_macro_pasted_gmock_f903e102_state + 14},
  {"macro_pasted_gmock.cpp", "Pasted_Unmet_Test::TestBody", "testing::internal::MockSpec<int (int, int)>::InternalExpectedAt", 51, 3, -1, overdub_macro_pasted_gmock_f903e102_state + 15},
  {"macro_pasted_gmock.cpp", "Pasted_Unmet_Test::TestBody", "twice", 51, 25, -1, overdub_macro_pasted_gmock_f903e102_state + 16},
  {"macro_pasted_gmock.cpp", "main", "testing::InitGoogleTest", 57, 3, 0, overdub_macro_pasted_gmock_f903e102_state + 17},
  {"macro_pasted_gmock.cpp", "main", "RUN_ALL_TESTS", 58, 10, 0, overdub_macro_pasted_gmock_f903e102_state + 18},
};
static const ::overdub::Registration overdub_macro_pasted_gmock_f903e102_registration{overdub_macro_pasted_gmock_f903e102_sites};
#line 2072 "/usr/include/gmock/gmock-spec-builders.h"
#define overdub_sv_276c1f8e_GMOCK_ON_CALL_IMPL_(overdub_o_mock_expr, overdub_o_call, mock_expr, Setter, call) \
  ((mock_expr).gmock_##call)(::testing::internal::GetWithoutMatchers(),\
                             nullptr)\
      .Setter(__FILE__, __LINE__, #overdub_o_mock_expr, #overdub_o_call)
#line 2077 "/usr/include/gmock/gmock-spec-builders.h"
#define overdub_sv_92b016f5_ON_CALL(overdub_o_obj, overdub_o_call, obj, call) \
  overdub_sv_276c1f8e_GMOCK_ON_CALL_IMPL_( overdub_o_obj, overdub_o_call,obj, InternalDefaultActionSetAt, call)
#line 2080 "/usr/include/gmock/gmock-spec-builders.h"
#define overdub_sv_20db529a_EXPECT_CALL(overdub_o_obj, overdub_o_call, obj, call) \
  overdub_sv_276c1f8e_GMOCK_ON_CALL_IMPL_( overdub_o_obj, overdub_o_call,obj, InternalExpectedAt, call)
#line 133 "/usr/include/gtest/gtest_pred_impl.h"
#define overdub_sv_5cab9b77_GTEST_PRED_FORMAT2_(overdub_o_v1, overdub_o_v2, pred_format, v1, v2, on_failure) \
  GTEST_ASSERT_(pred_format(#overdub_o_v1, #overdub_o_v2, v1, v2), on_failure)
#line 143 "/usr/include/gtest/gtest_pred_impl.h"
#define overdub_sv_a75d0c81_EXPECT_PRED_FORMAT2(overdub_o_v1, overdub_o_v2, pred_format, v1, v2) \
  overdub_sv_5cab9b77_GTEST_PRED_FORMAT2_( overdub_o_v1, overdub_o_v2,pred_format, v1, v2, GTEST_NONFATAL_FAILURE_)
#line 1847 "/usr/include/gtest/gtest.h"
#define overdub_sv_e09f96c8_EXPECT_EQ(overdub_o_val1, overdub_o_val2, val1, val2) \
  overdub_sv_a75d0c81_EXPECT_PRED_FORMAT2( overdub_o_val1, overdub_o_val2,::testing::internal::EqHelper::Compare, val1, val2)
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "macro_pasted_gmock.cpp"
// LIBS: -lgmock -lgtest -pthread
// EXIT: 1
// CALLS: 4 twice
// CALLS: 3 testing::internal::MockSpec<int (int, int)>::InternalExpectedAt
// CALLS: 2 MockCalculator::Add
// CALLS: 2 testing::Return
// CALLS: 1 testing::internal::MockSpec<int (int, int)>::InternalDefaultActionSetAt
// CALLS: 1 testing::internal::TypedExpectation<int (int, int)>::WillOnce
// CALLS: 1 testing::internal::OnCallSpec<int (int, int)>::WillByDefault
// CALLS: 1 testing::internal::TypedExpectation<int (int, int)>::Times
// CALLS: 1 testing::Gt
// CALLS: 1 factory
// CALLS: 1 RUN_ALL_TESTS
// CALLS: 1 testing::InitGoogleTest
// EXPECT_CALL and ON_CALL paste the method call to the mock's name (`gmock_##call`) and
// stringize both arguments for their messages: the calls written in their matchers are
// instrumented, each invocation calls a variant that stringizes a copy of the text as written,
// and an unmet expectation prints byte for byte what the original prints.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

int twice(int x) { return 2 * x; }

class Calculator {
public:
  virtual ~Calculator() = default;
  virtual int Add(int a, int b) = 0;
};

class MockCalculator : public Calculator {
public:
  MOCK_METHOD(int, Add, (int a, int b), (override));
};

MockCalculator &factory(MockCalculator &m) { return m; }

using testing::_;
using testing::Return;

TEST(Pasted, Met) {
  MockCalculator mock;
   ::overdub::Span{overdub_macro_pasted_gmock_f903e102_sites+0}.ref( ::overdub::Span{overdub_macro_pasted_gmock_f903e102_sites+1}.ref(overdub_sv_92b016f5_ON_CALL(mock, Add(twice(1), _), mock, Add( ::overdub::Span{overdub_macro_pasted_gmock_f903e102_sites+2}.val(twice(1)), _))).WillByDefault( ::overdub::Span{overdub_macro_pasted_gmock_f903e102_sites+3}.ref(Return(7))));
   ::overdub::Span{overdub_macro_pasted_gmock_f903e102_sites+4}.ref( ::overdub::Span{overdub_macro_pasted_gmock_f903e102_sites+5}.ref(overdub_sv_20db529a_EXPECT_CALL(factory(mock), Add(twice(2), testing::Gt(twice(0))),  ::overdub::Span{overdub_macro_pasted_gmock_f903e102_sites+6}.ref(factory(mock)), Add( ::overdub::Span{overdub_macro_pasted_gmock_f903e102_sites+7}.val(twice(2)),  ::overdub::Span{overdub_macro_pasted_gmock_f903e102_sites+8}.ref(testing::Gt( ::overdub::Span{overdub_macro_pasted_gmock_f903e102_sites+9}.val(twice(0))))))).WillOnce( ::overdub::Span{overdub_macro_pasted_gmock_f903e102_sites+10}.ref(Return(9))));
  overdub_sv_e09f96c8_EXPECT_EQ(mock.Add(4, 1), 9,  ::overdub::Span{overdub_macro_pasted_gmock_f903e102_sites+11}.val(mock.Add(4, 1)), 9);
   ::overdub::Span{overdub_macro_pasted_gmock_f903e102_sites+12}.ref(EXPECT_CALL(mock, Add(2, _)));
  overdub_sv_e09f96c8_EXPECT_EQ(mock.Add(2, 5), 7,  ::overdub::Span{overdub_macro_pasted_gmock_f903e102_sites+13}.val(mock.Add(2, 5)), 7);
}

TEST(Pasted, Unmet) {
  MockCalculator mock;
   ::overdub::Span{overdub_macro_pasted_gmock_f903e102_sites+14}.ref( ::overdub::Span{overdub_macro_pasted_gmock_f903e102_sites+15}.ref(overdub_sv_20db529a_EXPECT_CALL(mock, Add(twice(3), _), mock, Add( ::overdub::Span{overdub_macro_pasted_gmock_f903e102_sites+16}.val(twice(3)),
                        /* a comment */ _))).Times(1));
}

int main(int argc, char **argv) {
  testing::GTEST_FLAG(print_time) = false;  // the output compares byte for byte
   ::overdub::Span{overdub_macro_pasted_gmock_f903e102_sites+17}.v((testing::InitGoogleTest(&argc, argv), ::overdub::unit{}));
  return  ::overdub::Span{overdub_macro_pasted_gmock_f903e102_sites+18}.val(RUN_ALL_TESTS());
}
