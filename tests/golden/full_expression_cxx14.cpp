// C++14: the lambda form would end a temporary of the arguments before the elided copy of the
// result (`std::make_shared<int>(42)` binds 42 to int&&): the full-expression form instead, in a
// variable's whole initializer and in a return operand. A const result copies in the lambda's
// return only where a constructor takes a const class: a move-only one keeps the call in place.
// FLAGS: -std=c++14
// CALLS: 1 copyable
// CALLS: 1 fixed
// CALLS: 2 label
// CALLS: 1 named
// CALLS: 1 std::__shared_ptr_access<int, __gnu_cxx::_S_atomic>::operator*
// CALLS: 3 std::basic_string<char>::c_str
// CALLS: 1 std::make_shared
// CALLS: 2 std::printf
// CALLS: 3 Counted
// CALLS: 3 std::basic_string<char>
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
const Counted fixed() { return Counted(std::string("fixed")); }

struct Copyable {
  int v;
};
const Copyable copyable() { return {3}; }

int main() {
  std::shared_ptr<int> p = std::make_shared<int>(42);
  Counted a = label(std::string("initialized"));
  Counted b = named();
  std::printf("%d %s %d %s %d\n", *p, a.name.c_str(), a.moves, b.name.c_str(), b.moves);
  const Counted &c = fixed();
  Copyable d = copyable();
  std::printf("%s %d %d\n", c.name.c_str(), c.moves, d.v);
  return 0;
}
