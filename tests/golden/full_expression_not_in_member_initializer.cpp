// A default member initializer is no full-expression of its own: in an aggregate initialization
// g++ keeps its temporaries alive across the later members, so a full-expression form's stop
// would come late. The class result that needs copy elision stays skipped there: the lambda form would end its argument's
// temporary early, and that temporary's destructor is user-provided.
// FLAGS: -std=c++14
// CALLS: 1 later
// CALLS: 2 std::basic_string<char>::c_str
// CALLS: 1 std::printf
// CALLS: 2 Counted
// CALLS: 2 Name
// CALLS: 2 std::basic_string<char>
#include <cstdio>
#include <string>

struct Counted {
  std::string name;
  explicit Counted(std::string n) : name(n) {}
  Counted(Counted &&o) : name(o.name) {}
};
struct Name {  // its destructor is user-provided: its end is visible, it must not come early
  std::string text;
  explicit Name(const char *t) : text(t) {}
  ~Name() {}
};
Counted label(const Name &n) { return Counted(n.text); }
int later() { return 2; }

struct Aggregate {
  Counted c = label(Name("member"));
  int n;
};

int main() {
  Aggregate a{label(Name("x")), later()};
  Aggregate b{};
  std::printf("%s %d %s\n", a.c.name.c_str(), a.n, b.c.name.c_str());
  return 0;
}
