#line 1 "dependent_calls.cpp"
#include <overdub/overdub.h>
static unsigned overdub_dependent_calls_62bb82d9_state[20];
static constexpr ::overdub::Site overdub_dependent_calls_62bb82d9_sites[] = {
  {"dependent_calls.cpp", "pin", "Pinned", 26, 28, 0, overdub_dependent_calls_62bb82d9_state + 0},
  {"dependent_calls.cpp", "text", "std::to_string", 29, 34, 0, overdub_dependent_calls_62bb82d9_state + 1},
  {"dependent_calls.cpp", "call", "(f)", 30, 44, 0, overdub_dependent_calls_62bb82d9_state + 2},
  {"dependent_calls.cpp", "each", "touch", 32, 24, 0, overdub_dependent_calls_62bb82d9_state + 3},
  {"dependent_calls.cpp", "run", "T::go", 36, 3, 0, overdub_dependent_calls_62bb82d9_state + 4},
  {"dependent_calls.cpp", "run", "text", 37, 12, 0, overdub_dependent_calls_62bb82d9_state + 5},
  {"dependent_calls.cpp", "run", "T::n", 37, 17, -1, overdub_dependent_calls_62bb82d9_state + 6},
  {"dependent_calls.cpp", "run", "pin", 38, 14, 0, overdub_dependent_calls_62bb82d9_state + 7},
  {"dependent_calls.cpp", "run", "T::n", 38, 18, -1, overdub_dependent_calls_62bb82d9_state + 8},
  {"dependent_calls.cpp", "run", "cell", 39, 12, 0, overdub_dependent_calls_62bb82d9_state + 9},
  {"dependent_calls.cpp", "run", "std::printf", 40, 3, 0, overdub_dependent_calls_62bb82d9_state + 10},
  {"dependent_calls.cpp", "run", "(s.c_str)", 40, 32, -1, overdub_dependent_calls_62bb82d9_state + 11},
  {"dependent_calls.cpp", "run", "twice", 40, 51, -2, overdub_dependent_calls_62bb82d9_state + 12},
  {"dependent_calls.cpp", "run", "T::n", 40, 57, -1, overdub_dependent_calls_62bb82d9_state + 13},
  {"dependent_calls.cpp", "G::go", "std::printf", 42, 52, 0, overdub_dependent_calls_62bb82d9_state + 14},
  {"dependent_calls.cpp", "main", "run", 44, 3, 0, overdub_dependent_calls_62bb82d9_state + 15},
  {"dependent_calls.cpp", "main", "each", 45, 3, 0, overdub_dependent_calls_62bb82d9_state + 16},
  {"dependent_calls.cpp", "main", "std::vector<int>", 45, 8, -1, overdub_dependent_calls_62bb82d9_state + 17},
  {"dependent_calls.cpp", "main", "std::printf", 46, 3, 0, overdub_dependent_calls_62bb82d9_state + 18},
  {"dependent_calls.cpp", "main", "call", 46, 23, -1, overdub_dependent_calls_62bb82d9_state + 19},
};
static const ::overdub::Registration overdub_dependent_calls_62bb82d9_registration{overdub_dependent_calls_62bb82d9_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "dependent_calls.cpp"
// Calls whose type depends on a template parameter, in templates of the main file (instantiated
// nowhere else): the form every instantiation made here takes as a call of its own (value, void),
// else the lambda form where it is exact for each of them, inside larger expressions too
// (text(t.n()), twice(t.n()) as a printf argument), keeping elision of a non-movable result
// (pin). Lambdas passed to templates and generic code run instrumented.
// CALLS: 1 (f)
// CALLS: 1 (s.c_str)
// CALLS: 1 T::go
// CALLS: 3 T::n
// CALLS: 1 call
// CALLS: 1 cell
// CALLS: 1 each
// CALLS: 1 pin
// CALLS: 1 run
// CALLS: 3 std::printf
// CALLS: 1 std::to_string
// CALLS: 1 text
// CALLS: 2 touch
// CALLS: 1 twice
// CALLS: 1 Pinned
// CALLS: 1 std::vector<int>
#include <cstdio>
#include <string>
#include <vector>
struct Pinned { int v; explicit Pinned(int x) : v(x) {} Pinned(const Pinned&) = delete; Pinned(Pinned&&) = delete; };
Pinned pin(int x) { return  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_0_{overdub_dependent_calls_62bb82d9_sites+0}; return Pinned(x); }(); }
void touch(int) {}
int &cell() { static int c = 3; return c; }
std::string text(int x) { return  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_1_{overdub_dependent_calls_62bb82d9_sites+1}; return std::to_string(x); }(); }
template <class F> auto call(F f) { return  ::overdub::Span{overdub_dependent_calls_62bb82d9_sites+2}.val(f()); }
template <class T> void each(const std::vector<T> &v) {
  for (const T &x : v)  ::overdub::Span{overdub_dependent_calls_62bb82d9_sites+3}.v((touch(x), ::overdub::unit{}));
}
template <class T> T twice(T x) { return x + x; }
template <class T> void run(T t) {
   ::overdub::Span{overdub_dependent_calls_62bb82d9_sites+4}.v((t.go(), ::overdub::unit{}));
  auto s =  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_5_{overdub_dependent_calls_62bb82d9_sites+5}; return text( ::overdub::Span{overdub_dependent_calls_62bb82d9_sites+6}.val(t.n())); }();
  Pinned p =  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_7_{overdub_dependent_calls_62bb82d9_sites+7}; return pin( ::overdub::Span{overdub_dependent_calls_62bb82d9_sites+8}.val(t.n())); }();
  int &r =  ::overdub::Span{overdub_dependent_calls_62bb82d9_sites+9}.ref(cell());
   ::overdub::Span{overdub_dependent_calls_62bb82d9_sites+10}.val(std::printf("%s %d %d %d\n",  ::overdub::Span{overdub_dependent_calls_62bb82d9_sites+11}.val(s.c_str()), p.v, r,  ::overdub::Span{overdub_dependent_calls_62bb82d9_sites+12}.val(twice( ::overdub::Span{overdub_dependent_calls_62bb82d9_sites+13}.val(t.n())))));
}
struct G { int n() const { return 7; } void go() {  ::overdub::Span{overdub_dependent_calls_62bb82d9_sites+14}.val(std::printf("go\n")); } };
int main() {
   ::overdub::Span{overdub_dependent_calls_62bb82d9_sites+15}.v((run(G{}), ::overdub::unit{}));
   ::overdub::Span{overdub_dependent_calls_62bb82d9_sites+16}.v((each( ::overdub::Span{overdub_dependent_calls_62bb82d9_sites+17}.ref(std::vector<int>{1, 2})), ::overdub::unit{}));
   ::overdub::Span{overdub_dependent_calls_62bb82d9_sites+18}.val(std::printf("%d\n",  ::overdub::Span{overdub_dependent_calls_62bb82d9_sites+19}.val(call([] { return 5; }))));
  return 0;
}
