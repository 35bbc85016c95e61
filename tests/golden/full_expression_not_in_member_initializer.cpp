// A default member initializer is no full-expression of its own: in an aggregate initialization
// g++ keeps its temporaries alive across the later members, so a full-expression form's stop
// would come late. The class result that needs copy elision stays skipped there.
// FLAGS: -std=c++14
// CALLS: 1 later
// CALLS: 2 std::basic_string<char>::c_str
// CALLS: 1 std::printf
// CALLS: 2 Counted
// CALLS: 2 std::basic_string<char>
#include <cstdio>
#include <string>

struct Counted {
  std::string name;
  explicit Counted(std::string n) : name(n) {}
  Counted(Counted &&o) : name(o.name) {}
};
Counted label(const std::string &n) { return Counted(n); }
int later() { return 2; }

struct Aggregate {
  Counted c = label(std::string("member"));
  int n;
};

int main() {
  Aggregate a{label(std::string("x")), later()};
  Aggregate b{};
  std::printf("%s %d %s\n", a.c.name.c_str(), a.n, b.c.name.c_str());
  return 0;
}
