#line 1 "static_context.cpp"
#include <overdub/overdub.h>
#include "@CASE_DIR@/contexts/pairing_context.h"
using overdub_static_context_e1a4c290_pass = ::overdub::BasicPass< golden::PairingContext>;
using overdub_static_context_e1a4c290_span = ::overdub::BasicSpan< golden::PairingContext>;
using overdub_static_context_e1a4c290_scope = ::overdub::BasicScope< golden::PairingContext>;
using overdub_static_context_e1a4c290_noreturn = ::overdub::BasicNoReturnGuard< golden::PairingContext>;
using overdub_static_context_e1a4c290_fullexpr = ::overdub::BasicFullExprSpan< golden::PairingContext>;
static unsigned overdub_static_context_e1a4c290_state[21];
static constexpr ::overdub::Site overdub_static_context_e1a4c290_sites[] = {
  {"static_context.cpp", "quad", "square", 17, 36, 0, overdub_static_context_e1a4c290_state + 0},
  {"static_context.cpp", "quad", "square", 17, 43, -1, overdub_static_context_e1a4c290_state + 1},
  {"static_context.cpp", "make", "Big", 20, 26, 0, overdub_static_context_e1a4c290_state + 2},
  {"static_context.cpp", "thrower", "std::runtime_error", 26, 20, 0, overdub_static_context_e1a4c290_state + 3},
  {"static_context.cpp", "nested", "thrower", 29, 28, 0, overdub_static_context_e1a4c290_state + 4},
  {"static_context.cpp", "give_up", "std::logic_error", 30, 37, 0, overdub_static_context_e1a4c290_state + 5},
  {"static_context.cpp", "positive", "give_up", 33, 3, 0, overdub_static_context_e1a4c290_state + 6},
  {"static_context.cpp", "main", "quad", 37, 11, 0, overdub_static_context_e1a4c290_state + 7},
  {"static_context.cpp", "main", "make", 38, 11, 0, overdub_static_context_e1a4c290_state + 8},
  {"static_context.cpp", "main", "pick", 39, 3, 0, overdub_static_context_e1a4c290_state + 9},
  {"static_context.cpp", "main", "note", 40, 3, 0, overdub_static_context_e1a4c290_state + 10},
  {"static_context.cpp", "main", "important", 41, 21, 0, overdub_static_context_e1a4c290_state + 11},
  {"static_context.cpp", "main", "std::basic_string<char>::size", 42, 19, 0, overdub_static_context_e1a4c290_state + 12},
  {"static_context.cpp", "main", "name", 42, 19, -1, overdub_static_context_e1a4c290_state + 13},
  {"static_context.cpp", "main", "nested", 46, 7, 0, overdub_static_context_e1a4c290_state + 14},
  {"static_context.cpp", "main", "positive", 47, 7, 0, overdub_static_context_e1a4c290_state + 15},
  {"static_context.cpp", "main", "std::thread", 52, 15, 0, overdub_static_context_e1a4c290_state + 16},
  {"static_context.cpp", "main::<lambda:52:17>", "note", 52, 22, 0, overdub_static_context_e1a4c290_state + 17},
  {"static_context.cpp", "main::<lambda:52:17>", "square", 52, 27, -1, overdub_static_context_e1a4c290_state + 18},
  {"static_context.cpp", "main", "std::thread::join", 53, 3, 0, overdub_static_context_e1a4c290_state + 19},
  {"static_context.cpp", "main", "std::printf", 54, 3, 0, overdub_static_context_e1a4c290_state + 20},
};
static const ::overdub::Registration overdub_static_context_e1a4c290_registration{overdub_static_context_e1a4c290_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "static_context.cpp"
// A rewrite-time context (--context): every form calls its hooks directly, and every call that
// entered ends once, also through exceptions and in threads (the context checks the pairing).
// OVERDUB: --context=golden::PairingContext --context-header=@CASE_DIR@/contexts/pairing_context.h
// FLAGS: -std=c++17 -pthread
#include <cstdio>
#include <stdexcept>
#include <string>
#include <thread>

struct Big {
  Big(int v) : v(v) {}
  Big(const Big &) = delete;
  int v;
};

constexpr int square(int x) { return x * x; }
constexpr int quad(int x) { return  ::overdub_static_context_e1a4c290_pass{overdub_static_context_e1a4c290_sites+0}.val(square( ::overdub_static_context_e1a4c290_pass{overdub_static_context_e1a4c290_sites+1}.val(square(x)))); }
static_assert(quad(2) == 16, "constant evaluation still works");

Big make(int v) { return  [&]() -> decltype(auto) { ::overdub_static_context_e1a4c290_scope overdub_scope_2_{overdub_static_context_e1a4c290_sites+2}; return Big(v); }(); }
int &pick(int &x) { return x; }
void note(int) {}
[[nodiscard]] int important() { return 7; }
std::string name() { return "n"; }
int thrower(int x) {
  if (x > 2) throw  [&]() -> decltype(auto) { ::overdub_static_context_e1a4c290_scope overdub_scope_3_{overdub_static_context_e1a4c290_sites+3}; return std::runtime_error("too big"); }();
  return x;
}
int nested(int x) { return  ::overdub_static_context_e1a4c290_span{overdub_static_context_e1a4c290_sites+4}.val(thrower(x)) + 1; }
[[noreturn]] void give_up() { throw  [&]() -> decltype(auto) { ::overdub_static_context_e1a4c290_scope overdub_scope_5_{overdub_static_context_e1a4c290_sites+5}; return std::logic_error("given up"); }(); }
int positive(int x) {
  if (x > 0) return x;
   (static_cast<void>(::overdub_static_context_e1a4c290_noreturn{overdub_static_context_e1a4c290_sites+6}), give_up());
}

int main(int argc, char **) {
  int a =  ::overdub_static_context_e1a4c290_span{overdub_static_context_e1a4c290_sites+7}.val(quad(argc + 1));
  Big b =  [&]() -> decltype(auto) { ::overdub_static_context_e1a4c290_scope overdub_scope_8_{overdub_static_context_e1a4c290_sites+8}; return make(a); }();
   ::overdub_static_context_e1a4c290_span{overdub_static_context_e1a4c290_sites+9}.ref(pick(a)) = 5;
   ::overdub_static_context_e1a4c290_span{overdub_static_context_e1a4c290_sites+10}.v((note(a), ::overdub::unit{}));
  static_cast<void>( ::overdub_static_context_e1a4c290_span{overdub_static_context_e1a4c290_sites+11}.val(important()));
  std::size_t n =  ::overdub_static_context_e1a4c290_span{overdub_static_context_e1a4c290_sites+12}.val( ::overdub_static_context_e1a4c290_span{overdub_static_context_e1a4c290_sites+13}.ref(name()).size());
  int caught = 0;
  for (int i = 0; i < 5; ++i) {
    try {
       ::overdub_static_context_e1a4c290_span{overdub_static_context_e1a4c290_sites+14}.val(nested(i));
       ::overdub_static_context_e1a4c290_span{overdub_static_context_e1a4c290_sites+15}.val(positive(2 - i));
    } catch (const std::exception &) {
      ++caught;
    }
  }
  std::thread t( (static_cast<void>(::overdub_static_context_e1a4c290_fullexpr{overdub_static_context_e1a4c290_sites+16}), [] {  ::overdub_static_context_e1a4c290_span{overdub_static_context_e1a4c290_sites+17}.v((note( ::overdub_static_context_e1a4c290_span{overdub_static_context_e1a4c290_sites+18}.val(square(2))), ::overdub::unit{})); }));
   ::overdub_static_context_e1a4c290_span{overdub_static_context_e1a4c290_sites+19}.v((t.join(), ::overdub::unit{}));
   ::overdub_static_context_e1a4c290_span{overdub_static_context_e1a4c290_sites+20}.val(std::printf("%d %d %zu %d\n", a, b.v, n, caught));
  return 0;
}
