#line 1 "full_expression_not_in_init_capture.cpp"
#include <overdub/overdub.h>
static unsigned overdub_full_expression_not_in_i_b9e2ac7e_state[8];
static constexpr ::overdub::Site overdub_full_expression_not_in_i_b9e2ac7e_sites[] = {
  {"full_expression_not_in_init_capture.cpp", "Name::Name", "std::basic_string<char>", 25, 34, 0, overdub_full_expression_not_in_i_b9e2ac7e_state + 0},
  {"full_expression_not_in_init_capture.cpp", "Name::~Name", "std::puts", 26, 13, 0, overdub_full_expression_not_in_i_b9e2ac7e_state + 1},
  {"full_expression_not_in_init_capture.cpp", "label", "Counted", 28, 39, 0, overdub_full_expression_not_in_i_b9e2ac7e_state + 2},
  {"full_expression_not_in_init_capture.cpp", "run", "(f)", 30, 17, 0, overdub_full_expression_not_in_i_b9e2ac7e_state + 3},
  {"full_expression_not_in_init_capture.cpp", "main", "run", 33, 3, 0, overdub_full_expression_not_in_i_b9e2ac7e_state + 4},
  {"full_expression_not_in_init_capture.cpp", "main", "Name", 33, 18, -1, overdub_full_expression_not_in_i_b9e2ac7e_state + 5},
  {"full_expression_not_in_init_capture.cpp", "main::<lambda:33:7>", "std::printf", 33, 39, 0, overdub_full_expression_not_in_i_b9e2ac7e_state + 6},
  {"full_expression_not_in_init_capture.cpp", "main::<lambda:33:7>", "std::basic_string<char>::c_str", 33, 59, -1, overdub_full_expression_not_in_i_b9e2ac7e_state + 7},
};
static const ::overdub::Registration overdub_full_expression_not_in_i_b9e2ac7e_registration{overdub_full_expression_not_in_i_b9e2ac7e_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "full_expression_not_in_init_capture.cpp"
// An init-capture belongs to the lambda expression's full-expression: a full-expression form
// there would stop when the enclosing statement ends, not when the call returns. The class result
// that needs copy elision stays skipped there: the lambda form would end its argument's
// temporary early, and that temporary's destructor prints (after the lambda ran, as the
// original: also in C++17, where the capture's initializer is a variable's whole initializer).
// FLAGS: -std=c++14
// CALLS: 1 (f)
// CALLS: 1 run
// CALLS: 1 std::basic_string<char>::c_str
// CALLS: 1 std::printf
// CALLS: 1 std::puts
// CALLS: 1 Counted
// CALLS: 1 Name
// CALLS: 1 std::basic_string<char>
#include <cstdio>
#include <string>

struct Counted {
  std::string name;
  explicit Counted(std::string n) : name(n) {}
  Counted(Counted &&o) : name(o.name) {}
};
struct Name {  // its destructor is user-provided: its end is visible, it must not come early
  std::string text;
  explicit Name(const char *t) : text( (static_cast<void>(::overdub::FullExprSpan{overdub_full_expression_not_in_i_b9e2ac7e_sites+0}), t)) {}
  ~Name() {  ::overdub::Span{overdub_full_expression_not_in_i_b9e2ac7e_sites+1}.val(std::puts("~Name")); }
};
Counted label(const Name &n) { return  (static_cast<void>(::overdub::FullExprSpan{overdub_full_expression_not_in_i_b9e2ac7e_sites+2}), Counted(n.text)); }
template <class F>
void run(F f) {  ::overdub::Span{overdub_full_expression_not_in_i_b9e2ac7e_sites+3}.v((f(), ::overdub::unit{})); }

int main() {
   ::overdub::Span{overdub_full_expression_not_in_i_b9e2ac7e_sites+4}.v((run([c = label( ::overdub::Span{overdub_full_expression_not_in_i_b9e2ac7e_sites+5}.ref(Name("captured")))] {  ::overdub::Span{overdub_full_expression_not_in_i_b9e2ac7e_sites+6}.val(std::printf("%s\n",  ::overdub::Span{overdub_full_expression_not_in_i_b9e2ac7e_sites+7}.val(c.name.c_str()))); }), ::overdub::unit{}));
  return 0;
}
