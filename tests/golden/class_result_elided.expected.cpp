#line 1 "class_result_elided.cpp"
#include <overdub/overdub.h>
static unsigned overdub_class_result_elided_345ebe28_state[2];
static constexpr ::overdub::Site overdub_class_result_elided_345ebe28_sites[] = {
  {"class_result_elided.cpp", "main", "make", 16, 15, 0, overdub_class_result_elided_345ebe28_state + 0},
  {"class_result_elided.cpp", "main", "std::printf", 17, 3, 0, overdub_class_result_elided_345ebe28_state + 1},
};
static const ::overdub::Registration overdub_class_result_elided_345ebe28_registration{overdub_class_result_elided_345ebe28_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "class_result_elided.cpp"
// A class prvalue initializing a variable keeps guaranteed copy elision (no extra move).
// CALLS: 1 make
// CALLS: 1 std::printf
#include <cstdio>

struct Counted {
  int moves = 0;
  Counted() = default;
  Counted(Counted &&o) : moves(o.moves + 1) {}
  ~Counted() {}
};

Counted make() { return Counted(); }

int main() {
  Counted c =  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_0_{overdub_class_result_elided_345ebe28_sites+0}; return make(); }();
   ::overdub::Span{overdub_class_result_elided_345ebe28_sites+1}.val(std::printf("moves=%d\n", c.moves));
  return 0;
}
