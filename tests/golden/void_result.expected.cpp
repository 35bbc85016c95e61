#line 1 "void_result.cpp"
#include <overdub/overdub.h>
static unsigned overdub_void_result_ec5e56f2_state[5];
static constexpr ::overdub::Site overdub_void_result_ec5e56f2_sites[] = {
  {"void_result.cpp", "main", "note", 10, 3, 0, overdub_void_result_ec5e56f2_state + 0},
  {"void_result.cpp", "main", "note", 11, 3, 0, overdub_void_result_ec5e56f2_state + 1},
  {"void_result.cpp", "main", "note", 12, 14, 0, overdub_void_result_ec5e56f2_state + 2},
  {"void_result.cpp", "main", "note", 12, 25, 0, overdub_void_result_ec5e56f2_state + 3},
  {"void_result.cpp", "main", "std::printf", 13, 3, 0, overdub_void_result_ec5e56f2_state + 4},
};
static const ::overdub::Registration overdub_void_result_ec5e56f2_registration{overdub_void_result_ec5e56f2_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "void_result.cpp"
// A call to a function returning void, as a statement and in a conditional expression.
// CALLS: 3 note
// CALLS: 1 std::printf
#include <cstdio>

static int count = 0;
void note(int x) { count += x; }

int main(int argc, char **) {
   ::overdub::Span{overdub_void_result_ec5e56f2_sites+0}.v((note(1), ::overdub::unit{}));
   ::overdub::Span{overdub_void_result_ec5e56f2_sites+1}.v((note(2), ::overdub::unit{}));
  argc > 5 ?  ::overdub::Span{overdub_void_result_ec5e56f2_sites+2}.v((note(10), ::overdub::unit{})) :  ::overdub::Span{overdub_void_result_ec5e56f2_sites+3}.v((note(3), ::overdub::unit{}));
   ::overdub::Span{overdub_void_result_ec5e56f2_sites+4}.val(std::printf("%d\n", count));
  return 0;
}
