#line 1 "member_chain.cpp"
#include <overdub/overdub.h>
static unsigned overdub_member_chain_2f7c3bee_state[3];
static constexpr ::overdub::Site overdub_member_chain_2f7c3bee_sites[] = {
  {"member_chain.cpp", "main", "std::printf", 18, 3, 0, overdub_member_chain_2f7c3bee_state + 0},
  {"member_chain.cpp", "main", "B::c", 18, 23, -1, overdub_member_chain_2f7c3bee_state + 1},
  {"member_chain.cpp", "main", "A::b", 18, 23, -1, overdub_member_chain_2f7c3bee_state + 2},
};
static const ::overdub::Registration overdub_member_chain_2f7c3bee_registration{overdub_member_chain_2f7c3bee_sites};
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
   ::overdub::Span{overdub_member_chain_2f7c3bee_sites+0}.val(std::printf("%d\n",  ::overdub::Span{overdub_member_chain_2f7c3bee_sites+1}.val( ::overdub::Span{overdub_member_chain_2f7c3bee_sites+2}.ref(a.b()).c())));
  return 0;
}
