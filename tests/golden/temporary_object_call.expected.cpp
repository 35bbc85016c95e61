#line 1 "temporary_object_call.cpp"
#include <overdub/overdub.h>
static unsigned overdub_temporary_object_call_05bb3e04_state[4];
static constexpr ::overdub::Site overdub_temporary_object_call_05bb3e04_sites[] = {
  {"temporary_object_call.cpp", "T::~T", "std::printf", 9, 10, 0, overdub_temporary_object_call_05bb3e04_state + 0},
  {"temporary_object_call.cpp", "main", "T::h", 16, 11, 0, overdub_temporary_object_call_05bb3e04_state + 1},
  {"temporary_object_call.cpp", "main", "mk", 16, 11, -1, overdub_temporary_object_call_05bb3e04_state + 2},
  {"temporary_object_call.cpp", "main", "std::printf", 17, 3, 0, overdub_temporary_object_call_05bb3e04_state + 3},
};
static const ::overdub::Registration overdub_temporary_object_call_05bb3e04_registration{overdub_temporary_object_call_05bb3e04_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "temporary_object_call.cpp"
// mk().h(): a member call on a class prvalue; the temporary is destroyed at the same point.
// CALLS: 1 T::h
// CALLS: 1 mk
// CALLS: 2 std::printf
#include <cstdio>

struct T {
  int v;
  ~T() {  ::overdub::Span{overdub_temporary_object_call_05bb3e04_sites+0}.val(std::printf("~T %d\n", v)); }
  int h() const { return v * 3; }
};

T mk() { return T{14}; }

int main() {
  int r =  ::overdub::Span{overdub_temporary_object_call_05bb3e04_sites+1}.val( ::overdub::Span{overdub_temporary_object_call_05bb3e04_sites+2}.ref(mk()).h());
   ::overdub::Span{overdub_temporary_object_call_05bb3e04_sites+3}.val(std::printf("r=%d\n", r));
  return 0;
}
