// CALLS: 2 make
// CALLS: 1 use
// CALLS: 1 Pinned
// CALLS: 1 std::printf
// CALLS: 1 std::runtime_error
// UNWOUND: 1
// The lambda form's guard records an unwinding stop when the call ends by an exception (it
// counts uncaught exceptions, as the full-expression form does), a normal stop otherwise.
#include <cstdio>
#include <stdexcept>

struct Pinned {
  explicit Pinned(int v) : v(v) {}
  Pinned(const Pinned &) = delete;
  int v;
};

Pinned make(int v) {
  if (v < 0) throw std::runtime_error("negative");
  return Pinned(v);
}

int use(const Pinned &p) { return p.v; }

int main() {
  Pinned one = make(1);
  int total = use(one);
  try {
    Pinned bad = make(-1);
    total += bad.v;
  } catch (const std::exception &) {
    total += 10;
  }
  std::printf("%d\n", total);
  return 0;
}
