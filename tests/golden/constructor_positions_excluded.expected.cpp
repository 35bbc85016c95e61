#line 1 "constructor_positions_excluded.cpp"
#include <overdub/overdub.h>
static unsigned overdub_constructor_positions_ex_1abbb7a0_state[15];
static constexpr ::overdub::Site overdub_constructor_positions_ex_1abbb7a0_sites[] = {
  {"constructor_positions_excluded.cpp", "Label::Label", "std::basic_string<char>", 24, 26, 0, overdub_constructor_positions_ex_1abbb7a0_state + 0},
  {"constructor_positions_excluded.cpp", "<init of Box::l>", "Label", 32, 13, 0, overdub_constructor_positions_ex_1abbb7a0_state + 1},
  {"constructor_positions_excluded.cpp", "consume", "std::basic_string<char>::size", 35, 48, 0, overdub_constructor_positions_ex_1abbb7a0_state + 2},
  {"constructor_positions_excluded.cpp", "with_default", "std::basic_string<char>::size", 36, 72, 0, overdub_constructor_positions_ex_1abbb7a0_state + 3},
  {"constructor_positions_excluded.cpp", "twice", "Count", 37, 37, 0, overdub_constructor_positions_ex_1abbb7a0_state + 4},
  {"constructor_positions_excluded.cpp", "main", "Count", 45, 23, 0, overdub_constructor_positions_ex_1abbb7a0_state + 5},
  {"constructor_positions_excluded.cpp", "main", "consume", 46, 14, 0, overdub_constructor_positions_ex_1abbb7a0_state + 6},
  {"constructor_positions_excluded.cpp", "main", "Label", 46, 22, -1, overdub_constructor_positions_ex_1abbb7a0_state + 7},
  {"constructor_positions_excluded.cpp", "main", "std::basic_string<char>", 46, 28, -1, overdub_constructor_positions_ex_1abbb7a0_state + 8},
  {"constructor_positions_excluded.cpp", "main", "twice", 50, 15, 0, overdub_constructor_positions_ex_1abbb7a0_state + 9},
  {"constructor_positions_excluded.cpp", "main", "main::<lambda:45:18>", 50, 39, 0, overdub_constructor_positions_ex_1abbb7a0_state + 10},
  {"constructor_positions_excluded.cpp", "main", "std::printf", 51, 3, 0, overdub_constructor_positions_ex_1abbb7a0_state + 11},
  {"constructor_positions_excluded.cpp", "main", "std::basic_string<char>::c_str", 51, 39, -1, overdub_constructor_positions_ex_1abbb7a0_state + 12},
  {"constructor_positions_excluded.cpp", "main", "std::basic_string<char>::c_str", 51, 58, -2, overdub_constructor_positions_ex_1abbb7a0_state + 13},
  {"constructor_positions_excluded.cpp", "main", "with_default", 51, 78, -3, overdub_constructor_positions_ex_1abbb7a0_state + 14},
};
static const ::overdub::Registration overdub_constructor_positions_ex_1abbb7a0_registration{overdub_constructor_positions_ex_1abbb7a0_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "constructor_positions_excluded.cpp"
// Constructions that are not instrumented, each with its reason: in a default argument, in
// constant and unevaluated contexts, in a default member initializer and an init-capture (the
// full-expression goes on after the initializer), in a constexpr function before C++20 (the
// wrapper has a destructor), in a macro argument's initializer. A temporary inside a larger
// expression or in a default member initializer takes the lambda form where its argument's
// temporaries die unseen (a string's: Label(std::string("temp")), Label("box")). A conversion
// (`Label l = "x"`), a copy, and a class without a constructor of its own are no sites at all.
// CALLS: 2 Label
// CALLS: 2 Count
// CALLS: 1 consume
// CALLS: 1 main::<lambda:45:18>
// CALLS: 4 std::basic_string<char>
// CALLS: 2 std::basic_string<char>::c_str
// CALLS: 2 std::basic_string<char>::size
// CALLS: 1 std::printf
// CALLS: 1 twice
// CALLS: 1 with_default
#include <cstdio>
#include <string>

struct Label {
  std::string text;
  explicit Label(const std::string &s) : text(s) {}
  Label(const char *s) : text( (static_cast<void>(::overdub::FullExprSpan{overdub_constructor_positions_ex_1abbb7a0_sites+0}), s)) {}
};
struct Count {
  int n;
  constexpr explicit Count(int x) : n(x) {}
};
struct Box {
  Count c{1};
  Label l =  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_1_{overdub_constructor_positions_ex_1abbb7a0_sites+1}; return Label("box"); }();
};

int consume(Label l) { return static_cast<int>( ::overdub::Span{overdub_constructor_positions_ex_1abbb7a0_sites+2}.val(l.text.size())); }
int with_default(Label l = Label("default")) { return static_cast<int>( ::overdub::Span{overdub_constructor_positions_ex_1abbb7a0_sites+3}.val(l.text.size())); }
constexpr int twice(int x) { return  ::overdub::Pass{overdub_constructor_positions_ex_1abbb7a0_sites+4}.ref(Count(x)).n * 2; }
#define DECLARE(type, name, arg) type name(arg)

int main() {
  constexpr Count k(3);
  static_assert(Count(4).n == 4, "constant");
  int size = sizeof(Label("unevaluated"));
  Box box;
  auto capture = [c =  ::overdub::Span{overdub_constructor_positions_ex_1abbb7a0_sites+5}.val(Count(5))] { return c.n; };
  int used =  ::overdub::Span{overdub_constructor_positions_ex_1abbb7a0_sites+6}.val(consume( [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_7_{overdub_constructor_positions_ex_1abbb7a0_sites+7}; return Label( ::overdub::Span{overdub_constructor_positions_ex_1abbb7a0_sites+8}.ref(std::string("temp"))); }()));
  Label converted = "converted";
  Label copy(converted);
  DECLARE(Count, m, 6);
  int total =  ::overdub::Span{overdub_constructor_positions_ex_1abbb7a0_sites+9}.val(twice(2)) + k.n + size +  ::overdub::Span{overdub_constructor_positions_ex_1abbb7a0_sites+10}.val(capture()) + used + m.n + box.c.n;
   ::overdub::Span{overdub_constructor_positions_ex_1abbb7a0_sites+11}.val(std::printf("%d %s %s %d\n", total,  ::overdub::Span{overdub_constructor_positions_ex_1abbb7a0_sites+12}.val(copy.text.c_str()),  ::overdub::Span{overdub_constructor_positions_ex_1abbb7a0_sites+13}.val(box.l.text.c_str()),  ::overdub::Span{overdub_constructor_positions_ex_1abbb7a0_sites+14}.val(with_default())));
  return 0;
}
