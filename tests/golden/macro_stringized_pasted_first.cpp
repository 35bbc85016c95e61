// CALLS: 2 Doc::load
// CALLS: 3 std::printf
// CALLS: 2 std::strlen
// CALLS: 5 twice
// CALLS: 1 fixture_empty
// CALLS: 1 fixture_node
// A macro that pastes its first argument on the left (`fn_##name`) and stringizes the others,
// itself or through the macros its body invokes (pugixml's TEST_XML_FLAGS: a fixture whose
// constructor checks `doc.load(TEXT(xml), flags)` with a CHECK that stringizes through a
// STRINGIZE helper). The invocation calls a variant that takes copies of the stringized
// arguments after its `(`: the copies, each followed by `, `, are pasted to nothing, so the
// first argument's pasted edge there does not keep the invocation as written. Failed checks
// print the text as written.
#include <cstdio>
#include <cstring>

int twice(int x) { return 2 * x; }
struct Doc {
  bool load(const char *text, int flags) { return std::strlen(text) > unsigned(flags); }
};

#define TEXT(t) t
#define STRINGIZE(value) #value
#define CHECK_TEXT(condition, text) \
  if (condition) ; else std::printf("%s\n", text)
#define CHECK(condition) CHECK_TEXT(condition, STRINGIZE(condition) " is false")
#define FIXTURE(name, xml, flags) \
  struct fixture_##name { \
    Doc doc; \
    fixture_##name() { CHECK(doc.load(TEXT(xml), flags)); } \
  };
#define NAMED(name, x) int value_##name = (std::printf("%s = %d\n", #x, (x)), (x));
#define SUFFIXED(name, x) int name##_value = (std::printf("%s = %d\n", #x, (x)), (x));

FIXTURE(node, "<node/>", 1)
FIXTURE(empty, "", twice(1))
NAMED(first, twice(2) + 1)
SUFFIXED(second, twice(3))

int main() {
  fixture_node node;
  fixture_empty empty;
  (void)node;
  (void)empty;
  return value_first + second_value == 11 ? 0 : 1;
}
