#line 1 "lambda_form_cxx11.cpp"
#include <overdub/overdub.h>
static unsigned overdub_lambda_form_cxx11_8082d7da_state[23];
static ::overdub::TargetCache overdub_lambda_form_cxx11_8082d7da_targets[1];
static constexpr ::overdub::Site overdub_lambda_form_cxx11_8082d7da_sites[] = {
  {"lambda_form_cxx11.cpp", "Counted::Counted", "std::basic_string<char>", 32, 47, 0, overdub_lambda_form_cxx11_8082d7da_state + 0},
  {"lambda_form_cxx11.cpp", "make", "Counted", 36, 38, 0, overdub_lambda_form_cxx11_8082d7da_state + 1},
  {"lambda_form_cxx11.cpp", "make_const", "Counted", 37, 50, 0, overdub_lambda_form_cxx11_8082d7da_state + 2},
  {"lambda_form_cxx11.cpp", "take", "std::basic_string<char>::size", 38, 57, 0, overdub_lambda_form_cxx11_8082d7da_state + 3},
  {"lambda_form_cxx11.cpp", "<init of Holder::c>", "make", 43, 15, 0, overdub_lambda_form_cxx11_8082d7da_state + 4},
  {"lambda_form_cxx11.cpp", "<init of Plain::c>", "make", 47, 15, 0, overdub_lambda_form_cxx11_8082d7da_state + 5},
  {"lambda_form_cxx11.cpp", "main", "std::printf", 51, 3, 0, overdub_lambda_form_cxx11_8082d7da_state + 6},
  {"lambda_form_cxx11.cpp", "main", "take", 51, 26, -1, overdub_lambda_form_cxx11_8082d7da_state + 7},
  {"lambda_form_cxx11.cpp", "main", "make", 51, 31, -1, overdub_lambda_form_cxx11_8082d7da_state + 8},
  {"lambda_form_cxx11.cpp", "main", "weight", 51, 45, -3, overdub_lambda_form_cxx11_8082d7da_state + 9},
  {"lambda_form_cxx11.cpp", "main", "make", 51, 52, -1, overdub_lambda_form_cxx11_8082d7da_state + 10},
  {"lambda_form_cxx11.cpp", "main", "std::printf", 52, 3, 0, overdub_lambda_form_cxx11_8082d7da_state + 11},
  {"lambda_form_cxx11.cpp", "main", "take", 52, 26, -1, overdub_lambda_form_cxx11_8082d7da_state + 12},
  {"lambda_form_cxx11.cpp", "main", "pick", 52, 53, -2, overdub_lambda_form_cxx11_8082d7da_state + 13},
  {"lambda_form_cxx11.cpp", "main", "make_const", 52, 58, -1, overdub_lambda_form_cxx11_8082d7da_state + 14},
  {"lambda_form_cxx11.cpp", "main", "Holder", 53, 10, 0, overdub_lambda_form_cxx11_8082d7da_state + 15},
  {"lambda_form_cxx11.cpp", "main", "make", 55, 19, 0, overdub_lambda_form_cxx11_8082d7da_state + 16},
  {"lambda_form_cxx11.cpp", "main", "std::printf", 56, 3, 0, overdub_lambda_form_cxx11_8082d7da_state + 17},
  {"lambda_form_cxx11.cpp", "main", "std::runtime_error", 58, 11, 0, overdub_lambda_form_cxx11_8082d7da_state + 18},
  {"lambda_form_cxx11.cpp", "main", "std::basic_string<char>", 58, 30, -1, overdub_lambda_form_cxx11_8082d7da_state + 19},
  {"lambda_form_cxx11.cpp", "main", "std::printf", 60, 5, 0, overdub_lambda_form_cxx11_8082d7da_state + 20},
  {"lambda_form_cxx11.cpp", "main", "std::exception::what", 60, 25, -1, overdub_lambda_form_cxx11_8082d7da_state + 21},
  {"lambda_form_cxx11.cpp", "main", "std::basic_string<char>::c_str", 62, 9, 0, overdub_lambda_form_cxx11_8082d7da_state + 22},
};
static const ::overdub::Registration overdub_lambda_form_cxx11_8082d7da_registration{overdub_lambda_form_cxx11_8082d7da_sites, overdub_lambda_form_cxx11_8082d7da_targets};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "lambda_form_cxx11.cpp"
// C++11 has no decltype(auto): where the full-expression form cannot go (inside a larger
// expression, the default member initializer of a class that another standard lets be an
// aggregate, a thrown operand), a class result that needs copy elision takes a lambda whose one
// return statement deduces the type, its guard a temporary of that statement:
// `[&]() { return (static_cast<void>(FullExprSpan{S}), CALL); }()`. Moves are counted: the
// instrumented program must print the same. A const class result stays as written (a deduced
// type drops its const, which overload resolution would see), as does a whole initializer's
// call, which keeps the full-expression form, as does the default member initializer of a class
// with a constructor of its own.
// FLAGS: -std=c++11
// CALLS: 5 make
// CALLS: 1 make_const
// CALLS: 2 take
// CALLS: 1 weight
// CALLS: 1 pick
// CALLS: 1 Holder
// CALLS: 4 std::printf
// CALLS: 7 Counted
// CALLS: 8 std::basic_string<char>
// CALLS: 2 std::basic_string<char>::size
// CALLS: 1 std::basic_string<char>::c_str
// CALLS: 1 std::runtime_error
// CALLS: 1 std::exception::what
// LATERCALLS: 1 make_const
#include <cstdio>
#include <stdexcept>
#include <string>

struct Counted {
  int moves;
  std::string name;
  explicit Counted(const char *n) : moves(0), name( (static_cast<void>(::overdub::FullExprSpan{overdub_lambda_form_cxx11_8082d7da_sites+0}), n)) {}
  Counted(Counted &&o) : moves(o.moves + 1), name(o.name) {}
  Counted(const Counted &o) : moves(o.moves + 100), name(o.name) {}
};
Counted make(const char *n) { return  (static_cast<void>(::overdub::FullExprSpan{overdub_lambda_form_cxx11_8082d7da_sites+1}), Counted(n)); }
const Counted make_const(const char *n) { return  (static_cast<void>(::overdub::FullExprSpan{overdub_lambda_form_cxx11_8082d7da_sites+2}), Counted(n)); }
int take(Counted c) { return c.moves + static_cast<int>( ::overdub::Span{overdub_lambda_form_cxx11_8082d7da_sites+3}.val(c.name.size())); }
int weight(const Counted &c) { return c.moves; }
int pick(Counted &&) { return 1; }
int pick(const Counted &) { return 2; }
struct Holder {
  Counted c =  (static_cast<void>(::overdub::FullExprSpan{overdub_lambda_form_cxx11_8082d7da_sites+4}), make("member"));
  Holder() {}
};
struct Plain {  // an aggregate in C++14
  Counted c =  [&]() { return (static_cast<void>(::overdub::FullExprSpan{overdub_lambda_form_cxx11_8082d7da_sites+5}), make("plain")); }();
};

int main() {
   ::overdub::Span{overdub_lambda_form_cxx11_8082d7da_sites+6}.val(std::printf("%d %d\n",  ::overdub::Span{overdub_lambda_form_cxx11_8082d7da_sites+7}.val(take( [&]() { return (static_cast<void>(::overdub::FullExprSpan{overdub_lambda_form_cxx11_8082d7da_sites+8}), make("abc")); }())),  ::overdub::Span{overdub_lambda_form_cxx11_8082d7da_sites+9}.val(weight( ::overdub::Span{overdub_lambda_form_cxx11_8082d7da_sites+10}.ref(make("x"))))));
   ::overdub::Span{overdub_lambda_form_cxx11_8082d7da_sites+11}.val(std::printf("%d %d\n",  ::overdub::Span{overdub_lambda_form_cxx11_8082d7da_sites+12}.val(take(make_const("const"))),  ::overdub::Span{overdub_lambda_form_cxx11_8082d7da_sites+13}.val(pick( ::overdub::Span{overdub_lambda_form_cxx11_8082d7da_sites+14}.ref(make_const("y"))))));
  ::overdub::Span overdub_decl_15_{overdub_lambda_form_cxx11_8082d7da_sites+15}; Holder h; overdub_decl_15_.v(::overdub::unit{});
  Plain p;
  Counted whole =  (static_cast<void>(::overdub::FullExprSpan{overdub_lambda_form_cxx11_8082d7da_sites+16}), make("whole"));
   ::overdub::Span{overdub_lambda_form_cxx11_8082d7da_sites+17}.val(std::printf("%d %d %d\n", h.c.moves, p.c.moves, whole.moves));
  try {
    throw  [&]() { return (static_cast<void>(::overdub::FullExprSpan{overdub_lambda_form_cxx11_8082d7da_sites+18}), std::runtime_error( ::overdub::Span{overdub_lambda_form_cxx11_8082d7da_sites+19}.ref(std::string("thrown")))); }();
  } catch (const std::exception &e) {
     ::overdub::Span{overdub_lambda_form_cxx11_8082d7da_sites+20}.val(std::printf("%s\n",  ::overdub::Span{overdub_lambda_form_cxx11_8082d7da_sites+21}.val( (::overdub::virtual_object<0, 2>(overdub_lambda_form_cxx11_8082d7da_sites+21, overdub_lambda_form_cxx11_8082d7da_targets+0, e)).what())));
  }
  (void) ::overdub::Span{overdub_lambda_form_cxx11_8082d7da_sites+22}.val(whole.name.c_str());
  return 0;
}
