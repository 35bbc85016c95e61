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
int apply(int (*f)(int), int x) { return f(x); }
int with_default(int a, int b = 2) { return a * b; }
int by_ref(const int &r) { return r; }
int by_value(Pair p) { return p.a + p.b; }
int hidden(Hidden h) { return h; }
[[nodiscard]] int nodisc(int x) { return x; }
constexpr int twice(int x) { return 2 * x; }
constexpr int quad(int x) { return twice(twice(x)); }
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
void call_through(void (**pp)(int)) { (*pp)(1); }
void nothing(int) {}
long double operator""_km(long double v) { return v * 1000; }
int vsay(const char *format, va_list args) { return std::vprintf(format, args); }
int count(int n, ...) { return n; }
__attribute__((format(printf, 1, 2))) int say(const char *format, ...) {
  va_list args;
  va_start(args, format);
  int n = vsay(format, args);
  va_end(args);
  return n;
}
template <class T> int tmpl(T t) { return take(3) + static_cast<int>(ident(t)); }

int main(int argc, char **) {
  Box bx{-3};
  double d = 2.7;
  int t = take(d);  // -Wconversion warns here, in the rewrite too
  t += take(bx.w) + take(Num()) + take({}) + take({SEVEN}) + take(SEVEN);
  t += over('a') + static_cast<int>(over(1.5f));
  t += ident(3) + static_cast<int>(ident(2u));
  t += apply(over, 2) + apply([](int x) { return x + 1; }, 3);
  t += with_default(1) + by_ref(t) + by_value({1, 2}) + hidden(H1) + Lock::use(Lock::mode());
  nodisc(1);  // -Wunused-result warns here, in the rewrite too
  enum Local { L1 = 5 };
  auto local = [](Local l) { return static_cast<int>(l); };
  t += local(L1) + quad(argc) + tmpl(1);
  const Calc c{0.5};
  t += count(2, 1.0, "x");
  int x = 1;
  struct item it{3};
  void (*pp)(int) = nothing;
  call_through(&pp);
  t += f(N::a) + h(x) + item(&it) + static_cast<int>(1.5_km);
  say("%d %g\n", t, c.scaled(3));
  return 0;
}
