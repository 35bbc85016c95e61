#line 1 "source_location_column_parts.cpp"
#include <overdub/overdub.h>
static unsigned overdub_source_location_column_p_682e458b_state[4];
static constexpr ::overdub::Site overdub_source_location_column_p_682e458b_sites[] = {
  {"source_location_column_parts.cpp", "column", "std::source_location::column", 17, 84, 0, overdub_source_location_column_p_682e458b_state + 0},
  {"source_location_column_parts.cpp", "main", "add3", 21, 16, 0, overdub_source_location_column_p_682e458b_state + 1},
  {"source_location_column_parts.cpp", "main", "Shape::area", 23, 16, 0, overdub_source_location_column_p_682e458b_state + 2},
  {"source_location_column_parts.cpp", "main", "std::printf", 25, 3, 0, overdub_source_location_column_p_682e458b_state + 3},
};
static const ::overdub::Registration overdub_source_location_column_p_682e458b_registration{overdub_source_location_column_p_682e458b_sites};
static const ::overdub::ValueNames overdub_source_location_column_p_682e458b_sites_values[] = {
  {overdub_source_location_column_p_682e458b_sites + 1, 2, "<unsigned int>\012"},
  {overdub_source_location_column_p_682e458b_sites + 1, 3, "<unsigned int>\012"},
  {overdub_source_location_column_p_682e458b_sites + 2, 1, "<unsigned int>\012"},
};
static const ::overdub::ValueNamesRegistration overdub_source_location_column_p_682e458b_sites_values_registration{overdub_source_location_column_p_682e458b_sites_values};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "source_location_column_parts.cpp"
// A call's parts are wrapped inside its text (a virtual call's object, a captured argument): where
// such a wrapper would shift a column the program reads later on its line, that part stays as
// written (its target or value is not recorded) and the call is still recorded.
// FLAGS: -std=c++20
// OVERDUB: --capture=add3|area
// CALLS: 1 add3
// CALLS: 1 Shape::area
// CALLS: 1 std::printf
// CALLS: 2 std::source_location::column
#include <cstdio>
#include <source_location>
struct Shape {
  virtual ~Shape() {}
  virtual unsigned area(unsigned c) const { return c; }
};
unsigned add3(unsigned a, unsigned b, unsigned c) { return a + b + c; }
unsigned column(std::source_location l = std::source_location::current()) { return  ::overdub::Span{overdub_source_location_column_p_682e458b_sites+0}.val(l.column()); }
int main() {
  Shape s;
  const Shape *p = &s;
  unsigned r =  ::overdub::Span{overdub_source_location_column_p_682e458b_sites+1}.val(::overdub::result_value(overdub_source_location_column_p_682e458b_sites+1, add3( ::overdub::arg_value< unsigned int >(overdub_source_location_column_p_682e458b_sites+1, 1, 1),
                    2, column())));
  unsigned q =  ::overdub::Span{overdub_source_location_column_p_682e458b_sites+2}.val(::overdub::result_value(overdub_source_location_column_p_682e458b_sites+2, (p
      )->area(column())));
   ::overdub::Span{overdub_source_location_column_p_682e458b_sites+3}.val(std::printf("%u %u\n", r, q));
  return 0;
}
