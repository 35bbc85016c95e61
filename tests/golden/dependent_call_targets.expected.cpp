#line 1 "dependent_call_targets.cpp"
#include <overdub/overdub.h>
static unsigned overdub_dependent_call_targets_c5fcf5eb_state[16];
static ::overdub::TargetCache overdub_dependent_call_targets_c5fcf5eb_targets[3];
static constexpr ::overdub::Site overdub_dependent_call_targets_c5fcf5eb_sites[] = {
  {"dependent_call_targets.cpp", "one", "S::area", 40, 50, 0, overdub_dependent_call_targets_c5fcf5eb_state + 0},
  {"dependent_call_targets.cpp", "each", "P::area", 43, 36, 0, overdub_dependent_call_targets_c5fcf5eb_state + 1},
  {"dependent_call_targets.cpp", "mixed", "M::area", 46, 52, 0, overdub_dependent_call_targets_c5fcf5eb_state + 2},
  {"dependent_call_targets.cpp", "Wrapped::twice", "Wrapped<B>::area", 48, 35, 0, overdub_dependent_call_targets_c5fcf5eb_state + 3},
  {"dependent_call_targets.cpp", "through", "Ptr::area", 50, 58, 0, overdub_dependent_call_targets_c5fcf5eb_state + 4},
  {"dependent_call_targets.cpp", "main", "one", 58, 12, 0, overdub_dependent_call_targets_c5fcf5eb_state + 5},
  {"dependent_call_targets.cpp", "main", "one", 58, 33, 0, overdub_dependent_call_targets_c5fcf5eb_state + 6},
  {"dependent_call_targets.cpp", "main", "each", 58, 51, 0, overdub_dependent_call_targets_c5fcf5eb_state + 7},
  {"dependent_call_targets.cpp", "main", "each", 58, 69, 0, overdub_dependent_call_targets_c5fcf5eb_state + 8},
  {"dependent_call_targets.cpp", "main", "mixed", 59, 8, 0, overdub_dependent_call_targets_c5fcf5eb_state + 9},
  {"dependent_call_targets.cpp", "main", "mixed", 59, 25, 0, overdub_dependent_call_targets_c5fcf5eb_state + 10},
  {"dependent_call_targets.cpp", "main", "Wrapped<Square>::twice", 61, 8, 0, overdub_dependent_call_targets_c5fcf5eb_state + 11},
  {"dependent_call_targets.cpp", "main", "std::unique_ptr<Shape>", 62, 26, 0, overdub_dependent_call_targets_c5fcf5eb_state + 12},
  {"dependent_call_targets.cpp", "main", "Tri", 62, 32, -1, overdub_dependent_call_targets_c5fcf5eb_state + 13},
  {"dependent_call_targets.cpp", "main", "through", 63, 8, 0, overdub_dependent_call_targets_c5fcf5eb_state + 14},
  {"dependent_call_targets.cpp", "main", "std::printf", 64, 3, 0, overdub_dependent_call_targets_c5fcf5eb_state + 15},
};
static const ::overdub::Registration overdub_dependent_call_targets_c5fcf5eb_registration{overdub_dependent_call_targets_c5fcf5eb_sites, overdub_dependent_call_targets_c5fcf5eb_targets};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "dependent_call_targets.cpp"
// Virtual calls in templates, dependent on a template parameter: judged by the instantiations
// made here (a template of the main file has no others). Where every instantiation calls through
// the same vtable entry reached the same way, the call records its target (an object, `this->`
// with a dependent base, a smart pointer); where they differ (a virtual base in one), or where one
// calls a function that is not virtual, it is left as the static callee, saying why.
// CALLS: 2 S::area
// CALLS: 3 P::area
// CALLS: 2 M::area
// CALLS: 1 Wrapped<B>::area
// CALLS: 1 Ptr::area
// CALLS: 2 one
// CALLS: 2 each
// CALLS: 2 mixed
// CALLS: 1 Wrapped<Square>::twice
// CALLS: 1 Tri
// CALLS: 1 std::unique_ptr<Shape>
// CALLS: 1 through
// CALLS: 1 std::printf
#include <cstdio>
#include <memory>

struct Shape {
  virtual ~Shape() = default;
  virtual long area() const = 0;
};
struct Square : Shape {
  long area() const override { return 9; }
};
struct Tri : Shape {
  long area() const override { return 6; }
};
struct Plain {
  long area() const { return 1; }
};
struct Framed : virtual Shape {};
struct Panel : Framed {
  long area() const override { return 8; }
};

template <class S> long one(const S &s) { return  ::overdub::Span{overdub_dependent_call_targets_c5fcf5eb_sites+0}.val( (::overdub::virtual_object<0, 2>(overdub_dependent_call_targets_c5fcf5eb_sites+0, overdub_dependent_call_targets_c5fcf5eb_targets+0, s)).area()); }
template <class P> long each(const P *const *all, int n) {
  long t = 0;
  for (int i = 0; i < n; ++i) t +=  ::overdub::Span{overdub_dependent_call_targets_c5fcf5eb_sites+1}.val(all[i]->area());
  return t;
}
template <class M> long mixed(const M &m) { return  ::overdub::Span{overdub_dependent_call_targets_c5fcf5eb_sites+2}.val(m.area()); }
template <class B> struct Wrapped : B {
  long twice() const { return 2 *  ::overdub::Span{overdub_dependent_call_targets_c5fcf5eb_sites+3}.val( (::overdub::virtual_target<0, 2>(overdub_dependent_call_targets_c5fcf5eb_sites+3, overdub_dependent_call_targets_c5fcf5eb_targets+1, this))->area()); }
};
template <class Ptr> long through(const Ptr &p) { return  ::overdub::Span{overdub_dependent_call_targets_c5fcf5eb_sites+4}.val( (::overdub::virtual_arrow<0, 2>(overdub_dependent_call_targets_c5fcf5eb_sites+4, overdub_dependent_call_targets_c5fcf5eb_targets+2, p))->area()); }

int main() {
  Square square;
  Tri tri;
  Panel panel;
  const Shape *shapes[] = {&square, &tri};
  const Framed *framed[] = {&panel};
  long t =  ::overdub::Span{overdub_dependent_call_targets_c5fcf5eb_sites+5}.val(one<Shape>(square)) +  ::overdub::Span{overdub_dependent_call_targets_c5fcf5eb_sites+6}.val(one<Shape>(tri)) +  ::overdub::Span{overdub_dependent_call_targets_c5fcf5eb_sites+7}.val(each(shapes, 2)) +  ::overdub::Span{overdub_dependent_call_targets_c5fcf5eb_sites+8}.val(each(framed, 1));
  t +=  ::overdub::Span{overdub_dependent_call_targets_c5fcf5eb_sites+9}.val(mixed(Plain{})) +  ::overdub::Span{overdub_dependent_call_targets_c5fcf5eb_sites+10}.val(mixed<Shape>(tri));
  Wrapped<Square> wrapped;
  t +=  ::overdub::Span{overdub_dependent_call_targets_c5fcf5eb_sites+11}.val(wrapped.twice());
  std::unique_ptr<Shape> owned( (static_cast<void>(::overdub::FullExprSpan{overdub_dependent_call_targets_c5fcf5eb_sites+12}),  ::overdub::Span{overdub_dependent_call_targets_c5fcf5eb_sites+13}.val(new Tri)));
  t +=  ::overdub::Span{overdub_dependent_call_targets_c5fcf5eb_sites+14}.val(through(owned));
   ::overdub::Span{overdub_dependent_call_targets_c5fcf5eb_sites+15}.val(std::printf("%ld\n", t));
}
