#line 1 "default_member_initializers.cpp"
#include <overdub/overdub.h>
static unsigned overdub_default_member_initializ_1bd80910_state[10];
static constexpr ::overdub::Site overdub_default_member_initializ_1bd80910_sites[] = {
  {"default_member_initializers.cpp", "tag", "std::operator+", 15, 33, 0, overdub_default_member_initializ_1bd80910_state + 0},
  {"default_member_initializers.cpp", "tag", "std::to_string", 15, 39, -1, overdub_default_member_initializ_1bd80910_state + 1},
  {"default_member_initializers.cpp", "<init of Item::id>", "serial", 18, 12, 0, overdub_default_member_initializ_1bd80910_state + 2},
  {"default_member_initializers.cpp", "<init of Item::name>", "tag", 19, 20, 0, overdub_default_member_initializ_1bd80910_state + 3},
  {"default_member_initializers.cpp", "<init of Pair::b>", "serial", 25, 11, 0, overdub_default_member_initializ_1bd80910_state + 4},
  {"default_member_initializers.cpp", "main", "Item", 29, 8, 0, overdub_default_member_initializ_1bd80910_state + 5},
  {"default_member_initializers.cpp", "main", "Item", 30, 8, 0, overdub_default_member_initializ_1bd80910_state + 6},
  {"default_member_initializers.cpp", "main", "std::printf", 32, 3, 0, overdub_default_member_initializ_1bd80910_state + 7},
  {"default_member_initializers.cpp", "main", "std::basic_string<char>::c_str", 32, 44, -1, overdub_default_member_initializ_1bd80910_state + 8},
  {"default_member_initializers.cpp", "main", "std::basic_string<char>::c_str", 32, 66, -2, overdub_default_member_initializ_1bd80910_state + 9},
};
static const ::overdub::Registration overdub_default_member_initializ_1bd80910_registration{overdub_default_member_initializ_1bd80910_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "default_member_initializers.cpp"
// Default member initializers holding calls: one site runs once per constructed object, from
// every constructor that does not initialize the member itself, and in aggregate
// initialization (C++14) for the members not given.
// CALLS: 2 serial
// CALLS: 2 std::basic_string<char>::c_str
// CALLS: 2 std::operator+
// CALLS: 1 std::printf
// CALLS: 2 std::to_string
// CALLS: 2 tag
// CALLS: 2 Item
#include <cstdio>
#include <string>

int serial() { static int n = 0; return ++n; }
std::string tag(int n) { return  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_0_{overdub_default_member_initializ_1bd80910_sites+0}; return "t" +  ::overdub::Span{overdub_default_member_initializ_1bd80910_sites+1}.ref(std::to_string(n)); }(); }

struct Item {
  int id =  ::overdub::Span{overdub_default_member_initializ_1bd80910_sites+2}.val(serial());
  std::string name{ [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_3_{overdub_default_member_initializ_1bd80910_sites+3}; return tag(id); }()};
  Item() {}
  explicit Item(int forced) : id(forced) {}
};
struct Pair {
  int a;
  int b =  ::overdub::Span{overdub_default_member_initializ_1bd80910_sites+4}.val(serial());
};

int main() {
  Item x = (static_cast<void>(::overdub::FullExprSpan{overdub_default_member_initializ_1bd80910_sites+5}), decltype(x)());
  Item y( (static_cast<void>(::overdub::FullExprSpan{overdub_default_member_initializ_1bd80910_sites+6}), 40));
  Pair p{7};
   ::overdub::Span{overdub_default_member_initializ_1bd80910_sites+7}.val(std::printf("%d %s %d %s %d %d\n", x.id,  ::overdub::Span{overdub_default_member_initializ_1bd80910_sites+8}.val(x.name.c_str()), y.id,  ::overdub::Span{overdub_default_member_initializ_1bd80910_sites+9}.val(y.name.c_str()), p.a, p.b));
  return 0;
}
