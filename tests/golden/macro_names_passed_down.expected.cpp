#line 1 "macro_names_passed_down.cpp"
#include <overdub/overdub.h>
static unsigned overdub_macro_names_passed_down_7259a6f9_state[9];
static constexpr ::overdub::Site overdub_macro_names_passed_down_7259a6f9_sites[] = {
  {"macro_names_passed_down.cpp", "Registry::add", "std::printf", 22, 5, 0, overdub_macro_names_passed_down_7259a6f9_state + 0},
  {"macro_names_passed_down.cpp", "reg", "std::printf", 28, 3, 0, overdub_macro_names_passed_down_7259a6f9_state + 1},
  {"macro_names_passed_down.cpp", "<init of red_id>", "Registry::add", 50, 1, 0, overdub_macro_names_passed_down_7259a6f9_state + 2},
  {"macro_names_passed_down.cpp", "main", "reg", 53, 3, 0, overdub_macro_names_passed_down_7259a6f9_state + 3},
  {"macro_names_passed_down.cpp", "main", "reg", 54, 3, 0, overdub_macro_names_passed_down_7259a6f9_state + 4},
  {"macro_names_passed_down.cpp", "main", "std::printf", 54, 3, 0, overdub_macro_names_passed_down_7259a6f9_state + 5},
  {"macro_names_passed_down.cpp", "main", "scaled", 55, 14, 0, overdub_macro_names_passed_down_7259a6f9_state + 6},
  {"macro_names_passed_down.cpp", "main", "std::printf", 56, 3, 0, overdub_macro_names_passed_down_7259a6f9_state + 7},
  {"macro_names_passed_down.cpp", "main", "std::printf", 60, 3, 0, overdub_macro_names_passed_down_7259a6f9_state + 8},
};
static const ::overdub::Registration overdub_macro_names_passed_down_7259a6f9_registration{overdub_macro_names_passed_down_7259a6f9_sites};
#line 34 "macro_names_passed_down.cpp"
#define overdub_macro_names_passed_down_7259a6f9_sites_m0_0_COLORS(X) \
                  X(red, 1) X(green, 2) X(blue, 3)
#line 35 "macro_names_passed_down.cpp"
#define overdub_macro_names_passed_down_7259a6f9_sites_m0_1_DECLARE(n, v) \
                      int n##_id = ::overdub::Span{overdub_macro_names_passed_down_7259a6f9_sites+2}.val( registry.add(#n));
#line 34 "macro_names_passed_down.cpp"
#define overdub_macro_names_passed_down_7259a6f9_sites_m1_0_COLORS(X) \
                  X(red, 1) X(green, 2) X(blue, 3)
#line 36 "macro_names_passed_down.cpp"
#define overdub_macro_names_passed_down_7259a6f9_sites_m1_1_REGISTER(n, v) \
                        ::overdub::Span{overdub_macro_names_passed_down_7259a6f9_sites+3}.val(reg(#n, v));
#line 37 "macro_names_passed_down.cpp"
#define overdub_macro_names_passed_down_7259a6f9_sites_m2_0_APPLY_NAMED(overdub_o_m, m, x) \
                          m(x, x); ::overdub::Span{overdub_macro_names_passed_down_7259a6f9_sites+5}.val( std::printf("via %s\n", #overdub_o_m))
#line 36 "macro_names_passed_down.cpp"
#define overdub_macro_names_passed_down_7259a6f9_sites_m2_1_REGISTER(n, v) \
                        ::overdub::Span{overdub_macro_names_passed_down_7259a6f9_sites+4}.val(reg(#n, v));
#line 38 "macro_names_passed_down.cpp"
#define overdub_macro_names_passed_down_7259a6f9_sites_m3_0_BOTH_WAYS(m) \
                     m(1) + ::overdub::Span{overdub_macro_names_passed_down_7259a6f9_sites+6}.val( (m)(2))
#line 40 "macro_names_passed_down.cpp"
#define overdub_macro_names_passed_down_7259a6f9_sites_m4_0_USE_AND_CHECK(m) \
                          ::overdub::Span{overdub_macro_names_passed_down_7259a6f9_sites+7}.val(std::printf("%d\n", m(3))); static_assert(m(2) == 4, "constant");
#line 39 "macro_names_passed_down.cpp"
#define overdub_macro_names_passed_down_7259a6f9_sites_m4_1_TWICE(v) \
                 twice(v)
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "macro_names_passed_down.cpp"
// Macro names passed to other macros as arguments (X-macros: `COLORS(REGISTER)` expands
// REGISTER once per color). The name written in the file's arguments becomes the name of its
// variant, and a call of its body is one site for all the expansions (one wrapper: `reg` here,
// `Registry::add` at namespace scope). The name stringized as well (`#m`) is handed the
// original's text. Left as written: a name that some expansion does not invoke (`(m)(2)` calls
// the function of that name: the variant's name would be undeclared there), and a name passed
// on to two macros where one of them needs another wrapper (a constant in static_assert:
// macro-contexts, the same in every expansion or none), and a call that some expansion does not
// make at the body's text: `obj.m(2)` (the call begins before it), `X(int, y)` (a declaration).
// CALLS: 0 Obj::reg
// CALLS: 0 pick
// CALLS: 4 reg
// CALLS: 3 Registry::add
// CALLS: 1 scaled
// CALLS: 0 twice
// CALLS: 12 std::printf
#include <cstdio>

struct Registry {
  int count = 0;
  int add(const char *name) {
     ::overdub::Span{overdub_macro_names_passed_down_7259a6f9_sites+0}.val(std::printf("add %s\n", name));
    return ++count;
  }
};
Registry registry;
int reg(const char *name, int v) {
   ::overdub::Span{overdub_macro_names_passed_down_7259a6f9_sites+1}.val(std::printf("%s=%d\n", name, v));
  return v;
}
int(scaled)(int v) { return v * 10; }
#define scaled(v) reg("scaled", v)
constexpr int twice(int v) { return v * 2; }

#define COLORS(X) X(red, 1) X(green, 2) X(blue, 3)
#define DECLARE(n, v) int n##_id = registry.add(#n);
#define REGISTER(n, v) reg(#n, v);
#define APPLY_NAMED(m, x) m(x, x); std::printf("via %s\n", #m)
#define BOTH_WAYS(m) m(1) + (m)(2)
#define TWICE(v) twice(v)
#define USE_AND_CHECK(m) std::printf("%d\n", m(3)); static_assert(m(2) == 4, "constant");
struct Obj {
  int reg(const char *, int v) { return v; }
} obj;
#define CALL_BOTH(m) m(plain, 5); obj.m(member, 6);
int pick(int v) { return v; }
#define EACH_STATEMENT(X) X(pick, 7) X(int, declared)
#define STATEMENT(n, v) n(v);

overdub_macro_names_passed_down_7259a6f9_sites_m0_0_COLORS(overdub_macro_names_passed_down_7259a6f9_sites_m0_1_DECLARE)

int main() {
  overdub_macro_names_passed_down_7259a6f9_sites_m1_0_COLORS(overdub_macro_names_passed_down_7259a6f9_sites_m1_1_REGISTER)
  overdub_macro_names_passed_down_7259a6f9_sites_m2_0_APPLY_NAMED(REGISTER, overdub_macro_names_passed_down_7259a6f9_sites_m2_1_REGISTER, 4);
  int both = overdub_macro_names_passed_down_7259a6f9_sites_m3_0_BOTH_WAYS(scaled);
  overdub_macro_names_passed_down_7259a6f9_sites_m4_0_USE_AND_CHECK(overdub_macro_names_passed_down_7259a6f9_sites_m4_1_TWICE)
  CALL_BOTH(REGISTER)
  EACH_STATEMENT(STATEMENT)
  declared = 8;
   ::overdub::Span{overdub_macro_names_passed_down_7259a6f9_sites+8}.val(std::printf("%d %d %d %d\n", red_id, blue_id, both, declared));
  return 0;
}
