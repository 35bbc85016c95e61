// Calls written in a macro's argument, themselves in another macro's argument (a check around a
// call whose object, callee or arguments are in its own macro's arguments): they record their
// targets and values as they do at the top level, whether the part is placed at the file text
// (the macro writes its parameter once, bare) or in the invocation's variant (parenthesized).
// FLAGS: -std=c++17
// CALLS: 4 Shape::area
// CALLS: 2 (fp)
// CALLS: 2 (ID(fp))
// CALLS: 4 add
// CALLS: 1 std::printf
// OVERDUB: --capture=^add$
#include <cassert>
#include <cstdio>

struct Shape {
  virtual ~Shape() {}
  virtual int area() const = 0;
};
struct Square : Shape {
  int area() const override { return 4; }
};
int twice(int x) { return 2 * x; }
int add(int a, int b) { return a + b; }

#define AREA_OF(o) (o)->area()
#define CALL_AREA(o) o->area()
#define ID(x) x
#define PAIR(a, b) a, b
#define EXPECT(x) \
  do { \
    if (!(x)) std::printf("failed: line %d\n", __LINE__); \
  } while (0)

int main() {
  Square sq;
  const Shape *q = &sq;
  int (*fp)(int) = twice;
  int t = 1;
  EXPECT(AREA_OF(q) == 4);
  EXPECT(CALL_AREA(q) == 4);
  EXPECT(ID(fp(2)) == 4);
  EXPECT(ID(ID(fp)(2)) == 4);
  EXPECT(add(PAIR(t, 3)) == 4);
  assert(AREA_OF(q) == 4);
  assert(CALL_AREA(q) == 4);
  assert(ID(fp(2)) == 4);
  assert(ID(ID(fp)(2)) == 4);
  assert(add(PAIR(t, 3)) == 4);
  EXPECT(add(PAIR(1, ID(3))) == 4);
  assert(add(PAIR(ID(1), 3)) == 4);
  std::printf("%d\n", t);
  return 0;
}
