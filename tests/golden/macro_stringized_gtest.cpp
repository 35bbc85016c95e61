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
std::string name(int x) { return "n" + std::to_string(x); }
void boom(int x) {
  if (x) throw std::runtime_error("boom");
}
bool pred2(int a, int b) { return a < b; }

TEST(Assertions, Pass) {
  EXPECT_EQ(twice(2), 4);
  EXPECT_TRUE(positive(twice(1)));
  ASSERT_NE(twice(3), 7);
  EXPECT_EQ(name(twice(1)), "n2");
  EXPECT_THROW(boom(twice(1)), std::runtime_error);
  EXPECT_NO_THROW(boom(twice(0)));
  EXPECT_PRED2(pred2, twice(1), twice(2));
  EXPECT_LT(twice(1),
            twice(2));  // two lines
}

TEST(Assertions, Fail) {
  EXPECT_EQ(twice(2), 5);
  EXPECT_TRUE(positive(twice(-1))) << "why: " << twice(3);
  EXPECT_EQ(name(twice(1)), /* a comment */ "n3");
  EXPECT_THROW(boom(twice(0)), std::runtime_error);
  EXPECT_PRED2(pred2, twice(2), twice(1));
  ASSERT_GT(twice(1),
            twice(2));
  EXPECT_EQ(twice(9), 0);  // not reached
}

int main(int argc, char **argv) {
  testing::GTEST_FLAG(print_time) = false;  // the output compares byte for byte
  testing::InitGoogleTest(&argc, argv);
  return RUN_ALL_TESTS();
}
