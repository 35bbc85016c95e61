// typeid of a polymorphic glvalue evaluates its operand (the call runs and is recorded); typeid
// of a non-polymorphic expression does not (the call is unevaluated and skipped).
// CALLS: 0 make_int
// CALLS: 1 make_poly
// CALLS: 1 std::printf
// CALLS: 2 std::type_info::operator==
#include <cstdio>
#include <typeinfo>

struct Poly { virtual ~Poly() = default; };
struct Leaf : Poly {};
Leaf leaf;
Poly &make_poly() { return leaf; }
int make_int() { return 3; }

int main() {
  bool a = typeid(make_poly()) == typeid(Leaf);
  bool b = typeid(make_int()) == typeid(int);
  std::printf("%d %d\n", a, b);
  return 0;
}
