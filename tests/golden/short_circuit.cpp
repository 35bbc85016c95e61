// && and ?: keep short-circuit evaluation: unevaluated branches record nothing.
// CALLS: 1 no
// CALLS: 1 std::printf
// CALLS: 2 yes
#include <cstdio>

bool yes() { return true; }
bool no() { return false; }

int main() {
  bool a = no() && yes();
  bool b = yes() ? yes() : no();
  std::printf("%d %d\n", a, b);
  return 0;
}
