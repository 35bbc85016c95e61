#line 1 "braced_init_arguments.cpp"
#include <overdub/overdub.h>
static unsigned overdub_braced_init_arguments_e073821f_state[8];
static constexpr ::overdub::Site overdub_braced_init_arguments_e073821f_sites[] = {
  {"braced_init_arguments.cpp", "both", "std::basic_string<char>::size", 19, 68, 0, overdub_braced_init_arguments_e073821f_state + 0},
  {"braced_init_arguments.cpp", "length", "std::basic_string<char>::size", 20, 51, 0, overdub_braced_init_arguments_e073821f_state + 1},
  {"braced_init_arguments.cpp", "main", "std::printf", 24, 3, 0, overdub_braced_init_arguments_e073821f_state + 2},
  {"braced_init_arguments.cpp", "main", "sum", 24, 37, -1, overdub_braced_init_arguments_e073821f_state + 3},
  {"braced_init_arguments.cpp", "main", "area", 24, 53, -2, overdub_braced_init_arguments_e073821f_state + 4},
  {"braced_init_arguments.cpp", "main", "both", 24, 67, -3, overdub_braced_init_arguments_e073821f_state + 5},
  {"braced_init_arguments.cpp", "main", "length", 24, 84, -4, overdub_braced_init_arguments_e073821f_state + 6},
  {"braced_init_arguments.cpp", "main", "zero", 25, 15, -5, overdub_braced_init_arguments_e073821f_state + 7},
};
static const ::overdub::Registration overdub_braced_init_arguments_e073821f_registration{overdub_braced_init_arguments_e073821f_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "braced_init_arguments.cpp"
// Braced-init-list arguments: an initializer_list parameter, an aggregate, a std::pair, an
// empty list {} for a class and for a scalar; a braced list has no type, so it cannot pass
// through a forwarding wrapper.
// CALLS: 1 area
// CALLS: 1 both
// CALLS: 1 length
// CALLS: 2 std::basic_string<char>::size
// CALLS: 1 std::printf
// CALLS: 1 sum
// CALLS: 1 zero
#include <cstdio>
#include <initializer_list>
#include <string>
#include <utility>

struct Size { int w, h; };
int sum(std::initializer_list<int> l) { int s = 0; for (int x : l) s += x; return s; }
int area(Size s) { return s.w * s.h; }
std::size_t both(std::pair<int, std::string> p) { return p.first +  ::overdub::Span{overdub_braced_init_arguments_e073821f_sites+0}.val(p.second.size()); }
std::size_t length(const std::string &s) { return  ::overdub::Span{overdub_braced_init_arguments_e073821f_sites+1}.val(s.size()); }
int zero(int x) { return x; }

int main() {
   ::overdub::Span{overdub_braced_init_arguments_e073821f_sites+2}.val(std::printf("%d %d %zu %zu %d\n",  ::overdub::Span{overdub_braced_init_arguments_e073821f_sites+3}.val(sum({1, 2, 3})),  ::overdub::Span{overdub_braced_init_arguments_e073821f_sites+4}.val(area({3, 4})),  ::overdub::Span{overdub_braced_init_arguments_e073821f_sites+5}.val(both({1, "ab"})),  ::overdub::Span{overdub_braced_init_arguments_e073821f_sites+6}.val(length({})),
               ::overdub::Span{overdub_braced_init_arguments_e073821f_sites+7}.val(zero({}))));
  return 0;
}
