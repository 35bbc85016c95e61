// Calls through std::function: the callee is std::function::operator(); the target runs inside
// it; an empty std::function throws bad_function_call through the wrapper. A class derived from
// std::function is called alike, without its target.
// UNWOUND: 1
// CALLS: 0 inc
// CALLS: 5 std::function<int (int)>::operator()
// CALLS: 1 std::printf
// CALLS: 1 std::function<int (int)>
#include <cstdio>
#include <functional>

int inc(int x) { return x + 1; }
struct Adding : std::function<int(int)> {
  using std::function<int(int)>::function;
};

int main() {
  std::function<int(int)> f = inc;
  std::function<int(int)> g = [](int x) { return x * 3; };
  std::function<int(int)> none;
  int a = f(1);
  int b = g(f(2));
  int c = 0;
  try {
    c = none(4);
  } catch (const std::bad_function_call &) {
    c = -1;
  }
  const Adding add = inc;
  std::printf("%d %d %d %d\n", a, b, c, add(5));
  return 0;
}
