#line 1 "macro_stringized_pasted_first.cpp"
#include <overdub/overdub.h>
static unsigned overdub_macro_stringized_pasted__63845e13_state[12];
static constexpr ::overdub::Site overdub_macro_stringized_pasted__63845e13_sites[] = {
  {"macro_stringized_pasted_first.cpp", "Doc::load", "std::strlen", 19, 51, 0, overdub_macro_stringized_pasted__63845e13_state + 0},
  {"macro_stringized_pasted_first.cpp", "fixture_node::fixture_node", "Doc::load", 35, 1, 0, overdub_macro_stringized_pasted__63845e13_state + 1},
  {"macro_stringized_pasted_first.cpp", "fixture_node::fixture_node", "std::printf", 35, 1, 0, overdub_macro_stringized_pasted__63845e13_state + 2},
  {"macro_stringized_pasted_first.cpp", "fixture_empty::fixture_empty", "Doc::load", 36, 1, 0, overdub_macro_stringized_pasted__63845e13_state + 3},
  {"macro_stringized_pasted_first.cpp", "fixture_empty::fixture_empty", "std::printf", 36, 1, 0, overdub_macro_stringized_pasted__63845e13_state + 4},
  {"macro_stringized_pasted_first.cpp", "fixture_empty::fixture_empty", "twice", 36, 20, -2, overdub_macro_stringized_pasted__63845e13_state + 5},
  {"macro_stringized_pasted_first.cpp", "<init of value_first>", "std::printf", 37, 1, 0, overdub_macro_stringized_pasted__63845e13_state + 6},
  {"macro_stringized_pasted_first.cpp", "<init of value_first>", "twice", 37, 14, -1, overdub_macro_stringized_pasted__63845e13_state + 7},
  {"macro_stringized_pasted_first.cpp", "<init of second_value>", "std::printf", 38, 1, 0, overdub_macro_stringized_pasted__63845e13_state + 8},
  {"macro_stringized_pasted_first.cpp", "<init of second_value>", "twice", 38, 18, -1, overdub_macro_stringized_pasted__63845e13_state + 9},
  {"macro_stringized_pasted_first.cpp", "main", "fixture_node", 41, 16, 0, overdub_macro_stringized_pasted__63845e13_state + 10},
  {"macro_stringized_pasted_first.cpp", "main", "fixture_empty", 42, 17, 0, overdub_macro_stringized_pasted__63845e13_state + 11},
};
static const ::overdub::Registration overdub_macro_stringized_pasted__63845e13_registration{overdub_macro_stringized_pasted__63845e13_sites};
#line 22 "macro_stringized_pasted_first.cpp"
#define overdub_sv_c1b94aae_STRINGIZE(overdub_o_value, value) \
                         #overdub_o_value
#line 27 "macro_stringized_pasted_first.cpp"
#define overdub_macro_stringized_pasted__63845e13_sites_m0_0_FIXTURE(overdub_o_xml, overdub_o_flags, name, xml, flags) \
  struct fixture_##name {\
    Doc doc;\
    fixture_##name() { overdub_macro_stringized_pasted__63845e13_sites_m0_1_CHECK( doc.load(TEXT(overdub_o_xml), overdub_o_flags), ::overdub::Span{overdub_macro_stringized_pasted__63845e13_sites+1}.val(doc.load(TEXT(xml), flags))); }\
  };
#line 25 "macro_stringized_pasted_first.cpp"
#define overdub_macro_stringized_pasted__63845e13_sites_m0_1_CHECK(overdub_o_condition, condition) \
                         overdub_macro_stringized_pasted__63845e13_sites_m0_2_CHECK_TEXT(condition, overdub_sv_c1b94aae_STRINGIZE( overdub_o_condition,condition) " is false")
#line 24 "macro_stringized_pasted_first.cpp"
#define overdub_macro_stringized_pasted__63845e13_sites_m0_2_CHECK_TEXT(condition, text) \
  if (condition) ; else ::overdub::Span{overdub_macro_stringized_pasted__63845e13_sites+2}.val( std::printf("%s\n", text))
#line 27 "macro_stringized_pasted_first.cpp"
#define overdub_macro_stringized_pasted__63845e13_sites_m1_0_FIXTURE(overdub_o_xml, overdub_o_flags, name, xml, flags) \
  struct fixture_##name {\
    Doc doc;\
    fixture_##name() { overdub_macro_stringized_pasted__63845e13_sites_m1_1_CHECK( doc.load(TEXT(overdub_o_xml), overdub_o_flags), ::overdub::Span{overdub_macro_stringized_pasted__63845e13_sites+3}.val(doc.load(TEXT(xml), flags))); }\
  };
#line 25 "macro_stringized_pasted_first.cpp"
#define overdub_macro_stringized_pasted__63845e13_sites_m1_1_CHECK(overdub_o_condition, condition) \
                         overdub_macro_stringized_pasted__63845e13_sites_m1_2_CHECK_TEXT(condition, overdub_sv_c1b94aae_STRINGIZE( overdub_o_condition,condition) " is false")
#line 24 "macro_stringized_pasted_first.cpp"
#define overdub_macro_stringized_pasted__63845e13_sites_m1_2_CHECK_TEXT(condition, text) \
  if (condition) ; else ::overdub::Span{overdub_macro_stringized_pasted__63845e13_sites+4}.val( std::printf("%s\n", text))
#line 31 "macro_stringized_pasted_first.cpp"
#define overdub_macro_stringized_pasted__63845e13_sites_m2_0_NAMED(overdub_o_x, name, x) \
                       int value_##name = ( ::overdub::Span{overdub_macro_stringized_pasted__63845e13_sites+6}.val(std::printf("%s = %d\n", #overdub_o_x, (x))), (x));
#line 32 "macro_stringized_pasted_first.cpp"
#define overdub_macro_stringized_pasted__63845e13_sites_m3_0_SUFFIXED(overdub_o_x, name, x) \
                          int name##_value = ( ::overdub::Span{overdub_macro_stringized_pasted__63845e13_sites+8}.val(std::printf("%s = %d\n", #overdub_o_x, (x))), (x));
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "macro_stringized_pasted_first.cpp"
// CALLS: 2 Doc::load
// CALLS: 3 std::printf
// CALLS: 2 std::strlen
// CALLS: 5 twice
// CALLS: 1 fixture_empty
// CALLS: 1 fixture_node
// A macro that pastes its first argument on the left (`fn_##name`) and stringizes the others,
// itself or through the macros its body invokes (pugixml's TEST_XML_FLAGS: a fixture whose
// constructor checks `doc.load(TEXT(xml), flags)` with a CHECK that stringizes through a
// STRINGIZE helper). The invocation calls a variant that takes copies of the stringized
// arguments after its `(`: the copies, each followed by `, `, are pasted to nothing, so the
// first argument's pasted edge there does not keep the invocation as written. Failed checks
// print the text as written.
#include <cstdio>
#include <cstring>

int twice(int x) { return 2 * x; }
struct Doc {
  bool load(const char *text, int flags) { return  ::overdub::Span{overdub_macro_stringized_pasted__63845e13_sites+0}.val(std::strlen(text)) > unsigned(flags); }
};

#define TEXT(t) t
#define STRINGIZE(value) #value
#define CHECK_TEXT(condition, text) \
  if (condition) ; else std::printf("%s\n", text)
#define CHECK(condition) CHECK_TEXT(condition, STRINGIZE(condition) " is false")
#define FIXTURE(name, xml, flags) \
  struct fixture_##name { \
    Doc doc; \
    fixture_##name() { CHECK(doc.load(TEXT(xml), flags)); } \
  };
#define NAMED(name, x) int value_##name = (std::printf("%s = %d\n", #x, (x)), (x));
#define SUFFIXED(name, x) int name##_value = (std::printf("%s = %d\n", #x, (x)), (x));

overdub_macro_stringized_pasted__63845e13_sites_m0_0_FIXTURE("<node/>", 1, node, "<node/>", 1)
overdub_macro_stringized_pasted__63845e13_sites_m1_0_FIXTURE("", twice(1), empty, "",  ::overdub::Span{overdub_macro_stringized_pasted__63845e13_sites+5}.val(twice(1)))
overdub_macro_stringized_pasted__63845e13_sites_m2_0_NAMED(twice(2) + 1, first,  ::overdub::Span{overdub_macro_stringized_pasted__63845e13_sites+7}.val(twice(2)) + 1)
overdub_macro_stringized_pasted__63845e13_sites_m3_0_SUFFIXED(twice(3), second,  ::overdub::Span{overdub_macro_stringized_pasted__63845e13_sites+9}.val(twice(3)))

int main() {
  fixture_node node = (static_cast<void>(::overdub::FullExprSpan{overdub_macro_stringized_pasted__63845e13_sites+10}), decltype(node)());
  fixture_empty empty = (static_cast<void>(::overdub::FullExprSpan{overdub_macro_stringized_pasted__63845e13_sites+11}), decltype(empty)());
  (void)node;
  (void)empty;
  return value_first + second_value == 11 ? 0 : 1;
}
