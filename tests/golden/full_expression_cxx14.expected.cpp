#line 1 "full_expression_cxx14.cpp"
#include <overdub/overdub.h>
static unsigned overdub_full_expression_cxx14_ed539d17_state[11];
static constexpr ::overdub::Site overdub_full_expression_cxx14_ed539d17_sites[] = {
  {"full_expression_cxx14.cpp", "label", "Counted", 24, 46, 0, overdub_full_expression_cxx14_ed539d17_state + 0},
  {"full_expression_cxx14.cpp", "named", "label", 25, 26, 0, overdub_full_expression_cxx14_ed539d17_state + 1},
  {"full_expression_cxx14.cpp", "named", "std::basic_string<char>", 25, 32, -1, overdub_full_expression_cxx14_ed539d17_state + 2},
  {"full_expression_cxx14.cpp", "main", "std::make_shared", 28, 28, 0, overdub_full_expression_cxx14_ed539d17_state + 3},
  {"full_expression_cxx14.cpp", "main", "label", 29, 15, 0, overdub_full_expression_cxx14_ed539d17_state + 4},
  {"full_expression_cxx14.cpp", "main", "std::basic_string<char>", 29, 21, -1, overdub_full_expression_cxx14_ed539d17_state + 5},
  {"full_expression_cxx14.cpp", "main", "named", 30, 15, 0, overdub_full_expression_cxx14_ed539d17_state + 6},
  {"full_expression_cxx14.cpp", "main", "std::printf", 31, 3, 0, overdub_full_expression_cxx14_ed539d17_state + 7},
  {"full_expression_cxx14.cpp", "main", "std::__shared_ptr_access<int, __gnu_cxx::_S_atomic>::operator*", 31, 35, -1, overdub_full_expression_cxx14_ed539d17_state + 8},
  {"full_expression_cxx14.cpp", "main", "std::basic_string<char>::c_str", 31, 39, -2, overdub_full_expression_cxx14_ed539d17_state + 9},
  {"full_expression_cxx14.cpp", "main", "std::basic_string<char>::c_str", 31, 64, -3, overdub_full_expression_cxx14_ed539d17_state + 10},
};
static const ::overdub::Registration overdub_full_expression_cxx14_ed539d17_registration{overdub_full_expression_cxx14_ed539d17_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "full_expression_cxx14.cpp"
// C++14: the lambda form would end a temporary of the arguments before the elided copy of the
// result (`std::make_shared<int>(42)` binds 42 to int&&): the full-expression form instead, in a
// variable's whole initializer and in a return operand.
// FLAGS: -std=c++14
// CALLS: 2 label
// CALLS: 1 named
// CALLS: 1 std::__shared_ptr_access<int, __gnu_cxx::_S_atomic>::operator*
// CALLS: 2 std::basic_string<char>::c_str
// CALLS: 1 std::make_shared
// CALLS: 1 std::printf
// CALLS: 2 Counted
// CALLS: 2 std::basic_string<char>
#include <cstdio>
#include <memory>
#include <string>

struct Counted {
  int moves = 0;
  std::string name;
  explicit Counted(std::string n) : name(n) {}
  Counted(Counted &&o) : moves(o.moves + 1), name(o.name) {}
};

Counted label(const std::string &n) { return  (static_cast<void>(::overdub::FullExprSpan{overdub_full_expression_cxx14_ed539d17_sites+0}), Counted(n)); }
Counted named() { return  (static_cast<void>(::overdub::FullExprSpan{overdub_full_expression_cxx14_ed539d17_sites+1}), label( ::overdub::Span{overdub_full_expression_cxx14_ed539d17_sites+2}.ref(std::string("returned")))); }

int main() {
  std::shared_ptr<int> p =  (static_cast<void>(::overdub::FullExprSpan{overdub_full_expression_cxx14_ed539d17_sites+3}), std::make_shared<int>(42));
  Counted a =  (static_cast<void>(::overdub::FullExprSpan{overdub_full_expression_cxx14_ed539d17_sites+4}), label( ::overdub::Span{overdub_full_expression_cxx14_ed539d17_sites+5}.ref(std::string("initialized"))));
  Counted b =  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_6_{overdub_full_expression_cxx14_ed539d17_sites+6}; return named(); }();
   ::overdub::Span{overdub_full_expression_cxx14_ed539d17_sites+7}.val(std::printf("%d %s %d %s %d\n",  ::overdub::Span{overdub_full_expression_cxx14_ed539d17_sites+8}.ref(*p),  ::overdub::Span{overdub_full_expression_cxx14_ed539d17_sites+9}.val(a.name.c_str()), a.moves,  ::overdub::Span{overdub_full_expression_cxx14_ed539d17_sites+10}.val(b.name.c_str()), b.moves));
  return 0;
}
