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
  FOR_EACH_2(CHECK_ONE)
#undef CHECK_ONE
}

int main() {
  Bits b;
  count<0>(b);
  count<2>(b);
  std::printf("%d\n", b.v);
  return 0;
}
