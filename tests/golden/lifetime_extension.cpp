// References bound to call results extend the result's lifetime as before.
// CALLS: 1 make
// CALLS: 1 number
// CALLS: 2 std::printf
#include <cstdio>

struct Noisy {
  int v;
  ~Noisy() { std::printf("~Noisy %d\n", v); }
};
int number() { return 5; }
Noisy make() { return Noisy{6}; }

int main() {
  const int &n = number();
  const Noisy &m = make();
  std::printf("%d %d\n", n, m.v);
  return 0;
}
