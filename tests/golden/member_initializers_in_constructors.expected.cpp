#line 1 "member_initializers_in_constructors.cpp"
#include <overdub/overdub.h>
static unsigned overdub_member_initializers_in_c_1d3c1d48_state[37];
static constexpr ::overdub::Site overdub_member_initializers_in_c_1d3c1d48_sites[] = {
  {"member_initializers_in_constructors.cpp", "Noisy::Noisy", "std::printf", 30, 35, 0, overdub_member_initializers_in_c_1d3c1d48_state + 0},
  {"member_initializers_in_constructors.cpp", "Noisy::~Noisy", "std::printf", 31, 14, 0, overdub_member_initializers_in_c_1d3c1d48_state + 1},
  {"member_initializers_in_constructors.cpp", "Part::Part", "std::printf", 35, 33, 0, overdub_member_initializers_in_c_1d3c1d48_state + 2},
  {"member_initializers_in_constructors.cpp", "Part::Part", "std::printf", 36, 47, 0, overdub_member_initializers_in_c_1d3c1d48_state + 3},
  {"member_initializers_in_constructors.cpp", "Part::Part", "std::printf", 37, 20, 0, overdub_member_initializers_in_c_1d3c1d48_state + 4},
  {"member_initializers_in_constructors.cpp", "made", "Part", 40, 36, 0, overdub_member_initializers_in_c_1d3c1d48_state + 5},
  {"member_initializers_in_constructors.cpp", "<init of Own::a>", "Part", 43, 9, 0, overdub_member_initializers_in_c_1d3c1d48_state + 6},
  {"member_initializers_in_constructors.cpp", "<init of Own::a>", "Noisy", 43, 10, -1, overdub_member_initializers_in_c_1d3c1d48_state + 7},
  {"member_initializers_in_constructors.cpp", "<init of Own::b>", "made", 44, 12, 0, overdub_member_initializers_in_c_1d3c1d48_state + 8},
  {"member_initializers_in_constructors.cpp", "<init of Own::b>", "Noisy", 44, 17, -1, overdub_member_initializers_in_c_1d3c1d48_state + 9},
  {"member_initializers_in_constructors.cpp", "<init of Own::c>", "Part", 45, 9, 0, overdub_member_initializers_in_c_1d3c1d48_state + 10},
  {"member_initializers_in_constructors.cpp", "<init of Own::d>", "Part", 46, 10, 0, overdub_member_initializers_in_c_1d3c1d48_state + 11},
  {"member_initializers_in_constructors.cpp", "<init of Own::s>", "std::basic_string<char>", 47, 16, 0, overdub_member_initializers_in_c_1d3c1d48_state + 12},
  {"member_initializers_in_constructors.cpp", "Own::Own", "std::printf", 48, 11, 0, overdub_member_initializers_in_c_1d3c1d48_state + 13},
  {"member_initializers_in_constructors.cpp", "<init of Virtual::a>", "Part", 52, 9, 0, overdub_member_initializers_in_c_1d3c1d48_state + 14},
  {"member_initializers_in_constructors.cpp", "<init of Virtual::a>", "Noisy", 52, 10, -1, overdub_member_initializers_in_c_1d3c1d48_state + 15},
  {"member_initializers_in_constructors.cpp", "<init of Hidden::a>", "made", 57, 12, 0, overdub_member_initializers_in_c_1d3c1d48_state + 16},
  {"member_initializers_in_constructors.cpp", "<init of Hidden::a>", "Noisy", 57, 17, -1, overdub_member_initializers_in_c_1d3c1d48_state + 17},
  {"member_initializers_in_constructors.cpp", "<init of Inherits::e>", "Part", 66, 9, 0, overdub_member_initializers_in_c_1d3c1d48_state + 18},
  {"member_initializers_in_constructors.cpp", "<init of VirtualBase::f>", "Part", 70, 9, 0, overdub_member_initializers_in_c_1d3c1d48_state + 19},
  {"member_initializers_in_constructors.cpp", "<init of Aggregate::a>", "Noisy", 73, 10, 0, overdub_member_initializers_in_c_1d3c1d48_state + 20},
  {"member_initializers_in_constructors.cpp", "<init of Lit::n>", "sq", 83, 11, 0, overdub_member_initializers_in_c_1d3c1d48_state + 21},
  {"member_initializers_in_constructors.cpp", "<init of LitImplicit::n>", "sq", 88, 11, 0, overdub_member_initializers_in_c_1d3c1d48_state + 22},
  {"member_initializers_in_constructors.cpp", "<init of Counted::n>", "sq", 95, 11, 0, overdub_member_initializers_in_c_1d3c1d48_state + 23},
  {"member_initializers_in_constructors.cpp", "<init of CountedHolder::c>", "Counted", 99, 12, 0, overdub_member_initializers_in_c_1d3c1d48_state + 24},
  {"member_initializers_in_constructors.cpp", "main", "std::printf", 104, 3, 0, overdub_member_initializers_in_c_1d3c1d48_state + 25},
  {"member_initializers_in_constructors.cpp", "main", "Own", 105, 7, 0, overdub_member_initializers_in_c_1d3c1d48_state + 26},
  {"member_initializers_in_constructors.cpp", "main", "std::printf", 106, 3, 0, overdub_member_initializers_in_c_1d3c1d48_state + 27},
  {"member_initializers_in_constructors.cpp", "main", "std::printf", 108, 3, 0, overdub_member_initializers_in_c_1d3c1d48_state + 28},
  {"member_initializers_in_constructors.cpp", "main", "std::printf", 110, 3, 0, overdub_member_initializers_in_c_1d3c1d48_state + 29},
  {"member_initializers_in_constructors.cpp", "main", "Inherits", 111, 12, 0, overdub_member_initializers_in_c_1d3c1d48_state + 30},
  {"member_initializers_in_constructors.cpp", "main", "std::printf", 113, 3, 0, overdub_member_initializers_in_c_1d3c1d48_state + 31},
  {"member_initializers_in_constructors.cpp", "main", "Lit", 115, 7, 0, overdub_member_initializers_in_c_1d3c1d48_state + 32},
  {"member_initializers_in_constructors.cpp", "main", "CountedHolder", 116, 17, 0, overdub_member_initializers_in_c_1d3c1d48_state + 33},
  {"member_initializers_in_constructors.cpp", "main", "std::printf", 117, 3, 0, overdub_member_initializers_in_c_1d3c1d48_state + 34},
  {"member_initializers_in_constructors.cpp", "main", "std::basic_string<char>::c_str", 118, 15, -1, overdub_member_initializers_in_c_1d3c1d48_state + 35},
  {"member_initializers_in_constructors.cpp", "main", "Hidden::secret", 118, 52, -2, overdub_member_initializers_in_c_1d3c1d48_state + 36},
};
static const ::overdub::Registration overdub_member_initializers_in_c_1d3c1d48_registration{overdub_member_initializers_in_c_1d3c1d48_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "member_initializers_in_constructors.cpp"
// A default member initializer of a class that no standard lets be an aggregate (a constructor
// of its own, an inherited one, a virtual function or base, a data member that is not public) is
// evaluated only by constructors, each time as a full-expression of its own whose temporaries
// die before the next member is initialized: a construction there takes the full-expression
// form, and so does a class result that needs copy elision. A class that may be an aggregate
// keeps them as written (g++ keeps the temporaries of an aggregate initialization across later
// members). From C++17, empty braces `m{}` and `m = {}` become the construction written out,
// `m = (W, decltype(m)())`. Where a constexpr constructor may run the initializer (one is
// declared, or the callee is constexpr), a wrapper has no destructor before C++20: a constant
// stays constant.
// CALLS: 1 Own
// CALLS: 1 Inherits
// CALLS: 5 Noisy
// CALLS: 2 made
// CALLS: 8 Part
// CALLS: 2 sq
// CALLS: 1 Lit
// CALLS: 1 Counted
// CALLS: 1 CountedHolder
// CALLS: 1 Hidden::secret
// CALLS: 27 std::printf
// CALLS: 1 std::basic_string<char>
// CALLS: 1 std::basic_string<char>::c_str
// LATERCALLS: 1 Count
#include <cstdio>
#include <string>

struct Noisy {  // says when it is made and when it dies
  int id;
  explicit Noisy(int i) : id(i) {  ::overdub::Span{overdub_member_initializers_in_c_1d3c1d48_sites+0}.val(std::printf("noisy %d made\n", id)); }
  ~Noisy() {  ::overdub::Span{overdub_member_initializers_in_c_1d3c1d48_sites+1}.val(std::printf("noisy %d dies\n", id)); }
};
struct Part {
  int v;
  explicit Part(int x) : v(x) {  ::overdub::Span{overdub_member_initializers_in_c_1d3c1d48_sites+2}.val(std::printf("part %d\n", v)); }
  Part(const Noisy &n, int x) : v(n.id + x) {  ::overdub::Span{overdub_member_initializers_in_c_1d3c1d48_sites+3}.val(std::printf("part %d from noisy\n", v)); }
  Part() : v(-1) {  ::overdub::Span{overdub_member_initializers_in_c_1d3c1d48_sites+4}.val(std::printf("part by default\n")); }
  Part(Part &&o) : v(o.v + 1000) {}  // counts moves: elision must stay
};
Part made(const Noisy &n) { return  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_5_{overdub_member_initializers_in_c_1d3c1d48_sites+5}; return Part(n.id * 10); }(); }

struct Own {  // a constructor of its own
  Part a{ (static_cast<void>(::overdub::FullExprSpan{overdub_member_initializers_in_c_1d3c1d48_sites+6}),  ::overdub::Span{overdub_member_initializers_in_c_1d3c1d48_sites+7}.ref(Noisy(1))), 1};
  Part b =  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_8_{overdub_member_initializers_in_c_1d3c1d48_sites+8}; return made( ::overdub::Span{overdub_member_initializers_in_c_1d3c1d48_sites+9}.ref(Noisy(2))); }();
  Part c = (static_cast<void>(::overdub::FullExprSpan{overdub_member_initializers_in_c_1d3c1d48_sites+10}), decltype(c)());
  Part d =  (static_cast<void>(::overdub::FullExprSpan{overdub_member_initializers_in_c_1d3c1d48_sites+11}), decltype(d)());
  std::string s{ (static_cast<void>(::overdub::FullExprSpan{overdub_member_initializers_in_c_1d3c1d48_sites+12}), "own")};
  Own() {  ::overdub::Span{overdub_member_initializers_in_c_1d3c1d48_sites+13}.val(std::printf("own body\n")); }
};
struct Virtual {
  virtual ~Virtual() {}
  Part a{ (static_cast<void>(::overdub::FullExprSpan{overdub_member_initializers_in_c_1d3c1d48_sites+14}),  ::overdub::Span{overdub_member_initializers_in_c_1d3c1d48_sites+15}.ref(Noisy(3))), 3};
};
class Hidden {
  int secret_ = 5;
 public:
  Part a =  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_16_{overdub_member_initializers_in_c_1d3c1d48_sites+16}; return made( ::overdub::Span{overdub_member_initializers_in_c_1d3c1d48_sites+17}.ref(Noisy(4))); }();
  int secret() const { return secret_; }
};
struct Base {
  explicit Base(int x) : b(x) {}
  int b;
};
struct Inherits : Base {
  using Base::Base;
  Part e{ (static_cast<void>(::overdub::FullExprSpan{overdub_member_initializers_in_c_1d3c1d48_sites+18}), 6)};
};
struct Empty {};
struct VirtualBase : virtual Empty {
  Part f{ (static_cast<void>(::overdub::FullExprSpan{overdub_member_initializers_in_c_1d3c1d48_sites+19}), 7)};
};
struct Aggregate {  // an aggregate from C++14: as written
  Part a{ ::overdub::Span{overdub_member_initializers_in_c_1d3c1d48_sites+20}.ref(Noisy(8)), 8};
  Part b{9};
};

constexpr int sq(int x) { return x * x; }
struct Count {
  int n;
  constexpr explicit Count(int x) : n(x) {}
};
struct Lit {  // constant-initialized below
  int n =  ::overdub::Pass{overdub_member_initializers_in_c_1d3c1d48_sites+21}.val(sq(3));
  Count c{2};
  constexpr Lit() {}
};
struct LitImplicit {  // its implicit constructor is constexpr
  int n =  ::overdub::Pass{overdub_member_initializers_in_c_1d3c1d48_sites+22}.val(sq(4));
};
constexpr Lit lit;
constexpr LitImplicit lit_implicit{};
static_assert(lit.n == 9 && lit.c.n == 2 && lit_implicit.n == 16, "constant-initialized");

struct Counted {  // a constructor of its own that is not constexpr, a constexpr callee
  int n =  ::overdub::Span{overdub_member_initializers_in_c_1d3c1d48_sites+23}.val(sq(5));
  Counted() {}
};
struct CountedHolder {
  Counted c = (static_cast<void>(::overdub::FullExprSpan{overdub_member_initializers_in_c_1d3c1d48_sites+24}), decltype(c)());
  CountedHolder() {}
};

int main() {
   ::overdub::Span{overdub_member_initializers_in_c_1d3c1d48_sites+25}.val(std::printf("-- own\n"));
  Own own = (static_cast<void>(::overdub::FullExprSpan{overdub_member_initializers_in_c_1d3c1d48_sites+26}), decltype(own)());
   ::overdub::Span{overdub_member_initializers_in_c_1d3c1d48_sites+27}.val(std::printf("-- virtual\n"));
  Virtual virt;
   ::overdub::Span{overdub_member_initializers_in_c_1d3c1d48_sites+28}.val(std::printf("-- hidden\n"));
  Hidden hidden;
   ::overdub::Span{overdub_member_initializers_in_c_1d3c1d48_sites+29}.val(std::printf("-- inherits, virtual base\n"));
  Inherits inherits( (static_cast<void>(::overdub::FullExprSpan{overdub_member_initializers_in_c_1d3c1d48_sites+30}), 1));
  VirtualBase virtual_base;
   ::overdub::Span{overdub_member_initializers_in_c_1d3c1d48_sites+31}.val(std::printf("-- aggregate\n"));
  Aggregate aggregate{};
  Lit runtime_lit = (static_cast<void>(::overdub::FullExprSpan{overdub_member_initializers_in_c_1d3c1d48_sites+32}), decltype(runtime_lit)());
  CountedHolder holder = (static_cast<void>(::overdub::FullExprSpan{overdub_member_initializers_in_c_1d3c1d48_sites+33}), decltype(holder)());
   ::overdub::Span{overdub_member_initializers_in_c_1d3c1d48_sites+34}.val(std::printf("%d %d %d %d %s %d %d %d %d %d %d %d %d %d %d\n", own.a.v, own.b.v, own.c.v, own.d.v,
               ::overdub::Span{overdub_member_initializers_in_c_1d3c1d48_sites+35}.val(own.s.c_str()), virt.a.v, hidden.a.v,  ::overdub::Span{overdub_member_initializers_in_c_1d3c1d48_sites+36}.val(hidden.secret()), inherits.e.v,
              virtual_base.f.v, aggregate.a.v, aggregate.b.v, runtime_lit.n, runtime_lit.c.n,
              holder.c.n));
  return 0;
}
