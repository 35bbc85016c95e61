#line 1 "library_friend_instantiation.cpp"
#include <overdub/overdub.h>
static unsigned overdub_library_friend_instantia_576ea69c_state[6];
static constexpr ::overdub::Site overdub_library_friend_instantia_576ea69c_sites[] = {
  {"library_friend_instantiation.cpp", "note", "std::puts", 15, 28, 0, overdub_library_friend_instantia_576ea69c_state + 0},
  {"library_friend_instantiation.cpp", "Key::operator==", "note", 22, 11, 0, overdub_library_friend_instantia_576ea69c_state + 1},
  {"library_friend_instantiation.cpp", "main", "Key<int>::operator==", 29, 21, 0, overdub_library_friend_instantia_576ea69c_state + 2},
  {"library_friend_instantiation.cpp", "main", "std::set<Key<const char *>>", 30, 31, 0, overdub_library_friend_instantia_576ea69c_state + 3},
  {"library_friend_instantiation.cpp", "main", "std::set<Key<const char *>>", 30, 41, 0, overdub_library_friend_instantia_576ea69c_state + 4},
  {"library_friend_instantiation.cpp", "main", "std::operator==", 31, 11, 0, overdub_library_friend_instantia_576ea69c_state + 5},
};
static const ::overdub::Registration overdub_library_friend_instantia_576ea69c_registration{overdub_library_friend_instantia_576ea69c_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "library_friend_instantiation.cpp"
// A member of this file's class template that only a library's hidden friend instantiates:
// comparing two std::set<Key<const char *>> calls _Rb_tree's friend operator==, then std::equal,
// then Key<const char *>::operator==, where `note(v)` calls the void overload; main's own
// comparison instantiates Key<int>'s, where it calls the int one. The dependent call takes the
// lambda form, exact for both (the value form would not compile for the void one).
// CALLS: 2 note
// CALLS: 1 Key<int>::operator==
// CALLS: 1 std::operator==
// CALLS: 1 std::puts
// CALLS: 2 std::set<Key<const char *>>
#include <cstdio>
#include <set>

int note(int x) { return x; }
void note(const char *s) {  ::overdub::Span{overdub_library_friend_instantia_576ea69c_sites+0}.val(std::puts(s)); }

template <class T>
struct Key {
  T v;
  bool operator<(const Key &) const { return false; }
  bool operator==(const Key &) const {
    (void) [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_1_{overdub_library_friend_instantia_576ea69c_sites+1}; return note(v); }();
    return true;
  }
};

int main() {
  Key<int> k{1};
  const bool same =  ::overdub::Span{overdub_library_friend_instantia_576ea69c_sites+2}.val(k == k);
  std::set<Key<const char *>> a{{ (static_cast<void>(::overdub::FullExprSpan{overdub_library_friend_instantia_576ea69c_sites+3}), "x")}}, b{{ (static_cast<void>(::overdub::FullExprSpan{overdub_library_friend_instantia_576ea69c_sites+4}), "y")}};
  return ( ::overdub::Span{overdub_library_friend_instantia_576ea69c_sites+5}.val(a == b)) + same - 2;
}
