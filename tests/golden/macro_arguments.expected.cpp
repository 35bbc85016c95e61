#line 1 "macro_arguments.cpp"
#include <overdub/overdub.h>
static unsigned overdub_macro_arguments_15853973_state[9];
static constexpr ::overdub::Site overdub_macro_arguments_15853973_sites[] = {
  {"macro_arguments.cpp", "main", "f", 19, 11, 0, overdub_macro_arguments_15853973_state + 0},
  {"macro_arguments.cpp", "main", "f", 20, 17, 0, overdub_macro_arguments_15853973_state + 1},
  {"macro_arguments.cpp", "main", "std::printf", 21, 3, 0, overdub_macro_arguments_15853973_state + 2},
  {"macro_arguments.cpp", "main", "g", 21, 8, -1, overdub_macro_arguments_15853973_state + 3},
  {"macro_arguments.cpp", "main", "f", 22, 10, 0, overdub_macro_arguments_15853973_state + 4},
  {"macro_arguments.cpp", "main", "g", 23, 11, 0, overdub_macro_arguments_15853973_state + 5},
  {"macro_arguments.cpp", "main", "g", 24, 11, 0, overdub_macro_arguments_15853973_state + 6},
  {"macro_arguments.cpp", "main", "f", 24, 16, -1, overdub_macro_arguments_15853973_state + 7},
  {"macro_arguments.cpp", "main", "std::printf", 26, 3, 0, overdub_macro_arguments_15853973_state + 8},
};
static const ::overdub::Registration overdub_macro_arguments_15853973_registration{overdub_macro_arguments_15853973_sites};
#line 13 "macro_arguments.cpp"
#define overdub_sv_a7d9dffd_SHOW(overdub_o_e, e) \
                std::printf("%s = %d\n", #overdub_o_e, (e))
#line 92 "/usr/include/assert.h"
#define overdub_sv_e99e8e7e_assert(overdub_o_expr, expr) \
     (static_cast <bool> (expr)\
      ? void (0)\
      : __assert_fail (#overdub_o_expr, __FILE__, __LINE__, __ASSERT_FUNCTION))
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "macro_arguments.cpp"
// Calls written in macro arguments are rewritten at their spelling: once when the argument is
// expanded twice, around the whole expansion when the call is all of it; in arguments a macro
// stringizes (assert, printf of #e) through a variant of the macro that stringizes a copy of the
// text; arguments expanded both evaluated and in sizeof are skipped.
// CALLS: 5 f
// CALLS: 3 g
// CALLS: 2 std::printf
#include <cassert>
#include <cstdio>
int f(int x) { return x + 1; }
int g(int x) { return x * 2; }
#define TWICE(e) ((e) + (e))
#define ID(e) e
#define SHOW(e) std::printf("%s = %d\n", #e, (e))
#define CALL_G g(3)
#define CAT(a, b) a##b
#define SIZE_AND_VALUE(e) (sizeof(e) + (e))
int main() {
  int a =  ::overdub::Span{overdub_macro_arguments_15853973_sites+0}.val(ID(f(1)));
  int b = TWICE( ::overdub::Span{overdub_macro_arguments_15853973_sites+1}.val(f(2)));
   ::overdub::Span{overdub_macro_arguments_15853973_sites+2}.val(overdub_sv_a7d9dffd_SHOW(g(4),  ::overdub::Span{overdub_macro_arguments_15853973_sites+3}.val(g(4))));
  overdub_sv_e99e8e7e_assert(f(0) == 1,  ::overdub::Span{overdub_macro_arguments_15853973_sites+4}.val(f(0)) == 1);
  int c =  ::overdub::Span{overdub_macro_arguments_15853973_sites+5}.val(CALL_G);
  int d =  ::overdub::Span{overdub_macro_arguments_15853973_sites+6}.val(ID(g( ::overdub::Span{overdub_macro_arguments_15853973_sites+7}.val(ID(f(5))))));
  int e = static_cast<int>(SIZE_AND_VALUE(f(6)));
   ::overdub::Span{overdub_macro_arguments_15853973_sites+8}.val(std::printf("%d %d %d %d %d\n", a, b, c, d, e));
  return 0;
}
