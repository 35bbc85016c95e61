#line 1 "if_consteval_branch.cpp"
#include <overdub/overdub.h>
static unsigned overdub_if_consteval_branch_2dc09f06_state[3];
static constexpr ::overdub::Site overdub_if_consteval_branch_2dc09f06_sites[] = {
  {"if_consteval_branch.cpp", "twice", "fast", 16, 12, 0, overdub_if_consteval_branch_2dc09f06_state + 0},
  {"if_consteval_branch.cpp", "main", "std::printf", 22, 3, 0, overdub_if_consteval_branch_2dc09f06_state + 1},
  {"if_consteval_branch.cpp", "main", "twice", 22, 23, -1, overdub_if_consteval_branch_2dc09f06_state + 2},
};
static const ::overdub::Registration overdub_if_consteval_branch_2dc09f06_registration{overdub_if_consteval_branch_2dc09f06_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "if_consteval_branch.cpp"
// C++23 if consteval: the compile-time branch's calls are constant-context and skipped, the
// run-time branch's calls run and are recorded; the function also works in a static_assert.
// FLAGS: -std=c++2b
// CALLS: 1 fast
// CALLS: 0 slow
// CALLS: 1 std::printf
// CALLS: 1 twice
#include <cstdio>

constexpr int slow(int x) { return x * 2; }
int fast(int x) { return x << 1; }
constexpr int twice(int x) {
  if consteval {
    return slow(x);
  } else {
    return  ::overdub::Span{overdub_if_consteval_branch_2dc09f06_sites+0}.val(fast(x));
  }
}
static_assert(twice(4) == 8);

int main(int argc, char **) {
   ::overdub::Span{overdub_if_consteval_branch_2dc09f06_sites+1}.val(std::printf("%d\n",  ::overdub::Span{overdub_if_consteval_branch_2dc09f06_sites+2}.val(twice(argc + 2))));
  return 0;
}
