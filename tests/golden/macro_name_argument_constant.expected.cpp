#line 1 "macro_name_argument_constant.cpp"
#include <overdub/overdub.h>
static unsigned overdub_macro_name_argument_cons_6bacbc9f_state[4];
static constexpr ::overdub::Site overdub_macro_name_argument_cons_6bacbc9f_sites[] = {
  {"macro_name_argument_constant.cpp", "count", "Bits::set", 24, 3, 0, overdub_macro_name_argument_cons_6bacbc9f_state + 0},
  {"macro_name_argument_constant.cpp", "main", "count", 30, 3, 0, overdub_macro_name_argument_cons_6bacbc9f_state + 1},
  {"macro_name_argument_constant.cpp", "main", "count", 31, 3, 0, overdub_macro_name_argument_cons_6bacbc9f_state + 2},
  {"macro_name_argument_constant.cpp", "main", "std::printf", 32, 3, 0, overdub_macro_name_argument_cons_6bacbc9f_state + 3},
};
static const ::overdub::Registration overdub_macro_name_argument_cons_6bacbc9f_registration{overdub_macro_name_argument_cons_6bacbc9f_sites};
#line 15 "macro_name_argument_constant.cpp"
#define overdub_macro_name_argument_cons_6bacbc9f_sites_m0_0_FOR_EACH_2(M) \
                      M(0) M(1)
#line 20 "macro_name_argument_constant.cpp"
#define overdub_macro_name_argument_cons_6bacbc9f_sites_m0_1_CHECK_ONE(O) \
  if constexpr (valid(J + O)) {\
     ::overdub::Span{overdub_macro_name_argument_cons_6bacbc9f_sites+0}.v((b.set(J + O), ::overdub::unit{}));\
  }
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "macro_name_argument_constant.cpp"
// A macro whose name is written in another's arguments, which expands it several times
// (magic_enum's MAGIC_ENUM_FOR_EACH_256(MAGIC_ENUM_V)): the name in the file becomes its
// variant's, and each call of its body is one site for all the expansions (`b.set`, one
// wrapper). `valid` in `if constexpr` is a constant (constant-context, not counted).
// CALLS: 0 valid
// CALLS: 2 Bits::set
// CALLS: 2 count
// CALLS: 1 std::printf
#include <cstdio>

struct Bits {
  int v = 0;
  void set(int i) { v |= 1 << i; }
};
constexpr bool valid(int i) { return i % 2 == 0; }
#define FOR_EACH_2(M) M(0) M(1)

template <int J>
void count(Bits &b) {
#define CHECK_ONE(O)             \
  if constexpr (valid(J + O)) {  \
    b.set(J + O);                \
  }
  overdub_macro_name_argument_cons_6bacbc9f_sites_m0_0_FOR_EACH_2(overdub_macro_name_argument_cons_6bacbc9f_sites_m0_1_CHECK_ONE)
#undef CHECK_ONE
}

int main() {
  Bits b;
   ::overdub::Span{overdub_macro_name_argument_cons_6bacbc9f_sites+1}.v((count<0>(b), ::overdub::unit{}));
   ::overdub::Span{overdub_macro_name_argument_cons_6bacbc9f_sites+2}.v((count<2>(b), ::overdub::unit{}));
   ::overdub::Span{overdub_macro_name_argument_cons_6bacbc9f_sites+3}.val(std::printf("%d\n", b.v));
  return 0;
}
