#line 1 "macro_stringized_system_header.cpp"
#include <overdub/overdub.h>
static unsigned overdub_macro_stringized_system__0b902fd0_state[7];
static constexpr ::overdub::Site overdub_macro_stringized_system__0b902fd0_sites[] = {
  {"macro_stringized_system_header.cpp", "main", "req::check", 17, 3, 0, overdub_macro_stringized_system__0b902fd0_state + 0},
  {"macro_stringized_system_header.cpp", "main", "twice", 17, 11, -1, overdub_macro_stringized_system__0b902fd0_state + 1},
  {"macro_stringized_system_header.cpp", "main", "req::check", 18, 3, 0, overdub_macro_stringized_system__0b902fd0_state + 2},
  {"macro_stringized_system_header.cpp", "main", "positive", 18, 11, -1, overdub_macro_stringized_system__0b902fd0_state + 3},
  {"macro_stringized_system_header.cpp", "main", "twice", 18, 20, -1, overdub_macro_stringized_system__0b902fd0_state + 4},
  {"macro_stringized_system_header.cpp", "main", "req::check", 19, 13, 0, overdub_macro_stringized_system__0b902fd0_state + 5},
  {"macro_stringized_system_header.cpp", "main", "twice", 19, 21, -1, overdub_macro_stringized_system__0b902fd0_state + 6},
};
static const ::overdub::Registration overdub_macro_stringized_system__0b902fd0_registration{overdub_macro_stringized_system__0b902fd0_sites};
#line 15 "@CASE_DIR@/system/require.h"
#define overdub_sv_aa05eb2e_REQUIRE(overdub_o_expr, expr) \
                      REQUIRE_IMPL(expr, #overdub_o_expr)
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "macro_stringized_system_header.cpp"
// FLAGS: -std=c++17 -isystem @CASE_DIR@/system
// OVERDUB: --no-headers
// CALLS: 3 twice
// CALLS: 1 positive
// CALLS: 3 req::check
// EXIT: 3
// A REQUIRE(expr) macro of a header found through -isystem stringizes its argument: the
// invocation calls variants defined in the file's prelude, the message stays the original's, and
// the tokens moved out of the system header raise no warning. (The header lies in this
// repository: --no-headers keeps it a third-party header, as outside it.)
#include <require.h>

int twice(int x) { return 2 * x; }
bool positive(int x) { return x > 0; }

int main() {
   ::overdub::Span{overdub_macro_stringized_system__0b902fd0_sites+0}.val(overdub_sv_aa05eb2e_REQUIRE(twice(2) == 4,  ::overdub::Span{overdub_macro_stringized_system__0b902fd0_sites+1}.val(twice(2)) == 4));
   ::overdub::Span{overdub_macro_stringized_system__0b902fd0_sites+2}.val(overdub_sv_aa05eb2e_REQUIRE(positive(twice(-1)),  ::overdub::Span{overdub_macro_stringized_system__0b902fd0_sites+3}.val(positive( ::overdub::Span{overdub_macro_stringized_system__0b902fd0_sites+4}.val(twice(-1))))));
  bool ok =  ::overdub::Span{overdub_macro_stringized_system__0b902fd0_sites+5}.val(overdub_sv_aa05eb2e_REQUIRE(twice(3) == 7,  ::overdub::Span{overdub_macro_stringized_system__0b902fd0_sites+6}.val(twice(3)) == 7));
  return ok ? 0 : 3;
}
