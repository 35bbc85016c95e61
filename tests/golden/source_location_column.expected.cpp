#line 1 "source_location_column.cpp"
#include <overdub/overdub.h>
static unsigned overdub_source_location_column_b4af480a_state[4];
static constexpr ::overdub::Site overdub_source_location_column_b4af480a_sites[] = {
  {"source_location_column.cpp", "log", "std::printf", 11, 3, 0, overdub_source_location_column_b4af480a_state + 0},
  {"source_location_column.cpp", "log", "std::source_location::line", 11, 35, -1, overdub_source_location_column_b4af480a_state + 1},
  {"source_location_column.cpp", "log", "std::source_location::column", 11, 45, -2, overdub_source_location_column_b4af480a_state + 2},
  {"source_location_column.cpp", "main", "f", 14, 7, 0, overdub_source_location_column_b4af480a_state + 3},
};
static const ::overdub::Registration overdub_source_location_column_b4af480a_registration{overdub_source_location_column_b4af480a_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "source_location_column.cpp"
// std::source_location reads the column of a call: no text may be inserted before it on its line.
// FLAGS: -std=c++20
// CALLS: 1 f
// CALLS: 2 std::printf
// CALLS: 2 std::source_location::line
// CALLS: 2 std::source_location::column
#include <cstdio>
#include <source_location>
int f(int x) { return x + 1; }
void log(int v, std::source_location l = std::source_location::current()) {
   ::overdub::Span{overdub_source_location_column_b4af480a_sites+0}.val(std::printf("%d at %u:%u\n", v,  ::overdub::Span{overdub_source_location_column_b4af480a_sites+1}.val(l.line()),  ::overdub::Span{overdub_source_location_column_b4af480a_sites+2}.val(l.column())));
}
int main() {
  log( ::overdub::Span{overdub_source_location_column_b4af480a_sites+3}.val(f(1)));
  int a = f(2); log(a);
  std::printf("%u\n", std::source_location::current().column());
  return 0;
}
