// Bit-fields with calls: s.bits = f() (the value is truncated to the field's width as before),
// compound assignment, a bit-field as an argument by value and by const reference (a temporary).
// CALLS: 1 big
// CALLS: 1 peek
// CALLS: 1 std::printf
// CALLS: 2 twice
#include <cstdio>

struct Packed {
  unsigned low : 3;
  unsigned high : 5;
};
unsigned big() { return 13; }
unsigned twice(unsigned v) { return v * 2; }
unsigned peek(const unsigned &v) { return v + 100; }

int main() {
  Packed s{0, 0};
  s.low = big() & 7u;
  s.high = twice(3);
  s.high += twice(s.low);
  std::printf("%u %u %u\n", s.low, s.high, peek(s.high));
  return 0;
}
