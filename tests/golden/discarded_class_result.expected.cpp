#line 1 "discarded_class_result.cpp"
#include <overdub/overdub.h>
static unsigned overdub_discarded_class_result_b7d99e52_state[4];
static constexpr ::overdub::Site overdub_discarded_class_result_b7d99e52_sites[] = {
  {"discarded_class_result.cpp", "Noisy::~Noisy", "std::printf", 7, 14, 0, overdub_discarded_class_result_b7d99e52_state + 0},
  {"discarded_class_result.cpp", "make", "std::printf", 10, 3, 0, overdub_discarded_class_result_b7d99e52_state + 1},
  {"discarded_class_result.cpp", "main", "make", 15, 3, 0, overdub_discarded_class_result_b7d99e52_state + 2},
  {"discarded_class_result.cpp", "main", "std::printf", 16, 3, 0, overdub_discarded_class_result_b7d99e52_state + 3},
};
static const ::overdub::Registration overdub_discarded_class_result_b7d99e52_registration{overdub_discarded_class_result_b7d99e52_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "discarded_class_result.cpp"
// A discarded class result is destroyed at the end of its statement, as before.
// CALLS: 1 make
// CALLS: 3 std::printf
#include <cstdio>

struct Noisy {
  ~Noisy() {  ::overdub::Span{overdub_discarded_class_result_b7d99e52_sites+0}.val(std::printf("destroyed\n")); }
};
Noisy make() {
   ::overdub::Span{overdub_discarded_class_result_b7d99e52_sites+1}.val(std::printf("made\n"));
  return Noisy{};
}

int main() {
   ::overdub::Span{overdub_discarded_class_result_b7d99e52_sites+2}.ref(make());
   ::overdub::Span{overdub_discarded_class_result_b7d99e52_sites+3}.val(std::printf("after\n"));
  return 0;
}
