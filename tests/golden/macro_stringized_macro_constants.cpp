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
  EXPECT_EQ(INT_MAX, twice(INT_MAX / 2) + 1);
  EXPECT_NE(LIMIT, twice(3));
  EXPECT_LT(OTHER_LIMIT, twice(4));
  EXPECT_EQ(PLUS_ONE(twice(1)), 5);
  EXPECT_EQ(TWICE_OF(3), 6);
}

TEST(MacroConstants, Fail) {
  EXPECT_EQ(LIMIT, twice(1));
  EXPECT_EQ(PLUS_ONE(twice(2)),
            OTHER_LIMIT);
  EXPECT_EQ(TWICE_OF(4), 9);
}

int main(int argc, char **argv) {
  testing::GTEST_FLAG(print_time) = false;  // the output compares byte for byte
  testing::InitGoogleTest(&argc, argv);
  return RUN_ALL_TESTS();
}
