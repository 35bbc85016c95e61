// An init-capture belongs to the lambda expression's full-expression: a full-expression form
// there would stop when the enclosing statement ends, not when the call returns. The class result
// that needs copy elision stays skipped there: the lambda form would end its argument's
// temporary early, and that temporary's destructor prints (after the lambda ran, as the
// original: also in C++17, where the capture's initializer is a variable's whole initializer).
// FLAGS: -std=c++14
// CALLS: 1 (f)
// CALLS: 1 run
// CALLS: 1 std::basic_string<char>::c_str
// CALLS: 1 std::printf
// CALLS: 1 std::puts
// CALLS: 1 Counted
// CALLS: 1 Name
// CALLS: 1 std::basic_string<char>
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
  ~Name() { std::puts("~Name"); }
};
Counted label(const Name &n) { return Counted(n.text); }
template <class F>
void run(F f) { f(); }

int main() {
  run([c = label(Name("captured"))] { std::printf("%s\n", c.name.c_str()); });
  return 0;
}
