#line 1 "macro_body_assertions.cpp"
#include <overdub/overdub.h>
static unsigned overdub_macro_body_assertions_db5ddd17_state[24];
static constexpr ::overdub::Site overdub_macro_body_assertions_db5ddd17_sites[] = {
  {"macro_body_assertions.cpp", "fail", "std::printf", 24, 3, 0, overdub_macro_body_assertions_db5ddd17_state + 0},
  {"macro_body_assertions.cpp", "main", "equal", 34, 3, 0, overdub_macro_body_assertions_db5ddd17_state + 1},
  {"macro_body_assertions.cpp", "main", "fail", 34, 3, 0, overdub_macro_body_assertions_db5ddd17_state + 2},
  {"macro_body_assertions.cpp", "main", "twice", 34, 12, -2, overdub_macro_body_assertions_db5ddd17_state + 3},
  {"macro_body_assertions.cpp", "main", "equal", 35, 3, 0, overdub_macro_body_assertions_db5ddd17_state + 4},
  {"macro_body_assertions.cpp", "main", "fail", 35, 3, 0, overdub_macro_body_assertions_db5ddd17_state + 5},
  {"macro_body_assertions.cpp", "main", "twice", 35, 12, -2, overdub_macro_body_assertions_db5ddd17_state + 6},
  {"macro_body_assertions.cpp", "main", "equal", 37, 3, 0, overdub_macro_body_assertions_db5ddd17_state + 7},
  {"macro_body_assertions.cpp", "main", "rounded", 37, 3, -1, overdub_macro_body_assertions_db5ddd17_state + 8},
  {"macro_body_assertions.cpp", "main", "fail", 37, 3, 0, overdub_macro_body_assertions_db5ddd17_state + 9},
  {"macro_body_assertions.cpp", "main", "equal", 38, 3, 0, overdub_macro_body_assertions_db5ddd17_state + 10},
  {"macro_body_assertions.cpp", "main", "fail", 38, 3, 0, overdub_macro_body_assertions_db5ddd17_state + 11},
  {"macro_body_assertions.cpp", "main", "twice", 38, 12, -2, overdub_macro_body_assertions_db5ddd17_state + 12},
  {"macro_body_assertions.cpp", "main", "twice", 38, 23, -3, overdub_macro_body_assertions_db5ddd17_state + 13},
  {"macro_body_assertions.cpp", "main", "std::operator<<", 39, 3, 0, overdub_macro_body_assertions_db5ddd17_state + 14},
  {"macro_body_assertions.cpp", "main", "std::basic_ostream<char>::operator<<", 39, 3, -1, overdub_macro_body_assertions_db5ddd17_state + 15},
  {"macro_body_assertions.cpp", "main", "std::operator<<", 39, 3, -1, overdub_macro_body_assertions_db5ddd17_state + 16},
  {"macro_body_assertions.cpp", "main", "std::operator<<", 39, 3, -1, overdub_macro_body_assertions_db5ddd17_state + 17},
  {"macro_body_assertions.cpp", "main", "prefix", 39, 3, -1, overdub_macro_body_assertions_db5ddd17_state + 18},
  {"macro_body_assertions.cpp", "main", "twice", 39, 15, -4, overdub_macro_body_assertions_db5ddd17_state + 19},
  {"macro_body_assertions.cpp", "main", "std::operator<<", 40, 3, 0, overdub_macro_body_assertions_db5ddd17_state + 20},
  {"macro_body_assertions.cpp", "main", "std::operator<<", 40, 3, -1, overdub_macro_body_assertions_db5ddd17_state + 21},
  {"macro_body_assertions.cpp", "main", "std::operator<<", 40, 3, -1, overdub_macro_body_assertions_db5ddd17_state + 22},
  {"macro_body_assertions.cpp", "main", "prefix", 40, 3, -1, overdub_macro_body_assertions_db5ddd17_state + 23},
};
static const ::overdub::Registration overdub_macro_body_assertions_db5ddd17_registration{overdub_macro_body_assertions_db5ddd17_sites};
#line 28 "macro_body_assertions.cpp"
#define overdub_macro_body_assertions_db5ddd17_sites_m0_0_CHECK_EQ(overdub_o_a, overdub_o_b, a, b) \
                       do { if (! ::overdub::Span{overdub_macro_body_assertions_db5ddd17_sites+1}.val(equal((a), (b)))) ::overdub::Span{overdub_macro_body_assertions_db5ddd17_sites+2}.v(( fail(#overdub_o_a, #overdub_o_b, __FILE__, __LINE__), ::overdub::unit{})); } while (0)
#line 28 "macro_body_assertions.cpp"
#define overdub_macro_body_assertions_db5ddd17_sites_m1_0_CHECK_EQ(overdub_o_a, overdub_o_b, a, b) \
                       do { if (! ::overdub::Span{overdub_macro_body_assertions_db5ddd17_sites+4}.val(equal((a), (b)))) ::overdub::Span{overdub_macro_body_assertions_db5ddd17_sites+5}.v(( fail(#overdub_o_a, #overdub_o_b, __FILE__, __LINE__), ::overdub::unit{})); } while (0)
#line 29 "macro_body_assertions.cpp"
#define overdub_macro_body_assertions_db5ddd17_sites_m2_0_EXPECT_NEAR_ZERO(overdub_o_x, x) \
                            overdub_macro_body_assertions_db5ddd17_sites_m2_1_CHECK_EQ( rounded(overdub_o_x), 0, ::overdub::Span{overdub_macro_body_assertions_db5ddd17_sites+8}.val(rounded(x)), 0)
#line 28 "macro_body_assertions.cpp"
#define overdub_macro_body_assertions_db5ddd17_sites_m2_1_CHECK_EQ(overdub_o_a, overdub_o_b, a, b) \
                       do { if (! ::overdub::Span{overdub_macro_body_assertions_db5ddd17_sites+7}.val(equal((a), (b)))) ::overdub::Span{overdub_macro_body_assertions_db5ddd17_sites+9}.v(( fail(#overdub_o_a, #overdub_o_b, __FILE__, __LINE__), ::overdub::unit{})); } while (0)
#line 28 "macro_body_assertions.cpp"
#define overdub_macro_body_assertions_db5ddd17_sites_m3_0_CHECK_EQ(overdub_o_a, overdub_o_b, a, b) \
                       do { if (! ::overdub::Span{overdub_macro_body_assertions_db5ddd17_sites+10}.val(equal((a), (b)))) ::overdub::Span{overdub_macro_body_assertions_db5ddd17_sites+11}.v(( fail(#overdub_o_a, #overdub_o_b, __FILE__, __LINE__), ::overdub::unit{})); } while (0)
#line 30 "macro_body_assertions.cpp"
#define overdub_macro_body_assertions_db5ddd17_sites_m4_0_LOG_INFO \
                  ::overdub::Span{overdub_macro_body_assertions_db5ddd17_sites+17}.ref(std::cout << ::overdub::Span{overdub_macro_body_assertions_db5ddd17_sites+18}.ref( prefix())) << ": "
#line 30 "macro_body_assertions.cpp"
#define overdub_macro_body_assertions_db5ddd17_sites_m5_0_LOG_INFO \
                  ::overdub::Span{overdub_macro_body_assertions_db5ddd17_sites+22}.ref(std::cout << ::overdub::Span{overdub_macro_body_assertions_db5ddd17_sites+23}.ref( prefix())) << ": "
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "macro_body_assertions.cpp"
// EXIT: 2
// CALLS: 5 twice
// CALLS: 4 equal
// CALLS: 2 fail
// CALLS: 1 rounded
// CALLS: 2 prefix
// CALLS: 2 std::printf
// CALLS: 6 std::operator<<
// CALLS: 1 std::basic_ostream<char>::operator<<
// Assertion and logging macros of the project: the calls in their bodies are wrapped in the
// variants that each invocation calls, together with the copies of the stringized arguments
// (the failure messages, __FILE__ and __LINE__ of a multi-line invocation stay each compiler's
// own); a stream macro followed by more `<<`: its own calls in its variant, the calls that
// begin with it around the invocation.
#include <cstdio>
#include <iostream>
#include <string>

int failures = 0;
int twice(int x) { return 2 * x; }
int rounded(double x) { return static_cast<int>(x + 0.5); }
bool equal(int a, int b) { return a == b; }
void fail(const char *a, const char *b, const char *file, int line) {
   ::overdub::Span{overdub_macro_body_assertions_db5ddd17_sites+0}.val(std::printf("%s:%d: %s != %s\n", file, line, a, b));
  ++failures;
}
std::string prefix() { return "info"; }

#define CHECK_EQ(a, b) do { if (!equal((a), (b))) fail(#a, #b, __FILE__, __LINE__); } while (0)
#define EXPECT_NEAR_ZERO(x) CHECK_EQ(rounded(x), 0)
#define LOG_INFO std::cout << prefix() << ": "

int main() {
  overdub_macro_body_assertions_db5ddd17_sites_m0_0_CHECK_EQ(twice(2), 4,  ::overdub::Span{overdub_macro_body_assertions_db5ddd17_sites+3}.val(twice(2)), 4);
  overdub_macro_body_assertions_db5ddd17_sites_m1_0_CHECK_EQ(twice( 2 ), 5,  ::overdub::Span{overdub_macro_body_assertions_db5ddd17_sites+6}.val(twice(  2 )),  /* the second */
           5);
  overdub_macro_body_assertions_db5ddd17_sites_m2_0_EXPECT_NEAR_ZERO(0.2, 0.2);
  overdub_macro_body_assertions_db5ddd17_sites_m3_0_CHECK_EQ(twice(1) + twice(1), 5,  ::overdub::Span{overdub_macro_body_assertions_db5ddd17_sites+12}.val(twice(1)) +  ::overdub::Span{overdub_macro_body_assertions_db5ddd17_sites+13}.val(twice(1)), 5);
   ::overdub::Span{overdub_macro_body_assertions_db5ddd17_sites+14}.ref( ::overdub::Span{overdub_macro_body_assertions_db5ddd17_sites+15}.ref( ::overdub::Span{overdub_macro_body_assertions_db5ddd17_sites+16}.ref(overdub_macro_body_assertions_db5ddd17_sites_m4_0_LOG_INFO) <<  ::overdub::Span{overdub_macro_body_assertions_db5ddd17_sites+19}.val(twice(21))) << "\n");
   ::overdub::Span{overdub_macro_body_assertions_db5ddd17_sites+20}.ref( ::overdub::Span{overdub_macro_body_assertions_db5ddd17_sites+21}.ref(overdub_macro_body_assertions_db5ddd17_sites_m5_0_LOG_INFO) << "done\n");
  return failures;
}
