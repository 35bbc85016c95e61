#line 1 "fold_expression_calls.cpp"
#include <overdub/overdub.h>
static unsigned overdub_fold_expression_calls_c3f90858_state[5];
static constexpr ::overdub::Site overdub_fold_expression_calls_c3f90858_sites[] = {
  {"fold_expression_calls.cpp", "all", "note", 13, 46, 0, overdub_fold_expression_calls_c3f90858_state + 0},
  {"fold_expression_calls.cpp", "squares", "sq", 14, 66, 0, overdub_fold_expression_calls_c3f90858_state + 1},
  {"fold_expression_calls.cpp", "main", "all", 17, 3, 0, overdub_fold_expression_calls_c3f90858_state + 2},
  {"fold_expression_calls.cpp", "main", "squares", 18, 11, 0, overdub_fold_expression_calls_c3f90858_state + 3},
  {"fold_expression_calls.cpp", "main", "std::printf", 19, 3, 0, overdub_fold_expression_calls_c3f90858_state + 4},
};
static const ::overdub::Registration overdub_fold_expression_calls_c3f90858_registration{overdub_fold_expression_calls_c3f90858_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "fold_expression_calls.cpp"
// Calls inside C++17 fold expressions: a comma fold (g(args), ...) for its effects and a binary
// fold (init + ... + g(args)); the left-to-right order of a comma fold must be kept.
// CALLS: 1 all
// CALLS: 3 note
// CALLS: 3 sq
// CALLS: 1 squares
// CALLS: 1 std::printf
#include <cstdio>

int seen = 0;
void note(int x) { seen = seen * 10 + x; }
int sq(int x) { return x * x; }
template <class... A> void all(A... args) { ( ::overdub::Span{overdub_fold_expression_calls_c3f90858_sites+0}.v((note(args), ::overdub::unit{})), ...); }
template <class... A> int squares(A... args) { return (0 + ... +  ::overdub::Span{overdub_fold_expression_calls_c3f90858_sites+1}.val(sq(args))); }

int main() {
   ::overdub::Span{overdub_fold_expression_calls_c3f90858_sites+2}.v((all(1, 2, 3), ::overdub::unit{}));
  int s =  ::overdub::Span{overdub_fold_expression_calls_c3f90858_sites+3}.val(squares(1, 2, 3));
   ::overdub::Span{overdub_fold_expression_calls_c3f90858_sites+4}.val(std::printf("%d %d\n", seen, s));
  return 0;
}
