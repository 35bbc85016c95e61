#line 1 "macro_body_operator_names.cpp"
#include <overdub/overdub.h>
static unsigned overdub_macro_body_operator_name_88cc4e95_state[5];
static constexpr ::overdub::Site overdub_macro_body_operator_name_88cc4e95_sites[] = {
  {"macro_body_operator_names.cpp", "<macro RESET>", "std::basic_string<char>::operator=", 16, 10, 0, overdub_macro_body_operator_name_88cc4e95_state + 0},
  {"macro_body_operator_names.cpp", "<macro APPLY>", "fn", 18, 23, 1, overdub_macro_body_operator_name_88cc4e95_state + 1},
  {"macro_body_operator_names.cpp", "main", "std::printf", 23, 3, 0, overdub_macro_body_operator_name_88cc4e95_state + 2},
  {"macro_body_operator_names.cpp", "main", "std::basic_string<char>::c_str", 23, 29, -1, overdub_macro_body_operator_name_88cc4e95_state + 3},
  {"macro_body_operator_names.cpp", "main", "std::basic_string<char>::c_str", 23, 46, -2, overdub_macro_body_operator_name_88cc4e95_state + 4},
};
static const ::overdub::Registration overdub_macro_body_operator_name_88cc4e95_registration{overdub_macro_body_operator_name_88cc4e95_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "macro_body_operator_names.cpp"
// OVERDUB: --macro-bodies
// A call written in a macro body is named in the site table by its callee as written when that
// is a name (also a parameter's); an operator's text is no name (an assignment spanning
// continued lines), so the function's name is used, and the listing keeps one line per site.
// CALLS: 2 std::basic_string<char>::operator=
// CALLS: 2 fn
// CALLS: 1 std::printf
// CALLS: 2 std::basic_string<char>::c_str
#include <cstdio>
#include <string>
struct Msg {
  std::string value;
};
int twice(int x) { return 2 * x; }
#define RESET(m)      \
  (void)( ::overdub::Span{overdub_macro_body_operator_name_88cc4e95_sites+0}.ref(m.value =      \
             "none"))
#define APPLY(fn, x) ( ::overdub::Span{overdub_macro_body_operator_name_88cc4e95_sites+1}.val(fn(x)) + 0)
int main() {
  Msg a, b;
  RESET(a);
  RESET(b);
   ::overdub::Span{overdub_macro_body_operator_name_88cc4e95_sites+2}.val(std::printf("%s %s %d\n",  ::overdub::Span{overdub_macro_body_operator_name_88cc4e95_sites+3}.val(a.value.c_str()),  ::overdub::Span{overdub_macro_body_operator_name_88cc4e95_sites+4}.val(b.value.c_str()), APPLY(twice, 2) + APPLY(twice, 3)));
  return 0;
}
