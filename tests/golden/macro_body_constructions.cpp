// CALLS: 4 Helper
// CALLS: 4 Message
// CALLS: 4 Helper::operator=
// CALLS: 2 file_of
// CALLS: 2 Box
// CALLS: 3 twice
// CALLS: 5 std::printf
// CALLS: 1 std::unique_ptr<Box>
// Constructions in the bodies of the project's macros (GoogleTest's AssertHelper(...) =
// Message()): temporaries and new-expressions are wrapped in the invocation's variants like
// calls; a declaration's initializer takes the full-expression form around its first argument
// when the body spells it, and stays as written when the invocation's argument does (expanded
// several times, one text would be several sites). Where the first argument is a call of its own
// (Catch's `AssertionHandler h(macroName##_catch_sr, CATCH_INTERNAL_LINEINFO, "text", ...)`),
// the wrapper goes around the first argument that is none (the variant has one place for a
// wrapper at one text): all arguments are evaluated before the constructor runs. Where every
// argument is a call (DECLARE_CALLS, Catch's TEST_CASE registrar), the wrapper goes around the
// first one's, which it encloses.
#include <cstdio>
#include <memory>

struct Message {
  Message() {}
};
struct Helper {
  Helper(const char *file, int line) : file(file), line(line) {}
  Helper &operator=(const Message &) {
    std::printf("%s:%d\n", file, line);
    return *this;
  }
  const char *file;
  int line;
};
struct Box {
  explicit Box(int v) : v(v) {}
  int v;
};
int twice(int x) { return 2 * x; }
const char *file_of(int) { return "helper"; }

#define REPORT_AT(file, line) Helper(file, line) = Message()
#define REPORT() REPORT_AT("here", __LINE__)
#define MAKE_BOX(x) std::unique_ptr<Box>(new Box(twice(x)))
#define DECLARE_BOX(name, x) Box name(x)
#define DECLARE_TWICE(name, x) Box name(twice(x) + 0)
#define DECLARE_HELPER(name) Helper name(file_of(1), 9)
#define DECLARE_CALLS(name) Helper name(file_of(2), twice(5))

int main() {
  REPORT();
  REPORT_AT("there", 7);
  std::unique_ptr<Box> b = MAKE_BOX(3);
  DECLARE_BOX(c, 4);
  DECLARE_TWICE(d, 5);
  DECLARE_HELPER(h);
  DECLARE_CALLS(h2);
  h2 = Message();
  h = Message();
  std::printf("%d %d %d\n", b->v, c.v, d.v);
  return 0;
}
