#line 1 "library_bodies_longjmp.cpp"
#include <overdub/overdub.h>
static unsigned overdub_library_bodies_longjmp_3d7da7a0_state[5];
static constexpr ::overdub::Site overdub_library_bodies_longjmp_3d7da7a0_sites[] = {
  {"library_bodies_longjmp.cpp", "visit", "std::longjmp", 18, 14, 0, overdub_library_bodies_longjmp_3d7da7a0_state + 0},
  {"library_bodies_longjmp.cpp", "walk", "std::for_each", 22, 41, 0, overdub_library_bodies_longjmp_3d7da7a0_state + 1},
  {"library_bodies_longjmp.cpp", "scan", "walk", 26, 5, 0, overdub_library_bodies_longjmp_3d7da7a0_state + 2},
  {"library_bodies_longjmp.cpp", "main", "scan", 34, 17, 0, overdub_library_bodies_longjmp_3d7da7a0_state + 3},
  {"library_bodies_longjmp.cpp", "main", "std::printf", 35, 3, 0, overdub_library_bodies_longjmp_3d7da7a0_state + 4},
};
static const ::overdub::Registration overdub_library_bodies_longjmp_3d7da7a0_registration{overdub_library_bodies_longjmp_3d7da7a0_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "library_bodies_longjmp.cpp"
// A call that may longjmp only through the standard library's body: std::for_each calls, through
// a function pointer, a function that longjmps. Its wrapper must have no destructor (a longjmp
// must not jump over one), which the call graph tells only from for_each's instantiated body,
// an instantiation with the library's own types (int *, void (*)(int)).
// CALLS: 1 std::for_each
// CALLS: 1 std::printf
// CALLS: 1 walk
// CALLS: 1 scan
// CALLS: 1 std::longjmp
#include <algorithm>
#include <csetjmp>
#include <cstdio>

static std::jmp_buf back;
static int seen;

static void visit(int x) {
  if (x < 0)  (static_cast<void>(::overdub::start_call(overdub_library_bodies_longjmp_3d7da7a0_sites+0)), std::longjmp(back, 1));
  ++seen;
}

static void walk(const int *a, int n) {  ::overdub::Pass{overdub_library_bodies_longjmp_3d7da7a0_sites+1}.val(std::for_each(a, a + n, visit)); }

static int scan(const int *a, int n) {
  if (setjmp(back) == 0) {
     ::overdub::Pass{overdub_library_bodies_longjmp_3d7da7a0_sites+2}.v((walk(a, n), ::overdub::unit{}));
    return 0;
  }
  return -1;
}

int main() {
  const int a[] = {1, 2, -3, 4};
  const int r =  ::overdub::Pass{overdub_library_bodies_longjmp_3d7da7a0_sites+3}.val(scan(a, 4));
   ::overdub::Span{overdub_library_bodies_longjmp_3d7da7a0_sites+4}.val(std::printf("%d %d\n", r, seen));
  return 0;
}
