#line 1 "longjmp_in_template_instance.cpp"
#include <overdub/overdub.h>
static unsigned overdub_longjmp_in_template_inst_65c57858_state[6];
static constexpr ::overdub::Site overdub_longjmp_in_template_inst_65c57858_sites[] = {
  {"longjmp_in_template_instance.cpp", "jump", "longjmp", 20, 34, 0, overdub_longjmp_in_template_inst_65c57858_state + 0},
  {"longjmp_in_template_instance.cpp", "visit", "jump", 23, 14, 0, overdub_longjmp_in_template_inst_65c57858_state + 1},
  {"longjmp_in_template_instance.cpp", "walk", "std::for_each", 27, 41, 0, overdub_longjmp_in_template_inst_65c57858_state + 2},
  {"longjmp_in_template_instance.cpp", "scan", "walk", 31, 5, 0, overdub_longjmp_in_template_inst_65c57858_state + 3},
  {"longjmp_in_template_instance.cpp", "main", "scan", 39, 17, 0, overdub_longjmp_in_template_inst_65c57858_state + 4},
  {"longjmp_in_template_instance.cpp", "main", "std::printf", 40, 3, 0, overdub_longjmp_in_template_inst_65c57858_state + 5},
};
static const ::overdub::Registration overdub_longjmp_in_template_inst_65c57858_registration{overdub_longjmp_in_template_inst_65c57858_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "longjmp_in_template_instance.cpp"
// A longjmp that the file refers to only in an instantiation (a function template's dependent
// call), reached only through the standard library's body (std::for_each calls, through a
// function pointer, a function that calls the template): the calls it may jump over take
// wrappers without a destructor.
// CALLS: 1 std::for_each
// CALLS: 1 std::printf
// CALLS: 1 walk
// CALLS: 1 scan
// CALLS: 1 jump
// CALLS: 1 longjmp
#include <algorithm>
#include <csetjmp>
#include <cstdio>
#include <setjmp.h>

static jmp_buf back;
static int seen;

template <class T>
[[noreturn]] void jump(T code) {  (static_cast<void>(::overdub::start_call(overdub_longjmp_in_template_inst_65c57858_sites+0)), longjmp(back, code)); }

static void visit(int x) {
  if (x < 0)  (static_cast<void>(::overdub::start_call(overdub_longjmp_in_template_inst_65c57858_sites+1)), jump(1));
  ++seen;
}

static void walk(const int *a, int n) {  ::overdub::Pass{overdub_longjmp_in_template_inst_65c57858_sites+2}.val(std::for_each(a, a + n, visit)); }

static int scan(const int *a, int n) {
  if (setjmp(back) == 0) {
     ::overdub::Pass{overdub_longjmp_in_template_inst_65c57858_sites+3}.v((walk(a, n), ::overdub::unit{}));
    return 0;
  }
  return -1;
}

int main() {
  const int a[] = {1, 2, -3, 4};
  const int r =  ::overdub::Pass{overdub_longjmp_in_template_inst_65c57858_sites+4}.val(scan(a, 4));
   ::overdub::Span{overdub_longjmp_in_template_inst_65c57858_sites+5}.val(std::printf("%d %d\n", r, seen));
  return 0;
}
