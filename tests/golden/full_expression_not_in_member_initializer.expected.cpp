#line 1 "full_expression_not_in_member_initializer.cpp"
#include <overdub/overdub.h>
static unsigned overdub_full_expression_not_in_m_5d94c884_state[8];
static constexpr ::overdub::Site overdub_full_expression_not_in_m_5d94c884_sites[] = {
  {"full_expression_not_in_member_initializer.cpp", "Name::Name", "std::basic_string<char>", 22, 34, 0, overdub_full_expression_not_in_m_5d94c884_state + 0},
  {"full_expression_not_in_member_initializer.cpp", "label", "Counted", 25, 39, 0, overdub_full_expression_not_in_m_5d94c884_state + 1},
  {"full_expression_not_in_member_initializer.cpp", "<init of Aggregate::c>", "Name", 29, 21, 0, overdub_full_expression_not_in_m_5d94c884_state + 2},
  {"full_expression_not_in_member_initializer.cpp", "main", "Name", 34, 21, 0, overdub_full_expression_not_in_m_5d94c884_state + 3},
  {"full_expression_not_in_member_initializer.cpp", "main", "later", 34, 33, 0, overdub_full_expression_not_in_m_5d94c884_state + 4},
  {"full_expression_not_in_member_initializer.cpp", "main", "std::printf", 36, 3, 0, overdub_full_expression_not_in_m_5d94c884_state + 5},
  {"full_expression_not_in_member_initializer.cpp", "main", "std::basic_string<char>::c_str", 36, 29, -1, overdub_full_expression_not_in_m_5d94c884_state + 6},
  {"full_expression_not_in_member_initializer.cpp", "main", "std::basic_string<char>::c_str", 36, 52, -2, overdub_full_expression_not_in_m_5d94c884_state + 7},
};
static const ::overdub::Registration overdub_full_expression_not_in_m_5d94c884_registration{overdub_full_expression_not_in_m_5d94c884_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "full_expression_not_in_member_initializer.cpp"
// A default member initializer is no full-expression of its own: in an aggregate initialization
// g++ keeps its temporaries alive across the later members, so a full-expression form's stop
// would come late. The class result that needs copy elision stays skipped there: the lambda form would end its argument's
// temporary early, and that temporary's destructor is user-provided.
// FLAGS: -std=c++14
// CALLS: 1 later
// CALLS: 2 std::basic_string<char>::c_str
// CALLS: 1 std::printf
// CALLS: 2 Counted
// CALLS: 2 Name
// CALLS: 2 std::basic_string<char>
#include <cstdio>
#include <string>

struct Counted {
  std::string name;
  explicit Counted(std::string n) : name(n) {}
  Counted(Counted &&o) : name(o.name) {}
};
struct Name {  // its destructor is user-provided: its end is visible, it must not come early
  std::string text;
  explicit Name(const char *t) : text( (static_cast<void>(::overdub::FullExprSpan{overdub_full_expression_not_in_m_5d94c884_sites+0}), t)) {}
  ~Name() {}
};
Counted label(const Name &n) { return  (static_cast<void>(::overdub::FullExprSpan{overdub_full_expression_not_in_m_5d94c884_sites+1}), Counted(n.text)); }
int later() { return 2; }

struct Aggregate {
  Counted c = label( ::overdub::Span{overdub_full_expression_not_in_m_5d94c884_sites+2}.ref(Name("member")));
  int n;
};

int main() {
  Aggregate a{label( ::overdub::Span{overdub_full_expression_not_in_m_5d94c884_sites+3}.ref(Name("x"))),  ::overdub::Span{overdub_full_expression_not_in_m_5d94c884_sites+4}.val(later())};
  Aggregate b{};
   ::overdub::Span{overdub_full_expression_not_in_m_5d94c884_sites+5}.val(std::printf("%s %d %s\n",  ::overdub::Span{overdub_full_expression_not_in_m_5d94c884_sites+6}.val(a.c.name.c_str()), a.n,  ::overdub::Span{overdub_full_expression_not_in_m_5d94c884_sites+7}.val(b.c.name.c_str())));
  return 0;
}
