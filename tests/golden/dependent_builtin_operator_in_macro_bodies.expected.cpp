#line 1 "dependent_builtin_operator_in_macro_bodies.cpp"
#include <overdub/overdub.h>
static unsigned overdub_dependent_builtin_operat_0bbc5ef4_state[10];
static constexpr ::overdub::Site overdub_dependent_builtin_operat_0bbc5ef4_sites[] = {
  {"dependent_builtin_operator_in_macro_bodies.cpp", "<macro EQUAL_TO>", "operator==", 23, 25, 0, overdub_dependent_builtin_operat_0bbc5ef4_state + 0},
  {"dependent_builtin_operator_in_macro_bodies.cpp", "main", "std::printf", 45, 3, 0, overdub_dependent_builtin_operat_0bbc5ef4_state + 1},
  {"dependent_builtin_operator_in_macro_bodies.cpp", "main", "checked", 45, 41, -1, overdub_dependent_builtin_operat_0bbc5ef4_state + 2},
  {"dependent_builtin_operator_in_macro_bodies.cpp", "main", "checked", 45, 60, -2, overdub_dependent_builtin_operat_0bbc5ef4_state + 3},
  {"dependent_builtin_operator_in_macro_bodies.cpp", "main", "twice", 45, 79, -3, overdub_dependent_builtin_operat_0bbc5ef4_state + 4},
  {"dependent_builtin_operator_in_macro_bodies.cpp", "main", "twice", 46, 15, -4, overdub_dependent_builtin_operat_0bbc5ef4_state + 5},
  {"dependent_builtin_operator_in_macro_bodies.cpp", "main", "body", 46, 32, -5, overdub_dependent_builtin_operat_0bbc5ef4_state + 6},
  {"dependent_builtin_operator_in_macro_bodies.cpp", "main", "body", 46, 48, -6, overdub_dependent_builtin_operat_0bbc5ef4_state + 7},
  {"dependent_builtin_operator_in_macro_bodies.cpp", "main", "equal", 46, 65, -7, overdub_dependent_builtin_operat_0bbc5ef4_state + 8},
  {"dependent_builtin_operator_in_macro_bodies.cpp", "main", "value", 46, 81, -1, overdub_dependent_builtin_operat_0bbc5ef4_state + 9},
};
static const ::overdub::Registration overdub_dependent_builtin_operat_0bbc5ef4_registration{overdub_dependent_builtin_operat_0bbc5ef4_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "dependent_builtin_operator_in_macro_bodies.cpp"
// OVERDUB: --macro-bodies
// dependent_builtin_operator_in_macros with the macro bodies rewritten at their #define: SAME's
// `==` is a call in main's expansion and the built-in operator in the template's, which has no
// site, so one wrapper cannot serve both and the body's call is left out (macro-contexts); the
// other expansions are as without the option.
// CALLS: 1 std::printf
// CALLS: 2 checked
// CALLS: 2 twice
// CALLS: 2 body
// CALLS: 1 equal
// CALLS: 1 operator==
// CALLS: 1 value
#include <cassert>
#include <cstdio>

struct Cell {
  int v;
};
bool operator==(const Cell &a, const Cell &b) { return a.v == b.v; }

#define BOTH(c) ((c) && (c))
#define SAME(x, y) ((x) == (y))
#define EQUAL_TO(x, y) ( [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_0_{overdub_dependent_builtin_operat_0bbc5ef4_sites+0}; return x == y; }())

static int value(int x) { return x; }

template <class T>
int checked(const T &a, const T &b) {
  assert(a.v == b.v || a.v != b.v);
  return a.v;
}

template <class T>
bool twice(const T &a, const T &b) { return BOTH(a.v == b.v); }

template <class T>
bool body(const T &a, const T &b) { return SAME(a.v, b.v); }

template <class T>
bool equal(const T &a, const T &b) { return EQUAL_TO(a, b); }

int main() {
  const Cell one{1}, two{2};
  const bool cells = SAME(one, two);
   ::overdub::Span{overdub_dependent_builtin_operat_0bbc5ef4_sites+1}.val(std::printf("%d %d %d %d %d %d %d\n",  ::overdub::Span{overdub_dependent_builtin_operat_0bbc5ef4_sites+2}.val(checked(one, two)),  ::overdub::Span{overdub_dependent_builtin_operat_0bbc5ef4_sites+3}.val(checked(two, two)),  ::overdub::Span{overdub_dependent_builtin_operat_0bbc5ef4_sites+4}.val(twice(one, one)),
               ::overdub::Span{overdub_dependent_builtin_operat_0bbc5ef4_sites+5}.val(twice(one, two)),  ::overdub::Span{overdub_dependent_builtin_operat_0bbc5ef4_sites+6}.val(body(one, two)),  ::overdub::Span{overdub_dependent_builtin_operat_0bbc5ef4_sites+7}.val(body(two, two)) +  ::overdub::Span{overdub_dependent_builtin_operat_0bbc5ef4_sites+8}.val(equal(one, Cell{ ::overdub::Span{overdub_dependent_builtin_operat_0bbc5ef4_sites+9}.val(value(1))})),
              cells));
  return 0;
}
