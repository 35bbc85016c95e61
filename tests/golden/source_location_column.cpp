// std::source_location reads the column of a call: no text may be inserted before it on its line.
// FLAGS: -std=c++20
// CALLS: 1 f
// CALLS: 2 std::printf
// CALLS: 2 std::source_location::line
// CALLS: 2 std::source_location::column
#include <cstdio>
#include <source_location>
int f(int x) { return x + 1; }
void log(int v, std::source_location l = std::source_location::current()) {
  std::printf("%d at %u:%u\n", v, l.line(), l.column());
}
int main() {
  log(f(1));
  int a = f(2); log(a);
  std::printf("%u\n", std::source_location::current().column());
  return 0;
}
