// Calls inside C++17 fold expressions: a comma fold (g(args), ...) for its effects and a binary
// fold (init + ... + g(args)); the left-to-right order of a comma fold must be kept.
// CALLS: 1 all
// CALLS: 3 note
// CALLS: 3 sq
// CALLS: 1 squares
// CALLS: 1 std::printf
#include <cstdio>

int seen = 0;
void note(int x) { seen = seen * 10 + x; }
int sq(int x) { return x * x; }
template <class... A> void all(A... args) { (note(args), ...); }
template <class... A> int squares(A... args) { return (0 + ... + sq(args)); }

int main() {
  all(1, 2, 3);
  int s = squares(1, 2, 3);
  std::printf("%d %d\n", seen, s);
  return 0;
}
