#line 1 "structured_bindings.cpp"
#include <overdub/overdub.h>
static unsigned overdub_structured_bindings_f5516f06_state[7];
static constexpr ::overdub::Site overdub_structured_bindings_f5516f06_sites[] = {
  {"structured_bindings.cpp", "main", "entry", 18, 20, 0, overdub_structured_bindings_f5516f06_state + 0},
  {"structured_bindings.cpp", "main", "origin", 19, 17, 0, overdub_structured_bindings_f5516f06_state + 1},
  {"structured_bindings.cpp", "main", "std::map<int, int>", 20, 22, 0, overdub_structured_bindings_f5516f06_state + 2},
  {"structured_bindings.cpp", "main", "std::printf", 21, 32, 0, overdub_structured_bindings_f5516f06_state + 3},
  {"structured_bindings.cpp", "main", "std::printf", 22, 3, 0, overdub_structured_bindings_f5516f06_state + 4},
  {"structured_bindings.cpp", "main", "std::basic_string<char>::c_str", 22, 39, -1, overdub_structured_bindings_f5516f06_state + 5},
  {"structured_bindings.cpp", "main", "std::basic_string<char>::size", 22, 53, -2, overdub_structured_bindings_f5516f06_state + 6},
};
static const ::overdub::Registration overdub_structured_bindings_f5516f06_registration{overdub_structured_bindings_f5516f06_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "structured_bindings.cpp"
// Structured bindings initialized by calls, and calls on the bound names.
// CALLS: 1 entry
// CALLS: 1 origin
// CALLS: 1 std::basic_string<char>::c_str
// CALLS: 1 std::basic_string<char>::size
// CALLS: 1 std::map<int, int>
// CALLS: 2 std::printf
#include <cstdio>
#include <map>
#include <string>
#include <utility>

std::pair<int, std::string> entry() { return {7, "seven"}; }
struct Point { int x, y; };
Point origin() { return {0, 1}; }

int main() {
  auto [n, name] =  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_0_{overdub_structured_bindings_f5516f06_sites+0}; return entry(); }();
  auto [x, y] =  ::overdub::Span{overdub_structured_bindings_f5516f06_sites+1}.val(origin());
  std::map<int, int> m{{ (static_cast<void>(::overdub::FullExprSpan{overdub_structured_bindings_f5516f06_sites+2}), 1), 2}};
  for (const auto &[k, v] : m)  ::overdub::Span{overdub_structured_bindings_f5516f06_sites+3}.val(std::printf("%d %d\n", k, v));
   ::overdub::Span{overdub_structured_bindings_f5516f06_sites+4}.val(std::printf("%d %s %zu %d %d\n", n,  ::overdub::Span{overdub_structured_bindings_f5516f06_sites+5}.val(name.c_str()),  ::overdub::Span{overdub_structured_bindings_f5516f06_sites+6}.val(name.size()), x, y));
  return 0;
}
