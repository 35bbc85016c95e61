// Columns the program reads where no source_location is written at the call: a default member
// initializer (an aggregate's), a default argument of a template's call (its instantiations'), a
// read in a macro's argument (Clang gives the invocation's end), in a stringizing macro, and a
// default argument of a call over two lines (g++ gives the column of its `(`). No wrapper lands
// before such a read on its line: both compilers print the original's columns.
// FLAGS: -std=c++20
// OVERDUB: --capture=add3
// CALLS: 1 tcol
// CALLS: 4 print
// CALLS: 5 std::printf
// CALLS: 4 std::source_location::column
#include <cstdio>
#include <source_location>
unsigned add3(unsigned a, unsigned b, unsigned c) { return a + b + c; }
unsigned scol(std::source_location l = std::source_location::current()) { return l.column(); }
struct Here {
  unsigned c = std::source_location::current().column();
};
struct S {
  unsigned where(std::source_location l = std::source_location::current()) const {
    return l.column();
  }
};
struct T {
  virtual ~T() {}
  virtual unsigned where(unsigned x,
                         std::source_location l = std::source_location::current()) const {
    return x * 1000 + l.column();
  }
};
const T *id(const T *q) { return q; }
#define ID(x) (x)
#define SHOW(v, e) show2((v), (e), #e)
void show2(unsigned v, unsigned e, const char *s) { std::printf("show %u %u %s\n", v, e, s); }
template <class U> unsigned tcol(const U &u) { return add3(1, 2, u.where()); }
void print(const char *tag, unsigned v) { std::printf("%s %u\n", tag, v); }
int main() {
  S s;
  T t;
  const T *p = &t;
  print("template", tcol(s));
  unsigned e1 = add3(1, 2, 3) + Here{}.c; print("member", e1);
  unsigned m1 = ID(scol() + add3(1, 2, 3)); print("macro", m1);
  unsigned a7 = (0,
     id(p))->where(1); print("lines", a7);
  SHOW(scol(), add3(1, 2, 3));
  return 0;
}
