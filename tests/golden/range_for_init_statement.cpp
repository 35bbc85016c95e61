// C++20 range-for with an init-statement: the init-statement's call runs once, the range
// expression's call once, and the loop body's calls per element; the begin/end calls are implicit.
// FLAGS: -std=c++20
// CALLS: 1 Box::items
// CALLS: 1 load
// CALLS: 1 std::printf
// CALLS: 3 std::vector<int>::push_back
// CALLS: 3 weight
#include <cstdio>
#include <vector>

struct Box {
  std::vector<int> v;
  const std::vector<int> &items() const { return v; }
};
Box load(int n) { Box b; for (int i = 1; i <= n; ++i) b.v.push_back(i); return b; }
int weight(int x) { return x * 10; }

int main() {
  int sum = 0;
  for (Box b = load(3); int x : b.items()) sum += weight(x);
  std::printf("%d\n", sum);
  return 0;
}
