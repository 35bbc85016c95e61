#line 1 "full_expression_cxx23.cpp"
#include <overdub/overdub.h>
static unsigned overdub_full_expression_cxx23_41a444e1_state[6];
static constexpr ::overdub::Site overdub_full_expression_cxx23_41a444e1_sites[] = {
  {"full_expression_cxx23.cpp", "pin", "Pinned", 23, 38, 0, overdub_full_expression_cxx23_41a444e1_state + 0},
  {"full_expression_cxx23.cpp", "relay", "pin", 24, 25, 0, overdub_full_expression_cxx23_41a444e1_state + 1},
  {"full_expression_cxx23.cpp", "main", "pin", 28, 14, 0, overdub_full_expression_cxx23_41a444e1_state + 2},
  {"full_expression_cxx23.cpp", "main", "relay", 29, 14, 0, overdub_full_expression_cxx23_41a444e1_state + 3},
  {"full_expression_cxx23.cpp", "main", "pair_of", 30, 17, 0, overdub_full_expression_cxx23_41a444e1_state + 4},
  {"full_expression_cxx23.cpp", "main", "std::printf", 31, 3, 0, overdub_full_expression_cxx23_41a444e1_state + 5},
};
static const ::overdub::Registration overdub_full_expression_cxx23_41a444e1_registration{overdub_full_expression_cxx23_41a444e1_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "full_expression_cxx23.cpp"
// C++23: the full-expression form where the lambda form cannot go: a non-movable result with
// `__func__` in its arguments, in a variable's whole initializer, a return operand and a
// structured binding's initializer.
// FLAGS: -std=c++23
// CALLS: 1 pair_of
// CALLS: 2 pin
// CALLS: 1 relay
// CALLS: 1 std::printf
// CALLS: 2 Pinned
#include <cstdio>

struct Pinned {
  const char *who;
  explicit Pinned(const char *w) : who(w) {}
  Pinned(const Pinned &) = delete;
  Pinned(Pinned &&) = delete;
};
struct Pair {
  const char *first, *second;
  ~Pair() {}
};

Pinned pin(const char *who) { return  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_0_{overdub_full_expression_cxx23_41a444e1_sites+0}; return Pinned(who); }(); }
Pinned relay() { return  (static_cast<void>(::overdub::FullExprSpan{overdub_full_expression_cxx23_41a444e1_sites+1}), pin(__func__)); }
Pair pair_of(const char *a) { return {a, a}; }

int main() {
  Pinned a =  (static_cast<void>(::overdub::FullExprSpan{overdub_full_expression_cxx23_41a444e1_sites+2}), pin(__func__));
  Pinned b =  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_3_{overdub_full_expression_cxx23_41a444e1_sites+3}; return relay(); }();
  auto [x, y] =  (static_cast<void>(::overdub::FullExprSpan{overdub_full_expression_cxx23_41a444e1_sites+4}), pair_of(__func__));
   ::overdub::Span{overdub_full_expression_cxx23_41a444e1_sites+5}.val(std::printf("%s %s %s %s\n", a.who, b.who, x, y));
  return 0;
}
