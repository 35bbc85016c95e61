// A stringized __VA_ARGS__ (Catch's and doctest's CHECK and REQUIRE, a project's logging macro):
// the variant takes a copy of the variadic arguments' text in parentheses, which protect its
// commas, then an empty argument, and stringizes the copy without the parentheses and without
// expanding it, `overdub_str_va COPY ## EMPTY`, wherever the original stringizes __VA_ARGS__ (at
// depth the copy is expanded as the original's arguments are: LIMIT below prints as 10). A named
// parameter handed to a variadic one passes its copy in parentheses. A variadic argument passed
// on with other text (`1, __VA_ARGS__`) stays as written. Catch's CHECK also hands its arguments
// to a discarded `__builtin_constant_p` (to raise the compilers' warnings) and to a condition
// never evaluated: the wrapper the evaluated expansions agree on does nothing in the first (but
// where the builtin's value is used, CONSTANT_OR, the expansions disagree: as written).
// CALLS: 6 twice
// CALLS: 2 add
// CALLS: 1 pick
// CALLS: 10 std::printf
#include <cstdio>

int twice(int x) { return 2 * x; }
int add(int a, int b) { return a + b; }
template <int A, int B> int pick() { return A + B; }

#define SHOW_ALL(...) std::printf("%s -> %d\n", #__VA_ARGS__, (__VA_ARGS__))
#define STRINGIFY(...) #__VA_ARGS__
#define INTERNAL_TEST(macroName, ...) \
  std::printf("%s(%s) is %s\n", macroName, STRINGIFY(__VA_ARGS__), (__VA_ARGS__) ? "true" : "false")
#define CHECK(...) INTERNAL_TEST("CHECK", __VA_ARGS__)
#define CHECK_TRUE(x) CHECK(x)
#define LOG(fmt, ...) std::printf("[%s] " fmt "\n", #__VA_ARGS__, __VA_ARGS__)
#define LOG_PLAIN(fmt, ...) std::printf("[%s] " fmt "\n", #__VA_ARGS__)
#define CHECK_ONE_AND(...) INTERNAL_TEST("ONE", 1, __VA_ARGS__)
#define LIMIT 10
#define CHECK_WARN(...)                                    \
  do {                                                     \
    (void)__builtin_constant_p(__VA_ARGS__);               \
    INTERNAL_TEST("CHECK_WARN", __VA_ARGS__);              \
  } while ((void)0, (false) && static_cast<bool>(!!(__VA_ARGS__)))
#define CONSTANT_OR(...) (__builtin_constant_p(__VA_ARGS__) ? 0 : (__VA_ARGS__))

int main() {
  SHOW_ALL(twice(1));
  CHECK(add(1, /* two */ 2)  ==  3);
  CHECK(pick<1, 2>() + twice(2) == LIMIT - 3);
  CHECK_TRUE(twice(3) == 6);
  LOG("%d %d", twice(4), add(2,
                             3));
  LOG_PLAIN("nothing");
  CHECK_ONE_AND(twice(5) > 0);
  SHOW_ALL(twice(6), 7);
  CHECK_WARN(twice(7) == 14);
  std::printf("%d\n", CONSTANT_OR(twice(8)));
  return 0;
}
