// C++17: `__func__` in the arguments would name the lambda form's operator(): the
// full-expression form keeps the call in its caller, for a non-movable result too.
// CALLS: 2 pin
// CALLS: 1 relay
// CALLS: 1 std::printf
// CALLS: 2 Pinned
#include <cstdio>

struct Pinned {
  const char *who;
  explicit Pinned(const char *w) : who(w) {}
  Pinned(const Pinned &) = delete;
  Pinned(Pinned &&) = delete;
};

Pinned pin(const char *who) { return Pinned(who); }
Pinned relay() { return pin(__func__); }

int main() {
  Pinned a = pin(__func__);
  Pinned b = relay();
  std::printf("%s %s\n", a.who, b.who);
  return 0;
}
