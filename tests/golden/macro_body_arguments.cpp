// EXIT: 1
// CALLS: 3 compare
// CALLS: 1 report_at
// CALLS: 1 Result::message
// CALLS: 3 twice
// CALLS: 1 std::printf
// CALLS: 6 std::operator+
// CALLS: 3 std::basic_string<char>
// CALLS: 1 std::basic_string<char>::c_str
// A macro whose name is passed down as an argument and invoked further down (GoogleTest's
// on_failure): its variant is named where the name is spelled, and the macro that invokes it
// keeps its text. The chain stringizes the arguments (the copies go down to MY_PRED_FORMAT2_);
// a failure prints the original text and line.
#include <cstdio>
#include <string>

struct Result {
  bool ok;
  std::string text;
  explicit operator bool() const { return ok; }
  const char *message() const { return text.c_str(); }
};
int failures = 0;
int twice(int x) { return 2 * x; }
Result compare(const char *a, const char *b, int x, int y) {
  return {x == y, std::string(a) + " != " + b};
}
void report_at(const char *file, int line, const char *message) {
  std::printf("%s:%d: %s\n", file, line, message);
  ++failures;
}

#define MY_MESSAGE_AT_(file, line, message) report_at(file, line, message)
#define MY_FAILURE_(message) MY_MESSAGE_AT_(__FILE__, __LINE__, message)
#define MY_ASSERT_(expression, on_failure) \
  if (const Result r_ = (expression)) ; else on_failure(r_.message())
#define MY_PRED_FORMAT2_(pred_format, v1, v2, on_failure) \
  MY_ASSERT_(pred_format(#v1, #v2, v1, v2), on_failure)
#define MY_EXPECT_EQ(a, b) MY_PRED_FORMAT2_(compare, a, b, MY_FAILURE_)

int main() {
  MY_EXPECT_EQ(twice(1), 2);
  MY_EXPECT_EQ(twice(2),
               5);
  MY_EXPECT_EQ(twice(3), 6);
  return failures;
}
