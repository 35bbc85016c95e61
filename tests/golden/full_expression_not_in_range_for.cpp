// A range-for's range initializer: C++23 (P2718, clang++-19 -std=c++23) extends its temporaries
// to the end of the loop, so a full-expression form there would time the whole loop. The rewrite
// is one text for every standard: the class result that needs copy elision stays skipped there.
// FLAGS: -std=c++11
// CALLS: 3 std::printf
// CALLS: 1 std::vector<int>::begin
// CALLS: 1 std::vector<int>::end
// CALLS: 0 numbers
// LATERCALLS: 1 numbers
#include <cstdio>
#include <vector>

struct Numbers {
  std::vector<int> v;
  std::vector<int>::const_iterator begin() const { return v.begin(); }
  std::vector<int>::const_iterator end() const { return v.end(); }
};
Numbers numbers() { return Numbers{{1, 2, 3}}; }

int main() {
  for (int n : numbers()) std::printf("%d\n", n);
  return 0;
}
