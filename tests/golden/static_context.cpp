// A rewrite-time context (--context): every form calls its hooks directly, and every call that
// entered ends once, also through exceptions and in threads (the context checks the pairing).
// OVERDUB: --context=golden::PairingContext --context-header=@CASE_DIR@/contexts/pairing_context.h
// FLAGS: -std=c++17 -pthread
#include <cstdio>
#include <stdexcept>
#include <string>
#include <thread>

struct Big {
  Big(int v) : v(v) {}
  Big(const Big &) = delete;
  int v;
};

constexpr int square(int x) { return x * x; }
constexpr int quad(int x) { return square(square(x)); }
static_assert(quad(2) == 16, "constant evaluation still works");

Big make(int v) { return Big(v); }
int &pick(int &x) { return x; }
void note(int) {}
[[nodiscard]] int important() { return 7; }
std::string name() { return "n"; }
int thrower(int x) {
  if (x > 2) throw std::runtime_error("too big");
  return x;
}
int nested(int x) { return thrower(x) + 1; }
[[noreturn]] void give_up() { throw std::logic_error("given up"); }
int positive(int x) {
  if (x > 0) return x;
  give_up();
}

int main(int argc, char **) {
  int a = quad(argc + 1);
  Big b = make(a);
  pick(a) = 5;
  note(a);
  static_cast<void>(important());
  std::size_t n = name().size();
  int caught = 0;
  for (int i = 0; i < 5; ++i) {
    try {
      nested(i);
      positive(2 - i);
    } catch (const std::exception &) {
      ++caught;
    }
  }
  std::thread t([] { note(square(2)); });
  t.join();
  std::printf("%d %d %zu %d\n", a, b.v, n, caught);
  return 0;
}
