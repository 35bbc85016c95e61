// Calls in both arms of ?: with class results (one temporary, elided), lvalue reference results
// (the conditional stays an lvalue that can be assigned), and mixed value categories; only the
// chosen arm runs.
// CALLS: 1 left
// CALLS: 1 no
// CALLS: 1 num
// CALLS: 0 right
// CALLS: 2 std::basic_string<char>::c_str
// CALLS: 1 std::printf
// CALLS: 1 yes
#include <cstdio>
#include <string>

int x = 1, y = 2;
int &left() { return x; }
int &right() { return y; }
std::string yes() { return "yes"; }
std::string no() { return "no"; }
int num() { return 9; }

int main(int argc, char **) {
  bool c = argc > 0;
  (c ? left() : right()) = 10;
  std::string s = c ? yes() : no();
  int v = !c ? left() : num();
  const std::string &t = c ? no() : yes();
  std::printf("%d %d %s %d %s\n", x, y, s.c_str(), v, t.c_str());
  return 0;
}
