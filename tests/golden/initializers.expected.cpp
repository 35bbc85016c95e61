#line 1 "initializers.cpp"
#include <overdub/overdub.h>
static unsigned overdub_initializers_a74d93eb_state[9];
static constexpr ::overdub::Site overdub_initializers_a74d93eb_sites[] = {
  {"initializers.cpp", "<init of Widget::a>", "seed", 13, 11, 0, overdub_initializers_a74d93eb_state + 0},
  {"initializers.cpp", "Widget::Widget", "seed", 15, 30, 0, overdub_initializers_a74d93eb_state + 1},
  {"initializers.cpp", "once", "seed", 19, 23, 0, overdub_initializers_a74d93eb_state + 2},
  {"initializers.cpp", "main", "Widget", 24, 10, 0, overdub_initializers_a74d93eb_state + 3},
  {"initializers.cpp", "main", "seed", 25, 17, 0, overdub_initializers_a74d93eb_state + 4},
  {"initializers.cpp", "main", "std::printf", 26, 3, 0, overdub_initializers_a74d93eb_state + 5},
  {"initializers.cpp", "main", "main::<lambda:25:12>", 26, 42, -1, overdub_initializers_a74d93eb_state + 6},
  {"initializers.cpp", "main", "once", 26, 48, -2, overdub_initializers_a74d93eb_state + 7},
  {"initializers.cpp", "main", "once", 26, 57, -3, overdub_initializers_a74d93eb_state + 8},
};
static const ::overdub::Registration overdub_initializers_a74d93eb_registration{overdub_initializers_a74d93eb_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "initializers.cpp"
// Calls in constructor initializer lists, default member initializers, lambda init-captures and
// static locals.
// CALLS: 1 main::<lambda:25:12>
// CALLS: 2 once
// CALLS: 4 seed
// CALLS: 1 std::printf
// CALLS: 1 Widget
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
  Widget w( (static_cast<void>(::overdub::FullExprSpan{overdub_initializers_a74d93eb_sites+3}), 2));
  auto f = [s =  ::overdub::Span{overdub_initializers_a74d93eb_sites+4}.val(seed(4))](int k) { return s + k; };
   ::overdub::Span{overdub_initializers_a74d93eb_sites+5}.val(std::printf("%d %d %d %d\n", w.a, w.b,  ::overdub::Span{overdub_initializers_a74d93eb_sites+6}.val(f(1)),  ::overdub::Span{overdub_initializers_a74d93eb_sites+7}.val(once()) +  ::overdub::Span{overdub_initializers_a74d93eb_sites+8}.val(once())));
  return 0;
}
