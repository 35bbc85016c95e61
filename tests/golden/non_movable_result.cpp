// A non-movable class returned by value (C++17 guaranteed elision).
// CALLS: 1 make
// CALLS: 1 std::printf
// CALLS: 1 Pinned
#include <cstdio>

struct Pinned {
  int v;
  explicit Pinned(int x) : v(x) {}
  Pinned(const Pinned &) = delete;
  Pinned(Pinned &&) = delete;
};

Pinned make(int x) { return Pinned(x); }

int main() {
  Pinned p = make(9);
  std::printf("%d\n", p.v);
  return 0;
}
