// A default-initialized variable, `T x;`, has no text of its own: where its default constructor
// is user-provided, the construction is written after the declarator,
// `T x = (static_cast<void>(FullExprSpan{S}), decltype(x)())`, the same call (value-
// initialization is then default-initialization; C++17 elides the copy, explicit and deleted
// copies included; default arguments are evaluated alike, on the same line). Where that text
// cannot be written (a default argument that reads its column: then left as written, as text
// before it on its line would move the column too; an unused variable whose class's destructor
// is trivial or that is [[gnu::warn_unused]]: the compilers' unused-variable warnings look at its
// initializer; a parenthesized declarator), a declaration of that variable alone takes the
// declaration form around the statement as written. A variable of static storage takes the
// first form only (constructor_static_default_initialization). Left as written, with the
// reason: arrays, declarations in macro arguments, and several variables declared at once where
// the first form does not apply. An implicit default constructor is no
// site. A member's empty initializer in a constructor, `m()`, takes the same construction inside
// its parentheses, `m((W, decltype(this->m)()))` (`this->`: a parameter may have its name); a
// base's, `B()`, stays as written (a base's copy is not elided for sure).
// FLAGS: -std=c++17
// CALLS: 22 std::puts
// CALLS: 6 Noisy
// CALLS: 2 std::basic_string<char>::size
// CALLS: 4 std::printf
// CALLS: 2 Explicit
// CALLS: 1 unused_ones
// CALLS: 1 Members
// CALLS: 3 WithDefault
// CALLS: 1 Plain
// CALLS: 1 Watched
// CALLS: 1 std::basic_string<char>
// CALLS: 1 std::vector<int>::size
#include <cstdio>
#include <string>
#include <vector>
struct Noisy {
  int v;
  Noisy() : v(3) { std::puts("Noisy()"); }
  ~Noisy() { std::puts("~Noisy"); }
};
struct Implicit {
  std::string s;
  int n;
};
struct Plain {
  int v;
  Plain() : v(1) {}
};
struct [[gnu::warn_unused]] Watched {
  Watched() {}
  ~Watched() {}
};
void unused_ones() {
  Plain unused_plain;
  Watched unused_watched;
}
struct WithDefault {
  int v;
  WithDefault(int x = 5) : v(x) {}
};
#if __has_builtin(__builtin_COLUMN)  // not in g++ 12
#define COLUMN_HERE __builtin_COLUMN()
#else
#define COLUMN_HERE 0
#endif
struct AtColumn {
  int column;
  AtColumn(int c = COLUMN_HERE) : column(c) {}
};
struct Explicit {
  explicit Explicit() { std::puts("Explicit()"); }
  Explicit(const Explicit &) = delete;
};
struct Members : Noisy {
  Noisy noisy;
  const Explicit e;
  Members(int noisy) : Noisy(), noisy(), e() { std::printf("%d\n", noisy); }
};
#define DECLARE(T, n) T n
int main() {
  Noisy a, b;
  const Explicit e;
  std::string s;
  std::vector<int> v;
  Implicit i;
  static Noisy st;
  Noisy arr[2];
  DECLARE(Noisy, m);
  Noisy (p);
  WithDefault w;
  WithDefault w1, w2;
  AtColumn at;
  std::printf("column %d\n", at.column);
  unused_ones();
  Members members(7);
  for (Noisy f; f.v < 4; ++f.v) std::printf("%d\n", f.v);
  std::printf("%d %d %zu %zu %zu %d %d %d\n", a.v, b.v, s.size(), v.size(), i.s.size(), st.v, arr[1].v, m.v + p.v);
  (void)e;
  return w.v + w1.v - w2.v - 5 + members.noisy.v - 3;
}
