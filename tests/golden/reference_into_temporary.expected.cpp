#line 1 "reference_into_temporary.cpp"
#include <overdub/overdub.h>
static unsigned overdub_reference_into_temporary_1d0578b6_state[6];
static constexpr ::overdub::Site overdub_reference_into_temporary_1d0578b6_sites[] = {
  {"reference_into_temporary.cpp", "first", "std::vector<std::basic_string<char>>::front", 13, 70, 0, overdub_reference_into_temporary_1d0578b6_state + 0},
  {"reference_into_temporary.cpp", "use", "std::printf", 14, 34, 0, overdub_reference_into_temporary_1d0578b6_state + 1},
  {"reference_into_temporary.cpp", "use", "std::basic_string<char>::c_str", 14, 54, -1, overdub_reference_into_temporary_1d0578b6_state + 2},
  {"reference_into_temporary.cpp", "main", "use", 17, 3, 0, overdub_reference_into_temporary_1d0578b6_state + 3},
  {"reference_into_temporary.cpp", "main", "first", 17, 7, -1, overdub_reference_into_temporary_1d0578b6_state + 4},
  {"reference_into_temporary.cpp", "main", "std::vector<std::basic_string<char>>", 17, 13, -1, overdub_reference_into_temporary_1d0578b6_state + 5},
};
static const ::overdub::Registration overdub_reference_into_temporary_1d0578b6_registration{overdub_reference_into_temporary_1d0578b6_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "reference_into_temporary.cpp"
// A call returning a reference into a temporary argument: the temporary must live until the
// end of the full-expression, as in the original (AddressSanitizer checks).
// CALLS: 1 first
// CALLS: 1 std::basic_string<char>::c_str
// CALLS: 1 std::printf
// CALLS: 1 std::vector<std::basic_string<char>>::front
// CALLS: 1 use
// CALLS: 1 std::vector<std::basic_string<char>>
#include <cstdio>
#include <string>
#include <vector>

const std::string &first(const std::vector<std::string> &v) { return  ::overdub::Span{overdub_reference_into_temporary_1d0578b6_sites+0}.ref(v.front()); }
void use(const std::string &s) {  ::overdub::Span{overdub_reference_into_temporary_1d0578b6_sites+1}.val(std::printf("%s\n",  ::overdub::Span{overdub_reference_into_temporary_1d0578b6_sites+2}.val(s.c_str()))); }

int main() {
   ::overdub::Span{overdub_reference_into_temporary_1d0578b6_sites+3}.v((use( ::overdub::Span{overdub_reference_into_temporary_1d0578b6_sites+4}.ref(first( ::overdub::Span{overdub_reference_into_temporary_1d0578b6_sites+5}.ref(std::vector<std::string>{"a fairly long string that lives on the heap", "b"})))), ::overdub::unit{}));
  return 0;
}
