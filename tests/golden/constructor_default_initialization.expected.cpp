#line 1 "constructor_default_initialization.cpp"
#include <overdub/overdub.h>
static unsigned overdub_constructor_default_init_eef09695_state[14];
static constexpr ::overdub::Site overdub_constructor_default_init_eef09695_sites[] = {
  {"constructor_default_initialization.cpp", "Noisy::Noisy", "std::puts", 26, 20, 0, overdub_constructor_default_init_eef09695_state + 0},
  {"constructor_default_initialization.cpp", "Noisy::~Noisy", "std::puts", 27, 14, 0, overdub_constructor_default_init_eef09695_state + 1},
  {"constructor_default_initialization.cpp", "Explicit::Explicit", "std::puts", 50, 25, 0, overdub_constructor_default_init_eef09695_state + 2},
  {"constructor_default_initialization.cpp", "main", "Noisy", 55, 9, 0, overdub_constructor_default_init_eef09695_state + 3},
  {"constructor_default_initialization.cpp", "main", "Noisy", 55, 12, 0, overdub_constructor_default_init_eef09695_state + 4},
  {"constructor_default_initialization.cpp", "main", "Explicit", 56, 18, 0, overdub_constructor_default_init_eef09695_state + 5},
  {"constructor_default_initialization.cpp", "main", "std::basic_string<char>", 57, 15, 0, overdub_constructor_default_init_eef09695_state + 6},
  {"constructor_default_initialization.cpp", "main", "unused_ones", 65, 3, 0, overdub_constructor_default_init_eef09695_state + 7},
  {"constructor_default_initialization.cpp", "main", "Noisy", 66, 14, 0, overdub_constructor_default_init_eef09695_state + 8},
  {"constructor_default_initialization.cpp", "main", "std::printf", 66, 33, 0, overdub_constructor_default_init_eef09695_state + 9},
  {"constructor_default_initialization.cpp", "main", "std::printf", 67, 3, 0, overdub_constructor_default_init_eef09695_state + 10},
  {"constructor_default_initialization.cpp", "main", "std::basic_string<char>::size", 67, 57, -1, overdub_constructor_default_init_eef09695_state + 11},
  {"constructor_default_initialization.cpp", "main", "std::vector<int>::size", 67, 67, -2, overdub_constructor_default_init_eef09695_state + 12},
  {"constructor_default_initialization.cpp", "main", "std::basic_string<char>::size", 67, 77, -3, overdub_constructor_default_init_eef09695_state + 13},
};
static const ::overdub::Registration overdub_constructor_default_init_eef09695_registration{overdub_constructor_default_init_eef09695_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "constructor_default_initialization.cpp"
// A default-initialized variable, `T x;`, has no text of its own: where its default constructor
// is user-provided and has no parameters, the construction is written after the declarator,
// `T x = (static_cast<void>(FullExprSpan{S}), decltype(x)())`, the same call (value-
// initialization is then default-initialization; C++17 elides the copy, explicit and deleted
// copies included). Left as written, with the reason: static and thread storage (the
// initialization might be constant), arrays, declarations in macros, parenthesized declarators,
// a default constructor with default arguments, an unused variable whose class's destructor is
// trivial or that is [[gnu::warn_unused]] (the compilers' unused-variable warnings look at its
// initializer). An implicit default constructor is no site.
// FLAGS: -std=c++17
// CALLS: 17 std::puts
// CALLS: 3 Noisy
// CALLS: 2 std::basic_string<char>::size
// CALLS: 2 std::printf
// CALLS: 1 Explicit
// CALLS: 1 unused_ones
// CALLS: 1 std::basic_string<char>
// CALLS: 1 std::vector<int>::size
// LATERCALLS: 1 Plain
// LATERCALLS: 1 Watched
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
  Plain unused_plain;
  Watched unused_watched;
}
struct WithDefault {
  int v;
  WithDefault(int x = 5) : v(x) {}
};
struct Explicit {
  explicit Explicit() {  ::overdub::Span{overdub_constructor_default_init_eef09695_sites+2}.val(std::puts("Explicit()")); }
  Explicit(const Explicit &) = delete;
};
#define DECLARE(T, n) T n
int main() {
  Noisy a = (static_cast<void>(::overdub::FullExprSpan{overdub_constructor_default_init_eef09695_sites+3}), decltype(a)()), b = (static_cast<void>(::overdub::FullExprSpan{overdub_constructor_default_init_eef09695_sites+4}), decltype(b)());
  const Explicit e = (static_cast<void>(::overdub::FullExprSpan{overdub_constructor_default_init_eef09695_sites+5}), decltype(e)());
  std::string s = (static_cast<void>(::overdub::FullExprSpan{overdub_constructor_default_init_eef09695_sites+6}), decltype(s)());
  std::vector<int> v;
  Implicit i;
  static Noisy st;
  Noisy arr[2];
  DECLARE(Noisy, m);
  Noisy (p);
  WithDefault w;
   ::overdub::Span{overdub_constructor_default_init_eef09695_sites+7}.v((unused_ones(), ::overdub::unit{}));
  for (Noisy f = (static_cast<void>(::overdub::FullExprSpan{overdub_constructor_default_init_eef09695_sites+8}), decltype(f)()); f.v < 4; ++f.v)  ::overdub::Span{overdub_constructor_default_init_eef09695_sites+9}.val(std::printf("%d\n", f.v));
   ::overdub::Span{overdub_constructor_default_init_eef09695_sites+10}.val(std::printf("%d %d %zu %zu %zu %d %d %d\n", a.v, b.v,  ::overdub::Span{overdub_constructor_default_init_eef09695_sites+11}.val(s.size()),  ::overdub::Span{overdub_constructor_default_init_eef09695_sites+12}.val(v.size()),  ::overdub::Span{overdub_constructor_default_init_eef09695_sites+13}.val(i.s.size()), st.v, arr[1].v, m.v + p.v));
  (void)e;
  return w.v - 5;
}
