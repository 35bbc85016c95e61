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
  ON_CALL(mock, Add(twice(1), _)).WillByDefault(Return(7));
  EXPECT_CALL(factory(mock), Add(twice(2), testing::Gt(twice(0)))).WillOnce(Return(9));
  EXPECT_EQ(mock.Add(4, 1), 9);
  EXPECT_CALL(mock, Add(2, _));
  EXPECT_EQ(mock.Add(2, 5), 7);
}

TEST(Pasted, Unmet) {
  MockCalculator mock;
  EXPECT_CALL(mock, Add(twice(3),
                        /* a comment */ _)).Times(1);
}

int main(int argc, char **argv) {
  testing::GTEST_FLAG(print_time) = false;  // the output compares byte for byte
  testing::InitGoogleTest(&argc, argv);
  return RUN_ALL_TESTS();
}
