#line 1 "conditions_and_loops.cpp"
#include <overdub/overdub.h>
static unsigned overdub_conditions_and_loops_ece1683a_state[7];
static constexpr ::overdub::Site overdub_conditions_and_loops_ece1683a_sites[] = {
  {"conditions_and_loops.cpp", "main", "find", 18, 16, 0, overdub_conditions_and_loops_ece1683a_state + 0},
  {"conditions_and_loops.cpp", "main", "step", 19, 15, 0, overdub_conditions_and_loops_ece1683a_state + 1},
  {"conditions_and_loops.cpp", "main", "std::printf", 19, 31, 0, overdub_conditions_and_loops_ece1683a_state + 2},
  {"conditions_and_loops.cpp", "main", "next", 20, 10, 0, overdub_conditions_and_loops_ece1683a_state + 3},
  {"conditions_and_loops.cpp", "main", "step", 22, 30, 0, overdub_conditions_and_loops_ece1683a_state + 4},
  {"conditions_and_loops.cpp", "main", "items", 25, 16, 0, overdub_conditions_and_loops_ece1683a_state + 5},
  {"conditions_and_loops.cpp", "main", "std::printf", 26, 3, 0, overdub_conditions_and_loops_ece1683a_state + 6},
};
static const ::overdub::Registration overdub_conditions_and_loops_ece1683a_registration{overdub_conditions_and_loops_ece1683a_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "conditions_and_loops.cpp"
// Calls in conditions: if with an initializer, a declaration as condition, while, for parts,
// and a range-for over a call's result.
// CALLS: 1 find
// CALLS: 1 items
// CALLS: 1 next
// CALLS: 2 std::printf
// CALLS: 4 step
#include <cstdio>
#include <vector>

static int counter = 0;
int *find(bool hit) { return hit ? &counter : nullptr; }
bool next() { return ++counter < 3; }
int step(int i) { return i + 1; }
std::vector<int> items() { return {4, 5, 6}; }

int main() {
  if (int *p =  ::overdub::Span{overdub_conditions_and_loops_ece1683a_sites+0}.val(find(true))) *p += 10;
  if (int v =  ::overdub::Span{overdub_conditions_and_loops_ece1683a_sites+1}.val(step(1)); v > 1)  ::overdub::Span{overdub_conditions_and_loops_ece1683a_sites+2}.val(std::printf("v=%d\n", v));
  while ( ::overdub::Span{overdub_conditions_and_loops_ece1683a_sites+3}.val(next())) {
  }
  for (int i = 0; i < 3; i =  ::overdub::Span{overdub_conditions_and_loops_ece1683a_sites+4}.val(step(i))) {
  }
  int sum = 0;
  for (int x :  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_5_{overdub_conditions_and_loops_ece1683a_sites+5}; return items(); }()) sum += x;
   ::overdub::Span{overdub_conditions_and_loops_ece1683a_sites+6}.val(std::printf("%d %d\n", counter, sum));
  return 0;
}
