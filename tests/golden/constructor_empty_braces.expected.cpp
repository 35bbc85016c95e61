#line 1 "constructor_empty_braces.cpp"
#include <overdub/overdub.h>
static unsigned overdub_constructor_empty_braces_bc9e8555_state[18];
static constexpr ::overdub::Site overdub_constructor_empty_braces_bc9e8555_sites[] = {
  {"constructor_empty_braces.cpp", "Noisy::Noisy", "std::puts", 22, 20, 0, overdub_constructor_empty_braces_bc9e8555_state + 0},
  {"constructor_empty_braces.cpp", "Listy::Listy", "std::puts", 26, 20, 0, overdub_constructor_empty_braces_bc9e8555_state + 1},
  {"constructor_empty_braces.cpp", "Listy::Listy", "std::puts", 27, 48, 0, overdub_constructor_empty_braces_bc9e8555_state + 2},
  {"constructor_empty_braces.cpp", "Listy::Listy", "std::puts", 28, 36, 0, overdub_constructor_empty_braces_bc9e8555_state + 3},
  {"constructor_empty_braces.cpp", "Holder::Holder", "std::basic_string<char>", 40, 14, 0, overdub_constructor_empty_braces_bc9e8555_state + 4},
  {"constructor_empty_braces.cpp", "Holder::Holder", "Noisy", 40, 19, 0, overdub_constructor_empty_braces_bc9e8555_state + 5},
  {"constructor_empty_braces.cpp", "Holder::Holder", "Listy", 40, 25, 0, overdub_constructor_empty_braces_bc9e8555_state + 6},
  {"constructor_empty_braces.cpp", "Holder::Holder", "Explicit", 40, 30, 0, overdub_constructor_empty_braces_bc9e8555_state + 7},
  {"constructor_empty_braces.cpp", "main", "Noisy", 44, 9, 0, overdub_constructor_empty_braces_bc9e8555_state + 8},
  {"constructor_empty_braces.cpp", "main", "Noisy", 45, 15, 0, overdub_constructor_empty_braces_bc9e8555_state + 9},
  {"constructor_empty_braces.cpp", "main", "Listy", 46, 9, 0, overdub_constructor_empty_braces_bc9e8555_state + 10},
  {"constructor_empty_braces.cpp", "main", "Explicit", 47, 12, 0, overdub_constructor_empty_braces_bc9e8555_state + 11},
  {"constructor_empty_braces.cpp", "main", "std::basic_string<char>", 48, 15, 0, overdub_constructor_empty_braces_bc9e8555_state + 12},
  {"constructor_empty_braces.cpp", "main", "Holder", 49, 10, 0, overdub_constructor_empty_braces_bc9e8555_state + 13},
  {"constructor_empty_braces.cpp", "main", "std::printf", 50, 3, 0, overdub_constructor_empty_braces_bc9e8555_state + 14},
  {"constructor_empty_braces.cpp", "main", "std::basic_string<char>::size", 50, 56, -1, overdub_constructor_empty_braces_bc9e8555_state + 15},
  {"constructor_empty_braces.cpp", "main", "std::printf", 51, 3, 0, overdub_constructor_empty_braces_bc9e8555_state + 16},
  {"constructor_empty_braces.cpp", "main", "std::basic_string<char>::size", 51, 33, -1, overdub_constructor_empty_braces_bc9e8555_state + 17},
};
static const ::overdub::Registration overdub_constructor_empty_braces_bc9e8555_registration{overdub_constructor_empty_braces_bc9e8555_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "constructor_empty_braces.cpp"
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
  Noisy() : v(3) {  ::overdub::Span{overdub_constructor_empty_braces_bc9e8555_sites+0}.val(std::puts("Noisy()")); }
};
struct Listy {
  int v;
  Listy() : v(1) {  ::overdub::Span{overdub_constructor_empty_braces_bc9e8555_sites+1}.val(std::puts("Listy()")); }
  Listy(std::initializer_list<Listy>) : v(2) {  ::overdub::Span{overdub_constructor_empty_braces_bc9e8555_sites+2}.val(std::puts("Listy(list)")); }
  Listy(Listy &&o) : v(o.v + 10) {  ::overdub::Span{overdub_constructor_empty_braces_bc9e8555_sites+3}.val(std::puts("Listy(&&)")); }
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
  Holder() : s( (static_cast<void>(::overdub::FullExprSpan{overdub_constructor_empty_braces_bc9e8555_sites+4}), decltype(this->s)())), n( (static_cast<void>(::overdub::FullExprSpan{overdub_constructor_empty_braces_bc9e8555_sites+5}), decltype(this->n)())), l( (static_cast<void>(::overdub::FullExprSpan{overdub_constructor_empty_braces_bc9e8555_sites+6}), decltype(this->l)())), e( (static_cast<void>(::overdub::FullExprSpan{overdub_constructor_empty_braces_bc9e8555_sites+7}), decltype(this->e)())) {}
};

int main() {
  Noisy a( (static_cast<void>(::overdub::FullExprSpan{overdub_constructor_empty_braces_bc9e8555_sites+8}), decltype(a)()));
  const Noisy b( (static_cast<void>(::overdub::FullExprSpan{overdub_constructor_empty_braces_bc9e8555_sites+9}), decltype(b)()));
  Listy l( (static_cast<void>(::overdub::FullExprSpan{overdub_constructor_empty_braces_bc9e8555_sites+10}), decltype(l)()));
  Explicit e( (static_cast<void>(::overdub::FullExprSpan{overdub_constructor_empty_braces_bc9e8555_sites+11}), decltype(e)()));
  std::string s( (static_cast<void>(::overdub::FullExprSpan{overdub_constructor_empty_braces_bc9e8555_sites+12}), decltype(s)()));
  Holder h = (static_cast<void>(::overdub::FullExprSpan{overdub_constructor_empty_braces_bc9e8555_sites+13}), decltype(h)());
   ::overdub::Span{overdub_constructor_empty_braces_bc9e8555_sites+14}.val(std::printf("%d %d %d %d %zu\n", a.v, b.v, l.v, e.v,  ::overdub::Span{overdub_constructor_empty_braces_bc9e8555_sites+15}.val(s.size())));
   ::overdub::Span{overdub_constructor_empty_braces_bc9e8555_sites+16}.val(std::printf("%zu %d %d %d\n",  ::overdub::Span{overdub_constructor_empty_braces_bc9e8555_sites+17}.val(h.s.size()), h.n.v, h.l.v, h.e.v));
  return 0;
}
