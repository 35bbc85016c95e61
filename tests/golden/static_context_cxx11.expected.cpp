#line 1 "static_context_cxx11.cpp"
#include <overdub/overdub.h>
#include "@CASE_DIR@/contexts/pairing_context.h"
using overdub_static_context_cxx11_4a49caac_pass = ::overdub::BasicPass< golden::PairingContext>;
using overdub_static_context_cxx11_4a49caac_span = ::overdub::BasicSpan< golden::PairingContext>;
using overdub_static_context_cxx11_4a49caac_scope = ::overdub::BasicScope< golden::PairingContext>;
using overdub_static_context_cxx11_4a49caac_noreturn = ::overdub::BasicNoReturnGuard< golden::PairingContext>;
using overdub_static_context_cxx11_4a49caac_fullexpr = ::overdub::BasicFullExprSpan< golden::PairingContext>;
static unsigned overdub_static_context_cxx11_4a49caac_state[9];
static constexpr ::overdub::Site overdub_static_context_cxx11_4a49caac_sites[] = {
  {"static_context_cxx11.cpp", "thrower", "std::runtime_error", 17, 20, 0, overdub_static_context_cxx11_4a49caac_state + 0},
  {"static_context_cxx11.cpp", "main", "quad", 22, 11, 0, overdub_static_context_cxx11_4a49caac_state + 1},
  {"static_context_cxx11.cpp", "main", "pick", 23, 3, 0, overdub_static_context_cxx11_4a49caac_state + 2},
  {"static_context_cxx11.cpp", "main", "note", 24, 3, 0, overdub_static_context_cxx11_4a49caac_state + 3},
  {"static_context_cxx11.cpp", "main", "std::basic_string<char>::size", 25, 19, 0, overdub_static_context_cxx11_4a49caac_state + 4},
  {"static_context_cxx11.cpp", "main", "name", 25, 19, -1, overdub_static_context_cxx11_4a49caac_state + 5},
  {"static_context_cxx11.cpp", "main", "note", 29, 7, 0, overdub_static_context_cxx11_4a49caac_state + 6},
  {"static_context_cxx11.cpp", "main", "thrower", 29, 12, -1, overdub_static_context_cxx11_4a49caac_state + 7},
  {"static_context_cxx11.cpp", "main", "std::printf", 34, 3, 0, overdub_static_context_cxx11_4a49caac_state + 8},
};
static const ::overdub::Registration overdub_static_context_cxx11_4a49caac_registration{overdub_static_context_cxx11_4a49caac_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "static_context_cxx11.cpp"
// A rewrite-time context in C++11: the aliased wrappers need no class template argument
// deduction, and constexpr functions (left alone in C++11) keep working.
// OVERDUB: --context=golden::PairingContext --context-header=@CASE_DIR@/contexts/pairing_context.h
// FLAGS: -std=c++11
#include <cstdio>
#include <stdexcept>
#include <string>

constexpr int twice(int x) { return x + x; }
constexpr int quad(int x) { return twice(twice(x)); }
static_assert(quad(1) == 4, "constant evaluation still works");

int &pick(int &x) { return x; }
void note(int) {}
std::string name() { return "n"; }
int thrower(int x) {
  if (x > 1) throw  [&]() { return (static_cast<void>(::overdub_static_context_cxx11_4a49caac_fullexpr{overdub_static_context_cxx11_4a49caac_sites+0}), std::runtime_error("too big")); }();
  return x;
}

int main(int argc, char **) {
  int a =  ::overdub_static_context_cxx11_4a49caac_span{overdub_static_context_cxx11_4a49caac_sites+1}.val(quad(argc));
   ::overdub_static_context_cxx11_4a49caac_span{overdub_static_context_cxx11_4a49caac_sites+2}.ref(pick(a)) = a + 1;
   ::overdub_static_context_cxx11_4a49caac_span{overdub_static_context_cxx11_4a49caac_sites+3}.v((note(a), ::overdub::unit{}));
  std::size_t n =  ::overdub_static_context_cxx11_4a49caac_span{overdub_static_context_cxx11_4a49caac_sites+4}.val( ::overdub_static_context_cxx11_4a49caac_span{overdub_static_context_cxx11_4a49caac_sites+5}.ref(name()).size());
  int caught = 0;
  for (int i = 0; i < 4; ++i) {
    try {
       ::overdub_static_context_cxx11_4a49caac_span{overdub_static_context_cxx11_4a49caac_sites+6}.v((note( ::overdub_static_context_cxx11_4a49caac_span{overdub_static_context_cxx11_4a49caac_sites+7}.val(thrower(i))), ::overdub::unit{}));
    } catch (const std::exception &) {
      ++caught;
    }
  }
   ::overdub_static_context_cxx11_4a49caac_span{overdub_static_context_cxx11_4a49caac_sites+8}.val(std::printf("%d %zu %d\n", a, n, caught));
  return 0;
}
