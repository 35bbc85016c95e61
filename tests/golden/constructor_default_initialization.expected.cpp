#line 1 "constructor_default_initialization.cpp"
#include <overdub/overdub.h>
static unsigned overdub_constructor_default_init_eef09695_state[26];
static constexpr ::overdub::Site overdub_constructor_default_init_eef09695_sites[] = {
  {"constructor_default_initialization.cpp", "Noisy::Noisy", "std::puts", 35, 20, 0, overdub_constructor_default_init_eef09695_state + 0},
  {"constructor_default_initialization.cpp", "Noisy::~Noisy", "std::puts", 36, 14, 0, overdub_constructor_default_init_eef09695_state + 1},
  {"constructor_default_initialization.cpp", "unused_ones", "Plain", 51, 9, 0, overdub_constructor_default_init_eef09695_state + 2},
  {"constructor_default_initialization.cpp", "unused_ones", "Watched", 52, 11, 0, overdub_constructor_default_init_eef09695_state + 3},
  {"constructor_default_initialization.cpp", "Explicit::Explicit", "std::puts", 68, 25, 0, overdub_constructor_default_init_eef09695_state + 4},
  {"constructor_default_initialization.cpp", "Members::Members", "Noisy", 74, 33, 0, overdub_constructor_default_init_eef09695_state + 5},
  {"constructor_default_initialization.cpp", "Members::Members", "Explicit", 74, 42, 0, overdub_constructor_default_init_eef09695_state + 6},
  {"constructor_default_initialization.cpp", "Members::Members", "std::printf", 74, 48, 0, overdub_constructor_default_init_eef09695_state + 7},
  {"constructor_default_initialization.cpp", "main", "Noisy", 78, 9, 0, overdub_constructor_default_init_eef09695_state + 8},
  {"constructor_default_initialization.cpp", "main", "Noisy", 78, 12, 0, overdub_constructor_default_init_eef09695_state + 9},
  {"constructor_default_initialization.cpp", "main", "Explicit", 79, 18, 0, overdub_constructor_default_init_eef09695_state + 10},
  {"constructor_default_initialization.cpp", "main", "std::basic_string<char>", 80, 15, 0, overdub_constructor_default_init_eef09695_state + 11},
  {"constructor_default_initialization.cpp", "main", "Noisy", 83, 16, 0, overdub_constructor_default_init_eef09695_state + 12},
  {"constructor_default_initialization.cpp", "main", "Noisy", 86, 10, 0, overdub_constructor_default_init_eef09695_state + 13},
  {"constructor_default_initialization.cpp", "main", "WithDefault", 87, 15, 0, overdub_constructor_default_init_eef09695_state + 14},
  {"constructor_default_initialization.cpp", "main", "WithDefault", 88, 15, 0, overdub_constructor_default_init_eef09695_state + 15},
  {"constructor_default_initialization.cpp", "main", "WithDefault", 88, 19, 0, overdub_constructor_default_init_eef09695_state + 16},
  {"constructor_default_initialization.cpp", "main", "std::printf", 90, 3, 0, overdub_constructor_default_init_eef09695_state + 17},
  {"constructor_default_initialization.cpp", "main", "unused_ones", 91, 3, 0, overdub_constructor_default_init_eef09695_state + 18},
  {"constructor_default_initialization.cpp", "main", "Members", 92, 11, 0, overdub_constructor_default_init_eef09695_state + 19},
  {"constructor_default_initialization.cpp", "main", "Noisy", 93, 14, 0, overdub_constructor_default_init_eef09695_state + 20},
  {"constructor_default_initialization.cpp", "main", "std::printf", 93, 33, 0, overdub_constructor_default_init_eef09695_state + 21},
  {"constructor_default_initialization.cpp", "main", "std::printf", 94, 3, 0, overdub_constructor_default_init_eef09695_state + 22},
  {"constructor_default_initialization.cpp", "main", "std::basic_string<char>::size", 94, 57, -1, overdub_constructor_default_init_eef09695_state + 23},
  {"constructor_default_initialization.cpp", "main", "std::vector<int>::size", 94, 67, -2, overdub_constructor_default_init_eef09695_state + 24},
  {"constructor_default_initialization.cpp", "main", "std::basic_string<char>::size", 94, 77, -3, overdub_constructor_default_init_eef09695_state + 25},
};
static const ::overdub::Registration overdub_constructor_default_init_eef09695_registration{overdub_constructor_default_init_eef09695_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "constructor_default_initialization.cpp"
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
  Noisy() : v(3) {  ::overdub::Span{overdub_constructor_default_init_eef09695_sites+0}.val(std::puts("Noisy()")); }
  ~Noisy() {  ::overdub::Span{overdub_constructor_default_init_eef09695_sites+1}.val(std::puts("~Noisy")); }
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
  ::overdub::Span overdub_decl_2_{overdub_constructor_default_init_eef09695_sites+2}; Plain unused_plain; overdub_decl_2_.v(::overdub::unit{});
  ::overdub::Span overdub_decl_3_{overdub_constructor_default_init_eef09695_sites+3}; Watched unused_watched; overdub_decl_3_.v(::overdub::unit{});
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
  explicit Explicit() {  ::overdub::Span{overdub_constructor_default_init_eef09695_sites+4}.val(std::puts("Explicit()")); }
  Explicit(const Explicit &) = delete;
};
struct Members : Noisy {
  Noisy noisy;
  const Explicit e;
  Members(int noisy) : Noisy(), noisy( (static_cast<void>(::overdub::FullExprSpan{overdub_constructor_default_init_eef09695_sites+5}), decltype(this->noisy)())), e( (static_cast<void>(::overdub::FullExprSpan{overdub_constructor_default_init_eef09695_sites+6}), decltype(this->e)())) {  ::overdub::Span{overdub_constructor_default_init_eef09695_sites+7}.val(std::printf("%d\n", noisy)); }
};
#define DECLARE(T, n) T n
int main() {
  Noisy a = (static_cast<void>(::overdub::FullExprSpan{overdub_constructor_default_init_eef09695_sites+8}), decltype(a)()), b = (static_cast<void>(::overdub::FullExprSpan{overdub_constructor_default_init_eef09695_sites+9}), decltype(b)());
  const Explicit e = (static_cast<void>(::overdub::FullExprSpan{overdub_constructor_default_init_eef09695_sites+10}), decltype(e)());
  std::string s = (static_cast<void>(::overdub::FullExprSpan{overdub_constructor_default_init_eef09695_sites+11}), decltype(s)());
  std::vector<int> v;
  Implicit i;
  static Noisy st = (static_cast<void>(::overdub::FullExprSpan{overdub_constructor_default_init_eef09695_sites+12}), decltype(st)());
  Noisy arr[2];
  DECLARE(Noisy, m);
  ::overdub::Span overdub_decl_13_{overdub_constructor_default_init_eef09695_sites+13}; Noisy (p); overdub_decl_13_.v(::overdub::unit{});
  WithDefault w = (static_cast<void>(::overdub::FullExprSpan{overdub_constructor_default_init_eef09695_sites+14}), decltype(w)());
  WithDefault w1 = (static_cast<void>(::overdub::FullExprSpan{overdub_constructor_default_init_eef09695_sites+15}), decltype(w1)()), w2 = (static_cast<void>(::overdub::FullExprSpan{overdub_constructor_default_init_eef09695_sites+16}), decltype(w2)());
  AtColumn at;
   ::overdub::Span{overdub_constructor_default_init_eef09695_sites+17}.val(std::printf("column %d\n", at.column));
   ::overdub::Span{overdub_constructor_default_init_eef09695_sites+18}.v((unused_ones(), ::overdub::unit{}));
  Members members( (static_cast<void>(::overdub::FullExprSpan{overdub_constructor_default_init_eef09695_sites+19}), 7));
  for (Noisy f = (static_cast<void>(::overdub::FullExprSpan{overdub_constructor_default_init_eef09695_sites+20}), decltype(f)()); f.v < 4; ++f.v)  ::overdub::Span{overdub_constructor_default_init_eef09695_sites+21}.val(std::printf("%d\n", f.v));
   ::overdub::Span{overdub_constructor_default_init_eef09695_sites+22}.val(std::printf("%d %d %zu %zu %zu %d %d %d\n", a.v, b.v,  ::overdub::Span{overdub_constructor_default_init_eef09695_sites+23}.val(s.size()),  ::overdub::Span{overdub_constructor_default_init_eef09695_sites+24}.val(v.size()),  ::overdub::Span{overdub_constructor_default_init_eef09695_sites+25}.val(i.s.size()), st.v, arr[1].v, m.v + p.v));
  (void)e;
  return w.v + w1.v - w2.v - 5 + members.noisy.v - 3;
}
