#line 1 "lifetime_extension.cpp"
#include <overdub/overdub.h>
static unsigned overdub_lifetime_extension_8070e5ff_state[4];
static constexpr ::overdub::Site overdub_lifetime_extension_8070e5ff_sites[] = {
  {"lifetime_extension.cpp", "Noisy::~Noisy", "std::printf", 9, 14, 0, overdub_lifetime_extension_8070e5ff_state + 0},
  {"lifetime_extension.cpp", "main", "number", 15, 18, 0, overdub_lifetime_extension_8070e5ff_state + 1},
  {"lifetime_extension.cpp", "main", "make", 16, 20, 0, overdub_lifetime_extension_8070e5ff_state + 2},
  {"lifetime_extension.cpp", "main", "std::printf", 17, 3, 0, overdub_lifetime_extension_8070e5ff_state + 3},
};
static const ::overdub::Registration overdub_lifetime_extension_8070e5ff_registration{overdub_lifetime_extension_8070e5ff_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "lifetime_extension.cpp"
// References bound to call results extend the result's lifetime as before.
// CALLS: 1 make
// CALLS: 1 number
// CALLS: 2 std::printf
#include <cstdio>

struct Noisy {
  int v;
  ~Noisy() {  ::overdub::Span{overdub_lifetime_extension_8070e5ff_sites+0}.val(std::printf("~Noisy %d\n", v)); }
};
int number() { return 5; }
Noisy make() { return Noisy{6}; }

int main() {
  const int &n =  ::overdub::Span{overdub_lifetime_extension_8070e5ff_sites+1}.val(number());
  const Noisy &m =  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_2_{overdub_lifetime_extension_8070e5ff_sites+2}; return make(); }();
   ::overdub::Span{overdub_lifetime_extension_8070e5ff_sites+3}.val(std::printf("%d %d\n", n, m.v));
  return 0;
}
