#line 1 "switch_condition.cpp"
#include <overdub/overdub.h>
static unsigned overdub_switch_condition_e6411f60_state[8];
static constexpr ::overdub::Site overdub_switch_condition_e6411f60_sites[] = {
  {"switch_condition.cpp", "say", "std::printf", 12, 25, 0, overdub_switch_condition_e6411f60_state + 0},
  {"switch_condition.cpp", "main", "pick", 16, 13, 0, overdub_switch_condition_e6411f60_state + 1},
  {"switch_condition.cpp", "main", "say", 17, 22, 0, overdub_switch_condition_e6411f60_state + 2},
  {"switch_condition.cpp", "main", "say", 18, 24, 0, overdub_switch_condition_e6411f60_state + 3},
  {"switch_condition.cpp", "main", "say", 19, 23, 0, overdub_switch_condition_e6411f60_state + 4},
  {"switch_condition.cpp", "main", "code", 22, 19, 0, overdub_switch_condition_e6411f60_state + 5},
  {"switch_condition.cpp", "main", "say", 23, 11, 0, overdub_switch_condition_e6411f60_state + 6},
  {"switch_condition.cpp", "main", "say", 24, 12, 0, overdub_switch_condition_e6411f60_state + 7},
};
static const ::overdub::Registration overdub_switch_condition_e6411f60_registration{overdub_switch_condition_e6411f60_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "switch_condition.cpp"
// Calls as a switch condition, in a C++17 switch init-statement, and in the cases: the condition
// is evaluated once, its value keeps its type (an enum stays an enum for -Wswitch).
// CALLS: 1 code
// CALLS: 3 pick
// CALLS: 4 say
// CALLS: 4 std::printf
#include <cstdio>

enum class Color { red, green, blue };
Color pick(int i) { return static_cast<Color>(i % 3); }
int code(int i) { return i * 2; }
int say(int x) { return  ::overdub::Span{overdub_switch_condition_e6411f60_sites+0}.val(std::printf("%d\n", x)); }

int main() {
  for (int i = 0; i < 3; ++i) {
    switch ( ::overdub::Span{overdub_switch_condition_e6411f60_sites+1}.val(pick(i))) {
    case Color::red:  ::overdub::Span{overdub_switch_condition_e6411f60_sites+2}.val(say(1)); break;
    case Color::green:  ::overdub::Span{overdub_switch_condition_e6411f60_sites+3}.val(say(2)); break;
    case Color::blue:  ::overdub::Span{overdub_switch_condition_e6411f60_sites+4}.val(say(3)); break;
    }
  }
  switch (int c =  ::overdub::Span{overdub_switch_condition_e6411f60_sites+5}.val(code(2)); c) {
  case 4:  ::overdub::Span{overdub_switch_condition_e6411f60_sites+6}.val(say(c)); break;
  default:  ::overdub::Span{overdub_switch_condition_e6411f60_sites+7}.val(say(0));
  }
  return 0;
}
