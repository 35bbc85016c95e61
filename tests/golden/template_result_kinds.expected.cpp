#line 1 "template_result_kinds.cpp"
#include <overdub/overdub.h>
static unsigned overdub_template_result_kinds_1ab4ff22_state[7];
static ::overdub::TargetCache overdub_template_result_kinds_1ab4ff22_targets[1];
static constexpr ::overdub::Site overdub_template_result_kinds_1ab4ff22_sites[] = {
  {"template_result_kinds.cpp", "pinned", "Pinned", 20, 26, 0, overdub_template_result_kinds_1ab4ff22_state + 0},
  {"template_result_kinds.cpp", "relay", "(f)", 22, 55, 0, overdub_template_result_kinds_1ab4ff22_state + 1},
  {"template_result_kinds.cpp", "main", "relay", 25, 3, 0, overdub_template_result_kinds_1ab4ff22_state + 2},
  {"template_result_kinds.cpp", "main", "relay", 26, 3, 0, overdub_template_result_kinds_1ab4ff22_state + 3},
  {"template_result_kinds.cpp", "main", "relay", 27, 11, 0, overdub_template_result_kinds_1ab4ff22_state + 4},
  {"template_result_kinds.cpp", "main", "relay", 28, 14, 0, overdub_template_result_kinds_1ab4ff22_state + 5},
  {"template_result_kinds.cpp", "main", "std::printf", 29, 3, 0, overdub_template_result_kinds_1ab4ff22_state + 6},
};
static const ::overdub::Registration overdub_template_result_kinds_1ab4ff22_registration{overdub_template_result_kinds_1ab4ff22_sites, overdub_template_result_kinds_1ab4ff22_targets};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "template_result_kinds.cpp"
// One template pattern holding a call whose result type depends on the template parameter,
// instantiated with a void, an lvalue reference, a scalar and a non-movable result: the one
// rewritten pattern must be exact for every instantiation (or the site is skipped).
// CALLS: 4 (f)
// CALLS: 4 relay
// CALLS: 1 std::printf
// CALLS: 1 Pinned
#include <cstdio>

struct Pinned {
  int v;
  explicit Pinned(int x) : v(x) {}
  Pinned(const Pinned &) = delete;
  Pinned(Pinned &&) = delete;
};
int store = 0;
void touch() { store += 1; }
int &cell() { return store; }
int number() { return 41; }
Pinned pinned() { return  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_0_{overdub_template_result_kinds_1ab4ff22_sites+0}; return Pinned(5); }(); }

template <class F> decltype(auto) relay(F f) { return  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_1_{overdub_template_result_kinds_1ab4ff22_sites+1}; return  ::overdub::indirect_target(overdub_template_result_kinds_1ab4ff22_sites+1, overdub_template_result_kinds_1ab4ff22_targets+0, f)(); }(); }

int main() {
   ::overdub::Span{overdub_template_result_kinds_1ab4ff22_sites+2}.v((relay(touch), ::overdub::unit{}));
   ::overdub::Span{overdub_template_result_kinds_1ab4ff22_sites+3}.ref(relay(cell)) += 10;
  int n =  ::overdub::Span{overdub_template_result_kinds_1ab4ff22_sites+4}.val(relay(number));
  Pinned p =  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_5_{overdub_template_result_kinds_1ab4ff22_sites+5}; return relay(pinned); }();
   ::overdub::Span{overdub_template_result_kinds_1ab4ff22_sites+6}.val(std::printf("%d %d %d\n", store, n, p.v));
  return 0;
}
