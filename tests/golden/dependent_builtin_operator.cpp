// A dependent operator in a template of the file, where lookup finds operators to consider (the
// file's operator== for Cell, an operator== template for anything with a `v`): where every
// instantiation takes the built-in operator (`same` with int and long, `a.v == b.v` inside the
// template), there is no call and no site; where an instantiation calls an operator (`equal`
// with Cell), the call is recorded.
// CALLS: 1 std::printf
// CALLS: 2 same
// CALLS: 1 equal
// CALLS: 2 operator==
// CALLS: 1 value
#include <cstdio>

struct Cell {
  int v;
};
bool operator==(const Cell &a, const Cell &b) { return a.v == b.v; }

struct Box {
  long v;
};
template <class T>
auto operator==(const T &a, const T &b) -> decltype(a.v == b.v) {
  return a.v == b.v;
}

static int value(int x) { return x; }

template <class T>
bool same(const T &a, const T &b) { return a == b; }

template <class T>
bool equal(const T &a, const T &b) { return a == b; }

int main() {
  const bool boxed = Box{2} == Box{2};
  std::printf("%d %d %d %d\n", same(1, 2), same(3L, 3L), equal(Cell{1}, Cell{value(1)}), boxed);
  return 0;
}
