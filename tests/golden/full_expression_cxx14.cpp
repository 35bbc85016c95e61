// C++14: the lambda form would end a temporary of the arguments before the elided copy of the
// result (`std::make_shared<int>(42)` binds 42 to int&&): the full-expression form instead, in a
// variable's whole initializer and in a return operand.
// FLAGS: -std=c++14
// CALLS: 2 label
// CALLS: 1 named
// CALLS: 1 std::__shared_ptr_access<int, __gnu_cxx::_S_atomic>::operator*
// CALLS: 2 std::basic_string<char>::c_str
// CALLS: 1 std::make_shared
// CALLS: 1 std::printf
// CALLS: 2 Counted
// CALLS: 2 std::basic_string<char>
#include <cstdio>
#include <memory>
#include <string>

struct Counted {
  int moves = 0;
  std::string name;
  explicit Counted(std::string n) : name(n) {}
  Counted(Counted &&o) : moves(o.moves + 1), name(o.name) {}
};

Counted label(const std::string &n) { return Counted(n); }
Counted named() { return label(std::string("returned")); }

int main() {
  std::shared_ptr<int> p = std::make_shared<int>(42);
  Counted a = label(std::string("initialized"));
  Counted b = named();
  std::printf("%d %s %d %s %d\n", *p, a.name.c_str(), a.moves, b.name.c_str(), b.moves);
  return 0;
}
