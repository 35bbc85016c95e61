// Calls in base-class initializers, delegating constructor initializers and member
// initializers with class results: the constructor's initialization order stays the same.
// CALLS: 1 label
// CALLS: 1 std::basic_string<char>::c_str
// CALLS: 1 std::printf
// CALLS: 4 tick
// CALLS: 1 Base
// CALLS: 2 Node
// CALLS: 1 std::basic_string<char>
#include <cstdio>
#include <string>

int order = 0;
int tick(int x) { order = order * 10 + x; return x; }
std::string label(int x) { return std::string(static_cast<std::size_t>(x), '*'); }

struct Base {
  int b;
  explicit Base(int v) : b(v) {}
};
struct Node : Base {
  std::string name;
  int extra;
  Node(int v, int e) : Base(tick(v)), name(label(tick(e))), extra(tick(v + e)) {}
  explicit Node(int v) : Node(tick(v), 1) {}
};

int main() {
  Node n(2);
  std::printf("%d %s %d %d\n", n.b, n.name.c_str(), n.extra, order);
  return 0;
}
