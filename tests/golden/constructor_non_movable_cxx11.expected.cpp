#line 1 "constructor_non_movable_cxx11.cpp"
#include <overdub/overdub.h>
static unsigned overdub_constructor_non_movable__9f54bd0d_state[10];
static constexpr ::overdub::Site overdub_constructor_non_movable__9f54bd0d_sites[] = {
  {"constructor_non_movable_cxx11.cpp", "main", "Pinned", 27, 10, 0, overdub_constructor_non_movable__9f54bd0d_state + 0},
  {"constructor_non_movable_cxx11.cpp", "main", "Pinned", 28, 10, 0, overdub_constructor_non_movable__9f54bd0d_state + 1},
  {"constructor_non_movable_cxx11.cpp", "main", "read", 29, 11, 0, overdub_constructor_non_movable__9f54bd0d_state + 2},
  {"constructor_non_movable_cxx11.cpp", "main", "Pinned", 29, 16, -1, overdub_constructor_non_movable__9f54bd0d_state + 3},
  {"constructor_non_movable_cxx11.cpp", "main", "std::basic_string<char>", 30, 15, 0, overdub_constructor_non_movable__9f54bd0d_state + 4},
  {"constructor_non_movable_cxx11.cpp", "main", "std::vector<int>", 31, 20, 0, overdub_constructor_non_movable__9f54bd0d_state + 5},
  {"constructor_non_movable_cxx11.cpp", "main", "std::printf", 32, 3, 0, overdub_constructor_non_movable__9f54bd0d_state + 6},
  {"constructor_non_movable_cxx11.cpp", "main", "std::printf", 33, 3, 0, overdub_constructor_non_movable__9f54bd0d_state + 7},
  {"constructor_non_movable_cxx11.cpp", "main", "std::basic_string<char>::size", 33, 28, -1, overdub_constructor_non_movable__9f54bd0d_state + 8},
  {"constructor_non_movable_cxx11.cpp", "main", "std::vector<int>::size", 33, 38, -2, overdub_constructor_non_movable__9f54bd0d_state + 9},
};
static const ::overdub::Registration overdub_constructor_non_movable__9f54bd0d_registration{overdub_constructor_non_movable__9f54bd0d_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "constructor_non_movable_cxx11.cpp"
// A class that can be neither copied nor moved, in C++11 (no lambda form, no guaranteed elision):
// a declaration takes the full-expression form around its first argument, a temporary bound to a
// reference the materialized form; the standard library's classes are named as their members'
// calls name them.
// FLAGS: -std=c++11
// CALLS: 3 Pinned
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

int main() {
  Pinned p( (static_cast<void>(::overdub::FullExprSpan{overdub_constructor_non_movable__9f54bd0d_sites+0}), 1), 2);
  Pinned q{ (static_cast<void>(::overdub::FullExprSpan{overdub_constructor_non_movable__9f54bd0d_sites+1}), 3), 4};
  int r =  ::overdub::Span{overdub_constructor_non_movable__9f54bd0d_sites+2}.val(read( ::overdub::Span{overdub_constructor_non_movable__9f54bd0d_sites+3}.ref(Pinned(5, 6))));
  std::string s( (static_cast<void>(::overdub::FullExprSpan{overdub_constructor_non_movable__9f54bd0d_sites+4}), "abc"), 2);
  std::vector<int> v( (static_cast<void>(::overdub::FullExprSpan{overdub_constructor_non_movable__9f54bd0d_sites+5}), 3), 1);
   ::overdub::Span{overdub_constructor_non_movable__9f54bd0d_sites+6}.val(std::printf("%d %d %d\n", p.v, q.v, r));
   ::overdub::Span{overdub_constructor_non_movable__9f54bd0d_sites+7}.val(std::printf("%zu %zu\n",  ::overdub::Span{overdub_constructor_non_movable__9f54bd0d_sites+8}.val(s.size()),  ::overdub::Span{overdub_constructor_non_movable__9f54bd0d_sites+9}.val(v.size())));
  return 0;
}
