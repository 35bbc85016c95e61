#line 1 "immediately_invoked_lambda.cpp"
#include <overdub/overdub.h>
static unsigned overdub_immediately_invoked_lamb_9149356b_state[5];
static constexpr ::overdub::Site overdub_immediately_invoked_lamb_9149356b_sites[] = {
  {"immediately_invoked_lambda.cpp", "main", "main::<lambda:11:17>", 11, 17, 0, overdub_immediately_invoked_lamb_9149356b_state + 0},
  {"immediately_invoked_lambda.cpp", "main::<lambda:11:17>", "base", 11, 29, 0, overdub_immediately_invoked_lamb_9149356b_state + 1},
  {"immediately_invoked_lambda.cpp", "main", "std::printf", 13, 3, 0, overdub_immediately_invoked_lamb_9149356b_state + 2},
  {"immediately_invoked_lambda.cpp", "main", "main::<lambda:12:14>", 13, 29, -1, overdub_immediately_invoked_lamb_9149356b_state + 3},
  {"immediately_invoked_lambda.cpp", "main", "base", 13, 36, -1, overdub_immediately_invoked_lamb_9149356b_state + 4},
};
static const ::overdub::Registration overdub_immediately_invoked_lamb_9149356b_registration{overdub_immediately_invoked_lamb_9149356b_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "immediately_invoked_lambda.cpp"
// An immediately invoked lambda, a lambda stored and called, and calls inside both.
// CALLS: 2 base
// CALLS: 1 main::<lambda:11:17>
// CALLS: 1 main::<lambda:12:14>
// CALLS: 1 std::printf
#include <cstdio>

int base() { return 40; }

int main() {
  const int v =  ::overdub::Span{overdub_immediately_invoked_lamb_9149356b_sites+0}.val([] { return  ::overdub::Span{overdub_immediately_invoked_lamb_9149356b_sites+1}.val(base()) + 2; }());
  auto add = [](int a, int b) { return a + b; };
   ::overdub::Span{overdub_immediately_invoked_lamb_9149356b_sites+2}.val(std::printf("%d %d\n", v,  ::overdub::Span{overdub_immediately_invoked_lamb_9149356b_sites+3}.val(add(v,  ::overdub::Span{overdub_immediately_invoked_lamb_9149356b_sites+4}.val(base())))));
  return 0;
}
