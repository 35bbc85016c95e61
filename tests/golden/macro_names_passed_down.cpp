// Macro names passed to other macros as arguments (X-macros: `COLORS(REGISTER)` expands
// REGISTER once per color). The name written in the file's arguments becomes the name of its
// variant, and a call of its body is one site for all the expansions (one wrapper: `reg` here,
// `Registry::add` at namespace scope). The name stringized as well (`#m`) is handed the
// original's text. Left as written: a name that some expansion does not invoke (`(m)(2)` calls
// the function of that name: the variant's name would be undeclared there), and a name passed
// on to two macros where one of them needs another wrapper (a constant in static_assert:
// macro-contexts, the same in every expansion or none), and a call that some expansion does not
// make at the body's text: `obj.m(2)` (the call begins before it), `X(int, y)` (a declaration).
// CALLS: 0 Obj::reg
// CALLS: 0 pick
// CALLS: 4 reg
// CALLS: 3 Registry::add
// CALLS: 1 scaled
// CALLS: 0 twice
// CALLS: 12 std::printf
#include <cstdio>

struct Registry {
  int count = 0;
  int add(const char *name) {
    std::printf("add %s\n", name);
    return ++count;
  }
};
Registry registry;
int reg(const char *name, int v) {
  std::printf("%s=%d\n", name, v);
  return v;
}
int(scaled)(int v) { return v * 10; }
#define scaled(v) reg("scaled", v)
constexpr int twice(int v) { return v * 2; }

#define COLORS(X) X(red, 1) X(green, 2) X(blue, 3)
#define DECLARE(n, v) int n##_id = registry.add(#n);
#define REGISTER(n, v) reg(#n, v);
#define APPLY_NAMED(m, x) m(x, x); std::printf("via %s\n", #m)
#define BOTH_WAYS(m) m(1) + (m)(2)
#define TWICE(v) twice(v)
#define USE_AND_CHECK(m) std::printf("%d\n", m(3)); static_assert(m(2) == 4, "constant");
struct Obj {
  int reg(const char *, int v) { return v; }
} obj;
#define CALL_BOTH(m) m(plain, 5); obj.m(member, 6);
int pick(int v) { return v; }
#define EACH_STATEMENT(X) X(pick, 7) X(int, declared)
#define STATEMENT(n, v) n(v);

COLORS(DECLARE)

int main() {
  COLORS(REGISTER)
  APPLY_NAMED(REGISTER, 4);
  int both = BOTH_WAYS(scaled);
  USE_AND_CHECK(TWICE)
  CALL_BOTH(REGISTER)
  EACH_STATEMENT(STATEMENT)
  declared = 8;
  std::printf("%d %d %d %d\n", red_id, blue_id, both, declared);
  return 0;
}
