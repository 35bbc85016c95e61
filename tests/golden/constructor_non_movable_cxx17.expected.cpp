#line 1 "constructor_non_movable_cxx17.cpp"
#include <overdub/overdub.h>
static unsigned overdub_constructor_non_movable__4f889a13_state[13];
static constexpr ::overdub::Site overdub_constructor_non_movable__4f889a13_sites[] = {
  {"constructor_non_movable_cxx17.cpp", "make", "Pinned", 27, 29, 0, overdub_constructor_non_movable__4f889a13_state + 0},
  {"constructor_non_movable_cxx17.cpp", "main", "Pinned", 30, 10, 0, overdub_constructor_non_movable__4f889a13_state + 1},
  {"constructor_non_movable_cxx17.cpp", "main", "Pinned", 31, 10, 0, overdub_constructor_non_movable__4f889a13_state + 2},
  {"constructor_non_movable_cxx17.cpp", "main", "read", 32, 11, 0, overdub_constructor_non_movable__4f889a13_state + 3},
  {"constructor_non_movable_cxx17.cpp", "main", "Pinned", 32, 16, -1, overdub_constructor_non_movable__4f889a13_state + 4},
  {"constructor_non_movable_cxx17.cpp", "main", "make", 33, 14, 0, overdub_constructor_non_movable__4f889a13_state + 5},
  {"constructor_non_movable_cxx17.cpp", "main", "Pinned", 34, 12, 0, overdub_constructor_non_movable__4f889a13_state + 6},
  {"constructor_non_movable_cxx17.cpp", "main", "std::basic_string<char>", 35, 15, 0, overdub_constructor_non_movable__4f889a13_state + 7},
  {"constructor_non_movable_cxx17.cpp", "main", "std::vector<int>", 36, 20, 0, overdub_constructor_non_movable__4f889a13_state + 8},
  {"constructor_non_movable_cxx17.cpp", "main", "std::printf", 37, 3, 0, overdub_constructor_non_movable__4f889a13_state + 9},
  {"constructor_non_movable_cxx17.cpp", "main", "std::printf", 38, 3, 0, overdub_constructor_non_movable__4f889a13_state + 10},
  {"constructor_non_movable_cxx17.cpp", "main", "std::basic_string<char>::size", 38, 28, -1, overdub_constructor_non_movable__4f889a13_state + 11},
  {"constructor_non_movable_cxx17.cpp", "main", "std::vector<int>::size", 38, 38, -2, overdub_constructor_non_movable__4f889a13_state + 12},
};
static const ::overdub::Registration overdub_constructor_non_movable__4f889a13_registration{overdub_constructor_non_movable__4f889a13_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "constructor_non_movable_cxx17.cpp"
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
Pinned make(int a) { return  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_0_{overdub_constructor_non_movable__4f889a13_sites+0}; return Pinned(a, 1); }(); }

int main() {
  Pinned p( (static_cast<void>(::overdub::FullExprSpan{overdub_constructor_non_movable__4f889a13_sites+1}), 1), 2);
  Pinned q{ (static_cast<void>(::overdub::FullExprSpan{overdub_constructor_non_movable__4f889a13_sites+2}), 3), 4};
  int r =  ::overdub::Span{overdub_constructor_non_movable__4f889a13_sites+3}.val(read( ::overdub::Span{overdub_constructor_non_movable__4f889a13_sites+4}.ref(Pinned(5, 6))));
  Pinned m =  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_5_{overdub_constructor_non_movable__4f889a13_sites+5}; return make(7); }();
  auto w =  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_6_{overdub_constructor_non_movable__4f889a13_sites+6}; return Pinned{8, 9}; }();
  std::string s( (static_cast<void>(::overdub::FullExprSpan{overdub_constructor_non_movable__4f889a13_sites+7}), "abc"), 2);
  std::vector<int> v( (static_cast<void>(::overdub::FullExprSpan{overdub_constructor_non_movable__4f889a13_sites+8}), 3), 1);
   ::overdub::Span{overdub_constructor_non_movable__4f889a13_sites+9}.val(std::printf("%d %d %d %d %d\n", p.v, q.v, r, m.v, w.v));
   ::overdub::Span{overdub_constructor_non_movable__4f889a13_sites+10}.val(std::printf("%zu %zu\n",  ::overdub::Span{overdub_constructor_non_movable__4f889a13_sites+11}.val(s.size()),  ::overdub::Span{overdub_constructor_non_movable__4f889a13_sites+12}.val(v.size())));
  return 0;
}
