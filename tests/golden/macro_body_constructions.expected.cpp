#line 1 "macro_body_constructions.cpp"
#include <overdub/overdub.h>
static unsigned overdub_macro_body_constructions_e7f7dcd6_state[22];
static constexpr ::overdub::Site overdub_macro_body_constructions_e7f7dcd6_sites[] = {
  {"macro_body_constructions.cpp", "Helper::operator=", "std::printf", 28, 5, 0, overdub_macro_body_constructions_e7f7dcd6_state + 0},
  {"macro_body_constructions.cpp", "main", "Helper::operator=", 50, 3, 0, overdub_macro_body_constructions_e7f7dcd6_state + 1},
  {"macro_body_constructions.cpp", "main", "Helper", 50, 3, -1, overdub_macro_body_constructions_e7f7dcd6_state + 2},
  {"macro_body_constructions.cpp", "main", "Message", 50, 3, -2, overdub_macro_body_constructions_e7f7dcd6_state + 3},
  {"macro_body_constructions.cpp", "main", "Helper::operator=", 51, 3, 0, overdub_macro_body_constructions_e7f7dcd6_state + 4},
  {"macro_body_constructions.cpp", "main", "Helper", 51, 3, -1, overdub_macro_body_constructions_e7f7dcd6_state + 5},
  {"macro_body_constructions.cpp", "main", "Message", 51, 3, -2, overdub_macro_body_constructions_e7f7dcd6_state + 6},
  {"macro_body_constructions.cpp", "main", "std::unique_ptr<Box>", 52, 28, 0, overdub_macro_body_constructions_e7f7dcd6_state + 7},
  {"macro_body_constructions.cpp", "main", "Box", 52, 28, -1, overdub_macro_body_constructions_e7f7dcd6_state + 8},
  {"macro_body_constructions.cpp", "main", "twice", 52, 28, -1, overdub_macro_body_constructions_e7f7dcd6_state + 9},
  {"macro_body_constructions.cpp", "main", "Box", 54, 3, 0, overdub_macro_body_constructions_e7f7dcd6_state + 10},
  {"macro_body_constructions.cpp", "main", "twice", 54, 3, -1, overdub_macro_body_constructions_e7f7dcd6_state + 11},
  {"macro_body_constructions.cpp", "main", "Helper", 55, 3, 0, overdub_macro_body_constructions_e7f7dcd6_state + 12},
  {"macro_body_constructions.cpp", "main", "file_of", 55, 3, -1, overdub_macro_body_constructions_e7f7dcd6_state + 13},
  {"macro_body_constructions.cpp", "main", "Helper", 56, 3, 0, overdub_macro_body_constructions_e7f7dcd6_state + 14},
  {"macro_body_constructions.cpp", "main", "file_of", 56, 3, -1, overdub_macro_body_constructions_e7f7dcd6_state + 15},
  {"macro_body_constructions.cpp", "main", "twice", 56, 3, -2, overdub_macro_body_constructions_e7f7dcd6_state + 16},
  {"macro_body_constructions.cpp", "main", "Helper::operator=", 57, 3, 0, overdub_macro_body_constructions_e7f7dcd6_state + 17},
  {"macro_body_constructions.cpp", "main", "Message", 57, 8, -1, overdub_macro_body_constructions_e7f7dcd6_state + 18},
  {"macro_body_constructions.cpp", "main", "Helper::operator=", 58, 3, 0, overdub_macro_body_constructions_e7f7dcd6_state + 19},
  {"macro_body_constructions.cpp", "main", "Message", 58, 7, -1, overdub_macro_body_constructions_e7f7dcd6_state + 20},
  {"macro_body_constructions.cpp", "main", "std::printf", 59, 3, 0, overdub_macro_body_constructions_e7f7dcd6_state + 21},
};
static const ::overdub::Registration overdub_macro_body_constructions_e7f7dcd6_registration{overdub_macro_body_constructions_e7f7dcd6_sites};
#line 41 "macro_body_constructions.cpp"
#define overdub_macro_body_constructions_e7f7dcd6_sites_m0_0_REPORT() \
                 overdub_macro_body_constructions_e7f7dcd6_sites_m0_1_REPORT_AT("here", __LINE__)
#line 40 "macro_body_constructions.cpp"
#define overdub_macro_body_constructions_e7f7dcd6_sites_m0_1_REPORT_AT(file, line) \
                               ::overdub::Span{overdub_macro_body_constructions_e7f7dcd6_sites+2}.ref(Helper(file, line)) = ::overdub::Span{overdub_macro_body_constructions_e7f7dcd6_sites+3}.ref( Message())
#line 40 "macro_body_constructions.cpp"
#define overdub_macro_body_constructions_e7f7dcd6_sites_m1_0_REPORT_AT(file, line) \
                               ::overdub::Span{overdub_macro_body_constructions_e7f7dcd6_sites+5}.ref(Helper(file, line)) = ::overdub::Span{overdub_macro_body_constructions_e7f7dcd6_sites+6}.ref( Message())
#line 42 "macro_body_constructions.cpp"
#define overdub_macro_body_constructions_e7f7dcd6_sites_m2_0_MAKE_BOX(x) \
                    std::unique_ptr<Box>( ::overdub::Span{overdub_macro_body_constructions_e7f7dcd6_sites+8}.val(new Box( ::overdub::Span{overdub_macro_body_constructions_e7f7dcd6_sites+9}.val(twice(x)))))
#line 44 "macro_body_constructions.cpp"
#define overdub_macro_body_constructions_e7f7dcd6_sites_m3_0_DECLARE_TWICE(name, x) \
                               Box name( (static_cast<void>(::overdub::FullExprSpan{overdub_macro_body_constructions_e7f7dcd6_sites+10}),  ::overdub::Span{overdub_macro_body_constructions_e7f7dcd6_sites+11}.val(twice(x)) + 0))
#line 45 "macro_body_constructions.cpp"
#define overdub_macro_body_constructions_e7f7dcd6_sites_m4_0_DECLARE_HELPER(name) \
                             Helper name( ::overdub::Span{overdub_macro_body_constructions_e7f7dcd6_sites+13}.val(file_of(1)), (static_cast<void>(::overdub::FullExprSpan{overdub_macro_body_constructions_e7f7dcd6_sites+12}),  9))
#line 46 "macro_body_constructions.cpp"
#define overdub_macro_body_constructions_e7f7dcd6_sites_m5_0_DECLARE_CALLS(name) \
                            Helper name( (static_cast<void>(::overdub::FullExprSpan{overdub_macro_body_constructions_e7f7dcd6_sites+14}),  ::overdub::Span{overdub_macro_body_constructions_e7f7dcd6_sites+15}.val(file_of(2))), ::overdub::Span{overdub_macro_body_constructions_e7f7dcd6_sites+16}.val( twice(5)))
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "macro_body_constructions.cpp"
// CALLS: 4 Helper
// CALLS: 4 Message
// CALLS: 4 Helper::operator=
// CALLS: 2 file_of
// CALLS: 2 Box
// CALLS: 3 twice
// CALLS: 5 std::printf
// CALLS: 1 std::unique_ptr<Box>
// Constructions in the bodies of the project's macros (GoogleTest's AssertHelper(...) =
// Message()): temporaries and new-expressions are wrapped in the invocation's variants like
// calls; a declaration's initializer takes the full-expression form around its first argument
// when the body spells it, and stays as written when the invocation's argument does (expanded
// several times, one text would be several sites). Where the first argument is a call of its own
// (Catch's `AssertionHandler h(macroName##_catch_sr, CATCH_INTERNAL_LINEINFO, "text", ...)`),
// the wrapper goes around the first argument that is none (the variant has one place for a
// wrapper at one text): all arguments are evaluated before the constructor runs. Where every
// argument is a call (DECLARE_CALLS, Catch's TEST_CASE registrar), the wrapper goes around the
// first one's, which it encloses.
#include <cstdio>
#include <memory>

struct Message {
  Message() {}
};
struct Helper {
  Helper(const char *file, int line) : file(file), line(line) {}
  Helper &operator=(const Message &) {
     ::overdub::Span{overdub_macro_body_constructions_e7f7dcd6_sites+0}.val(std::printf("%s:%d\n", file, line));
    return *this;
  }
  const char *file;
  int line;
};
struct Box {
  explicit Box(int v) : v(v) {}
  int v;
};
int twice(int x) { return 2 * x; }
const char *file_of(int) { return "helper"; }

#define REPORT_AT(file, line) Helper(file, line) = Message()
#define REPORT() REPORT_AT("here", __LINE__)
#define MAKE_BOX(x) std::unique_ptr<Box>(new Box(twice(x)))
#define DECLARE_BOX(name, x) Box name(x)
#define DECLARE_TWICE(name, x) Box name(twice(x) + 0)
#define DECLARE_HELPER(name) Helper name(file_of(1), 9)
#define DECLARE_CALLS(name) Helper name(file_of(2), twice(5))

int main() {
   ::overdub::Span{overdub_macro_body_constructions_e7f7dcd6_sites+1}.ref(overdub_macro_body_constructions_e7f7dcd6_sites_m0_0_REPORT());
   ::overdub::Span{overdub_macro_body_constructions_e7f7dcd6_sites+4}.ref(overdub_macro_body_constructions_e7f7dcd6_sites_m1_0_REPORT_AT("there", 7));
  std::unique_ptr<Box> b =  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_7_{overdub_macro_body_constructions_e7f7dcd6_sites+7}; return overdub_macro_body_constructions_e7f7dcd6_sites_m2_0_MAKE_BOX(3); }();
  DECLARE_BOX(c, 4);
  overdub_macro_body_constructions_e7f7dcd6_sites_m3_0_DECLARE_TWICE(d, 5);
  overdub_macro_body_constructions_e7f7dcd6_sites_m4_0_DECLARE_HELPER(h);
  overdub_macro_body_constructions_e7f7dcd6_sites_m5_0_DECLARE_CALLS(h2);
   ::overdub::Span{overdub_macro_body_constructions_e7f7dcd6_sites+17}.ref(h2 =  ::overdub::Span{overdub_macro_body_constructions_e7f7dcd6_sites+18}.ref(Message()));
   ::overdub::Span{overdub_macro_body_constructions_e7f7dcd6_sites+19}.ref(h =  ::overdub::Span{overdub_macro_body_constructions_e7f7dcd6_sites+20}.ref(Message()));
   ::overdub::Span{overdub_macro_body_constructions_e7f7dcd6_sites+21}.val(std::printf("%d %d %d\n", b->v, c.v, d.v));
  return 0;
}
