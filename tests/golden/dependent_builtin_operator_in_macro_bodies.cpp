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
bool equal(const T &a, const T &b) { return EQUAL_TO(a, b); }

int main() {
  const Cell one{1}, two{2};
  const bool cells = SAME(one, two);
  std::printf("%d %d %d %d %d %d %d\n", checked(one, two), checked(two, two), twice(one, one),
              twice(one, two), body(one, two), body(two, two) + equal(one, Cell{value(1)}),
              cells);
  return 0;
}
