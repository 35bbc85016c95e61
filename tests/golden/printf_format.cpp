// printf format checking still sees the call: the -Wformat warning stays.
// CALLS: 1 std::printf
#include <cstdio>

int main() {
  long big = 7;
  std::printf("%d\n", big);
  return 0;
}
