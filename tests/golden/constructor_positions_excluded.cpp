// Constructions that are not instrumented, each with its reason: in a default argument, in
// constant and unevaluated contexts, in a default member initializer and an init-capture (the
// full-expression goes on after the initializer), in a constexpr function before C++20 (the
// wrapper has a destructor), in a macro argument's initializer. A temporary inside a larger
// expression or in a default member initializer takes the lambda form where its argument's
// temporaries die unseen (a string's: Label(std::string("temp")), Label("box")). A conversion
// (`Label l = "x"`), a copy, and a class without a constructor of its own are no sites at all.
// CALLS: 2 Label
// CALLS: 2 Count
// CALLS: 1 consume
// CALLS: 1 main::<lambda:45:18>
// CALLS: 4 std::basic_string<char>
// CALLS: 2 std::basic_string<char>::c_str
// CALLS: 2 std::basic_string<char>::size
// CALLS: 1 std::printf
// CALLS: 1 twice
// CALLS: 1 with_default
#include <cstdio>
#include <string>

struct Label {
  std::string text;
  explicit Label(const std::string &s) : text(s) {}
  Label(const char *s) : text(s) {}
};
struct Count {
  int n;
  constexpr explicit Count(int x) : n(x) {}
};
struct Box {
  Count c{1};
  Label l = Label("box");
};

int consume(Label l) { return static_cast<int>(l.text.size()); }
int with_default(Label l = Label("default")) { return static_cast<int>(l.text.size()); }
constexpr int twice(int x) { return Count(x).n * 2; }
#define DECLARE(type, name, arg) type name(arg)

int main() {
  constexpr Count k(3);
  static_assert(Count(4).n == 4, "constant");
  int size = sizeof(Label("unevaluated"));
  Box box;
  auto capture = [c = Count(5)] { return c.n; };
  int used = consume(Label(std::string("temp")));
  Label converted = "converted";
  Label copy(converted);
  DECLARE(Count, m, 6);
  int total = twice(2) + k.n + size + capture() + used + m.n + box.c.n;
  std::printf("%d %s %s %d\n", total, copy.text.c_str(), box.l.text.c_str(), with_default());
  return 0;
}
