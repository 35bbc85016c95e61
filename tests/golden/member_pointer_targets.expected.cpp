#line 1 "member_pointer_targets.cpp"
#include <overdub/overdub.h>
static unsigned overdub_member_pointer_targets_f8918317_state[18];
static ::overdub::TargetCache overdub_member_pointer_targets_f8918317_targets[11];
static constexpr ::overdub::Site overdub_member_pointer_targets_f8918317_sites[] = {
  {"member_pointer_targets.cpp", "Hidden::through", "(this->*pm)", 38, 56, 0, overdub_member_pointer_targets_f8918317_state + 0},
  {"member_pointer_targets.cpp", "main", "(p->*pm)", 57, 10, 0, overdub_member_pointer_targets_f8918317_state + 1},
  {"member_pointer_targets.cpp", "main", "((*p).*pm)", 57, 23, 0, overdub_member_pointer_targets_f8918317_state + 2},
  {"member_pointer_targets.cpp", "main", "(p->*table[i % 2])", 57, 38, 0, overdub_member_pointer_targets_f8918317_state + 3},
  {"member_pointer_targets.cpp", "main", "(r.*table[i % 2])", 59, 10, 0, overdub_member_pointer_targets_f8918317_state + 4},
  {"member_pointer_targets.cpp", "main", "(square.*table[k++])", 62, 8, 0, overdub_member_pointer_targets_f8918317_state + 5},
  {"member_pointer_targets.cpp", "main", "(square.*NEXT_PM)", 63, 8, 0, overdub_member_pointer_targets_f8918317_state + 6},
  {"member_pointer_targets.cpp", "main", "(make().*pm)", 64, 8, 0, overdub_member_pointer_targets_f8918317_state + 7},
  {"member_pointer_targets.cpp", "main", "make", 64, 9, -1, overdub_member_pointer_targets_f8918317_state + 8},
  {"member_pointer_targets.cpp", "main", "Shape::twice", 64, 25, 0, overdub_member_pointer_targets_f8918317_state + 9},
  {"member_pointer_targets.cpp", "main", "make", 64, 26, -1, overdub_member_pointer_targets_f8918317_state + 10},
  {"member_pointer_targets.cpp", "main", "Shape::twice", 64, 54, 0, overdub_member_pointer_targets_f8918317_state + 11},
  {"member_pointer_targets.cpp", "main", "Hidden::through", 65, 8, 0, overdub_member_pointer_targets_f8918317_state + 12},
  {"member_pointer_targets.cpp", "main", "(diamond.*bp)", 66, 8, 0, overdub_member_pointer_targets_f8918317_state + 13},
  {"member_pointer_targets.cpp", "main", "(both.*np)", 66, 44, 0, overdub_member_pointer_targets_f8918317_state + 14},
  {"member_pointer_targets.cpp", "main", "(both.*bq)", 68, 8, 0, overdub_member_pointer_targets_f8918317_state + 15},
  {"member_pointer_targets.cpp", "main", "(square.*nul)", 70, 17, 0, overdub_member_pointer_targets_f8918317_state + 16},
  {"member_pointer_targets.cpp", "main", "std::printf", 71, 3, 0, overdub_member_pointer_targets_f8918317_state + 17},
};
static const ::overdub::Registration overdub_member_pointer_targets_f8918317_registration{overdub_member_pointer_targets_f8918317_sites, overdub_member_pointer_targets_f8918317_targets};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "member_pointer_targets.cpp"
// Calls through member-function pointers record which function ran: the object operand is
// wrapped and given the member pointer too (read again: only one without side effects, and without
// a macro, which could expand to another pointer the second time). A
// virtual member goes through the object's vtable, a non-virtual one is the pointer's value;
// `this` is adjusted for a second base and converted through a virtual base as ->* does.
// CALLS: 4 (p->*pm)
// CALLS: 4 ((*p).*pm)
// CALLS: 4 (p->*table[i % 2])
// CALLS: 4 (r.*table[i % 2])
// CALLS: 1 (square.*table[k++])
// CALLS: 1 (square.*NEXT_PM)
// CALLS: 1 (make().*pm)
// CALLS: 2 Shape::twice
// CALLS: 2 make
// CALLS: 1 Hidden::through
// CALLS: 1 (this->*pm)
// CALLS: 1 (diamond.*bp)
// CALLS: 1 (both.*np)
// CALLS: 1 (both.*bq)
// CALLS: 1 std::printf
#include <cstdio>
#include <utility>
#define NEXT_PM table[__COUNTER__ % 2]
struct Shape {
  virtual ~Shape() {}
  virtual int area() const { return 1; }
  int id() const { return 7; }
  int twice(int x) && { return 2 * x; }
};
struct Square : Shape { int area() const override { return 4; } };
struct Tri : Shape { int area() const override { return 3; } };
struct Named { virtual const char *name() const { return "named"; } };
struct Both : Named, Square { const char *name() const override { return "both"; } };
struct Base { virtual int value() const { return 10; } };
struct Left : virtual Base { int value() const override { return 11; } };
struct Diamond : Left { int value() const override { return 12; } };
struct Hidden : private Shape {
  int through(int (Shape::*pm)() const) const { return  ::overdub::Span{overdub_member_pointer_targets_f8918317_sites+0}.val((this->*pm)()); }  // a private base
};
Shape make() { return Shape(); }
int main() {
  Square square;
  Tri tri;
  Both both;
  Diamond diamond;
  Hidden hidden;
  const Shape *shapes[] = {&square, &tri};
  int (Shape::*const table[])() const = {&Shape::area, &Shape::id};
  int (Shape::*pm)() const = &Shape::area;
  const char *(Named::*np)() const = &Named::name;
  int (Both::*bq)() const = &Both::area;  // Square's, `this` adjusted past Named
  int (Base::*bp)() const = &Base::value;
  int (Shape::*nul)() const = nullptr;
  int t = 0;
  for (int i = 0; i < 4; ++i) {
    const Shape *p = shapes[i % 2];
    t +=  ::overdub::Span{overdub_member_pointer_targets_f8918317_sites+1}.val(( ::overdub::member_target(overdub_member_pointer_targets_f8918317_sites+1, overdub_member_pointer_targets_f8918317_targets+0, p, pm)->*pm)()) +  ::overdub::Span{overdub_member_pointer_targets_f8918317_sites+2}.val(( ::overdub::member_object(overdub_member_pointer_targets_f8918317_sites+2, overdub_member_pointer_targets_f8918317_targets+1, (*p), pm).*pm)()) +  ::overdub::Span{overdub_member_pointer_targets_f8918317_sites+3}.val(( ::overdub::member_target(overdub_member_pointer_targets_f8918317_sites+3, overdub_member_pointer_targets_f8918317_targets+2, p, table[i % 2])->*table[i % 2])());
    const Shape &r = *shapes[(i + 1) % 2];
    t +=  ::overdub::Span{overdub_member_pointer_targets_f8918317_sites+4}.val(( ::overdub::member_object(overdub_member_pointer_targets_f8918317_sites+4, overdub_member_pointer_targets_f8918317_targets+3, r, table[i % 2]).*table[i % 2])());
  }
  int k = 0;
  t +=  ::overdub::Span{overdub_member_pointer_targets_f8918317_sites+5}.val((square.*table[k++])());  // a member pointer with a side effect: its static callee only
  t +=  ::overdub::Span{overdub_member_pointer_targets_f8918317_sites+6}.val((square.*NEXT_PM)());      // a macro: its static callee only
  t +=  ::overdub::Span{overdub_member_pointer_targets_f8918317_sites+7}.val(( ::overdub::member_object(overdub_member_pointer_targets_f8918317_sites+7, overdub_member_pointer_targets_f8918317_targets+4,  ::overdub::Span{overdub_member_pointer_targets_f8918317_sites+8}.ref(make()), pm).*pm)()) +  ::overdub::Span{overdub_member_pointer_targets_f8918317_sites+9}.val(( ::overdub::member_object(overdub_member_pointer_targets_f8918317_sites+9, overdub_member_pointer_targets_f8918317_targets+5,  ::overdub::Span{overdub_member_pointer_targets_f8918317_sites+10}.ref(make()), &Shape::twice).*&Shape::twice)(3)) +  ::overdub::Span{overdub_member_pointer_targets_f8918317_sites+11}.val(( ::overdub::member_object(overdub_member_pointer_targets_f8918317_sites+11, overdub_member_pointer_targets_f8918317_targets+6, std::move(square), &Shape::twice).*&Shape::twice)(1));
  t +=  ::overdub::Span{overdub_member_pointer_targets_f8918317_sites+12}.val(hidden.through(&Shape::area));
  t +=  ::overdub::Span{overdub_member_pointer_targets_f8918317_sites+13}.val(( ::overdub::member_object(overdub_member_pointer_targets_f8918317_sites+13, overdub_member_pointer_targets_f8918317_targets+7, diamond, bp).*bp)()) + static_cast<int>(* ::overdub::Span{overdub_member_pointer_targets_f8918317_sites+14}.val(( ::overdub::member_object(overdub_member_pointer_targets_f8918317_sites+14, overdub_member_pointer_targets_f8918317_targets+8, both, np).*np)()));
#ifndef __SANITIZE_ADDRESS__  // g++'s -fsanitize=vptr takes the adjusted `this` for a Both's
  t +=  ::overdub::Span{overdub_member_pointer_targets_f8918317_sites+15}.val(( ::overdub::member_object(overdub_member_pointer_targets_f8918317_sites+15, overdub_member_pointer_targets_f8918317_targets+9, both, bq).*bq)()) - 4;      // (a false report, the original's too): not in that build
#endif
  if (nul) t +=  ::overdub::Span{overdub_member_pointer_targets_f8918317_sites+16}.val(( ::overdub::member_object(overdub_member_pointer_targets_f8918317_sites+16, overdub_member_pointer_targets_f8918317_targets+10, square, nul).*nul)());
   ::overdub::Span{overdub_member_pointer_targets_f8918317_sites+17}.val(std::printf("%d %d\n", t, k));
}
