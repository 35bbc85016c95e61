#line 1 "global_initializer.cpp"
#include <overdub/overdub.h>
static unsigned overdub_global_initializer_57e4cf6a_state[2];
static constexpr ::overdub::Site overdub_global_initializer_57e4cf6a_sites[] = {
  {"global_initializer.cpp", "<init of global>", "seed", 7, 14, 0, overdub_global_initializer_57e4cf6a_state + 0},
  {"global_initializer.cpp", "main", "std::printf", 10, 3, 0, overdub_global_initializer_57e4cf6a_state + 1},
};
static const ::overdub::Registration overdub_global_initializer_57e4cf6a_registration{overdub_global_initializer_57e4cf6a_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "global_initializer.cpp"
// A call in a namespace-scope initializer runs before main and is recorded.
// CALLS: 1 seed
// CALLS: 1 std::printf
#include <cstdio>

int seed() { return 42; }
int global =  ::overdub::Span{overdub_global_initializer_57e4cf6a_sites+0}.val(seed());

int main() {
   ::overdub::Span{overdub_global_initializer_57e4cf6a_sites+1}.val(std::printf("%d\n", global));
  return 0;
}
