// Calls written in macro arguments are rewritten at their spelling: once when the argument is
// expanded twice, around the whole expansion when the call is all of it; in arguments a macro
// stringizes (assert, printf of #e) through a variant of the macro that stringizes a copy of the
// text; arguments expanded both evaluated and in sizeof are skipped.
// CALLS: 5 f
// CALLS: 3 g
// CALLS: 2 std::printf
#include <cassert>
#include <cstdio>
int f(int x) { return x + 1; }
int g(int x) { return x * 2; }
#define TWICE(e) ((e) + (e))
#define ID(e) e
#define SHOW(e) std::printf("%s = %d\n", #e, (e))
#define CALL_G g(3)
#define CAT(a, b) a##b
#define SIZE_AND_VALUE(e) (sizeof(e) + (e))
int main() {
  int a = ID(f(1));
  int b = TWICE(f(2));
  SHOW(g(4));
  assert(f(0) == 1);
  int c = CALL_G;
  int d = ID(g(ID(f(5))));
  int e = static_cast<int>(SIZE_AND_VALUE(f(6)));
  std::printf("%d %d %d %d %d\n", a, b, c, d, e);
  return 0;
}
