#line 1 "macro_body_alias_copies.cpp"
#include <overdub/overdub.h>
static unsigned overdub_macro_body_alias_copies_097fadea_state[17];
static constexpr ::overdub::Site overdub_macro_body_alias_copies_097fadea_sites[] = {
  {"macro_body_alias_copies.cpp", "report", "std::printf", 13, 43, 0, overdub_macro_body_alias_copies_097fadea_state + 0},
  {"macro_body_alias_copies.cpp", "main", "report", 28, 3, 0, overdub_macro_body_alias_copies_097fadea_state + 1},
  {"macro_body_alias_copies.cpp", "main", "Env::pass", 28, 3, 0, overdub_macro_body_alias_copies_097fadea_state + 2},
  {"macro_body_alias_copies.cpp", "main", "report", 28, 3, 0, overdub_macro_body_alias_copies_097fadea_state + 3},
  {"macro_body_alias_copies.cpp", "main", "twice", 28, 10, 0, overdub_macro_body_alias_copies_097fadea_state + 4},
  {"macro_body_alias_copies.cpp", "main", "report", 29, 3, 0, overdub_macro_body_alias_copies_097fadea_state + 5},
  {"macro_body_alias_copies.cpp", "main", "Env::pass", 29, 3, 0, overdub_macro_body_alias_copies_097fadea_state + 6},
  {"macro_body_alias_copies.cpp", "main", "report", 29, 3, 0, overdub_macro_body_alias_copies_097fadea_state + 7},
  {"macro_body_alias_copies.cpp", "main", "twice", 29, 10, 0, overdub_macro_body_alias_copies_097fadea_state + 8},
  {"macro_body_alias_copies.cpp", "main", "report", 30, 3, 0, overdub_macro_body_alias_copies_097fadea_state + 9},
  {"macro_body_alias_copies.cpp", "main", "Env::pass", 30, 3, 0, overdub_macro_body_alias_copies_097fadea_state + 10},
  {"macro_body_alias_copies.cpp", "main", "report", 30, 3, 0, overdub_macro_body_alias_copies_097fadea_state + 11},
  {"macro_body_alias_copies.cpp", "main", "twice", 30, 9, 0, overdub_macro_body_alias_copies_097fadea_state + 12},
  {"macro_body_alias_copies.cpp", "main", "report", 31, 3, 0, overdub_macro_body_alias_copies_097fadea_state + 13},
  {"macro_body_alias_copies.cpp", "main", "Env::pass", 31, 3, 0, overdub_macro_body_alias_copies_097fadea_state + 14},
  {"macro_body_alias_copies.cpp", "main", "report", 31, 3, 0, overdub_macro_body_alias_copies_097fadea_state + 15},
  {"macro_body_alias_copies.cpp", "main", "twice", 31, 15, 0, overdub_macro_body_alias_copies_097fadea_state + 16},
};
static const ::overdub::Registration overdub_macro_body_alias_copies_097fadea_registration{overdub_macro_body_alias_copies_097fadea_sites};
#line 23 "macro_body_alias_copies.cpp"
#define overdub_macro_body_alias_copies_097fadea_sites_m0_0_EXPECT \
               overdub_macro_body_alias_copies_097fadea_sites_m0_1_lest_EXPECT
#line 19 "macro_body_alias_copies.cpp"
#define overdub_macro_body_alias_copies_097fadea_sites_m0_1_lest_EXPECT(overdub_o_expr, expr) \
  do {\
    if (!(expr)) ::overdub::Span{overdub_macro_body_alias_copies_097fadea_sites+1}.v(( report(#overdub_o_expr, __LINE__), ::overdub::unit{}));\
    else if ( ::overdub::Span{overdub_macro_body_alias_copies_097fadea_sites+2}.val(env.pass())) ::overdub::Span{overdub_macro_body_alias_copies_097fadea_sites+3}.v(( report("passed: " #overdub_o_expr, __LINE__), ::overdub::unit{}));\
  } while (false)
#line 23 "macro_body_alias_copies.cpp"
#define overdub_macro_body_alias_copies_097fadea_sites_m1_0_EXPECT \
               overdub_macro_body_alias_copies_097fadea_sites_m1_1_lest_EXPECT
#line 19 "macro_body_alias_copies.cpp"
#define overdub_macro_body_alias_copies_097fadea_sites_m1_1_lest_EXPECT(overdub_o_expr, expr) \
  do {\
    if (!(expr)) ::overdub::Span{overdub_macro_body_alias_copies_097fadea_sites+5}.v(( report(#overdub_o_expr, __LINE__), ::overdub::unit{}));\
    else if ( ::overdub::Span{overdub_macro_body_alias_copies_097fadea_sites+6}.val(env.pass())) ::overdub::Span{overdub_macro_body_alias_copies_097fadea_sites+7}.v(( report("passed: " #overdub_o_expr, __LINE__), ::overdub::unit{}));\
  } while (false)
#line 24 "macro_body_alias_copies.cpp"
#define overdub_macro_body_alias_copies_097fadea_sites_m2_0_CHECK \
              overdub_macro_body_alias_copies_097fadea_sites_m2_1_EXPECT
#line 23 "macro_body_alias_copies.cpp"
#define overdub_macro_body_alias_copies_097fadea_sites_m2_1_EXPECT \
               overdub_macro_body_alias_copies_097fadea_sites_m2_2_lest_EXPECT
#line 19 "macro_body_alias_copies.cpp"
#define overdub_macro_body_alias_copies_097fadea_sites_m2_2_lest_EXPECT(overdub_o_expr, expr) \
  do {\
    if (!(expr)) ::overdub::Span{overdub_macro_body_alias_copies_097fadea_sites+9}.v(( report(#overdub_o_expr, __LINE__), ::overdub::unit{}));\
    else if ( ::overdub::Span{overdub_macro_body_alias_copies_097fadea_sites+10}.val(env.pass())) ::overdub::Span{overdub_macro_body_alias_copies_097fadea_sites+11}.v(( report("passed: " #overdub_o_expr, __LINE__), ::overdub::unit{}));\
  } while (false)
#line 19 "macro_body_alias_copies.cpp"
#define overdub_macro_body_alias_copies_097fadea_sites_m3_0_lest_EXPECT(overdub_o_expr, expr) \
  do {\
    if (!(expr)) ::overdub::Span{overdub_macro_body_alias_copies_097fadea_sites+13}.v(( report(#overdub_o_expr, __LINE__), ::overdub::unit{}));\
    else if ( ::overdub::Span{overdub_macro_body_alias_copies_097fadea_sites+14}.val(env.pass())) ::overdub::Span{overdub_macro_body_alias_copies_097fadea_sites+15}.v(( report("passed: " #overdub_o_expr, __LINE__), ::overdub::unit{}));\
  } while (false)
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "macro_body_alias_copies.cpp"
// CALLS: 3 report
// CALLS: 3 std::printf
// CALLS: 4 twice
// CALLS: 2 Env::pass
// Calls in the body of a macro reached through an alias (`#define EXPECT lest_EXPECT`, as lest
// and the *-lite libraries define their assertions) whose argument the macro stringizes: the
// invocation passes copies of the argument to the alias's variant, which names the variant of
// the macro it stands for; that one takes the copies, stringizes them and has the wrappers of
// its body's calls (`report`, `env.pass()`). Failed checks print the text as written.
#include <cstdio>

int twice(int x) { return 2 * x; }
void report(const char *expr, int line) {  ::overdub::Span{overdub_macro_body_alias_copies_097fadea_sites+0}.val(std::printf("line %d: %s\n", line, expr)); }
struct Env {
  int passed = 0;
  bool pass() { return ++passed > 1; }
} env;

#define lest_EXPECT(expr) \
  do { \
    if (!(expr)) report(#expr, __LINE__); \
    else if (env.pass()) report("passed: " #expr, __LINE__); \
  } while (false)
#define EXPECT lest_EXPECT
#define CHECK EXPECT

int main() {
  overdub_macro_body_alias_copies_097fadea_sites_m0_0_EXPECT(twice(2) == 4,  ::overdub::Span{overdub_macro_body_alias_copies_097fadea_sites+4}.val(twice(2)) == 4);
  overdub_macro_body_alias_copies_097fadea_sites_m1_0_EXPECT(twice(2) == 5,  ::overdub::Span{overdub_macro_body_alias_copies_097fadea_sites+8}.val(twice(2)) == 5);
  overdub_macro_body_alias_copies_097fadea_sites_m2_0_CHECK(twice(3) == 6,  ::overdub::Span{overdub_macro_body_alias_copies_097fadea_sites+12}.val(twice(3)) == 6);
  overdub_macro_body_alias_copies_097fadea_sites_m3_0_lest_EXPECT(twice(1) == 3,  ::overdub::Span{overdub_macro_body_alias_copies_097fadea_sites+16}.val(twice(1)) == 3);
  return env.passed == 2 ? 0 : 1;
}
