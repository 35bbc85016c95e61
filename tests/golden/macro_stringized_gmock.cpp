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
std::string name(int x) { return "n" + std::to_string(x); }
void boom(int x) {
  if (x) throw std::runtime_error("boom");
}

testing::AssertionResult Ordered(const char *a_text, const char *b_text, int a, int b) {
  if (a < b) return testing::AssertionSuccess();
  return testing::AssertionFailure() << a_text << " (" << a << ") is not below " << b_text
                                     << " (" << b << ")";
}

using testing::ElementsAre;
using testing::Gt;
using testing::HasSubstr;

TEST(Matchers, Pass) {
  EXPECT_THAT(twice(3), Gt(twice(1)));
  EXPECT_THAT(name(twice(2)), HasSubstr("4"));
  ASSERT_THAT((std::vector<int>{twice(1), twice(2)}), ElementsAre(2, 4));
  EXPECT_PRED_FORMAT2(Ordered, twice(1), twice(2));
  EXPECT_ANY_THROW(boom(twice(1)));
  EXPECT_FALSE(positive(twice(-1)));
}

TEST(Matchers, Fail) {
  EXPECT_THAT(name(twice(5)),
              /* a comment */ HasSubstr("x"));
  EXPECT_PRED_FORMAT2(Ordered, twice(3),
                      twice(2)) << "why: " << name(1);
  EXPECT_ANY_THROW(boom(0));
  ASSERT_THAT(positive(twice(-2)), testing::IsTrue());
  EXPECT_THAT(name(9), HasSubstr("9"));  // not reached
}

int main(int argc, char **argv) {
  testing::GTEST_FLAG(print_time) = false;  // the output compares byte for byte
  testing::InitGoogleTest(&argc, argv);
  return RUN_ALL_TESTS();
}
