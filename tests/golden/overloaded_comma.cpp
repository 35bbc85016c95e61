// A user type that overloads operator, and operator&: the wrappers are not affected.
// CALLS: 1 Seq::operator,
// CALLS: 2 item
// CALLS: 1 std::printf
#include <cstdio>

struct Seq {
  int n = 0;
  Seq operator,(int) const { return Seq{n + 1}; }
  Seq *operator&() { return nullptr; }
};
int item(int x) { return x; }

int main() {
  Seq s;
  Seq t = (s, item(1));
  std::printf("%d %d\n", t.n, item(2));
  return 0;
}
