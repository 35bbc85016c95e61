#line 1 "std_move_forward.cpp"
#include <overdub/overdub.h>
static unsigned overdub_std_move_forward_81f16d9b_state[5];
static constexpr ::overdub::Site overdub_std_move_forward_81f16d9b_sites[] = {
  {"std_move_forward.cpp", "sink", "std::printf", 11, 28, 0, overdub_std_move_forward_81f16d9b_state + 0},
  {"std_move_forward.cpp", "sink", "std::basic_string<char>::c_str", 11, 48, -1, overdub_std_move_forward_81f16d9b_state + 1},
  {"std_move_forward.cpp", "pass", "sink", 12, 39, 0, overdub_std_move_forward_81f16d9b_state + 2},
  {"std_move_forward.cpp", "main", "pass", 16, 3, 0, overdub_std_move_forward_81f16d9b_state + 3},
  {"std_move_forward.cpp", "main", "std::basic_string<char>::empty", 18, 10, 0, overdub_std_move_forward_81f16d9b_state + 4},
};
static const ::overdub::Registration overdub_std_move_forward_81f16d9b_registration{overdub_std_move_forward_81f16d9b_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "std_move_forward.cpp"
// std::move and std::forward do no work: they are skipped, the calls around them are not.
// CALLS: 1 pass
// CALLS: 1 sink
// CALLS: 1 std::basic_string<char>::c_str
// CALLS: 1 std::basic_string<char>::empty
// CALLS: 1 std::printf
#include <cstdio>
#include <string>
#include <utility>

void sink(std::string s) {  ::overdub::Span{overdub_std_move_forward_81f16d9b_sites+0}.val(std::printf("%s\n",  ::overdub::Span{overdub_std_move_forward_81f16d9b_sites+1}.val(s.c_str()))); }
template <class T> void pass(T &&t) {  ::overdub::Span{overdub_std_move_forward_81f16d9b_sites+2}.v((sink(std::forward<T>(t)), ::overdub::unit{})); }

int main() {
  std::string s = "moved";
   ::overdub::Span{overdub_std_move_forward_81f16d9b_sites+3}.v((pass(s), ::overdub::unit{}));
  std::string t = std::move(s);
  return  ::overdub::Span{overdub_std_move_forward_81f16d9b_sites+4}.val(t.empty()) ? 1 : 0;
}
