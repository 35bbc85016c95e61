// CALLS: 8 twice
// CALLS: 14 equal
// CALLS: 3 rounded
// CALLS: 11 std::printf
// Calls in macro bodies whose text another macro stringizes. A variant of such a body would
// change the stringized text, unless the variant hands the stringizing macro copies of it: of
// the invocation's arguments (FN: the invocation calls FN's variant, whose CHECK_EQ takes
// copies; EXPECT_TWICE's through EXPECT_TRUE, whose variant hands them on to CHECK_EQ's), or
// of the body's own text (NZ, whose invocation calls no variant: its variant hands CHECK_EQ's
// the text `rounded(1)`; CHECK_OK(), VERIFY through EXPECT_TRUE, VERIFY_LINE whose copy's
// __LINE__ gives the invocation's line as the original's does; PAIR, whose text XSHOWV hands
// SHOWV's #__VA_ARGS__ as a copy of XSHOWV's argument, `PAIR`, which expands alike there). Left
// as written, each with its reason: bodies passed to a stringizing macro through another
// macro's arguments (B2 and B3 through APPLY); a macro name
// stringized as written (NZ2's INNER); the wrapper around an invocation that a macro's macro
// stringizes (APPLY(SHOW, ONE)). The other calls of these lines are wrapped. Every line prints
// what the original prints.
#include <cstdio>

int twice(int x) { return 2 * x; }
int rounded(double x) { return static_cast<int>(x + 0.5); }
bool equal(int a, int b) { return a == b; }

#define CHECK_EQ(a, b) do { if (!equal((a), (b))) std::printf("%s != %s\n", #a, #b); } while (0)
#define SHOW(x) std::printf("%s = %d\n", #x, (x))
#define SHOWV(...) std::printf("%s = %d\n", #__VA_ARGS__, (__VA_ARGS__))
#define XSHOW(x) SHOW(x)
#define XSHOWV(x) SHOWV(x)
#define APPLY(M, x) M(x)

#define NZ CHECK_EQ(rounded(1), 0)
#define FN(y) CHECK_EQ(rounded(1), y)
#define EXPECT_TRUE(c) CHECK_EQ(c, true)
#define EXPECT_TWICE(v, e) EXPECT_TRUE(equal(twice(v), (e)))
#define CHECK_OK() CHECK_EQ(rounded(0.6), 1)
#define VERIFY EXPECT_TRUE(equal(twice(3), 6)); EXPECT_TRUE(equal(twice(3), 7))
#define VERIFY_LINE EXPECT_TRUE(equal(twice(__LINE__), 0))
#define INNER rounded(2)
#define NZ2 CHECK_EQ(INNER, 0)
#define PAIR twice(1), twice(2)
#define ONE twice(5)
#define B2 APPLY(SHOWV, twice(3))
#define B3 APPLY(SHOW, twice(4))

int main() {
  NZ;
  FN(0);
  EXPECT_TWICE(2, 4);
  EXPECT_TWICE(2, 5);
  CHECK_OK();
  VERIFY;
  VERIFY_LINE;
  NZ2;
  XSHOWV(PAIR);
  B2;
  B3;
  APPLY(SHOW, ONE);
  XSHOW(ONE);
  return 0;
}
