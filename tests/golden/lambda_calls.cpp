// Calls of a lambda, and calls inside a lambda passed to std::sort.
// CALLS: 1 main::<lambda:14:16>
// CALLS: 1 std::printf
// CALLS: 1 std::sort
// CALLS: 1 std::vector<int>::begin
// CALLS: 1 std::vector<int>::end
// CALLS: 2 std::vector<int>::operator[]
// CALLS: 1 std::vector<int>
#include <algorithm>
#include <cstdio>
#include <vector>

int main() {
  auto twice = [](int x) { return 2 * x; };
  std::vector<int> v{3, 1, 2};
  std::sort(v.begin(), v.end(), [](int a, int b) { return a > b; });
  std::printf("%d %d\n", v[0], twice(v[2]));
  return 0;
}
