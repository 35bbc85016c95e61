#line 1 "pack_expansion_calls.cpp"
#include <overdub/overdub.h>
static unsigned overdub_pack_expansion_calls_2ed3f30f_state[5];
static constexpr ::overdub::Site overdub_pack_expansion_calls_2ed3f30f_sites[] = {
  {"pack_expansion_calls.cpp", "sum", "sum", 11, 70, 0, overdub_pack_expansion_calls_2ed3f30f_state + 0},
  {"pack_expansion_calls.cpp", "total", "sum", 12, 53, 0, overdub_pack_expansion_calls_2ed3f30f_state + 1},
  {"pack_expansion_calls.cpp", "total", "twice", 12, 57, -1, overdub_pack_expansion_calls_2ed3f30f_state + 2},
  {"pack_expansion_calls.cpp", "main", "std::printf", 15, 3, 0, overdub_pack_expansion_calls_2ed3f30f_state + 3},
  {"pack_expansion_calls.cpp", "main", "total", 15, 23, -1, overdub_pack_expansion_calls_2ed3f30f_state + 4},
};
static const ::overdub::Registration overdub_pack_expansion_calls_2ed3f30f_registration{overdub_pack_expansion_calls_2ed3f30f_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "pack_expansion_calls.cpp"
// Calls inside a pack expansion f(g(args)...): one site in the pattern runs once per element;
// the expansion must stay a pack expansion.
// CALLS: 1 std::printf
// CALLS: 4 sum
// CALLS: 1 total
// CALLS: 3 twice
#include <cstdio>

int twice(int x) { return 2 * x; }
int sum() { return 0; }
template <class... T> int sum(int first, T... rest) { return first +  ::overdub::Span{overdub_pack_expansion_calls_2ed3f30f_sites+0}.val(sum(rest...)); }
template <class... A> int total(A... args) { return  ::overdub::Span{overdub_pack_expansion_calls_2ed3f30f_sites+1}.val(sum( ::overdub::Span{overdub_pack_expansion_calls_2ed3f30f_sites+2}.val(twice(args))...)); }

int main() {
   ::overdub::Span{overdub_pack_expansion_calls_2ed3f30f_sites+3}.val(std::printf("%d\n",  ::overdub::Span{overdub_pack_expansion_calls_2ed3f30f_sites+4}.val(total(1, 2, 3))));
  return 0;
}
