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
void note(const char *s) { std::puts(s); }

template <class T>
struct Key {
  T v;
  bool operator<(const Key &) const { return false; }
  bool operator==(const Key &) const {
    (void)note(v);
    return true;
  }
};

int main() {
  Key<int> k{1};
  const bool same = k == k;
  std::set<Key<const char *>> a{{"x"}}, b{{"y"}};
  return (a == b) + same - 2;
}
