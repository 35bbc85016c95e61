#line 1 "full_expression_cxx17.cpp"
#include <overdub/overdub.h>
static unsigned overdub_full_expression_cxx17_15722486_state[5];
static constexpr ::overdub::Site overdub_full_expression_cxx17_15722486_sites[] = {
  {"full_expression_cxx17.cpp", "pin", "Pinned", 16, 38, 0, overdub_full_expression_cxx17_15722486_state + 0},
  {"full_expression_cxx17.cpp", "relay", "pin", 17, 25, 0, overdub_full_expression_cxx17_15722486_state + 1},
  {"full_expression_cxx17.cpp", "main", "pin", 20, 14, 0, overdub_full_expression_cxx17_15722486_state + 2},
  {"full_expression_cxx17.cpp", "main", "relay", 21, 14, 0, overdub_full_expression_cxx17_15722486_state + 3},
  {"full_expression_cxx17.cpp", "main", "std::printf", 22, 3, 0, overdub_full_expression_cxx17_15722486_state + 4},
};
static const ::overdub::Registration overdub_full_expression_cxx17_15722486_registration{overdub_full_expression_cxx17_15722486_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "full_expression_cxx17.cpp"
// C++17: `__func__` in the arguments would name the lambda form's operator(): the
// full-expression form keeps the call in its caller, for a non-movable result too.
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

Pinned pin(const char *who) { return  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_0_{overdub_full_expression_cxx17_15722486_sites+0}; return Pinned(who); }(); }
Pinned relay() { return  (static_cast<void>(::overdub::FullExprSpan{overdub_full_expression_cxx17_15722486_sites+1}), pin(__func__)); }

int main() {
  Pinned a =  (static_cast<void>(::overdub::FullExprSpan{overdub_full_expression_cxx17_15722486_sites+2}), pin(__func__));
  Pinned b =  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_3_{overdub_full_expression_cxx17_15722486_sites+3}; return relay(); }();
   ::overdub::Span{overdub_full_expression_cxx17_15722486_sites+4}.val(std::printf("%s %s\n", a.who, b.who));
  return 0;
}
