#line 1 "full_expression_cxx14.cpp"
#include <overdub/overdub.h>
static unsigned overdub_full_expression_cxx14_ed539d17_state[17];
static constexpr ::overdub::Site overdub_full_expression_cxx14_ed539d17_sites[] = {
  {"full_expression_cxx14.cpp", "label", "Counted", 27, 46, 0, overdub_full_expression_cxx14_ed539d17_state + 0},
  {"full_expression_cxx14.cpp", "named", "label", 28, 26, 0, overdub_full_expression_cxx14_ed539d17_state + 1},
  {"full_expression_cxx14.cpp", "named", "std::basic_string<char>", 28, 32, -1, overdub_full_expression_cxx14_ed539d17_state + 2},
  {"full_expression_cxx14.cpp", "fixed", "Counted", 29, 32, 0, overdub_full_expression_cxx14_ed539d17_state + 3},
  {"full_expression_cxx14.cpp", "fixed", "std::basic_string<char>", 29, 40, -1, overdub_full_expression_cxx14_ed539d17_state + 4},
  {"full_expression_cxx14.cpp", "main", "std::make_shared", 37, 28, 0, overdub_full_expression_cxx14_ed539d17_state + 5},
  {"full_expression_cxx14.cpp", "main", "label", 38, 15, 0, overdub_full_expression_cxx14_ed539d17_state + 6},
  {"full_expression_cxx14.cpp", "main", "std::basic_string<char>", 38, 21, -1, overdub_full_expression_cxx14_ed539d17_state + 7},
  {"full_expression_cxx14.cpp", "main", "named", 39, 15, 0, overdub_full_expression_cxx14_ed539d17_state + 8},
  {"full_expression_cxx14.cpp", "main", "std::printf", 40, 3, 0, overdub_full_expression_cxx14_ed539d17_state + 9},
  {"full_expression_cxx14.cpp", "main", "std::__shared_ptr_access<int, __gnu_cxx::_S_atomic>::operator*", 40, 35, -1, overdub_full_expression_cxx14_ed539d17_state + 10},
  {"full_expression_cxx14.cpp", "main", "std::basic_string<char>::c_str", 40, 39, -2, overdub_full_expression_cxx14_ed539d17_state + 11},
  {"full_expression_cxx14.cpp", "main", "std::basic_string<char>::c_str", 40, 64, -3, overdub_full_expression_cxx14_ed539d17_state + 12},
  {"full_expression_cxx14.cpp", "main", "fixed", 41, 22, 0, overdub_full_expression_cxx14_ed539d17_state + 13},
  {"full_expression_cxx14.cpp", "main", "copyable", 42, 16, 0, overdub_full_expression_cxx14_ed539d17_state + 14},
  {"full_expression_cxx14.cpp", "main", "std::printf", 43, 3, 0, overdub_full_expression_cxx14_ed539d17_state + 15},
  {"full_expression_cxx14.cpp", "main", "std::basic_string<char>::c_str", 43, 29, -1, overdub_full_expression_cxx14_ed539d17_state + 16},
};
static const ::overdub::Registration overdub_full_expression_cxx14_ed539d17_registration{overdub_full_expression_cxx14_ed539d17_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "full_expression_cxx14.cpp"
// C++14: the lambda form would end a temporary of the arguments before the elided copy of the
// result (`std::make_shared<int>(42)` binds 42 to int&&): the full-expression form instead, in a
// variable's whole initializer and in a return operand. A const result copies in the lambda's
// return only where a constructor takes a const class: a move-only one keeps the call in place.
// FLAGS: -std=c++14
// CALLS: 1 copyable
// CALLS: 1 fixed
// CALLS: 2 label
// CALLS: 1 named
// CALLS: 1 std::__shared_ptr_access<int, __gnu_cxx::_S_atomic>::operator*
// CALLS: 3 std::basic_string<char>::c_str
// CALLS: 1 std::make_shared
// CALLS: 2 std::printf
// CALLS: 3 Counted
// CALLS: 3 std::basic_string<char>
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
const Counted fixed() { return  (static_cast<void>(::overdub::FullExprSpan{overdub_full_expression_cxx14_ed539d17_sites+3}), Counted( [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_4_{overdub_full_expression_cxx14_ed539d17_sites+4}; return std::string("fixed"); }())); }

struct Copyable {
  int v;
};
const Copyable copyable() { return {3}; }

int main() {
  std::shared_ptr<int> p =  (static_cast<void>(::overdub::FullExprSpan{overdub_full_expression_cxx14_ed539d17_sites+5}), std::make_shared<int>(42));
  Counted a =  (static_cast<void>(::overdub::FullExprSpan{overdub_full_expression_cxx14_ed539d17_sites+6}), label( ::overdub::Span{overdub_full_expression_cxx14_ed539d17_sites+7}.ref(std::string("initialized"))));
  Counted b =  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_8_{overdub_full_expression_cxx14_ed539d17_sites+8}; return named(); }();
   ::overdub::Span{overdub_full_expression_cxx14_ed539d17_sites+9}.val(std::printf("%d %s %d %s %d\n",  ::overdub::Span{overdub_full_expression_cxx14_ed539d17_sites+10}.ref(*p),  ::overdub::Span{overdub_full_expression_cxx14_ed539d17_sites+11}.val(a.name.c_str()), a.moves,  ::overdub::Span{overdub_full_expression_cxx14_ed539d17_sites+12}.val(b.name.c_str()), b.moves));
  const Counted &c =  (static_cast<void>(::overdub::FullExprSpan{overdub_full_expression_cxx14_ed539d17_sites+13}), fixed());
  Copyable d =  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_14_{overdub_full_expression_cxx14_ed539d17_sites+14}; return copyable(); }();
   ::overdub::Span{overdub_full_expression_cxx14_ed539d17_sites+15}.val(std::printf("%s %d %d\n",  ::overdub::Span{overdub_full_expression_cxx14_ed539d17_sites+16}.val(c.name.c_str()), c.moves, d.v));
  return 0;
}
