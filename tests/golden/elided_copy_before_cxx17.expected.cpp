#line 1 "elided_copy_before_cxx17.cpp"
#include <overdub/overdub.h>
static unsigned overdub_elided_copy_before_cxx17_b54e9513_state[11];
static constexpr ::overdub::Site overdub_elided_copy_before_cxx17_b54e9513_sites[] = {
  {"elided_copy_before_cxx17.cpp", "relay", "make", 22, 26, 0, overdub_elided_copy_before_cxx17_b54e9513_state + 0},
  {"elided_copy_before_cxx17.cpp", "main", "make", 25, 15, 0, overdub_elided_copy_before_cxx17_b54e9513_state + 1},
  {"elided_copy_before_cxx17.cpp", "main", "make", 26, 13, 0, overdub_elided_copy_before_cxx17_b54e9513_state + 2},
  {"elided_copy_before_cxx17.cpp", "main", "moves_of", 27, 16, 0, overdub_elided_copy_before_cxx17_b54e9513_state + 3},
  {"elided_copy_before_cxx17.cpp", "main", "make", 27, 25, -1, overdub_elided_copy_before_cxx17_b54e9513_state + 4},
  {"elided_copy_before_cxx17.cpp", "main", "relay", 28, 15, 0, overdub_elided_copy_before_cxx17_b54e9513_state + 5},
  {"elided_copy_before_cxx17.cpp", "main", "make", 29, 33, 0, overdub_elided_copy_before_cxx17_b54e9513_state + 6},
  {"elided_copy_before_cxx17.cpp", "main", "other", 29, 42, 0, overdub_elided_copy_before_cxx17_b54e9513_state + 7},
  {"elided_copy_before_cxx17.cpp", "main", "other", 30, 26, 0, overdub_elided_copy_before_cxx17_b54e9513_state + 8},
  {"elided_copy_before_cxx17.cpp", "main", "make", 30, 36, 0, overdub_elided_copy_before_cxx17_b54e9513_state + 9},
  {"elided_copy_before_cxx17.cpp", "main", "std::printf", 31, 3, 0, overdub_elided_copy_before_cxx17_b54e9513_state + 10},
};
static const ::overdub::Registration overdub_elided_copy_before_cxx17_b54e9513_registration{overdub_elided_copy_before_cxx17_b54e9513_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "elided_copy_before_cxx17.cpp"
// Before C++17 a class prvalue initializing an object goes through an elidable move constructor
// (the AST shows a temporary, the compilers elide it): the wrapper must not turn the prvalue into
// an xvalue, which adds a move and, through ?:, leaves a reference bound to a dead temporary.
// FLAGS: -std=c++14
// CALLS: 5 make
// CALLS: 1 moves_of
// CALLS: 1 other
// CALLS: 1 relay
// CALLS: 1 std::printf
#include <cstdio>

struct Counted {
  int moves = 0;
  Counted() = default;
  Counted(Counted &&o) : moves(o.moves + 1) {}
  ~Counted() {}
};

Counted make() { return Counted(); }
Counted other() { return Counted(); }
int moves_of(Counted c) { return c.moves; }
Counted relay() { return  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_0_{overdub_elided_copy_before_cxx17_b54e9513_sites+0}; return make(); }(); }

int main(int argc, char **) {
  Counted a =  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_1_{overdub_elided_copy_before_cxx17_b54e9513_sites+1}; return make(); }();
  Counted b( [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_2_{overdub_elided_copy_before_cxx17_b54e9513_sites+2}; return make(); }());
  int passed =  ::overdub::Span{overdub_elided_copy_before_cxx17_b54e9513_sites+3}.val(moves_of( [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_4_{overdub_elided_copy_before_cxx17_b54e9513_sites+4}; return make(); }()));
  Counted d =  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_5_{overdub_elided_copy_before_cxx17_b54e9513_sites+5}; return relay(); }();
  const Counted &r = argc > 0 ?  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_6_{overdub_elided_copy_before_cxx17_b54e9513_sites+6}; return make(); }() :  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_7_{overdub_elided_copy_before_cxx17_b54e9513_sites+7}; return other(); }();
  Counted c = argc > 0 ?  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_8_{overdub_elided_copy_before_cxx17_b54e9513_sites+8}; return other(); }() :  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_9_{overdub_elided_copy_before_cxx17_b54e9513_sites+9}; return make(); }();
   ::overdub::Span{overdub_elided_copy_before_cxx17_b54e9513_sites+10}.val(std::printf("%d %d %d %d %d %d\n", a.moves, b.moves, passed, d.moves, r.moves, c.moves));
  return 0;
}
