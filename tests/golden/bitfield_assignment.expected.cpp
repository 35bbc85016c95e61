#line 1 "bitfield_assignment.cpp"
#include <overdub/overdub.h>
static unsigned overdub_bitfield_assignment_4557153f_state[5];
static constexpr ::overdub::Site overdub_bitfield_assignment_4557153f_sites[] = {
  {"bitfield_assignment.cpp", "main", "big", 19, 11, 0, overdub_bitfield_assignment_4557153f_state + 0},
  {"bitfield_assignment.cpp", "main", "twice", 20, 12, 0, overdub_bitfield_assignment_4557153f_state + 1},
  {"bitfield_assignment.cpp", "main", "twice", 21, 13, 0, overdub_bitfield_assignment_4557153f_state + 2},
  {"bitfield_assignment.cpp", "main", "std::printf", 22, 3, 0, overdub_bitfield_assignment_4557153f_state + 3},
  {"bitfield_assignment.cpp", "main", "peek", 22, 44, -1, overdub_bitfield_assignment_4557153f_state + 4},
};
static const ::overdub::Registration overdub_bitfield_assignment_4557153f_registration{overdub_bitfield_assignment_4557153f_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "bitfield_assignment.cpp"
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
  s.low =  ::overdub::Span{overdub_bitfield_assignment_4557153f_sites+0}.val(big()) & 7u;
  s.high =  ::overdub::Span{overdub_bitfield_assignment_4557153f_sites+1}.val(twice(3));
  s.high +=  ::overdub::Span{overdub_bitfield_assignment_4557153f_sites+2}.val(twice(s.low));
   ::overdub::Span{overdub_bitfield_assignment_4557153f_sites+3}.val(std::printf("%u %u %u\n", s.low, s.high,  ::overdub::Span{overdub_bitfield_assignment_4557153f_sites+4}.val(peek(s.high))));
  return 0;
}
