#line 1 "overloaded_comma.cpp"
#include <overdub/overdub.h>
static unsigned overdub_overloaded_comma_901f5745_state[4];
static constexpr ::overdub::Site overdub_overloaded_comma_901f5745_sites[] = {
  {"overloaded_comma.cpp", "main", "Seq::operator,", 16, 12, 0, overdub_overloaded_comma_901f5745_state + 0},
  {"overloaded_comma.cpp", "main", "item", 16, 15, -1, overdub_overloaded_comma_901f5745_state + 1},
  {"overloaded_comma.cpp", "main", "std::printf", 17, 3, 0, overdub_overloaded_comma_901f5745_state + 2},
  {"overloaded_comma.cpp", "main", "item", 17, 31, -1, overdub_overloaded_comma_901f5745_state + 3},
};
static const ::overdub::Registration overdub_overloaded_comma_901f5745_registration{overdub_overloaded_comma_901f5745_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "overloaded_comma.cpp"
// A user type that overloads operator, and operator&: the wrappers are not affected.
// CALLS: 1 Seq::operator,
// CALLS: 2 item
// CALLS: 1 std::printf
#include <cstdio>

struct Seq {
  int n = 0;
  Seq operator,(int) const { return Seq{n + 1}; }
  Seq *operator&() { return nullptr; }
};
int item(int x) { return x; }

int main() {
  Seq s;
  Seq t = ( ::overdub::Span{overdub_overloaded_comma_901f5745_sites+0}.val((s,  ::overdub::Span{overdub_overloaded_comma_901f5745_sites+1}.val(item(1)))));
   ::overdub::Span{overdub_overloaded_comma_901f5745_sites+2}.val(std::printf("%d %d\n", t.n,  ::overdub::Span{overdub_overloaded_comma_901f5745_sites+3}.val(item(2))));
  return 0;
}
