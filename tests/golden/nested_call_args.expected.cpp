#line 1 "nested_call_args.cpp"
#include <overdub/overdub.h>
static unsigned overdub_nested_call_args_7724218e_state[3];
static constexpr ::overdub::Site overdub_nested_call_args_7724218e_sites[] = {
  {"nested_call_args.cpp", "main", "std::printf", 11, 3, 0, overdub_nested_call_args_7724218e_state + 0},
  {"nested_call_args.cpp", "main", "g", 11, 23, -1, overdub_nested_call_args_7724218e_state + 1},
  {"nested_call_args.cpp", "main", "f", 11, 25, -1, overdub_nested_call_args_7724218e_state + 2},
};
static const ::overdub::Registration overdub_nested_call_args_7724218e_registration{overdub_nested_call_args_7724218e_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "nested_call_args.cpp"
// g(f(x)): the argument's call is recorded with its lexical parent.
// CALLS: 1 f
// CALLS: 1 g
// CALLS: 1 std::printf
#include <cstdio>

int f(int x) { return x + 1; }
int g(int x) { return x * 2; }

int main() {
   ::overdub::Span{overdub_nested_call_args_7724218e_sites+0}.val(std::printf("%d\n",  ::overdub::Span{overdub_nested_call_args_7724218e_sites+1}.val(g( ::overdub::Span{overdub_nested_call_args_7724218e_sites+2}.val(f(20))))));
  return 0;
}
