#line 1 "member_init_constexpr.cpp"
#include <overdub/overdub.h>
static unsigned overdub_member_init_constexpr_5762f0fa_state[3];
static constexpr ::overdub::Site overdub_member_init_constexpr_5762f0fa_sites[] = {
  {"member_init_constexpr.cpp", "plain_name", "Name", 15, 28, 0, overdub_member_init_constexpr_5762f0fa_state + 0},
  {"member_init_constexpr.cpp", "<init of Runtime::n>", "plain_name", 22, 12, 0, overdub_member_init_constexpr_5762f0fa_state + 1},
  {"member_init_constexpr.cpp", "main", "std::printf", 30, 3, 0, overdub_member_init_constexpr_5762f0fa_state + 2},
};
static const ::overdub::Registration overdub_member_init_constexpr_5762f0fa_registration{overdub_member_init_constexpr_5762f0fa_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "member_init_constexpr.cpp"
// A class result in a default member initializer needs the lambda form (copy elision), and a
// lambda is not constexpr: kept out where a constructor may be constant-evaluated (a constexpr
// callee, a class with a constexpr constructor), used elsewhere.
// CALLS: 1 plain_name
// CALLS: 1 std::printf
// CALLS: 1 Name
#include <cstdio>

struct Name {
  int v;
  constexpr explicit Name(int x) : v(x) {}
  constexpr Name(const Name &o) : v(o.v + 1) {}  // counts copies: elision must stay
};
constexpr Name make_name() { return Name(5); }
Name plain_name() { return  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_0_{overdub_member_init_constexpr_5762f0fa_sites+0}; return Name(7); }(); }

struct Constant {
  Name n = make_name();
  constexpr Constant() {}
};
struct Runtime {
  Name n =  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_1_{overdub_member_init_constexpr_5762f0fa_sites+1}; return plain_name(); }();
};

constexpr Constant c{};
static_assert(c.n.v == 5, "constant-initialized: no copy");

int main() {
  Runtime r;
   ::overdub::Span{overdub_member_init_constexpr_5762f0fa_sites+2}.val(std::printf("%d %d\n", c.n.v, r.n.v));
  return r.n.v == 7 ? 0 : 1;
}
