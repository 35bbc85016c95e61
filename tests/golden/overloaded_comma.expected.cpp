#line 1 "overloaded_comma.cpp"
#include <overdub/overdub.h>
static unsigned overdub_sites_state_[4];
static constexpr ::overdub::Site overdub_sites_[] = {
  {"overloaded_comma.cpp", "main", "Seq::operator,", 16, 12, 0, overdub_sites_state_ + 0},
  {"overloaded_comma.cpp", "main", "item", 16, 15, -1, overdub_sites_state_ + 1},
  {"overloaded_comma.cpp", "main", "std::printf", 17, 3, 0, overdub_sites_state_ + 2},
  {"overloaded_comma.cpp", "main", "item", 17, 31, -1, overdub_sites_state_ + 3},
};
static const ::overdub::Registration overdub_sites_registration_{overdub_sites_};
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
  Seq t = ( ::overdub::Span{overdub_sites_+0}.val((s,  ::overdub::Span{overdub_sites_+1}.val(item(1)))));
   ::overdub::Span{overdub_sites_+2}.val(std::printf("%d %d\n", t.n,  ::overdub::Span{overdub_sites_+3}.val(item(2))));
  return 0;
}
