// g++ 12 does not warn about a [[nodiscard]] result discarded through `(void(X), f())`: a
// discarded call of a [[nodiscard]] callee never takes the full-expression form. Here a dependent
// call whose instantiations disagree (an int, an int&) and that has __func__ in its
// arguments (which the lambda form would change) stays skipped, and the warnings stay.
// CALLS: 0 checked
// CALLS: 2 use
// CALLS: 1 std::printf
#include <cstdio>

template <class T>
[[nodiscard]] T checked(T value, const char *) { return value; }

template <class T>
void use(T value) {
  checked<T>(value, __func__);
}

int main() {
  use(3);
  int x = 4;
  use<int &>(x);
  std::printf("done\n");
  return 0;
}
