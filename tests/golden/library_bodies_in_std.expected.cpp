#line 1 "library_bodies_in_std.cpp"
#include <overdub/overdub.h>
static unsigned overdub_library_bodies_in_std_770343a8_state[12];
static constexpr ::overdub::Site overdub_library_bodies_in_std_770343a8_sites[] = {
  {"library_bodies_in_std.cpp", "std::hash<vector<type-parameter-0-0, allocator<type-parameter-0-0>>>::operator()", "mix", 31, 30, 0, overdub_library_bodies_in_std_770343a8_state + 0},
  {"library_bodies_in_std.cpp", "std::operator<<", "operator<<", 37, 24, 0, overdub_library_bodies_in_std_770343a8_state + 1},
  {"library_bodies_in_std.cpp", "std::operator<<", "operator<<", 37, 24, -1, overdub_library_bodies_in_std_770343a8_state + 2},
  {"library_bodies_in_std.cpp", "std::operator<<", "twice", 37, 30, -1, overdub_library_bodies_in_std_770343a8_state + 3},
  {"library_bodies_in_std.cpp", "main", "std::unordered_set<std::vector<int>>::insert", 44, 3, 0, overdub_library_bodies_in_std_770343a8_state + 4},
  {"library_bodies_in_std.cpp", "main", "std::vector<int>", 44, 15, -1, overdub_library_bodies_in_std_770343a8_state + 5},
  {"library_bodies_in_std.cpp", "main", "std::ostream_iterator<std::vector<int>>", 45, 43, 0, overdub_library_bodies_in_std_770343a8_state + 6},
  {"library_bodies_in_std.cpp", "main", "std::ostream_iterator<std::vector<int>>::operator=", 46, 3, 0, overdub_library_bodies_in_std_770343a8_state + 7},
  {"library_bodies_in_std.cpp", "main", "std::ostream_iterator<std::vector<int>>::operator*", 46, 3, -1, overdub_library_bodies_in_std_770343a8_state + 8},
  {"library_bodies_in_std.cpp", "main", "std::vector<int>", 46, 10, -2, overdub_library_bodies_in_std_770343a8_state + 9},
  {"library_bodies_in_std.cpp", "main", "std::printf", 47, 3, 0, overdub_library_bodies_in_std_770343a8_state + 10},
  {"library_bodies_in_std.cpp", "main", "std::unordered_set<std::vector<int>>::size", 47, 24, -1, overdub_library_bodies_in_std_770343a8_state + 11},
};
static const ::overdub::Registration overdub_library_bodies_in_std_770343a8_registration{overdub_library_bodies_in_std_770343a8_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "library_bodies_in_std.cpp"
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
    for (const T &x : v) h =  ::overdub::Span{overdub_library_bodies_in_std_770343a8_sites+0}.val(mix(h, x));
    return static_cast<size_t>(h);
  }
};
template <class T>
ostream &operator<<(ostream &os, const vector<T> &v) {
  for (const T &x : v)  ::overdub::Span{overdub_library_bodies_in_std_770343a8_sites+1}.ref( ::overdub::Span{overdub_library_bodies_in_std_770343a8_sites+2}.ref(os <<  ::overdub::Span{overdub_library_bodies_in_std_770343a8_sites+3}.val(twice(x))) << ' ');
  return os;
}
}  // namespace std

int main() {
  std::unordered_set<std::vector<int>> seen;
   ::overdub::Span{overdub_library_bodies_in_std_770343a8_sites+4}.ref(seen.insert( ::overdub::Span{overdub_library_bodies_in_std_770343a8_sites+5}.ref(std::vector<int>{1, 2, 3})));
  std::ostream_iterator<std::vector<int>> out( (static_cast<void>(::overdub::FullExprSpan{overdub_library_bodies_in_std_770343a8_sites+6}), std::cout), "\n");
   ::overdub::Span{overdub_library_bodies_in_std_770343a8_sites+7}.ref( ::overdub::Span{overdub_library_bodies_in_std_770343a8_sites+8}.ref(*out) =  ::overdub::Span{overdub_library_bodies_in_std_770343a8_sites+9}.ref(std::vector<int>{4, 5}));
   ::overdub::Span{overdub_library_bodies_in_std_770343a8_sites+10}.val(std::printf("%zu\n",  ::overdub::Span{overdub_library_bodies_in_std_770343a8_sites+11}.val(seen.size())));
  return 0;
}
