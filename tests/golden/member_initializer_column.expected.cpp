#line 1 "member_initializer_column.cpp"
#include <overdub/overdub.h>
static unsigned overdub_member_initializer_colum_5647c158_state[9];
static constexpr ::overdub::Site overdub_member_initializer_colum_5647c158_sites[] = {
  {"member_initializer_column.cpp", "<init of T::p>", "Part", 25, 9, 0, overdub_member_initializer_colum_5647c158_state + 0},
  {"member_initializer_column.cpp", "main", "S", 32, 5, 0, overdub_member_initializer_colum_5647c158_state + 1},
  {"member_initializer_column.cpp", "main", "T", 33, 5, 0, overdub_member_initializer_colum_5647c158_state + 2},
  {"member_initializer_column.cpp", "main", "std::printf", 34, 3, 0, overdub_member_initializer_colum_5647c158_state + 3},
  {"member_initializer_column.cpp", "main", "std::source_location::line", 34, 26, -1, overdub_member_initializer_colum_5647c158_state + 4},
  {"member_initializer_column.cpp", "main", "std::source_location::column", 34, 42, -2, overdub_member_initializer_colum_5647c158_state + 5},
  {"member_initializer_column.cpp", "main", "std::printf", 35, 3, 0, overdub_member_initializer_colum_5647c158_state + 6},
  {"member_initializer_column.cpp", "main", "std::source_location::line", 35, 26, -1, overdub_member_initializer_colum_5647c158_state + 7},
  {"member_initializer_column.cpp", "main", "std::source_location::column", 35, 42, -2, overdub_member_initializer_colum_5647c158_state + 8},
};
static const ::overdub::Registration overdub_member_initializer_colum_5647c158_registration{overdub_member_initializer_colum_5647c158_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "member_initializer_column.cpp"
// A default member initializer that reads its column (std::source_location) gives, where a
// constructor runs it, the constructor's column: clang's is the constructor's name, g++'s the
// end of its last written initializer or its body. Wrappers that text would move stay out of
// that line (column-sensitive): Part's constructions before `S()` here, which the
// full-expression form would take elsewhere (member_initializers_in_constructors).
// FLAGS: -std=c++20
// CALLS: 1 Part
// CALLS: 1 S
// CALLS: 1 T
// CALLS: 2 std::source_location::line
// CALLS: 2 std::source_location::column
// CALLS: 2 std::printf
#include <cstdio>
#include <source_location>

struct Part {
  int v;
  explicit Part(int x) : v(x) {}
};
struct S {
  Part p{3}; S() {}
  std::source_location where = std::source_location::current();
};
struct T {
  Part p{ (static_cast<void>(::overdub::FullExprSpan{overdub_member_initializer_colum_5647c158_sites+0}), 4)};
  int n;
  T() : n(1) {}
  std::source_location where = std::source_location::current();
};

int main() {
  S s = (static_cast<void>(::overdub::FullExprSpan{overdub_member_initializer_colum_5647c158_sites+1}), decltype(s)());
  T t = (static_cast<void>(::overdub::FullExprSpan{overdub_member_initializer_colum_5647c158_sites+2}), decltype(t)());
   ::overdub::Span{overdub_member_initializer_colum_5647c158_sites+3}.val(std::printf("%u:%u\n",  ::overdub::Span{overdub_member_initializer_colum_5647c158_sites+4}.val(s.where.line()),  ::overdub::Span{overdub_member_initializer_colum_5647c158_sites+5}.val(s.where.column())));
   ::overdub::Span{overdub_member_initializer_colum_5647c158_sites+6}.val(std::printf("%u:%u\n",  ::overdub::Span{overdub_member_initializer_colum_5647c158_sites+7}.val(t.where.line()),  ::overdub::Span{overdub_member_initializer_colum_5647c158_sites+8}.val(t.where.column())));
  return s.p.v + t.p.v + t.n == 8 ? 0 : 1;
}
