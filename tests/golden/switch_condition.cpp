// Calls as a switch condition, in a C++17 switch init-statement, and in the cases: the condition
// is evaluated once, its value keeps its type (an enum stays an enum for -Wswitch).
// CALLS: 1 code
// CALLS: 3 pick
// CALLS: 4 say
// CALLS: 4 std::printf
#include <cstdio>

enum class Color { red, green, blue };
Color pick(int i) { return static_cast<Color>(i % 3); }
int code(int i) { return i * 2; }
int say(int x) { return std::printf("%d\n", x); }

int main() {
  for (int i = 0; i < 3; ++i) {
    switch (pick(i)) {
    case Color::red: say(1); break;
    case Color::green: say(2); break;
    case Color::blue: say(3); break;
    }
  }
  switch (int c = code(2); c) {
  case 4: say(c); break;
  default: say(0);
  }
  return 0;
}
