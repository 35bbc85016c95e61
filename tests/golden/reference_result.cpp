// Calls returning lvalue and rvalue references keep their value category.
// CALLS: 3 slot
// CALLS: 1 std::printf
// CALLS: 1 take
#include <cstdio>
#include <utility>

int cells[3];
int &slot(int i) { return cells[i]; }
int &&take(int &x) { return static_cast<int &&>(x); }

int main() {
  slot(0) = 5;
  int *p = &slot(1);
  *p = 7;
  int moved = take(slot(2));
  std::printf("%d %d %d\n", cells[0], cells[1], moved);
  return 0;
}
