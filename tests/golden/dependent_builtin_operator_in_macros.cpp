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
bool equal(const T &a, const T &b) { return EQUAL_TO(a, b); }

int main() {
  const Cell one{1}, two{2};
  const bool cells = SAME(one, two);
  std::printf("%d %d %d %d %d %d %d\n", checked(one, two), checked(two, two), twice(one, one),
              twice(one, two), body(one, two), body(two, two) + equal(one, Cell{value(1)}),
              cells);
  return 0;
}
