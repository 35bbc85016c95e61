// EXIT: 2
// CALLS: 5 twice
// CALLS: 4 equal
// CALLS: 2 fail
// CALLS: 1 rounded
// CALLS: 2 prefix
// CALLS: 2 std::printf
// CALLS: 6 std::operator<<
// CALLS: 1 std::basic_ostream<char>::operator<<
// Assertion and logging macros of the project: the calls in their bodies are wrapped in the
// variants that each invocation calls, together with the copies of the stringized arguments
// (the failure messages, __FILE__ and __LINE__ of a multi-line invocation stay each compiler's
// own); a stream macro followed by more `<<`: its own calls in its variant, the calls that
// begin with it around the invocation.
#include <cstdio>
#include <iostream>
#include <string>

int failures = 0;
int twice(int x) { return 2 * x; }
int rounded(double x) { return static_cast<int>(x + 0.5); }
bool equal(int a, int b) { return a == b; }
void fail(const char *a, const char *b, const char *file, int line) {
  std::printf("%s:%d: %s != %s\n", file, line, a, b);
  ++failures;
}
std::string prefix() { return "info"; }

#define CHECK_EQ(a, b) do { if (!equal((a), (b))) fail(#a, #b, __FILE__, __LINE__); } while (0)
#define EXPECT_NEAR_ZERO(x) CHECK_EQ(rounded(x), 0)
#define LOG_INFO std::cout << prefix() << ": "

int main() {
  CHECK_EQ(twice(2), 4);
  CHECK_EQ(twice(  2 ),  /* the second */
           5);
  EXPECT_NEAR_ZERO(0.2);
  CHECK_EQ(twice(1) + twice(1), 5);
  LOG_INFO << twice(21) << "\n";
  LOG_INFO << "done\n";
  return failures;
}
