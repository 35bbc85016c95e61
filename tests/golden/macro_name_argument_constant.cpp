// A macro whose name is written in another's arguments gets no variant (`macro`: magic_enum's
// MAGIC_ENUM_FOR_EACH_256(MAGIC_ENUM_V)), but a call in its body that no wrapper would take
// anyway says so: `valid` in `if constexpr` is a constant (constant-context, not counted).
// CALLS: 0 valid
// CALLS: 0 Bits::set
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
