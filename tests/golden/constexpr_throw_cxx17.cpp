// An exception thrown through calls whose form records no unwinding stop (in constexpr
// functions before C++20, which may not hold a destructor): leaf's and mid's calls that it left
// end at the unwinding stop of top's call around them, and the trace passes --check.
// CALLS: 5 leaf
// CALLS: 5 mid
// CALLS: 5 top
// CALLS: 2 std::runtime_error
// CALLS: 2 std::puts
// CALLS: 2 std::exception::what
// CALLS: 1 std::printf
// UNWOUND: 2
#include <cstdio>
#include <stdexcept>
int leaf(int x) { if (x > 2) throw std::runtime_error("big"); return x; }
constexpr int mid(int x) { return x < 0 ? 0 : leaf(x) + 1; }
constexpr int top(int x) { return mid(x) * 2; }
int main() {
  int sum = 0;
  for (int i = 0; i < 5; ++i) {
    try { sum += top(i); } catch (const std::exception &e) { std::puts(e.what()); }
  }
  std::printf("%d\n", sum);
}
