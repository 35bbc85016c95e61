// Null pointer constants with overloads: 0 picks the int overload, nullptr the nullptr_t one,
// NULL a pointer parameter; the argument must stay a null pointer constant (no round trip through
// a deduced type) so overload resolution is unchanged.
// CALLS: 1 deref_or
// CALLS: 1 empty
// CALLS: 3 kind
// CALLS: 2 std::printf
#include <cstddef>
#include <cstdio>

const char *kind(int) { return "int"; }
const char *kind(const char *) { return "pointer"; }
const char *kind(std::nullptr_t) { return "nullptr"; }
bool empty(const char *p) { return p == nullptr; }
int deref_or(int *p, int d) { return p ? *p : d; }

int main() {
  std::printf("%s %s %s\n", kind(0), kind(nullptr), kind("x"));
  std::printf("%d %d\n", empty(NULL), deref_or(0, 9));
  return 0;
}
