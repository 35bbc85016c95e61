#line 1 "initializers.cpp"
#include <overdub/overdub.h>
static unsigned overdub_initializers_a74d93eb_state[8];
static constexpr ::overdub::Site overdub_initializers_a74d93eb_sites[] = {
  {"initializers.cpp", "<init of Widget::a>", "seed", 12, 11, 0, overdub_initializers_a74d93eb_state + 0},
  {"initializers.cpp", "Widget::Widget", "seed", 14, 30, 0, overdub_initializers_a74d93eb_state + 1},
  {"initializers.cpp", "once", "seed", 18, 23, 0, overdub_initializers_a74d93eb_state + 2},
  {"initializers.cpp", "main", "seed", 24, 17, 0, overdub_initializers_a74d93eb_state + 3},
  {"initializers.cpp", "main", "std::printf", 25, 3, 0, overdub_initializers_a74d93eb_state + 4},
  {"initializers.cpp", "main", "main::<lambda:24:12>", 25, 42, -1, overdub_initializers_a74d93eb_state + 5},
  {"initializers.cpp", "main", "once", 25, 48, -2, overdub_initializers_a74d93eb_state + 6},
  {"initializers.cpp", "main", "once", 25, 57, -3, overdub_initializers_a74d93eb_state + 7},
};
static const ::overdub::Registration overdub_initializers_a74d93eb_registration{overdub_initializers_a74d93eb_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "initializers.cpp"
// Calls in constructor initializer lists, default member initializers, lambda init-captures and
// static locals.
// CALLS: 1 main::<lambda:24:12>
// CALLS: 2 once
// CALLS: 4 seed
// CALLS: 1 std::printf
#include <cstdio>

int seed(int x) { return x * 3; }

struct Widget {
  int a =  ::overdub::Span{overdub_initializers_a74d93eb_sites+0}.val(seed(1));
  int b;
  explicit Widget(int v) : b( ::overdub::Span{overdub_initializers_a74d93eb_sites+1}.val(seed(v))) {}
};

int once() {
  static int cached =  ::overdub::Span{overdub_initializers_a74d93eb_sites+2}.val(seed(7));
  return cached;
}

int main() {
  Widget w(2);
  auto f = [s =  ::overdub::Span{overdub_initializers_a74d93eb_sites+3}.val(seed(4))](int k) { return s + k; };
   ::overdub::Span{overdub_initializers_a74d93eb_sites+4}.val(std::printf("%d %d %d %d\n", w.a, w.b,  ::overdub::Span{overdub_initializers_a74d93eb_sites+5}.val(f(1)),  ::overdub::Span{overdub_initializers_a74d93eb_sites+6}.val(once()) +  ::overdub::Span{overdub_initializers_a74d93eb_sites+7}.val(once())));
  return 0;
}
