#line 1 "function_pointer.cpp"
#include <overdub/overdub.h>
static unsigned overdub_function_pointer_8045a55c_state[3];
static ::overdub::TargetCache overdub_function_pointer_8045a55c_targets[2];
static constexpr ::overdub::Site overdub_function_pointer_8045a55c_sites[] = {
  {"function_pointer.cpp", "main", "std::printf", 17, 3, 0, overdub_function_pointer_8045a55c_state + 0},
  {"function_pointer.cpp", "main", "(op)", 17, 26, -1, overdub_function_pointer_8045a55c_state + 1},
  {"function_pointer.cpp", "main", "(c.*pmf)", 17, 33, -2, overdub_function_pointer_8045a55c_state + 2},
};
static const ::overdub::Registration overdub_function_pointer_8045a55c_registration{overdub_function_pointer_8045a55c_sites, overdub_function_pointer_8045a55c_targets};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "function_pointer.cpp"
// Calls through a function pointer and a member function pointer.
// CALLS: 1 (c.*pmf)
// CALLS: 1 (op)
// CALLS: 1 std::printf
#include <cstdio>

int inc(int x) { return x + 1; }
struct C {
  int k = 5;
  int get(int d) const { return k + d; }
};

int main() {
  int (*op)(int) = inc;
  int (C::*pmf)(int) const = &C::get;
  C c;
   ::overdub::Span{overdub_function_pointer_8045a55c_sites+0}.val(std::printf("%d %d\n",  ::overdub::Span{overdub_function_pointer_8045a55c_sites+1}.val( ::overdub::indirect_target(overdub_function_pointer_8045a55c_sites+1, overdub_function_pointer_8045a55c_targets+0, op)(1)),  ::overdub::Span{overdub_function_pointer_8045a55c_sites+2}.val(( ::overdub::member_object(overdub_function_pointer_8045a55c_sites+2, overdub_function_pointer_8045a55c_targets+1, c, pmf).*pmf)(2))));
  return 0;
}
