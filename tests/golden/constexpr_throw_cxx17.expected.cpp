#line 1 "constexpr_throw_cxx17.cpp"
#include <overdub/overdub.h>
static unsigned overdub_constexpr_throw_cxx17_87b95ee1_state[7];
static ::overdub::TargetCache overdub_constexpr_throw_cxx17_87b95ee1_targets[1];
static constexpr ::overdub::Site overdub_constexpr_throw_cxx17_87b95ee1_sites[] = {
  {"constexpr_throw_cxx17.cpp", "leaf", "std::runtime_error", 14, 36, 0, overdub_constexpr_throw_cxx17_87b95ee1_state + 0},
  {"constexpr_throw_cxx17.cpp", "mid", "leaf", 15, 47, 0, overdub_constexpr_throw_cxx17_87b95ee1_state + 1},
  {"constexpr_throw_cxx17.cpp", "top", "mid", 16, 35, 0, overdub_constexpr_throw_cxx17_87b95ee1_state + 2},
  {"constexpr_throw_cxx17.cpp", "main", "top", 20, 18, 0, overdub_constexpr_throw_cxx17_87b95ee1_state + 3},
  {"constexpr_throw_cxx17.cpp", "main", "std::puts", 20, 62, 0, overdub_constexpr_throw_cxx17_87b95ee1_state + 4},
  {"constexpr_throw_cxx17.cpp", "main", "std::exception::what", 20, 72, -1, overdub_constexpr_throw_cxx17_87b95ee1_state + 5},
  {"constexpr_throw_cxx17.cpp", "main", "std::printf", 22, 3, 0, overdub_constexpr_throw_cxx17_87b95ee1_state + 6},
};
static const ::overdub::Registration overdub_constexpr_throw_cxx17_87b95ee1_registration{overdub_constexpr_throw_cxx17_87b95ee1_sites, overdub_constexpr_throw_cxx17_87b95ee1_targets};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "constexpr_throw_cxx17.cpp"
// An exception thrown through calls whose form records no unwinding stop (in constexpr
// functions before C++20, which may not hold a destructor): leaf's and mid's calls that it left
// end at the unwinding stop of top's call around them, and the trace passes --check.
// CALLS: 5 leaf
// CALLS: 5 mid
// CALLS: 5 top
// CALLS: 2 std::runtime_error
// CALLS: 2 std::puts
// CALLS: 2 std::exception::what
// CALLS: 1 std::printf
// UNWOUND: 2
#include <cstdio>
#include <stdexcept>
int leaf(int x) { if (x > 2) throw  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_0_{overdub_constexpr_throw_cxx17_87b95ee1_sites+0}; return std::runtime_error("big"); }(); return x; }
constexpr int mid(int x) { return x < 0 ? 0 :  ::overdub::Pass{overdub_constexpr_throw_cxx17_87b95ee1_sites+1}.val(leaf(x)) + 1; }
constexpr int top(int x) { return  ::overdub::Pass{overdub_constexpr_throw_cxx17_87b95ee1_sites+2}.val(mid(x)) * 2; }
int main() {
  int sum = 0;
  for (int i = 0; i < 5; ++i) {
    try { sum +=  ::overdub::Span{overdub_constexpr_throw_cxx17_87b95ee1_sites+3}.val(top(i)); } catch (const std::exception &e) {  ::overdub::Span{overdub_constexpr_throw_cxx17_87b95ee1_sites+4}.val(std::puts( ::overdub::Span{overdub_constexpr_throw_cxx17_87b95ee1_sites+5}.val( (::overdub::virtual_object<0, 2>(overdub_constexpr_throw_cxx17_87b95ee1_sites+5, overdub_constexpr_throw_cxx17_87b95ee1_targets+0, e)).what()))); }
  }
   ::overdub::Span{overdub_constexpr_throw_cxx17_87b95ee1_sites+6}.val(std::printf("%d\n", sum));
}
