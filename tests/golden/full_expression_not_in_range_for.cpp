// A range-for's range initializer: C++23 (P2718, clang++-19 -std=c++23) extends its temporaries
// to the end of the loop, so a full-expression form there would time the whole loop: the class
// result that needs copy elision takes the lambda form there (in C++11 a lambda whose one return
// statement deduces the type).
// FLAGS: -std=c++11
// CALLS: 3 std::printf
// CALLS: 1 std::vector<int>::begin
// CALLS: 1 std::vector<int>::end
// CALLS: 1 numbers
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
