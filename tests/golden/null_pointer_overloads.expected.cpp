#line 1 "null_pointer_overloads.cpp"
#include <overdub/overdub.h>
static unsigned overdub_null_pointer_overloads_0bb649e5_state[7];
static constexpr ::overdub::Site overdub_null_pointer_overloads_0bb649e5_sites[] = {
  {"null_pointer_overloads.cpp", "main", "std::printf", 18, 3, 0, overdub_null_pointer_overloads_0bb649e5_state + 0},
  {"null_pointer_overloads.cpp", "main", "kind", 18, 29, -1, overdub_null_pointer_overloads_0bb649e5_state + 1},
  {"null_pointer_overloads.cpp", "main", "kind", 18, 38, -2, overdub_null_pointer_overloads_0bb649e5_state + 2},
  {"null_pointer_overloads.cpp", "main", "kind", 18, 53, -3, overdub_null_pointer_overloads_0bb649e5_state + 3},
  {"null_pointer_overloads.cpp", "main", "std::printf", 19, 3, 0, overdub_null_pointer_overloads_0bb649e5_state + 4},
  {"null_pointer_overloads.cpp", "main", "empty", 19, 26, -1, overdub_null_pointer_overloads_0bb649e5_state + 5},
  {"null_pointer_overloads.cpp", "main", "deref_or", 19, 39, -2, overdub_null_pointer_overloads_0bb649e5_state + 6},
};
static const ::overdub::Registration overdub_null_pointer_overloads_0bb649e5_registration{overdub_null_pointer_overloads_0bb649e5_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "null_pointer_overloads.cpp"
// Null pointer constants with overloads: 0 picks the int overload, nullptr the nullptr_t one,
// NULL a pointer parameter; the argument must stay a null pointer constant (no round trip through
// a deduced type) so overload resolution is unchanged.
// CALLS: 1 deref_or
// CALLS: 1 empty
// CALLS: 3 kind
// CALLS: 2 std::printf
#include <cstddef>
#include <cstdio>

const char *kind(int) { return "int"; }
const char *kind(const char *) { return "pointer"; }
const char *kind(std::nullptr_t) { return "nullptr"; }
bool empty(const char *p) { return p == nullptr; }
int deref_or(int *p, int d) { return p ? *p : d; }

int main() {
   ::overdub::Span{overdub_null_pointer_overloads_0bb649e5_sites+0}.val(std::printf("%s %s %s\n",  ::overdub::Span{overdub_null_pointer_overloads_0bb649e5_sites+1}.val(kind(0)),  ::overdub::Span{overdub_null_pointer_overloads_0bb649e5_sites+2}.val(kind(nullptr)),  ::overdub::Span{overdub_null_pointer_overloads_0bb649e5_sites+3}.val(kind("x"))));
   ::overdub::Span{overdub_null_pointer_overloads_0bb649e5_sites+4}.val(std::printf("%d %d\n",  ::overdub::Span{overdub_null_pointer_overloads_0bb649e5_sites+5}.val(empty(NULL)),  ::overdub::Span{overdub_null_pointer_overloads_0bb649e5_sites+6}.val(deref_or(0, 9))));
  return 0;
}
