#line 1 "member_chain.cpp"
#include <overdub/overdub.h>
static unsigned overdub_sites_state_[3];
static constexpr ::overdub::Site overdub_sites_[] = {
  {"member_chain.cpp", "main", "std::printf", 18, 3, 0, overdub_sites_state_ + 0},
  {"member_chain.cpp", "main", "B::c", 18, 23, -1, overdub_sites_state_ + 1},
  {"member_chain.cpp", "main", "A::b", 18, 23, -1, overdub_sites_state_ + 2},
};
static const ::overdub::Registration overdub_sites_registration_{overdub_sites_};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "member_chain.cpp"
// a.b().c(): a call on the result of a call returning a reference.
// CALLS: 1 A::b
// CALLS: 1 B::c
// CALLS: 1 std::printf
#include <cstdio>

struct B {
  int v = 41;
  int c() const { return v + 1; }
};
struct A {
  B inner;
  B &b() { return inner; }
};

int main() {
  A a;
   ::overdub::Span{overdub_sites_+0}.val(std::printf("%d\n",  ::overdub::Span{overdub_sites_+1}.val( ::overdub::Span{overdub_sites_+2}.ref(a.b()).c())));
  return 0;
}
