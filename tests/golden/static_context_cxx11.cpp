// A rewrite-time context in C++11: the aliased wrappers need no class template argument
// deduction, and constexpr functions (left alone in C++11) keep working.
// OVERDUB: --context=golden::PairingContext --context-header=@CASE_DIR@/contexts/pairing_context.h
// FLAGS: -std=c++11
#include <cstdio>
#include <stdexcept>
#include <string>

constexpr int twice(int x) { return x + x; }
constexpr int quad(int x) { return twice(twice(x)); }
static_assert(quad(1) == 4, "constant evaluation still works");

int &pick(int &x) { return x; }
void note(int) {}
std::string name() { return "n"; }
int thrower(int x) {
  if (x > 1) throw std::runtime_error("too big");
  return x;
}

int main(int argc, char **) {
  int a = quad(argc);
  pick(a) = a + 1;
  note(a);
  std::size_t n = name().size();
  int caught = 0;
  for (int i = 0; i < 4; ++i) {
    try {
      note(thrower(i));
    } catch (const std::exception &) {
      ++caught;
    }
  }
  std::printf("%d %zu %d\n", a, n, caught);
  return 0;
}
