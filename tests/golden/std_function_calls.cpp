// Calls through std::function: the callee is std::function::operator(); the target runs inside
// it; an empty std::function throws bad_function_call through the wrapper.
// UNWOUND: 1
// CALLS: 0 inc
// CALLS: 4 std::function<int (int)>::operator()
// CALLS: 1 std::printf
// CALLS: 1 std::function<int (int)>
#include <cstdio>
#include <functional>

int inc(int x) { return x + 1; }

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
  std::printf("%d %d %d\n", a, b, c);
  return 0;
}
