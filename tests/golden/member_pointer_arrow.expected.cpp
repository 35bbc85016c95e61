#line 1 "member_pointer_arrow.cpp"
#include <overdub/overdub.h>
static unsigned overdub_member_pointer_arrow_9dc79e34_state[6];
static ::overdub::TargetCache overdub_member_pointer_arrow_9dc79e34_targets[4];
static constexpr ::overdub::Site overdub_member_pointer_arrow_9dc79e34_sites[] = {
  {"member_pointer_arrow.cpp", "main", "(p->*pmf)", 29, 12, 0, overdub_member_pointer_arrow_9dc79e34_state + 0},
  {"member_pointer_arrow.cpp", "main", "(current()->*pvirt)", 30, 12, 0, overdub_member_pointer_arrow_9dc79e34_state + 1},
  {"member_pointer_arrow.cpp", "main", "current", 30, 13, -1, overdub_member_pointer_arrow_9dc79e34_state + 2},
  {"member_pointer_arrow.cpp", "main", "(b.*pvirt)", 31, 12, 0, overdub_member_pointer_arrow_9dc79e34_state + 3},
  {"member_pointer_arrow.cpp", "main", "(p->*pmf)", 31, 23, -1, overdub_member_pointer_arrow_9dc79e34_state + 4},
  {"member_pointer_arrow.cpp", "main", "std::printf", 32, 3, 0, overdub_member_pointer_arrow_9dc79e34_state + 5},
};
static const ::overdub::Registration overdub_member_pointer_arrow_9dc79e34_registration{overdub_member_pointer_arrow_9dc79e34_sites, overdub_member_pointer_arrow_9dc79e34_targets};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "member_pointer_arrow.cpp"
// Calls through member function pointers with ->*, on an object returned by a call, and to a
// virtual function: the callee is the whole parenthesized pointer expression, and the object
// expression (itself a call) must be evaluated once.
// CALLS: 1 (b.*pvirt)
// CALLS: 1 (current()->*pvirt)
// CALLS: 2 (p->*pmf)
// CALLS: 1 current
// CALLS: 1 std::printf
#include <cstdio>

struct Base {
  int k = 2;
  virtual ~Base() = default;
  virtual int scale(int x) const { return k * x; }
  int add(int x) { return k += x; }
};
struct Derived : Base {
  int scale(int x) const override { return 100 * x; }
};

Derived shared;
Derived *current() { return &shared; }

int main() {
  int (Base::*pmf)(int) = &Base::add;
  int (Base::*pvirt)(int) const = &Base::scale;
  Base b;
  Base *p = &b;
  int r1 =  ::overdub::Span{overdub_member_pointer_arrow_9dc79e34_sites+0}.val(( ::overdub::member_target(overdub_member_pointer_arrow_9dc79e34_sites+0, overdub_member_pointer_arrow_9dc79e34_targets+0, p, pmf)->*pmf)(3));
  int r2 =  ::overdub::Span{overdub_member_pointer_arrow_9dc79e34_sites+1}.val(( ::overdub::member_target(overdub_member_pointer_arrow_9dc79e34_sites+1, overdub_member_pointer_arrow_9dc79e34_targets+1,  ::overdub::Span{overdub_member_pointer_arrow_9dc79e34_sites+2}.val(current()), pvirt)->*pvirt)(4));
  int r3 =  ::overdub::Span{overdub_member_pointer_arrow_9dc79e34_sites+3}.val(( ::overdub::member_object(overdub_member_pointer_arrow_9dc79e34_sites+3, overdub_member_pointer_arrow_9dc79e34_targets+2, b, pvirt).*pvirt)( ::overdub::Span{overdub_member_pointer_arrow_9dc79e34_sites+4}.val(( ::overdub::member_target(overdub_member_pointer_arrow_9dc79e34_sites+4, overdub_member_pointer_arrow_9dc79e34_targets+3, p, pmf)->*pmf)(1))));
   ::overdub::Span{overdub_member_pointer_arrow_9dc79e34_sites+5}.val(std::printf("%d %d %d %d\n", r1, r2, r3, b.k));
  return 0;
}
