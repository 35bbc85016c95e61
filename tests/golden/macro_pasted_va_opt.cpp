// FLAGS: -std=c++20
// CALLS: 2 twice
// CALLS: 1 p_twice
// CALLS: 1 operator+
// CALLS: 1 res
// CALLS: 1 std::printf
// A `##` next to `__VA_OPT__(...)` pastes the group's first or last token, which is the first or
// last of `__VA_ARGS__` here: the calls at those edges stay as written, the others are wrapped.
#include <cstdio>

struct V {
  int v;
};
V operator+(V a, V b) { return {a.v + b.v}; }
int res(V x) { return x.v; }
int twice(int x) { return 2 * x; }
int p_twice(int x) { return x + 100; }
V a{1}, b{2}, b_s{30};

#define PREFIX_ARGS(x, ...) (__VA_ARGS__ + x ## __VA_OPT__(__VA_ARGS__))
#define ARGS_SUFFIX(x, ...) res(__VA_ARGS__ + __VA_OPT__(__VA_ARGS__) ## x)

int main() {
  int p = PREFIX_ARGS(p_, twice(twice(2)));
  int r = ARGS_SUFFIX(_s, a + b);
  std::printf("%d %d\n", p, r);
}
