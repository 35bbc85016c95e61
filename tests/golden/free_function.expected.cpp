#line 1 "free_function.cpp"
#include <overdub/overdub.h>
static unsigned overdub_free_function_22091a4f_state[3];
static constexpr ::overdub::Site overdub_free_function_22091a4f_sites[] = {
  {"free_function.cpp", "main", "add", 9, 11, 0, overdub_free_function_22091a4f_state + 0},
  {"free_function.cpp", "main", "std::printf", 10, 3, 0, overdub_free_function_22091a4f_state + 1},
  {"free_function.cpp", "main", "add", 10, 27, -1, overdub_free_function_22091a4f_state + 2},
};
static const ::overdub::Registration overdub_free_function_22091a4f_registration{overdub_free_function_22091a4f_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "free_function.cpp"
// A call to a free function returning a scalar.
// CALLS: 2 add
// CALLS: 1 std::printf
#include <cstdio>

int add(int a, int b) { return a + b; }

int main() {
  int x =  ::overdub::Span{overdub_free_function_22091a4f_sites+0}.val(add(1, 2));
   ::overdub::Span{overdub_free_function_22091a4f_sites+1}.val(std::printf("%d\n", x +  ::overdub::Span{overdub_free_function_22091a4f_sites+2}.val(add(x, 4))));
  return 0;
}
