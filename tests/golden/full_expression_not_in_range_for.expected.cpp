#line 1 "full_expression_not_in_range_for.cpp"
#include <overdub/overdub.h>
static unsigned overdub_full_expression_not_in_r_85dc8f1c_state[4];
static constexpr ::overdub::Site overdub_full_expression_not_in_r_85dc8f1c_sites[] = {
  {"full_expression_not_in_range_for.cpp", "Numbers::begin", "std::vector<int>::begin", 15, 59, 0, overdub_full_expression_not_in_r_85dc8f1c_state + 0},
  {"full_expression_not_in_range_for.cpp", "Numbers::end", "std::vector<int>::end", 16, 57, 0, overdub_full_expression_not_in_r_85dc8f1c_state + 1},
  {"full_expression_not_in_range_for.cpp", "main", "numbers", 21, 16, 0, overdub_full_expression_not_in_r_85dc8f1c_state + 2},
  {"full_expression_not_in_range_for.cpp", "main", "std::printf", 21, 27, 0, overdub_full_expression_not_in_r_85dc8f1c_state + 3},
};
static const ::overdub::Registration overdub_full_expression_not_in_r_85dc8f1c_registration{overdub_full_expression_not_in_r_85dc8f1c_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "full_expression_not_in_range_for.cpp"
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
  std::vector<int>::const_iterator begin() const { return  ::overdub::Span{overdub_full_expression_not_in_r_85dc8f1c_sites+0}.val(v.begin()); }
  std::vector<int>::const_iterator end() const { return  ::overdub::Span{overdub_full_expression_not_in_r_85dc8f1c_sites+1}.val(v.end()); }
};
Numbers numbers() { return Numbers{{1, 2, 3}}; }

int main() {
  for (int n :  [&]() { return (static_cast<void>(::overdub::FullExprSpan{overdub_full_expression_not_in_r_85dc8f1c_sites+2}), numbers()); }())  ::overdub::Span{overdub_full_expression_not_in_r_85dc8f1c_sites+3}.val(std::printf("%d\n", n));
  return 0;
}
