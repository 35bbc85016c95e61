#line 1 "macro_stringized_assert.cpp"
#include <overdub/overdub.h>
static unsigned overdub_macro_stringized_assert_d5738161_state[10];
static constexpr ::overdub::Site overdub_macro_stringized_assert_d5738161_sites[] = {
  {"macro_stringized_assert.cpp", "main", "twice", 20, 10, 0, overdub_macro_stringized_assert_d5738161_state + 0},
  {"macro_stringized_assert.cpp", "main", "positive", 21, 10, 0, overdub_macro_stringized_assert_d5738161_state + 1},
  {"macro_stringized_assert.cpp", "main", "twice", 21, 21, -1, overdub_macro_stringized_assert_d5738161_state + 2},
  {"macro_stringized_assert.cpp", "main", "positive", 23, 13, 0, overdub_macro_stringized_assert_d5738161_state + 3},
  {"macro_stringized_assert.cpp", "main", "twice", 23, 22, -1, overdub_macro_stringized_assert_d5738161_state + 4},
  {"macro_stringized_assert.cpp", "main", "positive", 24, 15, 0, overdub_macro_stringized_assert_d5738161_state + 5},
  {"macro_stringized_assert.cpp", "main", "twice", 24, 30, 0, overdub_macro_stringized_assert_d5738161_state + 6},
  {"macro_stringized_assert.cpp", "main", "std::fflush", 25, 3, 0, overdub_macro_stringized_assert_d5738161_state + 7},
  {"macro_stringized_assert.cpp", "main", "positive", 26, 10, 0, overdub_macro_stringized_assert_d5738161_state + 8},
  {"macro_stringized_assert.cpp", "main", "twice", 26, 19, -1, overdub_macro_stringized_assert_d5738161_state + 9},
};
static const ::overdub::Registration overdub_macro_stringized_assert_d5738161_registration{overdub_macro_stringized_assert_d5738161_sites};
#line 92 "/usr/include/assert.h"
#define overdub_sv_e99e8e7e_assert(overdub_o_expr, expr) \
     (static_cast <bool> (expr)\
      ? void (0)\
      : __assert_fail (#overdub_o_expr, __FILE__, __LINE__, __ASSERT_FUNCTION))
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "macro_stringized_assert.cpp"
// CALLS: 5 twice
// CALLS: 4 positive
// CALLS: 1 std::fflush
// EXIT: -6
// ALLOW: aborted
// Calls in the argument of assert, which stringizes it: the invocation calls a variant of assert
// that stringizes a copy of the argument as written, so the message of the failing assert at the
// end is byte for byte the original's (program name, file, line, function, condition). An
// object-like macro that names assert (`#define MY_ASSERT assert`, at any depth) is replaced by
// the variant's name alike.
#include <cassert>
#include <cstdio>

int twice(int x) { return 2 * x; }
bool positive(int x) { return x > 0; }
#define MY_ASSERT assert
#define DEEP_ASSERT MY_ASSERT

int main() {
  overdub_sv_e99e8e7e_assert(twice(2) == 4,  ::overdub::Span{overdub_macro_stringized_assert_d5738161_sites+0}.val(twice(2)) == 4);
  overdub_sv_e99e8e7e_assert(positive( twice( 3 ) ) && "spaces, comments and lines collapse",  ::overdub::Span{overdub_macro_stringized_assert_d5738161_sites+1}.val(positive(   ::overdub::Span{overdub_macro_stringized_assert_d5738161_sites+2}.val(twice( 3 )) /* a comment */ ))
         && "spaces, comments and lines collapse");
  overdub_sv_e99e8e7e_assert(positive(twice(1)),  ::overdub::Span{overdub_macro_stringized_assert_d5738161_sites+3}.val(positive( ::overdub::Span{overdub_macro_stringized_assert_d5738161_sites+4}.val(twice(1)))));
  overdub_sv_e99e8e7e_assert(positive(1) && twice(1) == 2,  ::overdub::Span{overdub_macro_stringized_assert_d5738161_sites+5}.val(positive(1)) &&  ::overdub::Span{overdub_macro_stringized_assert_d5738161_sites+6}.val(twice(1)) == 2);
   ::overdub::Span{overdub_macro_stringized_assert_d5738161_sites+7}.val(std::fflush(stdout));
  overdub_sv_e99e8e7e_assert(positive(twice(-1)) && "the failing one",  ::overdub::Span{overdub_macro_stringized_assert_d5738161_sites+8}.val(positive( ::overdub::Span{overdub_macro_stringized_assert_d5738161_sites+9}.val(twice(-1)))) && "the failing one");
  return 0;
}
