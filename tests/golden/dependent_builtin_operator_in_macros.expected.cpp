#line 1 "dependent_builtin_operator_in_macros.cpp"
#include <overdub/overdub.h>
static unsigned overdub_dependent_builtin_operat_03bab9f8_state[11];
static constexpr ::overdub::Site overdub_dependent_builtin_operat_03bab9f8_sites[] = {
  {"dependent_builtin_operator_in_macros.cpp", "equal", "operator==", 40, 45, 0, overdub_dependent_builtin_operat_03bab9f8_state + 0},
  {"dependent_builtin_operator_in_macros.cpp", "main", "operator==", 44, 22, 0, overdub_dependent_builtin_operat_03bab9f8_state + 1},
  {"dependent_builtin_operator_in_macros.cpp", "main", "std::printf", 45, 3, 0, overdub_dependent_builtin_operat_03bab9f8_state + 2},
  {"dependent_builtin_operator_in_macros.cpp", "main", "checked", 45, 41, -1, overdub_dependent_builtin_operat_03bab9f8_state + 3},
  {"dependent_builtin_operator_in_macros.cpp", "main", "checked", 45, 60, -2, overdub_dependent_builtin_operat_03bab9f8_state + 4},
  {"dependent_builtin_operator_in_macros.cpp", "main", "twice", 45, 79, -3, overdub_dependent_builtin_operat_03bab9f8_state + 5},
  {"dependent_builtin_operator_in_macros.cpp", "main", "twice", 46, 15, -4, overdub_dependent_builtin_operat_03bab9f8_state + 6},
  {"dependent_builtin_operator_in_macros.cpp", "main", "body", 46, 32, -5, overdub_dependent_builtin_operat_03bab9f8_state + 7},
  {"dependent_builtin_operator_in_macros.cpp", "main", "body", 46, 48, -6, overdub_dependent_builtin_operat_03bab9f8_state + 8},
  {"dependent_builtin_operator_in_macros.cpp", "main", "equal", 46, 65, -7, overdub_dependent_builtin_operat_03bab9f8_state + 9},
  {"dependent_builtin_operator_in_macros.cpp", "main", "value", 46, 81, -1, overdub_dependent_builtin_operat_03bab9f8_state + 10},
};
static const ::overdub::Registration overdub_dependent_builtin_operat_03bab9f8_registration{overdub_dependent_builtin_operat_03bab9f8_sites};
#line 22 "dependent_builtin_operator_in_macros.cpp"
#define overdub_dependent_builtin_operat_03bab9f8_sites_m0_0_EQUAL_TO(x, y) \
                       ( ::overdub::Span{overdub_dependent_builtin_operat_03bab9f8_sites+0}.val(x == y))
#line 21 "dependent_builtin_operator_in_macros.cpp"
#define overdub_dependent_builtin_operat_03bab9f8_sites_m1_0_SAME(x, y) \
                   ( ::overdub::Span{overdub_dependent_builtin_operat_03bab9f8_sites+1}.val((x) == (y)))
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "dependent_builtin_operator_in_macros.cpp"
// A dependent operator of a template written in a macro's argument or body, where lookup finds an
// operator== to consider (the file's, for Cell): where every instantiation takes the built-in
// operator there is no call and no site, as outside macros (`assert(a.v == b.v)`, an argument
// expanded twice, a body's `==`); where an instantiation calls the file's operator, the call is
// recorded (`SAME` on Cells outside any template, `equal` with Cell).
// CALLS: 1 std::printf
// CALLS: 2 checked
// CALLS: 2 twice
// CALLS: 2 body
// CALLS: 1 equal
// CALLS: 2 operator==
// CALLS: 1 value
#include <cassert>
#include <cstdio>

struct Cell {
  int v;
};
bool operator==(const Cell &a, const Cell &b) { return a.v == b.v; }

#define BOTH(c) ((c) && (c))
#define SAME(x, y) ((x) == (y))
#define EQUAL_TO(x, y) (x == y)

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
bool equal(const T &a, const T &b) { return overdub_dependent_builtin_operat_03bab9f8_sites_m0_0_EQUAL_TO(a, b); }

int main() {
  const Cell one{1}, two{2};
  const bool cells = overdub_dependent_builtin_operat_03bab9f8_sites_m1_0_SAME(one, two);
   ::overdub::Span{overdub_dependent_builtin_operat_03bab9f8_sites+2}.val(std::printf("%d %d %d %d %d %d %d\n",  ::overdub::Span{overdub_dependent_builtin_operat_03bab9f8_sites+3}.val(checked(one, two)),  ::overdub::Span{overdub_dependent_builtin_operat_03bab9f8_sites+4}.val(checked(two, two)),  ::overdub::Span{overdub_dependent_builtin_operat_03bab9f8_sites+5}.val(twice(one, one)),
               ::overdub::Span{overdub_dependent_builtin_operat_03bab9f8_sites+6}.val(twice(one, two)),  ::overdub::Span{overdub_dependent_builtin_operat_03bab9f8_sites+7}.val(body(one, two)),  ::overdub::Span{overdub_dependent_builtin_operat_03bab9f8_sites+8}.val(body(two, two)) +  ::overdub::Span{overdub_dependent_builtin_operat_03bab9f8_sites+9}.val(equal(one, Cell{ ::overdub::Span{overdub_dependent_builtin_operat_03bab9f8_sites+10}.val(value(1))})),
              cells));
  return 0;
}
