#line 1 "full_expression_cxx20_source_location.cpp"
#include <overdub/overdub.h>
static unsigned overdub_full_expression_cxx20_so_aef087ba_state[4];
static constexpr ::overdub::Site overdub_full_expression_cxx20_so_aef087ba_sites[] = {
  {"full_expression_cxx20_source_location.cpp", "where", "std::source_location::function_name", 21, 11, 0, overdub_full_expression_cxx20_so_aef087ba_state + 0},
  {"full_expression_cxx20_source_location.cpp", "where", "std::source_location::line", 21, 54, 0, overdub_full_expression_cxx20_so_aef087ba_state + 1},
  {"full_expression_cxx20_source_location.cpp", "main", "relay", 30, 13, 0, overdub_full_expression_cxx20_so_aef087ba_state + 2},
  {"full_expression_cxx20_source_location.cpp", "main", "std::printf", 31, 3, 0, overdub_full_expression_cxx20_so_aef087ba_state + 3},
};
static const ::overdub::Registration overdub_full_expression_cxx20_so_aef087ba_registration{overdub_full_expression_cxx20_so_aef087ba_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "full_expression_cxx20_source_location.cpp"
// C++20: a std::source_location default argument would name the lambda form's operator(). The
// full-expression form would keep the caller's name and line, but its text before the call
// shifts the column the default argument reads: the call stays skipped (column-sensitive), also
// in a return operand, and in a variable's initializer on a line of its own.
// FLAGS: -std=c++20
// CALLS: 1 relay
// CALLS: 1 std::printf
// CALLS: 2 std::source_location::function_name
// CALLS: 2 std::source_location::line
#include <cstdio>
#include <source_location>

struct Where {
  const char *function;
  unsigned line;
  Where(const char *f, unsigned l) : function(f), line(l) {}
  Where(const Where &) = delete;
};

Where where(std::source_location loc = std::source_location::current()) {
  return { ::overdub::Span{overdub_full_expression_cxx20_so_aef087ba_sites+0}.val(loc.function_name()), static_cast<unsigned>( ::overdub::Span{overdub_full_expression_cxx20_so_aef087ba_sites+1}.val(loc.line()))};
}
Where relay() {
  return where();
}

int main() {
  Where a =
      where();
  Where b =  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_2_{overdub_full_expression_cxx20_so_aef087ba_sites+2}; return relay(); }();
   ::overdub::Span{overdub_full_expression_cxx20_so_aef087ba_sites+3}.val(std::printf("%s %u %s %u\n", a.function, a.line, b.function, b.line));
  return 0;
}
