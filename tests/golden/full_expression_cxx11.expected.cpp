#line 1 "full_expression_cxx11.cpp"
#include <overdub/overdub.h>
static unsigned overdub_full_expression_cxx11_ad375f2c_state[19];
static ::overdub::TargetCache overdub_full_expression_cxx11_ad375f2c_targets[2];
static constexpr ::overdub::Site overdub_full_expression_cxx11_ad375f2c_sites[] = {
  {"full_expression_cxx11.cpp", "relay", "make", 38, 26, 0, overdub_full_expression_cxx11_ad375f2c_state + 0},
  {"full_expression_cxx11.cpp", "risky", "std::runtime_error", 41, 20, 0, overdub_full_expression_cxx11_ad375f2c_state + 1},
  {"full_expression_cxx11.cpp", "thrower", "std::runtime_error", 46, 20, 0, overdub_full_expression_cxx11_ad375f2c_state + 2},
  {"full_expression_cxx11.cpp", "main", "relay", 51, 15, 0, overdub_full_expression_cxx11_ad375f2c_state + 3},
  {"full_expression_cxx11.cpp", "main", "make_const", 52, 22, 0, overdub_full_expression_cxx11_ad375f2c_state + 4},
  {"full_expression_cxx11.cpp", "main", "pinned", 53, 21, 0, overdub_full_expression_cxx11_ad375f2c_state + 5},
  {"full_expression_cxx11.cpp", "main", "std::make_shared", 54, 32, 0, overdub_full_expression_cxx11_ad375f2c_state + 6},
  {"full_expression_cxx11.cpp", "main", "std::printf", 55, 3, 0, overdub_full_expression_cxx11_ad375f2c_state + 7},
  {"full_expression_cxx11.cpp", "main", "consume", 57, 17, 0, overdub_full_expression_cxx11_ad375f2c_state + 8},
  {"full_expression_cxx11.cpp", "main", "risky", 57, 25, -1, overdub_full_expression_cxx11_ad375f2c_state + 9},
  {"full_expression_cxx11.cpp", "main", "std::printf", 58, 5, 0, overdub_full_expression_cxx11_ad375f2c_state + 10},
  {"full_expression_cxx11.cpp", "main", "std::printf", 60, 5, 0, overdub_full_expression_cxx11_ad375f2c_state + 11},
  {"full_expression_cxx11.cpp", "main", "std::exception::what", 60, 32, -1, overdub_full_expression_cxx11_ad375f2c_state + 12},
  {"full_expression_cxx11.cpp", "main", "thrower", 63, 17, 0, overdub_full_expression_cxx11_ad375f2c_state + 13},
  {"full_expression_cxx11.cpp", "main", "std::printf", 64, 5, 0, overdub_full_expression_cxx11_ad375f2c_state + 14},
  {"full_expression_cxx11.cpp", "main", "std::printf", 66, 5, 0, overdub_full_expression_cxx11_ad375f2c_state + 15},
  {"full_expression_cxx11.cpp", "main", "std::exception::what", 66, 32, -1, overdub_full_expression_cxx11_ad375f2c_state + 16},
  {"full_expression_cxx11.cpp", "main", "std::printf", 68, 3, 0, overdub_full_expression_cxx11_ad375f2c_state + 17},
  {"full_expression_cxx11.cpp", "main", "risky", 68, 23, -1, overdub_full_expression_cxx11_ad375f2c_state + 18},
};
static const ::overdub::Registration overdub_full_expression_cxx11_ad375f2c_registration{overdub_full_expression_cxx11_ad375f2c_sites, overdub_full_expression_cxx11_ad375f2c_targets};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "full_expression_cxx11.cpp"
// C++11 has no decltype(auto): a class result that needs copy elision takes the full-expression
// form where the call is a variable's whole initializer or a return operand, and elsewhere (a
// thrown `std::runtime_error("...")`) a lambda whose one return statement deduces the type. The
// call stays in place: no move is added, a non-movable result still binds to a reference. An
// exception from the call ends it with an unwinding stop; one thrown while the arguments are
// evaluated leaves no call (the report drops a call whose arguments did not finish), as with Span.
// FLAGS: -std=c++11
// CALLS: 1 make
// CALLS: 1 make_const
// CALLS: 1 pinned
// CALLS: 1 relay
// CALLS: 2 risky
// CALLS: 1 thrower
// CALLS: 2 std::exception::what
// CALLS: 1 std::make_shared
// CALLS: 4 std::printf
// CALLS: 2 std::runtime_error
// UNWOUND: 2
#include <cstdio>
#include <memory>
#include <stdexcept>

struct Counted {
  int moves = 0;
  Counted() = default;
  Counted(Counted &&o) : moves(o.moves + 1) {}
  ~Counted() {}
};
struct Pinned {
  int v;
  Pinned(int x) : v(x) {}
  Pinned(const Pinned &) = delete;
  Pinned(Pinned &&) = delete;
};

Counted make() { return Counted(); }
const Counted make_const() { return Counted(); }
Counted relay() { return  (static_cast<void>(::overdub::FullExprSpan{overdub_full_expression_cxx11_ad375f2c_sites+0}), make()); }
Pinned pinned(int x) { return {x}; }
int risky(int x) {
  if (x > 1) throw  [&]() { return (static_cast<void>(::overdub::FullExprSpan{overdub_full_expression_cxx11_ad375f2c_sites+1}), std::runtime_error("too big")); }();
  return x;
}
Counted consume(int) { return Counted(); }
Counted thrower(int x) {
  if (x > 1) throw  [&]() { return (static_cast<void>(::overdub::FullExprSpan{overdub_full_expression_cxx11_ad375f2c_sites+2}), std::runtime_error("thrown")); }();
  return Counted();
}

int main() {
  Counted a =  (static_cast<void>(::overdub::FullExprSpan{overdub_full_expression_cxx11_ad375f2c_sites+3}), relay());
  const Counted &b =  (static_cast<void>(::overdub::FullExprSpan{overdub_full_expression_cxx11_ad375f2c_sites+4}), make_const());
  const Pinned &p =  (static_cast<void>(::overdub::FullExprSpan{overdub_full_expression_cxx11_ad375f2c_sites+5}), pinned(7));
  std::shared_ptr<Counted> s =  (static_cast<void>(::overdub::FullExprSpan{overdub_full_expression_cxx11_ad375f2c_sites+6}), std::make_shared<Counted>());
   ::overdub::Span{overdub_full_expression_cxx11_ad375f2c_sites+7}.val(std::printf("%d %d %d %d\n", a.moves, b.moves, p.v, s->moves));
  try {
    Counted c =  (static_cast<void>(::overdub::FullExprSpan{overdub_full_expression_cxx11_ad375f2c_sites+8}), consume( ::overdub::Span{overdub_full_expression_cxx11_ad375f2c_sites+9}.val(risky(5))));
     ::overdub::Span{overdub_full_expression_cxx11_ad375f2c_sites+10}.val(std::printf("not reached %d\n", c.moves));
  } catch (const std::exception &e) {
     ::overdub::Span{overdub_full_expression_cxx11_ad375f2c_sites+11}.val(std::printf("caught %s\n",  ::overdub::Span{overdub_full_expression_cxx11_ad375f2c_sites+12}.val( (::overdub::virtual_object<0, 2>(overdub_full_expression_cxx11_ad375f2c_sites+12, overdub_full_expression_cxx11_ad375f2c_targets+0, e)).what())));
  }
  try {
    Counted d =  (static_cast<void>(::overdub::FullExprSpan{overdub_full_expression_cxx11_ad375f2c_sites+13}), thrower(2));
     ::overdub::Span{overdub_full_expression_cxx11_ad375f2c_sites+14}.val(std::printf("not reached %d\n", d.moves));
  } catch (const std::exception &e) {
     ::overdub::Span{overdub_full_expression_cxx11_ad375f2c_sites+15}.val(std::printf("caught %s\n",  ::overdub::Span{overdub_full_expression_cxx11_ad375f2c_sites+16}.val( (::overdub::virtual_object<0, 2>(overdub_full_expression_cxx11_ad375f2c_sites+16, overdub_full_expression_cxx11_ad375f2c_targets+1, e)).what())));
  }
   ::overdub::Span{overdub_full_expression_cxx11_ad375f2c_sites+17}.val(std::printf("%d\n",  ::overdub::Span{overdub_full_expression_cxx11_ad375f2c_sites+18}.val(risky(1))));
  return 0;
}
