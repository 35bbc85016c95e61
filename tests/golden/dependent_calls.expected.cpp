#line 1 "dependent_calls.cpp"
#include <overdub/overdub.h>
static unsigned overdub_dependent_calls_62bb82d9_state[11];
static constexpr ::overdub::Site overdub_dependent_calls_62bb82d9_sites[] = {
  {"dependent_calls.cpp", "text", "std::to_string", 24, 34, 0, overdub_dependent_calls_62bb82d9_state + 0},
  {"dependent_calls.cpp", "call", "(f)", 25, 44, 0, overdub_dependent_calls_62bb82d9_state + 1},
  {"dependent_calls.cpp", "each", "touch", 27, 24, 0, overdub_dependent_calls_62bb82d9_state + 2},
  {"dependent_calls.cpp", "run", "T::go", 31, 3, 0, overdub_dependent_calls_62bb82d9_state + 3},
  {"dependent_calls.cpp", "run", "cell", 34, 12, 0, overdub_dependent_calls_62bb82d9_state + 4},
  {"dependent_calls.cpp", "run", "std::printf", 35, 3, 0, overdub_dependent_calls_62bb82d9_state + 5},
  {"dependent_calls.cpp", "G::go", "std::printf", 37, 52, 0, overdub_dependent_calls_62bb82d9_state + 6},
  {"dependent_calls.cpp", "main", "run", 39, 3, 0, overdub_dependent_calls_62bb82d9_state + 7},
  {"dependent_calls.cpp", "main", "each", 40, 3, 0, overdub_dependent_calls_62bb82d9_state + 8},
  {"dependent_calls.cpp", "main", "std::printf", 41, 3, 0, overdub_dependent_calls_62bb82d9_state + 9},
  {"dependent_calls.cpp", "main", "call", 41, 23, -1, overdub_dependent_calls_62bb82d9_state + 10},
};
static const ::overdub::Registration overdub_dependent_calls_62bb82d9_registration{overdub_dependent_calls_62bb82d9_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "dependent_calls.cpp"
// Calls whose type depends on a template parameter take the lambda form, exact for every
// instantiation, when they are the whole value of their full-expression and their result is
// discarded or cannot refer to a temporary of their operands (text(t.n()) and pin(t.n()) are
// skipped); inside a larger expression they are skipped. Lambdas passed to templates and
// generic code run instrumented.
// CALLS: 1 run
// CALLS: 3 std::printf
// CALLS: 0 text
// CALLS: 1 std::to_string
// CALLS: 1 T::go
// CALLS: 1 each
// CALLS: 1 call
// CALLS: 0 pin
// CALLS: 2 touch
// CALLS: 1 (f)
// CALLS: 1 cell
#include <cstdio>
#include <string>
#include <vector>
struct Pinned { int v; explicit Pinned(int x) : v(x) {} Pinned(const Pinned&) = delete; Pinned(Pinned&&) = delete; };
Pinned pin(int x) { return Pinned(x); }
void touch(int) {}
int &cell() { static int c = 3; return c; }
std::string text(int x) { return  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_0_{overdub_dependent_calls_62bb82d9_sites+0}; return std::to_string(x); }(); }
template <class F> auto call(F f) { return  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_1_{overdub_dependent_calls_62bb82d9_sites+1}; return f(); }(); }
template <class T> void each(const std::vector<T> &v) {
  for (const T &x : v)  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_2_{overdub_dependent_calls_62bb82d9_sites+2}; return touch(x); }();
}
template <class T> T twice(T x) { return x + x; }
template <class T> void run(T t) {
   [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_3_{overdub_dependent_calls_62bb82d9_sites+3}; return t.go(); }();
  auto s = text(t.n());
  Pinned p = pin(t.n());
  int &r =  ::overdub::Span{overdub_dependent_calls_62bb82d9_sites+4}.ref(cell());
   [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_5_{overdub_dependent_calls_62bb82d9_sites+5}; return std::printf("%s %d %d %d\n", s.c_str(), p.v, r, twice(t.n())); }();
}
struct G { int n() const { return 7; } void go() {  ::overdub::Span{overdub_dependent_calls_62bb82d9_sites+6}.val(std::printf("go\n")); } };
int main() {
   ::overdub::Span{overdub_dependent_calls_62bb82d9_sites+7}.v((run(G{}), ::overdub::unit{}));
   ::overdub::Span{overdub_dependent_calls_62bb82d9_sites+8}.v((each(std::vector<int>{1, 2}), ::overdub::unit{}));
   ::overdub::Span{overdub_dependent_calls_62bb82d9_sites+9}.val(std::printf("%d\n",  ::overdub::Span{overdub_dependent_calls_62bb82d9_sites+10}.val(call([] { return 5; }))));
  return 0;
}
