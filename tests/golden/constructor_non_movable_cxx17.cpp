// A class that can be neither copied nor moved, in C++17 (guaranteed elision):
// a declaration takes the full-expression form around its first argument, a temporary bound to a
// reference the materialized form, a returned one and a whole initializer the lambda form (which
// guaranteed elision lets return it); the standard library's classes are named as their members'
// calls name them.
// FLAGS: -std=c++17
// CALLS: 5 Pinned
// CALLS: 1 make
// CALLS: 1 read
// CALLS: 1 std::basic_string<char>
// CALLS: 1 std::basic_string<char>::size
// CALLS: 2 std::printf
// CALLS: 1 std::vector<int>
// CALLS: 1 std::vector<int>::size
#include <cstdio>
#include <string>
#include <vector>

struct Pinned {
  int v;
  Pinned(int a, int b) : v(a + b) {}
  Pinned(const Pinned &) = delete;
  Pinned &operator=(const Pinned &) = delete;
};

int read(const Pinned &p) { return p.v; }
Pinned make(int a) { return Pinned(a, 1); }

int main() {
  Pinned p(1, 2);
  Pinned q{3, 4};
  int r = read(Pinned(5, 6));
  Pinned m = make(7);
  auto w = Pinned{8, 9};
  std::string s("abc", 2);
  std::vector<int> v(3, 1);
  std::printf("%d %d %d %d %d\n", p.v, q.v, r, m.v, w.v);
  std::printf("%zu %zu\n", s.size(), v.size());
  return 0;
}
