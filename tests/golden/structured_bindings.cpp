// Structured bindings initialized by calls, and calls on the bound names.
// CALLS: 1 entry
// CALLS: 1 origin
// CALLS: 1 std::basic_string<char>::c_str
// CALLS: 1 std::basic_string<char>::size
// CALLS: 1 std::map<int, int>
// CALLS: 2 std::printf
#include <cstdio>
#include <map>
#include <string>
#include <utility>

std::pair<int, std::string> entry() { return {7, "seven"}; }
struct Point { int x, y; };
Point origin() { return {0, 1}; }

int main() {
  auto [n, name] = entry();
  auto [x, y] = origin();
  std::map<int, int> m{{1, 2}};
  for (const auto &[k, v] : m) std::printf("%d %d\n", k, v);
  std::printf("%d %s %zu %d %d\n", n, name.c_str(), name.size(), x, y);
  return 0;
}
