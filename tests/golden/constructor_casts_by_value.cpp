// A construction written as a one-argument cast, T(x), holds the temporary of its own result
// under the cast: that is the value the lambda form returns, not a temporary of the call's
// arguments. Passed by value and thrown, T(x) takes the lambda form as T(x, y) does, and the
// destructors run in the original order. A temporary among the construction's own arguments
// whose destructor prints still keeps it as written (no-exact-form), as it does T(x, y).
// CALLS: 2 Tracked
// CALLS: 1 Pair
// CALLS: 3 keep
// CALLS: 1 fail
// CALLS: 2 Noisy
// CALLS: 2 Noisy::value
// CALLS: 16 std::printf
#include <cstdio>

struct Tracked {
  int v;
  Tracked(int x) : v(x) { std::printf("make %d\n", x); }
  Tracked(const Tracked &o) : v(o.v) { std::printf("copy %d\n", v); }
  ~Tracked() { std::printf("drop %d\n", v); }
};
struct Pair {
  int a, b;
  Pair(int x, int y) : a(x), b(y) { std::printf("pair %d %d\n", x, y); }
  Pair(const Pair &o) : a(o.a), b(o.b) {}
  ~Pair() { std::printf("unpair %d\n", a); }
};
struct Noisy {
  int v;
  Noisy(int x) : v(x) {}
  ~Noisy() { std::printf("noisy gone %d\n", v); }
  int value() const { return v; }
};

int keep(Tracked t) {
  std::printf("keep %d\n", t.v);
  return t.v;
}

void fail(int x) { throw Tracked(x); }

int main() {
  int n = keep(Tracked(1)) + keep(Tracked(Noisy(7).value()));
  Pair(n, 2);
  try {
    fail(3);
  } catch (const Tracked &t) {
    std::printf("caught %d\n", t.v);
  }
  int m = keep(Tracked(Noisy(9).value() + 1)) - 10;
  return n == 8 && m == 0 ? 0 : 1;
}
