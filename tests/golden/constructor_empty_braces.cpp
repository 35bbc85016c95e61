// Empty braces value-initialize: `T x{}` and a member's `m{}` call the default constructor as
// `decltype(x)()` does. From C++17 the braces become parentheses around that call, with its
// wrapper: `T x((W, decltype(x)()))`, `m((W, decltype(this->m)()))`. Not inside the braces: a
// list-initialization from one element of a class that is no aggregate would move it (Listy
// prints its move, which must not appear). Before C++17 a variable takes the declaration form
// around its statement and a member's braces stay as written.
// FLAGS: -std=c++17
// CALLS: 3 Noisy
// CALLS: 2 Listy
// CALLS: 2 Explicit
// CALLS: 2 std::basic_string<char>
// CALLS: 1 Holder
// CALLS: 5 std::puts
// CALLS: 2 std::printf
// CALLS: 2 std::basic_string<char>::size
#include <cstdio>
#include <initializer_list>
#include <string>

struct Noisy {
  int v;
  Noisy() : v(3) { std::puts("Noisy()"); }
};
struct Listy {
  int v;
  Listy() : v(1) { std::puts("Listy()"); }
  Listy(std::initializer_list<Listy>) : v(2) { std::puts("Listy(list)"); }
  Listy(Listy &&o) : v(o.v + 10) { std::puts("Listy(&&)"); }
};
struct Explicit {
  int v;
  explicit Explicit() : v(7) {}
  Explicit(const Explicit &) = delete;
};
struct Holder {
  std::string s;
  Noisy n;
  Listy l;
  Explicit e;
  Holder() : s{}, n{ }, l{}, e{} {}
};

int main() {
  Noisy a{};
  const Noisy b{};
  Listy l{};
  Explicit e{};
  std::string s{};
  Holder h;
  std::printf("%d %d %d %d %zu\n", a.v, b.v, l.v, e.v, s.size());
  std::printf("%zu %d %d %d\n", h.s.size(), h.n.v, h.l.v, h.e.v);
  return 0;
}
