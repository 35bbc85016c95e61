#line 1 "captured_values.cpp"
#include <overdub/overdub.h>
static unsigned overdub_captured_values_9feb6cc9_state[38];
static ::overdub::TargetCache overdub_captured_values_9feb6cc9_targets[2];
static constexpr ::overdub::Site overdub_captured_values_9feb6cc9_sites[] = {
  {"captured_values.cpp", "apply", "(f)", 62, 42, 0, overdub_captured_values_9feb6cc9_state + 0},
  {"captured_values.cpp", "quad", "twice", 69, 36, 0, overdub_captured_values_9feb6cc9_state + 1},
  {"captured_values.cpp", "quad", "twice", 69, 42, -1, overdub_captured_values_9feb6cc9_state + 2},
  {"captured_values.cpp", "call_through", "(*pp)", 80, 39, 0, overdub_captured_values_9feb6cc9_state + 3},
  {"captured_values.cpp", "vsay", "std::vprintf", 83, 53, 0, overdub_captured_values_9feb6cc9_state + 4},
  {"captured_values.cpp", "say", "vsay", 88, 11, 0, overdub_captured_values_9feb6cc9_state + 5},
  {"captured_values.cpp", "tmpl", "take", 92, 43, 0, overdub_captured_values_9feb6cc9_state + 6},
  {"captured_values.cpp", "tmpl", "ident", 92, 70, 0, overdub_captured_values_9feb6cc9_state + 7},
  {"captured_values.cpp", "main", "take", 97, 11, 0, overdub_captured_values_9feb6cc9_state + 8},
  {"captured_values.cpp", "main", "take", 98, 8, 0, overdub_captured_values_9feb6cc9_state + 9},
  {"captured_values.cpp", "main", "take", 98, 21, 0, overdub_captured_values_9feb6cc9_state + 10},
  {"captured_values.cpp", "main", "take", 98, 35, 0, overdub_captured_values_9feb6cc9_state + 11},
  {"captured_values.cpp", "main", "take", 98, 46, 0, overdub_captured_values_9feb6cc9_state + 12},
  {"captured_values.cpp", "main", "take", 98, 62, 0, overdub_captured_values_9feb6cc9_state + 13},
  {"captured_values.cpp", "main", "over", 99, 8, 0, overdub_captured_values_9feb6cc9_state + 14},
  {"captured_values.cpp", "main", "over", 99, 37, 0, overdub_captured_values_9feb6cc9_state + 15},
  {"captured_values.cpp", "main", "ident", 100, 8, 0, overdub_captured_values_9feb6cc9_state + 16},
  {"captured_values.cpp", "main", "ident", 100, 36, 0, overdub_captured_values_9feb6cc9_state + 17},
  {"captured_values.cpp", "main", "apply", 101, 8, 0, overdub_captured_values_9feb6cc9_state + 18},
  {"captured_values.cpp", "main", "apply", 101, 25, 0, overdub_captured_values_9feb6cc9_state + 19},
  {"captured_values.cpp", "main", "with_default", 102, 8, 0, overdub_captured_values_9feb6cc9_state + 20},
  {"captured_values.cpp", "main", "by_ref", 102, 26, 0, overdub_captured_values_9feb6cc9_state + 21},
  {"captured_values.cpp", "main", "by_value", 102, 38, 0, overdub_captured_values_9feb6cc9_state + 22},
  {"captured_values.cpp", "main", "hidden", 102, 57, 0, overdub_captured_values_9feb6cc9_state + 23},
  {"captured_values.cpp", "main", "Lock::use", 102, 70, 0, overdub_captured_values_9feb6cc9_state + 24},
  {"captured_values.cpp", "main", "Lock::mode", 102, 80, -1, overdub_captured_values_9feb6cc9_state + 25},
  {"captured_values.cpp", "main", "nodisc", 103, 3, 0, overdub_captured_values_9feb6cc9_state + 26},
  {"captured_values.cpp", "main", "main::<lambda:105:16>", 106, 8, 0, overdub_captured_values_9feb6cc9_state + 27},
  {"captured_values.cpp", "main", "quad", 106, 20, 0, overdub_captured_values_9feb6cc9_state + 28},
  {"captured_values.cpp", "main", "tmpl", 106, 33, 0, overdub_captured_values_9feb6cc9_state + 29},
  {"captured_values.cpp", "main", "count", 108, 8, 0, overdub_captured_values_9feb6cc9_state + 30},
  {"captured_values.cpp", "main", "call_through", 112, 3, 0, overdub_captured_values_9feb6cc9_state + 31},
  {"captured_values.cpp", "main", "N::f", 113, 8, 0, overdub_captured_values_9feb6cc9_state + 32},
  {"captured_values.cpp", "main", "h", 113, 18, 0, overdub_captured_values_9feb6cc9_state + 33},
  {"captured_values.cpp", "main", "item", 113, 25, 0, overdub_captured_values_9feb6cc9_state + 34},
  {"captured_values.cpp", "main", "operator\"\"_km", 113, 54, 0, overdub_captured_values_9feb6cc9_state + 35},
  {"captured_values.cpp", "main", "say", 114, 3, 0, overdub_captured_values_9feb6cc9_state + 36},
  {"captured_values.cpp", "main", "Calc::scaled", 114, 21, -1, overdub_captured_values_9feb6cc9_state + 37},
};
static const ::overdub::Registration overdub_captured_values_9feb6cc9_registration{overdub_captured_values_9feb6cc9_sites, overdub_captured_values_9feb6cc9_targets};
static const ::overdub::ValueNames overdub_captured_values_9feb6cc9_sites_values[] = {
  {overdub_captured_values_9feb6cc9_sites + 5, 2, "<__va_list_tag *>\012"},
  {overdub_captured_values_9feb6cc9_sites + 14, 1, "<int>\012"},
  {overdub_captured_values_9feb6cc9_sites + 15, 1, "<double>\012"},
  {overdub_captured_values_9feb6cc9_sites + 21, 1, "<int>\012"},
  {overdub_captured_values_9feb6cc9_sites + 22, 1, "<Pair>\012"},
  {overdub_captured_values_9feb6cc9_sites + 23, 1, "4 H1\012"},
  {overdub_captured_values_9feb6cc9_sites + 24, 1, "<Lock::Mode>\012"},
  {overdub_captured_values_9feb6cc9_sites + 27, 1, "<Local>\012"},
  {overdub_captured_values_9feb6cc9_sites + 31, 1, "<void (**)(int)>\012"},
  {overdub_captured_values_9feb6cc9_sites + 32, 1, "<int>\012"},
  {overdub_captured_values_9feb6cc9_sites + 33, 1, "<int>\012"},
  {overdub_captured_values_9feb6cc9_sites + 36, 1, "<const char *>\012"},
};
static const ::overdub::ValueNamesRegistration overdub_captured_values_9feb6cc9_sites_values_registration{overdub_captured_values_9feb6cc9_sites_values};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "captured_values.cpp"
// Argument and result values (--capture): each argument goes through arg_value<P>, P the
// parameter's type, so that it converts exactly as the parameter would (conversions, bit-fields,
// braced lists, overloads, deduction, overload sets and lambdas to function pointers); the others
// are explained in the .sites (references, classes, '...', format strings, unnamed types,
// dependent calls, default arguments), and so are the arguments a prvalue of the parameter's type
// could send elsewhere (overloads, argument-dependent lookup: f(N::a), h(x) with h(int&&)).
// FLAGS: -std=c++17 -Wconversion
// OVERDUB: --capture=^(take|over|ident|apply|with_default|by_ref|by_value|Lock::use|hidden|nodisc|twice|std::printf|Calc::.*|main::<lambda.*|count|say|N::f|h|item|call_through|operator""_km|vsay)$
// CALLS: 1 (*pp)
// CALLS: 2 (f)
// CALLS: 1 Calc::scaled
// CALLS: 1 Lock::mode
// CALLS: 1 Lock::use
// CALLS: 1 N::f
// CALLS: 2 apply
// CALLS: 1 by_ref
// CALLS: 1 by_value
// CALLS: 1 call_through
// CALLS: 1 count
// CALLS: 1 h
// CALLS: 1 hidden
// CALLS: 3 ident
// CALLS: 1 item
// CALLS: 1 main::<lambda:105:16>
// CALLS: 1 nodisc
// CALLS: 1 operator""_km
// CALLS: 2 over
// CALLS: 1 quad
// CALLS: 1 say
// CALLS: 1 std::vprintf
// CALLS: 7 take
// CALLS: 1 tmpl
// CALLS: 2 twice
// CALLS: 1 vsay
// CALLS: 1 with_default
#include <cstdarg>
#include <cstdio>

#define SEVEN 7

struct Box { int w : 5; };
struct Num { operator int() const { return 41; } };
struct Pair { int a, b; };
namespace {
enum Hidden { H1 = 4 };
}
class Lock {
  enum class Mode { A, B };
 public:
  static Mode mode() { return Mode::B; }
  static int use(Mode m) { return m == Mode::B ? 1 : 0; }
};
struct Calc {
  double factor;
  double scaled(double x) const { return x * factor; }
};

int take(int x) { return x; }
int over(int x) { return x + 1; }
double over(double x) { return x / 2; }
template <class T> T ident(T x) { return x; }
int apply(int (*f)(int), int x) { return  ::overdub::Span{overdub_captured_values_9feb6cc9_sites+0}.val( ::overdub::indirect_target(overdub_captured_values_9feb6cc9_sites+0, overdub_captured_values_9feb6cc9_targets+0, f)(x)); }
int with_default(int a, int b = 2) { return a * b; }
int by_ref(const int &r) { return r; }
int by_value(Pair p) { return p.a + p.b; }
int hidden(Hidden h) { return h; }
[[nodiscard]] int nodisc(int x) { return x; }
constexpr int twice(int x) { return 2 * x; }
constexpr int quad(int x) { return  ::overdub::Pass{overdub_captured_values_9feb6cc9_sites+1}.val(::overdub::result_value(overdub_captured_values_9feb6cc9_sites+1, twice( ::overdub::arg_value< int >(overdub_captured_values_9feb6cc9_sites+1, 1,  ::overdub::Pass{overdub_captured_values_9feb6cc9_sites+2}.val(::overdub::result_value(overdub_captured_values_9feb6cc9_sites+2, twice( ::overdub::arg_value< int >(overdub_captured_values_9feb6cc9_sites+2, 1, x)))))))); }
static_assert(quad(1) == 4, "constant evaluation records nothing");
namespace N {
enum E { a = 7 };
int f(int x) { return x + 100; }  // found by argument-dependent lookup through E
}  // namespace N
int f(double x) { return static_cast<int>(x) + 200; }
int h(int x) { return x; }
int h(int &&x) { return -x; }
struct item { int v; };
int item(struct item *p) { return p->v; }  // hides the class's name: spelled `struct ::item *`
void call_through(void (**pp)(int)) {  ::overdub::Span{overdub_captured_values_9feb6cc9_sites+3}.v(( ::overdub::indirect_target(overdub_captured_values_9feb6cc9_sites+3, overdub_captured_values_9feb6cc9_targets+1, (*pp))(1), ::overdub::unit{})); }
void nothing(int) {}
long double operator""_km(long double v) { return v * 1000; }
int vsay(const char *format, va_list args) { return  ::overdub::Span{overdub_captured_values_9feb6cc9_sites+4}.val(std::vprintf(format, args)); }
int count(int n, ...) { return n; }
__attribute__((format(printf, 1, 2))) int say(const char *format, ...) {
  va_list args;
  va_start(args, format);
  int n =  ::overdub::Span{overdub_captured_values_9feb6cc9_sites+5}.val(::overdub::result_value(overdub_captured_values_9feb6cc9_sites+5, vsay( ::overdub::arg_value< const char * >(overdub_captured_values_9feb6cc9_sites+5, 1, format), args)));
  va_end(args);
  return n;
}
template <class T> int tmpl(T t) { return  ::overdub::Span{overdub_captured_values_9feb6cc9_sites+6}.val(::overdub::result_value(overdub_captured_values_9feb6cc9_sites+6, take( ::overdub::arg_value< int >(overdub_captured_values_9feb6cc9_sites+6, 1, 3)))) + static_cast<int>( ::overdub::Span{overdub_captured_values_9feb6cc9_sites+7}.val(ident(t))); }

int main(int argc, char **) {
  Box bx{-3};
  double d = 2.7;
  int t =  ::overdub::Span{overdub_captured_values_9feb6cc9_sites+8}.val(::overdub::result_value(overdub_captured_values_9feb6cc9_sites+8, take( ::overdub::arg_value< int >(overdub_captured_values_9feb6cc9_sites+8, 1, d))));  // -Wconversion warns here, in the rewrite too
  t +=  ::overdub::Span{overdub_captured_values_9feb6cc9_sites+9}.val(::overdub::result_value(overdub_captured_values_9feb6cc9_sites+9, take( ::overdub::arg_value< int >(overdub_captured_values_9feb6cc9_sites+9, 1, bx.w)))) +  ::overdub::Span{overdub_captured_values_9feb6cc9_sites+10}.val(::overdub::result_value(overdub_captured_values_9feb6cc9_sites+10, take( ::overdub::arg_value< int >(overdub_captured_values_9feb6cc9_sites+10, 1, Num())))) +  ::overdub::Span{overdub_captured_values_9feb6cc9_sites+11}.val(::overdub::result_value(overdub_captured_values_9feb6cc9_sites+11, take( ::overdub::arg_value< int >(overdub_captured_values_9feb6cc9_sites+11, 1, {})))) +  ::overdub::Span{overdub_captured_values_9feb6cc9_sites+12}.val(::overdub::result_value(overdub_captured_values_9feb6cc9_sites+12, take( ::overdub::arg_value< int >(overdub_captured_values_9feb6cc9_sites+12, 1, {SEVEN})))) +  ::overdub::Span{overdub_captured_values_9feb6cc9_sites+13}.val(::overdub::result_value(overdub_captured_values_9feb6cc9_sites+13, take( ::overdub::arg_value< int >(overdub_captured_values_9feb6cc9_sites+13, 1, SEVEN))));
  t +=  ::overdub::Span{overdub_captured_values_9feb6cc9_sites+14}.val(::overdub::result_value(overdub_captured_values_9feb6cc9_sites+14, over('a'))) + static_cast<int>( ::overdub::Span{overdub_captured_values_9feb6cc9_sites+15}.val(::overdub::result_value(overdub_captured_values_9feb6cc9_sites+15, over(1.5f))));
  t +=  ::overdub::Span{overdub_captured_values_9feb6cc9_sites+16}.val(::overdub::result_value(overdub_captured_values_9feb6cc9_sites+16, ident( ::overdub::arg_value< int >(overdub_captured_values_9feb6cc9_sites+16, 1, 3)))) + static_cast<int>( ::overdub::Span{overdub_captured_values_9feb6cc9_sites+17}.val(::overdub::result_value(overdub_captured_values_9feb6cc9_sites+17, ident( ::overdub::arg_value< unsigned int >(overdub_captured_values_9feb6cc9_sites+17, 1, 2u)))));
  t +=  ::overdub::Span{overdub_captured_values_9feb6cc9_sites+18}.val(::overdub::result_value(overdub_captured_values_9feb6cc9_sites+18, apply( ::overdub::arg_value< int (*)(int) >(overdub_captured_values_9feb6cc9_sites+18, 1, over),  ::overdub::arg_value< int >(overdub_captured_values_9feb6cc9_sites+18, 2, 2)))) +  ::overdub::Span{overdub_captured_values_9feb6cc9_sites+19}.val(::overdub::result_value(overdub_captured_values_9feb6cc9_sites+19, apply( ::overdub::arg_value< int (*)(int) >(overdub_captured_values_9feb6cc9_sites+19, 1, [](int x) { return x + 1; }),  ::overdub::arg_value< int >(overdub_captured_values_9feb6cc9_sites+19, 2, 3))));
  t +=  ::overdub::Span{overdub_captured_values_9feb6cc9_sites+20}.val(::overdub::result_value(overdub_captured_values_9feb6cc9_sites+20, with_default( ::overdub::arg_value< int >(overdub_captured_values_9feb6cc9_sites+20, 1, 1)))) +  ::overdub::Span{overdub_captured_values_9feb6cc9_sites+21}.val(::overdub::result_value(overdub_captured_values_9feb6cc9_sites+21, by_ref(t))) +  ::overdub::Span{overdub_captured_values_9feb6cc9_sites+22}.val(::overdub::result_value(overdub_captured_values_9feb6cc9_sites+22, by_value({1, 2}))) +  ::overdub::Span{overdub_captured_values_9feb6cc9_sites+23}.val(::overdub::result_value(overdub_captured_values_9feb6cc9_sites+23, hidden( ::overdub::arg_value< enum ::Hidden >(overdub_captured_values_9feb6cc9_sites+23, 1, H1)))) +  ::overdub::Span{overdub_captured_values_9feb6cc9_sites+24}.val(::overdub::result_value(overdub_captured_values_9feb6cc9_sites+24, Lock::use( ::overdub::Span{overdub_captured_values_9feb6cc9_sites+25}.val(Lock::mode()))));
   ::overdub::Span{overdub_captured_values_9feb6cc9_sites+26}.nd_val(::overdub::result_value(overdub_captured_values_9feb6cc9_sites+26, nodisc( ::overdub::arg_value< int >(overdub_captured_values_9feb6cc9_sites+26, 1, 1))));  // -Wunused-result warns here, in the rewrite too
  enum Local { L1 = 5 };
  auto local = [](Local l) { return static_cast<int>(l); };
  t +=  ::overdub::Span{overdub_captured_values_9feb6cc9_sites+27}.val(::overdub::result_value(overdub_captured_values_9feb6cc9_sites+27, local(L1))) +  ::overdub::Span{overdub_captured_values_9feb6cc9_sites+28}.val(quad(argc)) +  ::overdub::Span{overdub_captured_values_9feb6cc9_sites+29}.val(tmpl(1));
  const Calc c{0.5};
  t +=  ::overdub::Span{overdub_captured_values_9feb6cc9_sites+30}.val(::overdub::result_value(overdub_captured_values_9feb6cc9_sites+30, count( ::overdub::arg_value< int >(overdub_captured_values_9feb6cc9_sites+30, 1, 2), 1.0, "x")));
  int x = 1;
  struct item it{3};
  void (*pp)(int) = nothing;
   ::overdub::Span{overdub_captured_values_9feb6cc9_sites+31}.v((call_through(&pp), ::overdub::unit{}));
  t +=  ::overdub::Span{overdub_captured_values_9feb6cc9_sites+32}.val(::overdub::result_value(overdub_captured_values_9feb6cc9_sites+32, f(N::a))) +  ::overdub::Span{overdub_captured_values_9feb6cc9_sites+33}.val(::overdub::result_value(overdub_captured_values_9feb6cc9_sites+33, h(x))) +  ::overdub::Span{overdub_captured_values_9feb6cc9_sites+34}.val(::overdub::result_value(overdub_captured_values_9feb6cc9_sites+34, item( ::overdub::arg_value< struct ::item * >(overdub_captured_values_9feb6cc9_sites+34, 1, &it)))) + static_cast<int>( ::overdub::Span{overdub_captured_values_9feb6cc9_sites+35}.val(::overdub::result_value(overdub_captured_values_9feb6cc9_sites+35, 1.5_km)));
   ::overdub::Span{overdub_captured_values_9feb6cc9_sites+36}.val(::overdub::result_value(overdub_captured_values_9feb6cc9_sites+36, say("%d %g\n", t,  ::overdub::Span{overdub_captured_values_9feb6cc9_sites+37}.val(::overdub::result_value(overdub_captured_values_9feb6cc9_sites+37, c.scaled( ::overdub::arg_value< double >(overdub_captured_values_9feb6cc9_sites+37, 1, 3)))))));
  return 0;
}
