#line 1 "lambda_calls.cpp"
#include <overdub/overdub.h>
static unsigned overdub_lambda_calls_70e3361f_state[8];
static constexpr ::overdub::Site overdub_lambda_calls_70e3361f_sites[] = {
  {"lambda_calls.cpp", "main", "std::vector<int>", 15, 20, 0, overdub_lambda_calls_70e3361f_state + 0},
  {"lambda_calls.cpp", "main", "std::sort", 16, 3, 0, overdub_lambda_calls_70e3361f_state + 1},
  {"lambda_calls.cpp", "main", "std::vector<int>::begin", 16, 13, -1, overdub_lambda_calls_70e3361f_state + 2},
  {"lambda_calls.cpp", "main", "std::vector<int>::end", 16, 24, -2, overdub_lambda_calls_70e3361f_state + 3},
  {"lambda_calls.cpp", "main", "std::printf", 17, 3, 0, overdub_lambda_calls_70e3361f_state + 4},
  {"lambda_calls.cpp", "main", "std::vector<int>::operator[]", 17, 26, -1, overdub_lambda_calls_70e3361f_state + 5},
  {"lambda_calls.cpp", "main", "main::<lambda:14:16>", 17, 32, -2, overdub_lambda_calls_70e3361f_state + 6},
  {"lambda_calls.cpp", "main", "std::vector<int>::operator[]", 17, 38, -1, overdub_lambda_calls_70e3361f_state + 7},
};
static const ::overdub::Registration overdub_lambda_calls_70e3361f_registration{overdub_lambda_calls_70e3361f_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "lambda_calls.cpp"
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
  std::vector<int> v{ (static_cast<void>(::overdub::FullExprSpan{overdub_lambda_calls_70e3361f_sites+0}), 3), 1, 2};
   ::overdub::Span{overdub_lambda_calls_70e3361f_sites+1}.v((std::sort( ::overdub::Span{overdub_lambda_calls_70e3361f_sites+2}.val(v.begin()),  ::overdub::Span{overdub_lambda_calls_70e3361f_sites+3}.val(v.end()), [](int a, int b) { return a > b; }), ::overdub::unit{}));
   ::overdub::Span{overdub_lambda_calls_70e3361f_sites+4}.val(std::printf("%d %d\n",  ::overdub::Span{overdub_lambda_calls_70e3361f_sites+5}.ref(v[0]),  ::overdub::Span{overdub_lambda_calls_70e3361f_sites+6}.val(twice( ::overdub::Span{overdub_lambda_calls_70e3361f_sites+7}.ref(v[2])))));
  return 0;
}
