#line 1 "static_member.cpp"
#include <overdub/overdub.h>
static unsigned overdub_static_member_f106b6f1_state[3];
static constexpr ::overdub::Site overdub_static_member_f106b6f1_sites[] = {
  {"static_member.cpp", "main", "std::printf", 12, 3, 0, overdub_static_member_f106b6f1_state + 0},
  {"static_member.cpp", "main", "Factory::make", 12, 26, -1, overdub_static_member_f106b6f1_state + 1},
  {"static_member.cpp", "main", "Factory::make", 12, 44, -2, overdub_static_member_f106b6f1_state + 2},
};
static const ::overdub::Registration overdub_static_member_f106b6f1_registration{overdub_static_member_f106b6f1_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "static_member.cpp"
// Static member functions called through the class and through an object.
// CALLS: 2 Factory::make
// CALLS: 1 std::printf
#include <cstdio>

struct Factory {
  static int make(int x) { return x * 10; }
};

int main() {
  Factory f;
   ::overdub::Span{overdub_static_member_f106b6f1_sites+0}.val(std::printf("%d %d\n",  ::overdub::Span{overdub_static_member_f106b6f1_sites+1}.val(Factory::make(1)),  ::overdub::Span{overdub_static_member_f106b6f1_sites+2}.val(f.make(2))));
  return 0;
}
