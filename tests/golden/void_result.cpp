// A call to a function returning void, as a statement and in a conditional expression.
// CALLS: 3 note
// CALLS: 1 std::printf
#include <cstdio>

static int count = 0;
void note(int x) { count += x; }

int main(int argc, char **) {
  note(1);
  note(2);
  argc > 5 ? note(10) : note(3);
  std::printf("%d\n", count);
  return 0;
}
