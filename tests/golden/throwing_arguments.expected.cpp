#line 1 "throwing_arguments.cpp"
#include <overdub/overdub.h>
static unsigned overdub_throwing_arguments_e8d6fb25_state[5];
static ::overdub::TargetCache overdub_throwing_arguments_e8d6fb25_targets[1];
static constexpr ::overdub::Site overdub_throwing_arguments_e8d6fb25_sites[] = {
  {"throwing_arguments.cpp", "risky", "std::invalid_argument", 11, 20, 0, overdub_throwing_arguments_e8d6fb25_state + 0},
  {"throwing_arguments.cpp", "main", "consume", 18, 5, 0, overdub_throwing_arguments_e8d6fb25_state + 1},
  {"throwing_arguments.cpp", "main", "risky", 18, 13, -1, overdub_throwing_arguments_e8d6fb25_state + 2},
  {"throwing_arguments.cpp", "main", "std::printf", 20, 5, 0, overdub_throwing_arguments_e8d6fb25_state + 3},
  {"throwing_arguments.cpp", "main", "std::exception::what", 20, 32, -1, overdub_throwing_arguments_e8d6fb25_state + 4},
};
static const ::overdub::Registration overdub_throwing_arguments_e8d6fb25_registration{overdub_throwing_arguments_e8d6fb25_sites, overdub_throwing_arguments_e8d6fb25_targets};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "throwing_arguments.cpp"
// An argument that throws: the outer call never starts its body; the trace still nests.
// UNWOUND: 1
// CALLS: 1 risky
// CALLS: 1 std::exception::what
// CALLS: 1 std::printf
// CALLS: 1 std::invalid_argument
#include <cstdio>
#include <stdexcept>

int risky(int x) {
  if (x < 0) throw  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_0_{overdub_throwing_arguments_e8d6fb25_sites+0}; return std::invalid_argument("negative"); }();
  return x;
}
int consume(int a, int b) { return a + b; }

int main() {
  try {
     ::overdub::Span{overdub_throwing_arguments_e8d6fb25_sites+1}.val(consume( ::overdub::Span{overdub_throwing_arguments_e8d6fb25_sites+2}.val(risky(-1)), 2));
  } catch (const std::exception &e) {
     ::overdub::Span{overdub_throwing_arguments_e8d6fb25_sites+3}.val(std::printf("caught %s\n",  ::overdub::Span{overdub_throwing_arguments_e8d6fb25_sites+4}.val( (::overdub::virtual_object<0, 2>(overdub_throwing_arguments_e8d6fb25_sites+4, overdub_throwing_arguments_e8d6fb25_targets+0, e)).what())));
  }
  return 0;
}
