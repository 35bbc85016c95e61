// Member calls on standard containers.
// CALLS: 1 std::printf
// CALLS: 1 std::vector<int>::back
// CALLS: 2 std::vector<int>::push_back
// CALLS: 1 std::vector<int>::size
#include <cstdio>
#include <vector>

int main() {
  std::vector<int> v;
  v.push_back(3);
  v.push_back(4);
  std::printf("%zu %d\n", v.size(), v.back());
  return 0;
}
