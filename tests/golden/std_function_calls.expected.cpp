#line 1 "std_function_calls.cpp"
#include <overdub/overdub.h>
static unsigned overdub_std_function_calls_9306d77a_state[7];
static ::overdub::TargetCache overdub_std_function_calls_9306d77a_targets[4];
static constexpr ::overdub::Site overdub_std_function_calls_9306d77a_sites[] = {
  {"std_function_calls.cpp", "main", "std::function<int (int)>", 20, 27, 0, overdub_std_function_calls_9306d77a_state + 0},
  {"std_function_calls.cpp", "main", "std::function<int (int)>::operator()", 21, 11, 0, overdub_std_function_calls_9306d77a_state + 1},
  {"std_function_calls.cpp", "main", "std::function<int (int)>::operator()", 22, 11, 0, overdub_std_function_calls_9306d77a_state + 2},
  {"std_function_calls.cpp", "main", "std::function<int (int)>::operator()", 22, 13, -1, overdub_std_function_calls_9306d77a_state + 3},
  {"std_function_calls.cpp", "main", "std::function<int (int)>::operator()", 25, 9, 0, overdub_std_function_calls_9306d77a_state + 4},
  {"std_function_calls.cpp", "main", "std::printf", 30, 3, 0, overdub_std_function_calls_9306d77a_state + 5},
  {"std_function_calls.cpp", "main", "std::function<int (int)>::operator()", 30, 41, -1, overdub_std_function_calls_9306d77a_state + 6},
};
static const ::overdub::Registration overdub_std_function_calls_9306d77a_registration{overdub_std_function_calls_9306d77a_sites, overdub_std_function_calls_9306d77a_targets};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "std_function_calls.cpp"
// Calls through std::function: the callee is std::function::operator(); the target runs inside
// it; an empty std::function throws bad_function_call through the wrapper. A class derived from
// std::function is called alike, without its target.
// UNWOUND: 1
// CALLS: 0 inc
// CALLS: 5 std::function<int (int)>::operator()
// CALLS: 1 std::printf
// CALLS: 1 std::function<int (int)>
#include <cstdio>
#include <functional>

int inc(int x) { return x + 1; }
struct Adding : std::function<int(int)> {
  using std::function<int(int)>::function;
};

int main() {
  std::function<int(int)> f = inc;
  std::function<int(int)> g = [](int x) { return x * 3; };
  std::function<int(int)> none = (static_cast<void>(::overdub::FullExprSpan{overdub_std_function_calls_9306d77a_sites+0}), decltype(none)());
  int a =  ::overdub::Span{overdub_std_function_calls_9306d77a_sites+1}.val( ::overdub::callable_invoker<24>(overdub_std_function_calls_9306d77a_sites+1, overdub_std_function_calls_9306d77a_targets+0, f)(1));
  int b =  ::overdub::Span{overdub_std_function_calls_9306d77a_sites+2}.val( ::overdub::callable_invoker<24>(overdub_std_function_calls_9306d77a_sites+2, overdub_std_function_calls_9306d77a_targets+1, g)( ::overdub::Span{overdub_std_function_calls_9306d77a_sites+3}.val( ::overdub::callable_invoker<24>(overdub_std_function_calls_9306d77a_sites+3, overdub_std_function_calls_9306d77a_targets+2, f)(2))));
  int c = 0;
  try {
    c =  ::overdub::Span{overdub_std_function_calls_9306d77a_sites+4}.val( ::overdub::callable_invoker<24>(overdub_std_function_calls_9306d77a_sites+4, overdub_std_function_calls_9306d77a_targets+3, none)(4));
  } catch (const std::bad_function_call &) {
    c = -1;
  }
  const Adding add = inc;
   ::overdub::Span{overdub_std_function_calls_9306d77a_sites+5}.val(std::printf("%d %d %d %d\n", a, b, c,  ::overdub::Span{overdub_std_function_calls_9306d77a_sites+6}.val(add(5))));
  return 0;
}
