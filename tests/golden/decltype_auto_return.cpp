// decltype(auto) functions: return (g()) and return g() of a reference keep the reference (an
// lvalue that can be assigned through), return g() of a prvalue keeps a value; wrapping must not
// change the declared type deduced from the returned expression.
// CALLS: 2 cell
// CALLS: 1 copy
// CALLS: 1 paren
// CALLS: 1 plain
// CALLS: 1 std::printf
// CALLS: 1 value
#include <cstdio>
#include <type_traits>

int store = 1;
int &cell() { return store; }
int value() { return 5; }
decltype(auto) paren() { return (cell()); }
decltype(auto) plain() { return cell(); }
decltype(auto) copy() { return value(); }
static_assert(std::is_same<decltype(paren()), int &>::value, "reference kept");
static_assert(std::is_same<decltype(copy()), int>::value, "value kept");

int main() {
  paren() = 7;
  plain() += 1;
  std::printf("%d %d\n", store, copy());
  return 0;
}
