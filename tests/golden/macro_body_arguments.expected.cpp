#line 1 "macro_body_arguments.cpp"
#include <overdub/overdub.h>
static unsigned overdub_macro_body_arguments_8d282828_state[17];
static constexpr ::overdub::Site overdub_macro_body_arguments_8d282828_sites[] = {
  {"macro_body_arguments.cpp", "Result::message", "std::basic_string<char>::c_str", 21, 40, 0, overdub_macro_body_arguments_8d282828_state + 0},
  {"macro_body_arguments.cpp", "compare", "std::operator+", 26, 19, 0, overdub_macro_body_arguments_8d282828_state + 1},
  {"macro_body_arguments.cpp", "compare", "std::operator+", 26, 19, -1, overdub_macro_body_arguments_8d282828_state + 2},
  {"macro_body_arguments.cpp", "compare", "std::basic_string<char>", 26, 19, -1, overdub_macro_body_arguments_8d282828_state + 3},
  {"macro_body_arguments.cpp", "report_at", "std::printf", 29, 3, 0, overdub_macro_body_arguments_8d282828_state + 4},
  {"macro_body_arguments.cpp", "main", "compare", 42, 3, 0, overdub_macro_body_arguments_8d282828_state + 5},
  {"macro_body_arguments.cpp", "main", "report_at", 42, 3, 0, overdub_macro_body_arguments_8d282828_state + 6},
  {"macro_body_arguments.cpp", "main", "Result::message", 42, 3, -1, overdub_macro_body_arguments_8d282828_state + 7},
  {"macro_body_arguments.cpp", "main", "twice", 42, 16, -3, overdub_macro_body_arguments_8d282828_state + 8},
  {"macro_body_arguments.cpp", "main", "compare", 43, 3, 0, overdub_macro_body_arguments_8d282828_state + 9},
  {"macro_body_arguments.cpp", "main", "report_at", 43, 3, 0, overdub_macro_body_arguments_8d282828_state + 10},
  {"macro_body_arguments.cpp", "main", "Result::message", 43, 3, -1, overdub_macro_body_arguments_8d282828_state + 11},
  {"macro_body_arguments.cpp", "main", "twice", 43, 16, -3, overdub_macro_body_arguments_8d282828_state + 12},
  {"macro_body_arguments.cpp", "main", "compare", 45, 3, 0, overdub_macro_body_arguments_8d282828_state + 13},
  {"macro_body_arguments.cpp", "main", "report_at", 45, 3, 0, overdub_macro_body_arguments_8d282828_state + 14},
  {"macro_body_arguments.cpp", "main", "Result::message", 45, 3, -1, overdub_macro_body_arguments_8d282828_state + 15},
  {"macro_body_arguments.cpp", "main", "twice", 45, 16, -3, overdub_macro_body_arguments_8d282828_state + 16},
};
static const ::overdub::Registration overdub_macro_body_arguments_8d282828_registration{overdub_macro_body_arguments_8d282828_sites};
#line 38 "macro_body_arguments.cpp"
#define overdub_macro_body_arguments_8d282828_sites_m0_0_MY_EXPECT_EQ(overdub_o_a, overdub_o_b, a, b) \
                           overdub_macro_body_arguments_8d282828_sites_m0_1_MY_PRED_FORMAT2_( overdub_o_a, overdub_o_b,compare, a, b, overdub_macro_body_arguments_8d282828_sites_m0_3_MY_FAILURE_)
#line 37 "macro_body_arguments.cpp"
#define overdub_macro_body_arguments_8d282828_sites_m0_1_MY_PRED_FORMAT2_(overdub_o_v1, overdub_o_v2, pred_format, v1, v2, on_failure) \
  overdub_macro_body_arguments_8d282828_sites_m0_2_MY_ASSERT_( [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_5_{overdub_macro_body_arguments_8d282828_sites+5}; return pred_format(#overdub_o_v1, #overdub_o_v2, v1, v2); }(), on_failure)
#line 35 "macro_body_arguments.cpp"
#define overdub_macro_body_arguments_8d282828_sites_m0_2_MY_ASSERT_(expression, on_failure) \
  if (const Result r_ = (expression)) ; else on_failure( ::overdub::Span{overdub_macro_body_arguments_8d282828_sites+7}.val(r_.message()))
#line 33 "macro_body_arguments.cpp"
#define overdub_macro_body_arguments_8d282828_sites_m0_3_MY_FAILURE_(message) \
                             overdub_macro_body_arguments_8d282828_sites_m0_4_MY_MESSAGE_AT_(__FILE__, __LINE__, message)
#line 32 "macro_body_arguments.cpp"
#define overdub_macro_body_arguments_8d282828_sites_m0_4_MY_MESSAGE_AT_(file, line, message) \
                                             ::overdub::Span{overdub_macro_body_arguments_8d282828_sites+6}.v((report_at(file, line, message), ::overdub::unit{}))
#line 38 "macro_body_arguments.cpp"
#define overdub_macro_body_arguments_8d282828_sites_m1_0_MY_EXPECT_EQ(overdub_o_a, overdub_o_b, a, b) \
                           overdub_macro_body_arguments_8d282828_sites_m1_1_MY_PRED_FORMAT2_( overdub_o_a, overdub_o_b,compare, a, b, overdub_macro_body_arguments_8d282828_sites_m1_3_MY_FAILURE_)
#line 37 "macro_body_arguments.cpp"
#define overdub_macro_body_arguments_8d282828_sites_m1_1_MY_PRED_FORMAT2_(overdub_o_v1, overdub_o_v2, pred_format, v1, v2, on_failure) \
  overdub_macro_body_arguments_8d282828_sites_m1_2_MY_ASSERT_( [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_9_{overdub_macro_body_arguments_8d282828_sites+9}; return pred_format(#overdub_o_v1, #overdub_o_v2, v1, v2); }(), on_failure)
#line 35 "macro_body_arguments.cpp"
#define overdub_macro_body_arguments_8d282828_sites_m1_2_MY_ASSERT_(expression, on_failure) \
  if (const Result r_ = (expression)) ; else on_failure( ::overdub::Span{overdub_macro_body_arguments_8d282828_sites+11}.val(r_.message()))
#line 33 "macro_body_arguments.cpp"
#define overdub_macro_body_arguments_8d282828_sites_m1_3_MY_FAILURE_(message) \
                             overdub_macro_body_arguments_8d282828_sites_m1_4_MY_MESSAGE_AT_(__FILE__, __LINE__, message)
#line 32 "macro_body_arguments.cpp"
#define overdub_macro_body_arguments_8d282828_sites_m1_4_MY_MESSAGE_AT_(file, line, message) \
                                             ::overdub::Span{overdub_macro_body_arguments_8d282828_sites+10}.v((report_at(file, line, message), ::overdub::unit{}))
#line 38 "macro_body_arguments.cpp"
#define overdub_macro_body_arguments_8d282828_sites_m2_0_MY_EXPECT_EQ(overdub_o_a, overdub_o_b, a, b) \
                           overdub_macro_body_arguments_8d282828_sites_m2_1_MY_PRED_FORMAT2_( overdub_o_a, overdub_o_b,compare, a, b, overdub_macro_body_arguments_8d282828_sites_m2_3_MY_FAILURE_)
#line 37 "macro_body_arguments.cpp"
#define overdub_macro_body_arguments_8d282828_sites_m2_1_MY_PRED_FORMAT2_(overdub_o_v1, overdub_o_v2, pred_format, v1, v2, on_failure) \
  overdub_macro_body_arguments_8d282828_sites_m2_2_MY_ASSERT_( [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_13_{overdub_macro_body_arguments_8d282828_sites+13}; return pred_format(#overdub_o_v1, #overdub_o_v2, v1, v2); }(), on_failure)
#line 35 "macro_body_arguments.cpp"
#define overdub_macro_body_arguments_8d282828_sites_m2_2_MY_ASSERT_(expression, on_failure) \
  if (const Result r_ = (expression)) ; else on_failure( ::overdub::Span{overdub_macro_body_arguments_8d282828_sites+15}.val(r_.message()))
#line 33 "macro_body_arguments.cpp"
#define overdub_macro_body_arguments_8d282828_sites_m2_3_MY_FAILURE_(message) \
                             overdub_macro_body_arguments_8d282828_sites_m2_4_MY_MESSAGE_AT_(__FILE__, __LINE__, message)
#line 32 "macro_body_arguments.cpp"
#define overdub_macro_body_arguments_8d282828_sites_m2_4_MY_MESSAGE_AT_(file, line, message) \
                                             ::overdub::Span{overdub_macro_body_arguments_8d282828_sites+14}.v((report_at(file, line, message), ::overdub::unit{}))
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "macro_body_arguments.cpp"
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
  const char *message() const { return  ::overdub::Span{overdub_macro_body_arguments_8d282828_sites+0}.val(text.c_str()); }
};
int failures = 0;
int twice(int x) { return 2 * x; }
Result compare(const char *a, const char *b, int x, int y) {
  return {x == y,  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_1_{overdub_macro_body_arguments_8d282828_sites+1}; return  ::overdub::Span{overdub_macro_body_arguments_8d282828_sites+2}.ref( ::overdub::Span{overdub_macro_body_arguments_8d282828_sites+3}.ref(std::string(a)) + " != ") + b; }()};
}
void report_at(const char *file, int line, const char *message) {
   ::overdub::Span{overdub_macro_body_arguments_8d282828_sites+4}.val(std::printf("%s:%d: %s\n", file, line, message));
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
  overdub_macro_body_arguments_8d282828_sites_m0_0_MY_EXPECT_EQ(twice(1), 2,  ::overdub::Span{overdub_macro_body_arguments_8d282828_sites+8}.val(twice(1)), 2);
  overdub_macro_body_arguments_8d282828_sites_m1_0_MY_EXPECT_EQ(twice(2), 5,  ::overdub::Span{overdub_macro_body_arguments_8d282828_sites+12}.val(twice(2)),
               5);
  overdub_macro_body_arguments_8d282828_sites_m2_0_MY_EXPECT_EQ(twice(3), 6,  ::overdub::Span{overdub_macro_body_arguments_8d282828_sites+16}.val(twice(3)), 6);
  return failures;
}
