// A discarded class result is destroyed at the end of its statement, as before.
// CALLS: 1 make
// CALLS: 3 std::printf
#include <cstdio>

struct Noisy {
  ~Noisy() { std::printf("destroyed\n"); }
};
Noisy make() {
  std::printf("made\n");
  return Noisy{};
}

int main() {
  make();
  std::printf("after\n");
  return 0;
}
