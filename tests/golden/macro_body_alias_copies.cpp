// CALLS: 3 report
// CALLS: 3 std::printf
// CALLS: 4 twice
// CALLS: 2 Env::pass
// Calls in the body of a macro reached through an alias (`#define EXPECT lest_EXPECT`, as lest
// and the *-lite libraries define their assertions) whose argument the macro stringizes: the
// invocation passes copies of the argument to the alias's variant, which names the variant of
// the macro it stands for; that one takes the copies, stringizes them and has the wrappers of
// its body's calls (`report`, `env.pass()`). Failed checks print the text as written.
#include <cstdio>

int twice(int x) { return 2 * x; }
void report(const char *expr, int line) { std::printf("line %d: %s\n", line, expr); }
struct Env {
  int passed = 0;
  bool pass() { return ++passed > 1; }
} env;

#define lest_EXPECT(expr) \
  do { \
    if (!(expr)) report(#expr, __LINE__); \
    else if (env.pass()) report("passed: " #expr, __LINE__); \
  } while (false)
#define EXPECT lest_EXPECT
#define CHECK EXPECT

int main() {
  EXPECT(twice(2) == 4);
  EXPECT(twice(2) == 5);
  CHECK(twice(3) == 6);
  lest_EXPECT(twice(1) == 3);
  return env.passed == 2 ? 0 : 1;
}
