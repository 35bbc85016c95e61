#line 1 "short_circuit.cpp"
#include <overdub/overdub.h>
static unsigned overdub_short_circuit_b40c417a_state[6];
static constexpr ::overdub::Site overdub_short_circuit_b40c417a_sites[] = {
  {"short_circuit.cpp", "main", "no", 11, 12, 0, overdub_short_circuit_b40c417a_state + 0},
  {"short_circuit.cpp", "main", "yes", 11, 20, 0, overdub_short_circuit_b40c417a_state + 1},
  {"short_circuit.cpp", "main", "yes", 12, 12, 0, overdub_short_circuit_b40c417a_state + 2},
  {"short_circuit.cpp", "main", "yes", 12, 20, 0, overdub_short_circuit_b40c417a_state + 3},
  {"short_circuit.cpp", "main", "no", 12, 28, 0, overdub_short_circuit_b40c417a_state + 4},
  {"short_circuit.cpp", "main", "std::printf", 13, 3, 0, overdub_short_circuit_b40c417a_state + 5},
};
static const ::overdub::Registration overdub_short_circuit_b40c417a_registration{overdub_short_circuit_b40c417a_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "short_circuit.cpp"
// && and ?: keep short-circuit evaluation: unevaluated branches record nothing.
// CALLS: 1 no
// CALLS: 1 std::printf
// CALLS: 2 yes
#include <cstdio>

bool yes() { return true; }
bool no() { return false; }

int main() {
  bool a =  ::overdub::Span{overdub_short_circuit_b40c417a_sites+0}.val(no()) &&  ::overdub::Span{overdub_short_circuit_b40c417a_sites+1}.val(yes());
  bool b =  ::overdub::Span{overdub_short_circuit_b40c417a_sites+2}.val(yes()) ?  ::overdub::Span{overdub_short_circuit_b40c417a_sites+3}.val(yes()) :  ::overdub::Span{overdub_short_circuit_b40c417a_sites+4}.val(no());
   ::overdub::Span{overdub_short_circuit_b40c417a_sites+5}.val(std::printf("%d %d\n", a, b));
  return 0;
}
