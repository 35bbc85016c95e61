#line 1 "constructor_casts_by_value.cpp"
#include <overdub/overdub.h>
static unsigned overdub_constructor_casts_by_val_f1f8493d_state[19];
static constexpr ::overdub::Site overdub_constructor_casts_by_val_f1f8493d_sites[] = {
  {"constructor_casts_by_value.cpp", "Tracked::Tracked", "std::printf", 17, 27, 0, overdub_constructor_casts_by_val_f1f8493d_state + 0},
  {"constructor_casts_by_value.cpp", "Tracked::Tracked", "std::printf", 18, 40, 0, overdub_constructor_casts_by_val_f1f8493d_state + 1},
  {"constructor_casts_by_value.cpp", "Tracked::~Tracked", "std::printf", 19, 16, 0, overdub_constructor_casts_by_val_f1f8493d_state + 2},
  {"constructor_casts_by_value.cpp", "Pair::Pair", "std::printf", 23, 37, 0, overdub_constructor_casts_by_val_f1f8493d_state + 3},
  {"constructor_casts_by_value.cpp", "Pair::~Pair", "std::printf", 25, 13, 0, overdub_constructor_casts_by_val_f1f8493d_state + 4},
  {"constructor_casts_by_value.cpp", "Noisy::~Noisy", "std::printf", 30, 14, 0, overdub_constructor_casts_by_val_f1f8493d_state + 5},
  {"constructor_casts_by_value.cpp", "keep", "std::printf", 35, 3, 0, overdub_constructor_casts_by_val_f1f8493d_state + 6},
  {"constructor_casts_by_value.cpp", "fail", "Tracked", 39, 26, 0, overdub_constructor_casts_by_val_f1f8493d_state + 7},
  {"constructor_casts_by_value.cpp", "main", "keep", 42, 11, 0, overdub_constructor_casts_by_val_f1f8493d_state + 8},
  {"constructor_casts_by_value.cpp", "main", "Tracked", 42, 16, -1, overdub_constructor_casts_by_val_f1f8493d_state + 9},
  {"constructor_casts_by_value.cpp", "main", "keep", 42, 30, 0, overdub_constructor_casts_by_val_f1f8493d_state + 10},
  {"constructor_casts_by_value.cpp", "main", "Noisy::value", 42, 43, -1, overdub_constructor_casts_by_val_f1f8493d_state + 11},
  {"constructor_casts_by_value.cpp", "main", "Noisy", 42, 43, -1, overdub_constructor_casts_by_val_f1f8493d_state + 12},
  {"constructor_casts_by_value.cpp", "main", "Pair", 43, 3, 0, overdub_constructor_casts_by_val_f1f8493d_state + 13},
  {"constructor_casts_by_value.cpp", "main", "fail", 45, 5, 0, overdub_constructor_casts_by_val_f1f8493d_state + 14},
  {"constructor_casts_by_value.cpp", "main", "std::printf", 47, 5, 0, overdub_constructor_casts_by_val_f1f8493d_state + 15},
  {"constructor_casts_by_value.cpp", "main", "keep", 49, 11, 0, overdub_constructor_casts_by_val_f1f8493d_state + 16},
  {"constructor_casts_by_value.cpp", "main", "Noisy::value", 49, 24, -1, overdub_constructor_casts_by_val_f1f8493d_state + 17},
  {"constructor_casts_by_value.cpp", "main", "Noisy", 49, 24, -1, overdub_constructor_casts_by_val_f1f8493d_state + 18},
};
static const ::overdub::Registration overdub_constructor_casts_by_val_f1f8493d_registration{overdub_constructor_casts_by_val_f1f8493d_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "constructor_casts_by_value.cpp"
// A construction written as a one-argument cast, T(x), holds the temporary of its own result
// under the cast: that is the value the lambda form returns, not a temporary of the call's
// arguments. Passed by value and thrown, T(x) takes the lambda form as T(x, y) does, and the
// destructors run in the original order. A temporary among the construction's own arguments
// whose destructor prints still keeps it as written (no-exact-form), as it does T(x, y).
// CALLS: 2 Tracked
// CALLS: 1 Pair
// CALLS: 3 keep
// CALLS: 1 fail
// CALLS: 2 Noisy
// CALLS: 2 Noisy::value
// CALLS: 16 std::printf
#include <cstdio>

struct Tracked {
  int v;
  Tracked(int x) : v(x) {  ::overdub::Span{overdub_constructor_casts_by_val_f1f8493d_sites+0}.val(std::printf("make %d\n", x)); }
  Tracked(const Tracked &o) : v(o.v) {  ::overdub::Span{overdub_constructor_casts_by_val_f1f8493d_sites+1}.val(std::printf("copy %d\n", v)); }
  ~Tracked() {  ::overdub::Span{overdub_constructor_casts_by_val_f1f8493d_sites+2}.val(std::printf("drop %d\n", v)); }
};
struct Pair {
  int a, b;
  Pair(int x, int y) : a(x), b(y) {  ::overdub::Span{overdub_constructor_casts_by_val_f1f8493d_sites+3}.val(std::printf("pair %d %d\n", x, y)); }
  Pair(const Pair &o) : a(o.a), b(o.b) {}
  ~Pair() {  ::overdub::Span{overdub_constructor_casts_by_val_f1f8493d_sites+4}.val(std::printf("unpair %d\n", a)); }
};
struct Noisy {
  int v;
  Noisy(int x) : v(x) {}
  ~Noisy() {  ::overdub::Span{overdub_constructor_casts_by_val_f1f8493d_sites+5}.val(std::printf("noisy gone %d\n", v)); }
  int value() const { return v; }
};

int keep(Tracked t) {
   ::overdub::Span{overdub_constructor_casts_by_val_f1f8493d_sites+6}.val(std::printf("keep %d\n", t.v));
  return t.v;
}

void fail(int x) { throw  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_7_{overdub_constructor_casts_by_val_f1f8493d_sites+7}; return Tracked(x); }(); }

int main() {
  int n =  ::overdub::Span{overdub_constructor_casts_by_val_f1f8493d_sites+8}.val(keep( [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_9_{overdub_constructor_casts_by_val_f1f8493d_sites+9}; return Tracked(1); }())) +  ::overdub::Span{overdub_constructor_casts_by_val_f1f8493d_sites+10}.val(keep(Tracked( ::overdub::Span{overdub_constructor_casts_by_val_f1f8493d_sites+11}.val( ::overdub::Span{overdub_constructor_casts_by_val_f1f8493d_sites+12}.ref(Noisy(7)).value()))));
   ::overdub::Span{overdub_constructor_casts_by_val_f1f8493d_sites+13}.ref(Pair(n, 2));
  try {
     ::overdub::Span{overdub_constructor_casts_by_val_f1f8493d_sites+14}.v((fail(3), ::overdub::unit{}));
  } catch (const Tracked &t) {
     ::overdub::Span{overdub_constructor_casts_by_val_f1f8493d_sites+15}.val(std::printf("caught %d\n", t.v));
  }
  int m =  ::overdub::Span{overdub_constructor_casts_by_val_f1f8493d_sites+16}.val(keep(Tracked( ::overdub::Span{overdub_constructor_casts_by_val_f1f8493d_sites+17}.val( ::overdub::Span{overdub_constructor_casts_by_val_f1f8493d_sites+18}.ref(Noisy(9)).value()) + 1))) - 10;
  return n == 8 && m == 0 ? 0 : 1;
}
