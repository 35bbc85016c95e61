#line 1 "constructor_default_initialization_cxx11.cpp"
#include <overdub/overdub.h>
static unsigned overdub_constructor_default_init_09d18c45_state[36];
static ::overdub::TargetCache overdub_constructor_default_init_09d18c45_targets[1];
static constexpr ::overdub::Site overdub_constructor_default_init_09d18c45_sites[] = {
  {"constructor_default_initialization_cxx11.cpp", "Noisy::Noisy", "std::puts", 45, 20, 0, overdub_constructor_default_init_09d18c45_state + 0},
  {"constructor_default_initialization_cxx11.cpp", "Noisy::~Noisy", "std::puts", 46, 14, 0, overdub_constructor_default_init_09d18c45_state + 1},
  {"constructor_default_initialization_cxx11.cpp", "Thrower::Thrower", "std::runtime_error", 49, 21, 0, overdub_constructor_default_init_09d18c45_state + 2},
  {"constructor_default_initialization_cxx11.cpp", "in_template", "Noisy", 53, 9, 0, overdub_constructor_default_init_09d18c45_state + 3},
  {"constructor_default_initialization_cxx11.cpp", "after_labels", "Noisy", 59, 9, 0, overdub_constructor_default_init_09d18c45_state + 4},
  {"constructor_default_initialization_cxx11.cpp", "after_labels", "Noisy", 64, 11, 0, overdub_constructor_default_init_09d18c45_state + 5},
  {"constructor_default_initialization_cxx11.cpp", "jumping", "std::longjmp", 71, 18, 0, overdub_constructor_default_init_09d18c45_state + 6},
  {"constructor_default_initialization_cxx11.cpp", "JumpsWhenMade::JumpsWhenMade", "jumping", 77, 21, 0, overdub_constructor_default_init_09d18c45_state + 7},
  {"constructor_default_initialization_cxx11.cpp", "JumpsWhenMade::~JumpsWhenMade", "std::puts", 78, 22, 0, overdub_constructor_default_init_09d18c45_state + 8},
  {"constructor_default_initialization_cxx11.cpp", "declares_then_jumps", "Noisy", 81, 9, 0, overdub_constructor_default_init_09d18c45_state + 9},
  {"constructor_default_initialization_cxx11.cpp", "setjmp_caller", "declares_then_jumps", 92, 3, 0, overdub_constructor_default_init_09d18c45_state + 10},
  {"constructor_default_initialization_cxx11.cpp", "run", "Noisy", 96, 9, 0, overdub_constructor_default_init_09d18c45_state + 11},
  {"constructor_default_initialization_cxx11.cpp", "run", "std::basic_stringstream<char>", 98, 21, 0, overdub_constructor_default_init_09d18c45_state + 12},
  {"constructor_default_initialization_cxx11.cpp", "run", "std::basic_ostream<char>::operator<<", 99, 3, 0, overdub_constructor_default_init_09d18c45_state + 13},
  {"constructor_default_initialization_cxx11.cpp", "run", "std::basic_string<char>", 100, 15, 0, overdub_constructor_default_init_09d18c45_state + 14},
  {"constructor_default_initialization_cxx11.cpp", "run", "Noisy", 101, 9, 0, overdub_constructor_default_init_09d18c45_state + 15},
  {"constructor_default_initialization_cxx11.cpp", "run", "Noisy", 102, 15, 0, overdub_constructor_default_init_09d18c45_state + 16},
  {"constructor_default_initialization_cxx11.cpp", "run", "Noisy", 104, 11, 0, overdub_constructor_default_init_09d18c45_state + 17},
  {"constructor_default_initialization_cxx11.cpp", "run::<lambda:110:20>", "Noisy", 110, 31, 0, overdub_constructor_default_init_09d18c45_state + 18},
  {"constructor_default_initialization_cxx11.cpp", "run", "Thrower", 112, 13, 0, overdub_constructor_default_init_09d18c45_state + 19},
  {"constructor_default_initialization_cxx11.cpp", "run", "std::puts", 115, 5, 0, overdub_constructor_default_init_09d18c45_state + 20},
  {"constructor_default_initialization_cxx11.cpp", "run", "std::exception::what", 115, 15, -1, overdub_constructor_default_init_09d18c45_state + 21},
  {"constructor_default_initialization_cxx11.cpp", "run", "std::printf", 117, 3, 0, overdub_constructor_default_init_09d18c45_state + 22},
  {"constructor_default_initialization_cxx11.cpp", "run", "std::basic_string<char>::c_str", 117, 39, -1, overdub_constructor_default_init_09d18c45_state + 23},
  {"constructor_default_initialization_cxx11.cpp", "run", "std::basic_stringstream<char>::str", 117, 39, -1, overdub_constructor_default_init_09d18c45_state + 24},
  {"constructor_default_initialization_cxx11.cpp", "run", "std::basic_string<char>::size", 117, 69, -3, overdub_constructor_default_init_09d18c45_state + 25},
  {"constructor_default_initialization_cxx11.cpp", "run", "run::<lambda:110:20>", 118, 27, -4, overdub_constructor_default_init_09d18c45_state + 26},
  {"constructor_default_initialization_cxx11.cpp", "run", "std::printf", 119, 3, 0, overdub_constructor_default_init_09d18c45_state + 27},
  {"constructor_default_initialization_cxx11.cpp", "run", "in_template", 119, 26, -1, overdub_constructor_default_init_09d18c45_state + 28},
  {"constructor_default_initialization_cxx11.cpp", "run", "in_template", 119, 43, -2, overdub_constructor_default_init_09d18c45_state + 29},
  {"constructor_default_initialization_cxx11.cpp", "run", "after_labels", 119, 60, -3, overdub_constructor_default_init_09d18c45_state + 30},
  {"constructor_default_initialization_cxx11.cpp", "from_macros", "Noisy", 124, 3, 0, overdub_constructor_default_init_09d18c45_state + 31},
  {"constructor_default_initialization_cxx11.cpp", "from_macros", "Noisy", 125, 3, 0, overdub_constructor_default_init_09d18c45_state + 32},
  {"constructor_default_initialization_cxx11.cpp", "main", "run", 128, 21, 0, overdub_constructor_default_init_09d18c45_state + 33},
  {"constructor_default_initialization_cxx11.cpp", "main", "setjmp_caller", 128, 29, 0, overdub_constructor_default_init_09d18c45_state + 34},
  {"constructor_default_initialization_cxx11.cpp", "main", "from_macros", 128, 47, 0, overdub_constructor_default_init_09d18c45_state + 35},
};
static const ::overdub::Registration overdub_constructor_default_init_09d18c45_registration{overdub_constructor_default_init_09d18c45_sites, overdub_constructor_default_init_09d18c45_targets};
#line 121 "constructor_default_initialization_cxx11.cpp"
#define overdub_constructor_default_init_09d18c45_sites_m0_0_DECLARE_NOISY(n) \
                         ::overdub::Span overdub_decl_31_{overdub_constructor_default_init_09d18c45_sites+31}; Noisy noisy_##n; overdub_decl_31_.v(::overdub::unit{});
#line 121 "constructor_default_initialization_cxx11.cpp"
#define overdub_constructor_default_init_09d18c45_sites_m1_0_DECLARE_NOISY(n) \
                         ::overdub::Span overdub_decl_32_{overdub_constructor_default_init_09d18c45_sites+32}; Noisy noisy_##n; overdub_decl_32_.v(::overdub::unit{});
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "constructor_default_initialization_cxx11.cpp"
// Before C++17 a construction written after the declarator may be copied, so a default-
// initialized variable, `T x;`, takes the declaration form instead: its statement stays as
// written between a guard declared before it and the guard's stop after it,
// `::overdub::Span g{S}; T x; g.v(::overdub::unit{});`. The guard is a variable of the block; its
// destructor, at the block's end, records an unwinding stop only when the constructor threw.
// Only where the statement declares the variable alone in a block (labels before it stay before
// the guard); not in a statement of its own under `if` or a loop, nor in a `for` header, nor where
// a longjmp may pass the guard's destructor alone (the function calls setjmp; the construction
// may longjmp; its block calls a function that may longjmp and the variable's destructor is
// trivial: where it is not, that longjmp skips it too). A statement that a macro's body writes
// takes it in the invocation's variant of the macro. Static storage, arrays, declarations in
// macro arguments and implicit default constructors are left as written.
// FLAGS: -std=c++11
// CALLS: 33 std::puts
// CALLS: 13 Noisy
// CALLS: 1 from_macros
// CALLS: 1 Thrower
// CALLS: 1 std::runtime_error
// CALLS: 1 std::basic_stringstream<char>
// CALLS: 1 std::basic_string<char>
// CALLS: 1 std::basic_stringstream<char>::str
// CALLS: 1 std::basic_string<char>::c_str
// CALLS: 1 std::basic_string<char>::size
// CALLS: 1 std::basic_ostream<char>::operator<<
// CALLS: 2 std::printf
// CALLS: 1 std::exception::what
// CALLS: 2 in_template
// CALLS: 1 after_labels
// CALLS: 1 jumping
// CALLS: 1 declares_then_jumps
// CALLS: 1 run
// CALLS: 1 run::<lambda:110:20>
// CALLS: 1 setjmp_caller
// CALLS: 1 std::longjmp
// LATERCALLS: 14 Noisy
// LATERCALLS: 1 Trivial
// UNWOUND: 1
#include <csetjmp>
#include <cstdio>
#include <sstream>
#include <stdexcept>
#include <string>
struct Noisy {
  int v;
  Noisy() : v(3) {  ::overdub::Span{overdub_constructor_default_init_09d18c45_sites+0}.val(std::puts("Noisy()")); }
  ~Noisy() {  ::overdub::Span{overdub_constructor_default_init_09d18c45_sites+1}.val(std::puts("~Noisy")); }
};
struct Thrower {
  Thrower() { throw  [&]() { return (static_cast<void>(::overdub::FullExprSpan{overdub_constructor_default_init_09d18c45_sites+2}), std::runtime_error("Thrower() threw")); }(); }
};
#define NOISY Noisy
template <class T> int in_template(T t) {
  ::overdub::Span overdub_decl_3_{overdub_constructor_default_init_09d18c45_sites+3}; Noisy n; overdub_decl_3_.v(::overdub::unit{});  // not dependent: one rewrite for both instantiations
  return n.v + static_cast<int>(t);
}
int after_labels(int k) {
  int r = 0;
again:
  ::overdub::Span overdub_decl_4_{overdub_constructor_default_init_09d18c45_sites+4}; Noisy labelled; overdub_decl_4_.v(::overdub::unit{});
  r += labelled.v;
  if (++k < 2) goto again;
  switch (k) {
  case 2:
    ::overdub::Span overdub_decl_5_{overdub_constructor_default_init_09d18c45_sites+5}; Noisy in_case; overdub_decl_5_.v(::overdub::unit{});
    r += in_case.v;
    break;
  }
  return r;
}
static std::jmp_buf env;
void jumping() {  (static_cast<void>(::overdub::start_call(overdub_constructor_default_init_09d18c45_sites+6)), std::longjmp(env, 1)); }
struct Trivial {
  int v;
  Trivial() : v(2) {}
};
struct JumpsWhenMade {
  JumpsWhenMade() {  ::overdub::Pass{overdub_constructor_default_init_09d18c45_sites+7}.v((jumping(), ::overdub::unit{})); }
  ~JumpsWhenMade() {  ::overdub::Span{overdub_constructor_default_init_09d18c45_sites+8}.val(std::puts("~JumpsWhenMade")); }
};
void declares_then_jumps() {
  ::overdub::Span overdub_decl_9_{overdub_constructor_default_init_09d18c45_sites+9}; Noisy before_jump; overdub_decl_9_.v(::overdub::unit{});  // the longjmp skips its destructor as it skips the guard's: taken
  Trivial trivial;    // the longjmp would skip the guard's destructor alone: left as written
  (void)before_jump;
  (void)trivial;
  JumpsWhenMade jumps;  // the construction may longjmp: left as written
  (void)jumps;
}
int setjmp_caller() {
  if (setjmp(env)) return 1;
  Noisy in_setjmp_caller;  // the function calls setjmp: left as written
  (void)in_setjmp_caller;
   ::overdub::Pass{overdub_constructor_default_init_09d18c45_sites+10}.v((declares_then_jumps(), ::overdub::unit{}));
  return 0;
}
int run() {
  ::overdub::Span overdub_decl_11_{overdub_constructor_default_init_09d18c45_sites+11}; Noisy a; overdub_decl_11_.v(::overdub::unit{});
  Noisy b, c;
  ::overdub::Span overdub_decl_12_{overdub_constructor_default_init_09d18c45_sites+12}; std::stringstream out; overdub_decl_12_.v(::overdub::unit{});
   ::overdub::Span{overdub_constructor_default_init_09d18c45_sites+13}.ref(out << a.v);
  ::overdub::Span overdub_decl_14_{overdub_constructor_default_init_09d18c45_sites+14}; std::string s; overdub_decl_14_.v(::overdub::unit{});
  ::overdub::Span overdub_decl_15_{overdub_constructor_default_init_09d18c45_sites+15}; NOISY from_macro_type; overdub_decl_15_.v(::overdub::unit{});
  ::overdub::Span overdub_decl_16_{overdub_constructor_default_init_09d18c45_sites+16}; const Noisy constant; overdub_decl_16_.v(::overdub::unit{});
  if (a.v > 0) {
    ::overdub::Span overdub_decl_17_{overdub_constructor_default_init_09d18c45_sites+17}; Noisy inner; overdub_decl_17_.v(::overdub::unit{});
    (void)inner;
  }
  if (a.v < 0) Noisy alone;
  for (Noisy f; f.v < 4; ++f.v) {
  }
  auto in_lambda = [] { ::overdub::Span overdub_decl_18_{overdub_constructor_default_init_09d18c45_sites+18}; Noisy l; overdub_decl_18_.v(::overdub::unit{}); return l.v; };
  try {
    ::overdub::Span overdub_decl_19_{overdub_constructor_default_init_09d18c45_sites+19}; Thrower t; overdub_decl_19_.v(::overdub::unit{});
    (void)t;
  } catch (const std::exception &e) {
     ::overdub::Span{overdub_constructor_default_init_09d18c45_sites+20}.val(std::puts( ::overdub::Span{overdub_constructor_default_init_09d18c45_sites+21}.val( (::overdub::virtual_object<0, 2>(overdub_constructor_default_init_09d18c45_sites+21, overdub_constructor_default_init_09d18c45_targets+0, e)).what())));
  }
   ::overdub::Span{overdub_constructor_default_init_09d18c45_sites+22}.val(std::printf("%s %d %zu %d %d %d\n",  ::overdub::Span{overdub_constructor_default_init_09d18c45_sites+23}.val( ::overdub::Span{overdub_constructor_default_init_09d18c45_sites+24}.ref(out.str()).c_str()), b.v + c.v,  ::overdub::Span{overdub_constructor_default_init_09d18c45_sites+25}.val(s.size()), from_macro_type.v,
              constant.v,  ::overdub::Span{overdub_constructor_default_init_09d18c45_sites+26}.val(in_lambda())));
   ::overdub::Span{overdub_constructor_default_init_09d18c45_sites+27}.val(std::printf("%d %d\n",  ::overdub::Span{overdub_constructor_default_init_09d18c45_sites+28}.val(in_template(1)) +  ::overdub::Span{overdub_constructor_default_init_09d18c45_sites+29}.val(in_template(2L)),  ::overdub::Span{overdub_constructor_default_init_09d18c45_sites+30}.val(after_labels(0))));
  return 0;
}
#define DECLARE_NOISY(n) Noisy noisy_##n;
int from_macros() {
  overdub_constructor_default_init_09d18c45_sites_m0_0_DECLARE_NOISY(a)
  overdub_constructor_default_init_09d18c45_sites_m1_0_DECLARE_NOISY(b)
  return noisy_a.v + noisy_b.v;
}
int main() { return  ::overdub::Pass{overdub_constructor_default_init_09d18c45_sites+33}.val(run()) +  ::overdub::Pass{overdub_constructor_default_init_09d18c45_sites+34}.val(setjmp_caller()) +  ::overdub::Pass{overdub_constructor_default_init_09d18c45_sites+35}.val(from_macros()) - 7; }
