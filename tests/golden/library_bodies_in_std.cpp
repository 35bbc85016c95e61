// Templates of this file that only the standard library's bodies instantiate, with arguments of
// the library's alone: a partial specialization of std::hash (unordered_set's members call it)
// and an operator<< declared in namespace std (ostream_iterator's operator= finds it). Their
// calls are instrumented as in any instantiated template (a parse that left out the library's
// own instantiations would see none: docs/development.md, "What is left to cut").
// CALLS: 3 mix
// CALLS: 4 operator<<
// CALLS: 2 twice
// CALLS: 1 std::ostream_iterator<std::vector<int>>
// CALLS: 1 std::ostream_iterator<std::vector<int>>::operator*
// CALLS: 1 std::ostream_iterator<std::vector<int>>::operator=
// CALLS: 1 std::printf
// CALLS: 1 std::unordered_set<std::vector<int>>::insert
// CALLS: 1 std::unordered_set<std::vector<int>>::size
// CALLS: 2 std::vector<int>
#include <cstddef>
#include <cstdio>
#include <iostream>
#include <iterator>
#include <unordered_set>
#include <vector>

static int mix(int h, int v) { return h * 31 + v; }
static int twice(int v) { return 2 * v; }

namespace std {
template <class T>
struct hash<vector<T>> {
  size_t operator()(const vector<T> &v) const {
    int h = 0;
    for (const T &x : v) h = mix(h, x);
    return static_cast<size_t>(h);
  }
};
template <class T>
ostream &operator<<(ostream &os, const vector<T> &v) {
  for (const T &x : v) os << twice(x) << ' ';
  return os;
}
}  // namespace std

int main() {
  std::unordered_set<std::vector<int>> seen;
  seen.insert(std::vector<int>{1, 2, 3});
  std::ostream_iterator<std::vector<int>> out(std::cout, "\n");
  *out = std::vector<int>{4, 5};
  std::printf("%zu\n", seen.size());
  return 0;
}
