// A default member initializer that reads its column (std::source_location) gives, where a
// constructor runs it, the constructor's column: clang's is the constructor's name, g++'s the
// end of its last written initializer or its body. Wrappers that text would move stay out of
// that line (column-sensitive): Part's constructions before `S()` here, which the
// full-expression form would take elsewhere (member_initializers_in_constructors).
// FLAGS: -std=c++20
// CALLS: 1 Part
// CALLS: 1 S
// CALLS: 1 T
// CALLS: 2 std::source_location::line
// CALLS: 2 std::source_location::column
// CALLS: 2 std::printf
#include <cstdio>
#include <source_location>

struct Part {
  int v;
  explicit Part(int x) : v(x) {}
};
struct S {
  Part p{3}; S() {}
  std::source_location where = std::source_location::current();
};
struct T {
  Part p{4};
  int n;
  T() : n(1) {}
  std::source_location where = std::source_location::current();
};

int main() {
  S s;
  T t;
  std::printf("%u:%u\n", s.where.line(), s.where.column());
  std::printf("%u:%u\n", t.where.line(), t.where.column());
  return s.p.v + t.p.v + t.n == 8 ? 0 : 1;
}
