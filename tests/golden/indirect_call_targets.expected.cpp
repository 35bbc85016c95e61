#line 1 "indirect_call_targets.cpp"
#include <overdub/overdub.h>
static unsigned overdub_indirect_call_targets_3ce6f5fa_state[10];
static ::overdub::TargetCache overdub_indirect_call_targets_3ce6f5fa_targets[6];
static constexpr ::overdub::Site overdub_indirect_call_targets_3ce6f5fa_sites[] = {
  {"indirect_call_targets.cpp", "apply", "(f)", 18, 42, 0, overdub_indirect_call_targets_3ce6f5fa_state + 0},
  {"indirect_call_targets.cpp", "apply", "(*f)", 18, 49, 0, overdub_indirect_call_targets_3ce6f5fa_state + 1},
  {"indirect_call_targets.cpp", "viaref", "(r)", 19, 43, 0, overdub_indirect_call_targets_3ce6f5fa_state + 2},
  {"indirect_call_targets.cpp", "main", "apply", 25, 10, 0, overdub_indirect_call_targets_3ce6f5fa_state + 3},
  {"indirect_call_targets.cpp", "main", "(table[i % 2])", 25, 35, 0, overdub_indirect_call_targets_3ce6f5fa_state + 4},
  {"indirect_call_targets.cpp", "main", "(s.cb)", 25, 53, 0, overdub_indirect_call_targets_3ce6f5fa_state + 5},
  {"indirect_call_targets.cpp", "main", "viaref", 25, 63, 0, overdub_indirect_call_targets_3ce6f5fa_state + 6},
  {"indirect_call_targets.cpp", "main", "main::<lambda:26:17>", 27, 8, 0, overdub_indirect_call_targets_3ce6f5fa_state + 7},
  {"indirect_call_targets.cpp", "main", "(nul)", 29, 17, 0, overdub_indirect_call_targets_3ce6f5fa_state + 8},
  {"indirect_call_targets.cpp", "main", "std::printf", 30, 3, 0, overdub_indirect_call_targets_3ce6f5fa_state + 9},
};
static const ::overdub::Registration overdub_indirect_call_targets_3ce6f5fa_registration{overdub_indirect_call_targets_3ce6f5fa_sites, overdub_indirect_call_targets_3ce6f5fa_targets};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "indirect_call_targets.cpp"
// Calls through function pointers and function references record which function ran: the
// callee expression is wrapped (a parameter, a table entry, a member, a dereference, a
// reference); a function named is its own target, a lambda's call operator is no indirect call,
// and a null pointer is never called.
// CALLS: 4 apply
// CALLS: 4 (f)
// CALLS: 4 (*f)
// CALLS: 4 (table[i % 2])
// CALLS: 4 (s.cb)
// CALLS: 4 (r)
// CALLS: 4 viaref
// CALLS: 1 main::<lambda:26:17>
// CALLS: 1 std::printf
#include <cstdio>
static int twice(int x) { return 2 * x; }
static int thrice(int x) { return 3 * x; }
int (*const table[])(int) = {twice, thrice};
int apply(int (*f)(int), int x) { return  ::overdub::Span{overdub_indirect_call_targets_3ce6f5fa_sites+0}.val( ::overdub::indirect_target(overdub_indirect_call_targets_3ce6f5fa_sites+0, overdub_indirect_call_targets_3ce6f5fa_targets+0, f)(x)) +  ::overdub::Span{overdub_indirect_call_targets_3ce6f5fa_sites+1}.val( ::overdub::indirect_function(overdub_indirect_call_targets_3ce6f5fa_sites+1, overdub_indirect_call_targets_3ce6f5fa_targets+1, (*f))(x)); }
int viaref(int (&r)(int), int x) { return  ::overdub::Span{overdub_indirect_call_targets_3ce6f5fa_sites+2}.val( ::overdub::indirect_function(overdub_indirect_call_targets_3ce6f5fa_sites+2, overdub_indirect_call_targets_3ce6f5fa_targets+2, r)(x)); }
struct S { int (*cb)(int); };
int main() {
  S s{thrice};
  int t = 0;
  for (int i = 0; i < 4; ++i)
    t +=  ::overdub::Span{overdub_indirect_call_targets_3ce6f5fa_sites+3}.val(apply(table[i % 2], i)) +  ::overdub::Span{overdub_indirect_call_targets_3ce6f5fa_sites+4}.val( ::overdub::indirect_target(overdub_indirect_call_targets_3ce6f5fa_sites+4, overdub_indirect_call_targets_3ce6f5fa_targets+3, table[i % 2])(1)) +  ::overdub::Span{overdub_indirect_call_targets_3ce6f5fa_sites+5}.val( ::overdub::indirect_target(overdub_indirect_call_targets_3ce6f5fa_sites+5, overdub_indirect_call_targets_3ce6f5fa_targets+4, s.cb)(i)) +  ::overdub::Span{overdub_indirect_call_targets_3ce6f5fa_sites+6}.val(viaref(twice, i));
  auto lambda = [](int x) { return x; };
  t +=  ::overdub::Span{overdub_indirect_call_targets_3ce6f5fa_sites+7}.val(lambda(1));
  int (*nul)(int) = nullptr;
  if (nul) t +=  ::overdub::Span{overdub_indirect_call_targets_3ce6f5fa_sites+8}.val( ::overdub::indirect_target(overdub_indirect_call_targets_3ce6f5fa_sites+8, overdub_indirect_call_targets_3ce6f5fa_targets+5, nul)(1));
   ::overdub::Span{overdub_indirect_call_targets_3ce6f5fa_sites+9}.val(std::printf("%d\n", t));
}
