#line 1 "range_for_init_statement.cpp"
#include <overdub/overdub.h>
static unsigned overdub_range_for_init_statement_86b6cbfc_state[5];
static constexpr ::overdub::Site overdub_range_for_init_statement_86b6cbfc_sites[] = {
  {"range_for_init_statement.cpp", "load", "std::vector<int>::push_back", 16, 55, 0, overdub_range_for_init_statement_86b6cbfc_state + 0},
  {"range_for_init_statement.cpp", "main", "load", 21, 16, 0, overdub_range_for_init_statement_86b6cbfc_state + 1},
  {"range_for_init_statement.cpp", "main", "Box::items", 21, 33, 0, overdub_range_for_init_statement_86b6cbfc_state + 2},
  {"range_for_init_statement.cpp", "main", "weight", 21, 51, 0, overdub_range_for_init_statement_86b6cbfc_state + 3},
  {"range_for_init_statement.cpp", "main", "std::printf", 22, 3, 0, overdub_range_for_init_statement_86b6cbfc_state + 4},
};
static const ::overdub::Registration overdub_range_for_init_statement_86b6cbfc_registration{overdub_range_for_init_statement_86b6cbfc_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "range_for_init_statement.cpp"
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
Box load(int n) { Box b; for (int i = 1; i <= n; ++i)  ::overdub::Span{overdub_range_for_init_statement_86b6cbfc_sites+0}.v((b.v.push_back(i), ::overdub::unit{})); return b; }
int weight(int x) { return x * 10; }

int main() {
  int sum = 0;
  for (Box b =  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_1_{overdub_range_for_init_statement_86b6cbfc_sites+1}; return load(3); }(); int x :  ::overdub::Span{overdub_range_for_init_statement_86b6cbfc_sites+2}.ref(b.items())) sum +=  ::overdub::Span{overdub_range_for_init_statement_86b6cbfc_sites+3}.val(weight(x));
   ::overdub::Span{overdub_range_for_init_statement_86b6cbfc_sites+4}.val(std::printf("%d\n", sum));
  return 0;
}
