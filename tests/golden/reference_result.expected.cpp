#line 1 "reference_result.cpp"
#include <overdub/overdub.h>
static unsigned overdub_reference_result_68341f89_state[5];
static constexpr ::overdub::Site overdub_reference_result_68341f89_sites[] = {
  {"reference_result.cpp", "main", "slot", 13, 3, 0, overdub_reference_result_68341f89_state + 0},
  {"reference_result.cpp", "main", "slot", 14, 13, 0, overdub_reference_result_68341f89_state + 1},
  {"reference_result.cpp", "main", "take", 16, 15, 0, overdub_reference_result_68341f89_state + 2},
  {"reference_result.cpp", "main", "slot", 16, 20, -1, overdub_reference_result_68341f89_state + 3},
  {"reference_result.cpp", "main", "std::printf", 17, 3, 0, overdub_reference_result_68341f89_state + 4},
};
static const ::overdub::Registration overdub_reference_result_68341f89_registration{overdub_reference_result_68341f89_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "reference_result.cpp"
// Calls returning lvalue and rvalue references keep their value category.
// CALLS: 3 slot
// CALLS: 1 std::printf
// CALLS: 1 take
#include <cstdio>
#include <utility>

int cells[3];
int &slot(int i) { return cells[i]; }
int &&take(int &x) { return static_cast<int &&>(x); }

int main() {
   ::overdub::Span{overdub_reference_result_68341f89_sites+0}.ref(slot(0)) = 5;
  int *p = & ::overdub::Span{overdub_reference_result_68341f89_sites+1}.ref(slot(1));
  *p = 7;
  int moved =  ::overdub::Span{overdub_reference_result_68341f89_sites+2}.ref(take( ::overdub::Span{overdub_reference_result_68341f89_sites+3}.ref(slot(2))));
   ::overdub::Span{overdub_reference_result_68341f89_sites+4}.val(std::printf("%d %d %d\n", cells[0], cells[1], moved));
  return 0;
}
