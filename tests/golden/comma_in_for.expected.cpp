#line 1 "comma_in_for.cpp"
#include <overdub/overdub.h>
static unsigned overdub_comma_in_for_463b25b9_state[5];
static constexpr ::overdub::Site overdub_comma_in_for_463b25b9_sites[] = {
  {"comma_in_for.cpp", "main", "first", 17, 12, 0, overdub_comma_in_for_463b25b9_state + 0},
  {"comma_in_for.cpp", "main", "last", 17, 25, 0, overdub_comma_in_for_463b25b9_state + 1},
  {"comma_in_for.cpp", "main", "next", 17, 44, 0, overdub_comma_in_for_463b25b9_state + 2},
  {"comma_in_for.cpp", "main", "prev", 17, 57, 0, overdub_comma_in_for_463b25b9_state + 3},
  {"comma_in_for.cpp", "main", "std::printf", 18, 3, 0, overdub_comma_in_for_463b25b9_state + 4},
};
static const ::overdub::Registration overdub_comma_in_for_463b25b9_registration{overdub_comma_in_for_463b25b9_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "comma_in_for.cpp"
// The comma operator in a for loop's init and increment: for (i = f(), j = g(); ...; i = next(i),
// j = prev(j)); each operand is evaluated in order, the comma stays the built-in operator.
// CALLS: 1 first
// CALLS: 1 last
// CALLS: 3 next
// CALLS: 3 prev
// CALLS: 1 std::printf
#include <cstdio>

int first() { return 0; }
int last() { return 6; }
int next(int i) { return i + 1; }
int prev(int j) { return j - 1; }

int main() {
  int i, j, steps = 0;
  for (i =  ::overdub::Span{overdub_comma_in_for_463b25b9_sites+0}.val(first()), j =  ::overdub::Span{overdub_comma_in_for_463b25b9_sites+1}.val(last()); i < j; i =  ::overdub::Span{overdub_comma_in_for_463b25b9_sites+2}.val(next(i)), j =  ::overdub::Span{overdub_comma_in_for_463b25b9_sites+3}.val(prev(j))) ++steps;
   ::overdub::Span{overdub_comma_in_for_463b25b9_sites+4}.val(std::printf("%d %d %d\n", i, j, steps));
  return 0;
}
