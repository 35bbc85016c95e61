#line 1 "full_expression_not_in_init_capture.cpp"
#include <overdub/overdub.h>
static unsigned overdub_full_expression_not_in_i_b9e2ac7e_state[4];
static constexpr ::overdub::Site overdub_full_expression_not_in_i_b9e2ac7e_sites[] = {
  {"full_expression_not_in_init_capture.cpp", "run", "(f)", 19, 17, 0, overdub_full_expression_not_in_i_b9e2ac7e_state + 0},
  {"full_expression_not_in_init_capture.cpp", "main", "run", 22, 3, 0, overdub_full_expression_not_in_i_b9e2ac7e_state + 1},
  {"full_expression_not_in_init_capture.cpp", "main::<lambda:22:7>", "std::printf", 22, 46, 0, overdub_full_expression_not_in_i_b9e2ac7e_state + 2},
  {"full_expression_not_in_init_capture.cpp", "main::<lambda:22:7>", "std::basic_string<char>::c_str", 22, 66, -1, overdub_full_expression_not_in_i_b9e2ac7e_state + 3},
};
static const ::overdub::Registration overdub_full_expression_not_in_i_b9e2ac7e_registration{overdub_full_expression_not_in_i_b9e2ac7e_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "full_expression_not_in_init_capture.cpp"
// An init-capture belongs to the lambda expression's full-expression: a full-expression form
// there would stop when the enclosing statement ends, not when the call returns. The class result
// that needs copy elision stays skipped there.
// FLAGS: -std=c++14
// CALLS: 1 (f)
// CALLS: 1 run
// CALLS: 1 std::basic_string<char>::c_str
// CALLS: 1 std::printf
#include <cstdio>
#include <string>

struct Counted {
  std::string name;
  explicit Counted(std::string n) : name(n) {}
  Counted(Counted &&o) : name(o.name) {}
};
Counted label(const std::string &n) { return Counted(n); }
template <class F>
void run(F f) {  ::overdub::Span{overdub_full_expression_not_in_i_b9e2ac7e_sites+0}.v((f(), ::overdub::unit{})); }

int main() {
   ::overdub::Span{overdub_full_expression_not_in_i_b9e2ac7e_sites+1}.v((run([c = label(std::string("captured"))] {  ::overdub::Span{overdub_full_expression_not_in_i_b9e2ac7e_sites+2}.val(std::printf("%s\n",  ::overdub::Span{overdub_full_expression_not_in_i_b9e2ac7e_sites+3}.val(c.name.c_str()))); }), ::overdub::unit{}));
  return 0;
}
