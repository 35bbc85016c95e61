#line 1 "macro_builtin_constant_p_expansions.cpp"
#include <overdub/overdub.h>
static unsigned overdub_macro_builtin_constant_p_ba10891d_state[8];
static constexpr ::overdub::Site overdub_macro_builtin_constant_p_ba10891d_sites[] = {
  {"macro_builtin_constant_p_expansions.cpp", "make", "NM", 15, 25, 0, overdub_macro_builtin_constant_p_ba10891d_state + 0},
  {"macro_builtin_constant_p_expansions.cpp", "f", "NM", 18, 25, 0, overdub_macro_builtin_constant_p_ba10891d_state + 1},
  {"macro_builtin_constant_p_expansions.cpp", "<init of ok>", "<lambda:23:11>", 23, 11, 0, overdub_macro_builtin_constant_p_ba10891d_state + 2},
  {"macro_builtin_constant_p_expansions.cpp", "<lambda:23:11>", "take", 23, 15, 0, overdub_macro_builtin_constant_p_ba10891d_state + 3},
  {"macro_builtin_constant_p_expansions.cpp", "main", "std::printf", 26, 3, 0, overdub_macro_builtin_constant_p_ba10891d_state + 4},
  {"macro_builtin_constant_p_expansions.cpp", "main", "main::<lambda:26:23>", 26, 23, -1, overdub_macro_builtin_constant_p_ba10891d_state + 5},
  {"macro_builtin_constant_p_expansions.cpp", "main", "std::printf", 27, 3, 0, overdub_macro_builtin_constant_p_ba10891d_state + 6},
  {"macro_builtin_constant_p_expansions.cpp", "main", "twice", 27, 35, -1, overdub_macro_builtin_constant_p_ba10891d_state + 7},
};
static const ::overdub::Registration overdub_macro_builtin_constant_p_ba10891d_registration{overdub_macro_builtin_constant_p_ba10891d_sites};
#line 19 "macro_builtin_constant_p_expansions.cpp"
#define overdub_macro_builtin_constant_p_ba10891d_sites_m0_0_CHK(...) \
                 ((void)__builtin_constant_p(__VA_ARGS__), ::overdub::Span{overdub_macro_builtin_constant_p_ba10891d_sites+2}.val( [] { static int runs = 0; return ++runs > 0 && (__VA_ARGS__); }()))
#line 20 "macro_builtin_constant_p_expansions.cpp"
#define overdub_macro_builtin_constant_p_ba10891d_sites_m1_0_BOTH(...) \
                  ( ::overdub::Span{overdub_macro_builtin_constant_p_ba10891d_sites+5}.val([](double x) { (void)__builtin_constant_p(__VA_ARGS__); return x; }(1.5)) + (__VA_ARGS__))
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "macro_builtin_constant_p_expansions.cpp"
// A macro argument also expanded in a discarded `__builtin_constant_p` (Catch's CHECK) takes
// the wrapper the evaluated expansions agree on only where that expansion would take the same
// one: not a lambda with captures where the other expansion is at namespace scope (CHK at the
// initializer of ok), nor where the other expansion calls another overload (BOTH's f(double),
// a non-movable class result). Those stay as written (macro-contexts).
// FLAGS: -std=c++17
// CALLS: 2 std::printf
// CALLS: 1 take
// CALLS: 1 NM
// CALLS: 1 <lambda:23:11>
// CALLS: 1 main::<lambda:26:23>
// CALLS: 1 twice
#include <cstdio>
struct NM { int v; explicit NM(int x) : v(x) {} NM(const NM &) = delete; operator int() const { return v; } };
NM make(int x) { return  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_0_{overdub_macro_builtin_constant_p_ba10891d_sites+0}; return NM(x); }(); }
bool take(NM n) { return n.v > 0; }
int f(int x) { return x; }
NM f(double x) { return  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_1_{overdub_macro_builtin_constant_p_ba10891d_sites+1}; return NM(static_cast<int>(x)); }(); }
int twice(int x) { return 2 * x; }
#define CHK(...) ((void)__builtin_constant_p(__VA_ARGS__), [] { static int runs = 0; return ++runs > 0 && (__VA_ARGS__); }())
#define BOTH(...) ([](double x) { (void)__builtin_constant_p(__VA_ARGS__); return x; }(1.5) + (__VA_ARGS__))
#define SAME(...) ((void)__builtin_constant_p(__VA_ARGS__), (__VA_ARGS__))
bool ok = overdub_macro_builtin_constant_p_ba10891d_sites_m0_0_CHK( ::overdub::Span{overdub_macro_builtin_constant_p_ba10891d_sites+3}.val(take(make(1))));
int main() {
  int x = 2;
   ::overdub::Span{overdub_macro_builtin_constant_p_ba10891d_sites+4}.val(std::printf("%g\n", overdub_macro_builtin_constant_p_ba10891d_sites_m1_0_BOTH(f(x))));
   ::overdub::Span{overdub_macro_builtin_constant_p_ba10891d_sites+6}.val(std::printf("%d %d\n", ok, SAME( ::overdub::Span{overdub_macro_builtin_constant_p_ba10891d_sites+7}.val(twice(x)))));
  return 0;
}
