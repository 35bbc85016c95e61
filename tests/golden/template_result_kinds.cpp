// One template pattern holding a call whose result type depends on the template parameter,
// instantiated with a void, an lvalue reference, a scalar and a non-movable result: the one
// rewritten pattern must be exact for every instantiation (or the site is skipped).
// CALLS: 4 (f)
// CALLS: 4 relay
// CALLS: 1 std::printf
// CALLS: 1 Pinned
#include <cstdio>

struct Pinned {
  int v;
  explicit Pinned(int x) : v(x) {}
  Pinned(const Pinned &) = delete;
  Pinned(Pinned &&) = delete;
};
int store = 0;
void touch() { store += 1; }
int &cell() { return store; }
int number() { return 41; }
Pinned pinned() { return Pinned(5); }

template <class F> decltype(auto) relay(F f) { return f(); }

int main() {
  relay(touch);
  relay(cell) += 10;
  int n = relay(number);
  Pinned p = relay(pinned);
  std::printf("%d %d %d\n", store, n, p.v);
  return 0;
}
