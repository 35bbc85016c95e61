#line 1 "captured_bytes.cpp"
#include <overdub/overdub.h>
static unsigned overdub_captured_bytes_c062b374_state[22];
static constexpr ::overdub::Site overdub_captured_bytes_c062b374_sites[] = {
  {"captured_bytes.cpp", "named", "std::basic_string<char>::size", 67, 58, 0, overdub_captured_bytes_c062b374_state + 0},
  {"captured_bytes.cpp", "applied", "(f)", 79, 46, 0, overdub_captured_bytes_c062b374_state + 1},
  {"captured_bytes.cpp", "main", "norm", 84, 11, 0, overdub_captured_bytes_c062b374_state + 2},
  {"captured_bytes.cpp", "main", "shift", 84, 21, 0, overdub_captured_bytes_c062b374_state + 3},
  {"captured_bytes.cpp", "main", "norm", 84, 40, 0, overdub_captured_bytes_c062b374_state + 4},
  {"captured_bytes.cpp", "main", "norm", 84, 55, 0, overdub_captured_bytes_c062b374_state + 5},
  {"captured_bytes.cpp", "main", "total", 85, 14, 0, overdub_captured_bytes_c062b374_state + 6},
  {"captured_bytes.cpp", "main", "named", 86, 11, 0, overdub_captured_bytes_c062b374_state + 7},
  {"captured_bytes.cpp", "main", "counted", 86, 38, 0, overdub_captured_bytes_c062b374_state + 8},
  {"captured_bytes.cpp", "main", "other", 86, 64, 0, overdub_captured_bytes_c062b374_state + 9},
  {"captured_bytes.cpp", "main", "over", 87, 8, 0, overdub_captured_bytes_c062b374_state + 10},
  {"captured_bytes.cpp", "main", "over", 87, 18, 0, overdub_captured_bytes_c062b374_state + 11},
  {"captured_bytes.cpp", "main", "geo::Pinned", 88, 21, 0, overdub_captured_bytes_c062b374_state + 12},
  {"captured_bytes.cpp", "main", "pinned", 89, 8, 0, overdub_captured_bytes_c062b374_state + 13},
  {"captured_bytes.cpp", "main", "made", 90, 18, 0, overdub_captured_bytes_c062b374_state + 14},
  {"captured_bytes.cpp", "main", "frozen", 91, 25, 0, overdub_captured_bytes_c062b374_state + 15},
  {"captured_bytes.cpp", "main", "aliased", 94, 8, 0, overdub_captured_bytes_c062b374_state + 16},
  {"captured_bytes.cpp", "main", "device", 94, 21, 0, overdub_captured_bytes_c062b374_state + 17},
  {"captured_bytes.cpp", "main", "applied", 94, 36, 0, overdub_captured_bytes_c062b374_state + 18},
  {"captured_bytes.cpp", "main", "regs", 96, 8, 0, overdub_captured_bytes_c062b374_state + 19},
  {"captured_bytes.cpp", "main", "paired", 96, 35, 0, overdub_captured_bytes_c062b374_state + 20},
  {"captured_bytes.cpp", "main", "std::printf", 97, 3, 0, overdub_captured_bytes_c062b374_state + 21},
};
static const ::overdub::Registration overdub_captured_bytes_c062b374_registration{overdub_captured_bytes_c062b374_sites};
static const ::overdub::ValueNames overdub_captured_bytes_c062b374_sites_values[] = {
  {overdub_captured_bytes_c062b374_sites + 2, 1, "object <geo::Point>\012mangled <N3geo5PointE>\012"},
  {overdub_captured_bytes_c062b374_sites + 3, 1, "object <geo::Point>\012mangled <N3geo5PointE>\012"},
  {overdub_captured_bytes_c062b374_sites + 4, 1, "object <geo::Point>\012mangled <N3geo5PointE>\012"},
  {overdub_captured_bytes_c062b374_sites + 5, 1, "object <geo::Point>\012mangled <N3geo5PointE>\012"},
  {overdub_captured_bytes_c062b374_sites + 6, 1, "object <geo::Big>\012mangled <N3geo3BigE>\012"},
  {overdub_captured_bytes_c062b374_sites + 7, 1, "<geo::Owner>\012"},
  {overdub_captured_bytes_c062b374_sites + 8, 1, "<geo::Counted>\012"},
  {overdub_captured_bytes_c062b374_sites + 9, 1, "<Other>\012"},
  {overdub_captured_bytes_c062b374_sites + 10, 1, "object <geo::Point>\012mangled <N3geo5PointE>\012"},
  {overdub_captured_bytes_c062b374_sites + 11, 1, "<geo::Point>\012"},
  {overdub_captured_bytes_c062b374_sites + 13, 1, "<geo::Pinned>\012"},
  {overdub_captured_bytes_c062b374_sites + 14, 0, "object <geo::Point>\012mangled <N3geo5PointE>\012"},
  {overdub_captured_bytes_c062b374_sites + 15, 0, "<geo::Point>\012"},
  {overdub_captured_bytes_c062b374_sites + 16, 1, "object <geo::Point>\012mangled <N3geo5PointE>\012"},
  {overdub_captured_bytes_c062b374_sites + 17, 1, "<geo::Port>\012"},
  {overdub_captured_bytes_c062b374_sites + 18, 1, "<(lambda)>\012"},
  {overdub_captured_bytes_c062b374_sites + 19, 1, "<geo::Regs>\012"},
  {overdub_captured_bytes_c062b374_sites + 20, 1, "object <geo::Duo<uint32_t, uint32_t>>\012mangled <N3geo3DuoIjjEE>\012"},
};
static const ::overdub::ValueNamesRegistration overdub_captured_bytes_c062b374_sites_values_registration{overdub_captured_bytes_c062b374_sites_values};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "captured_bytes.cpp"
// Objects (--capture-bytes): an object of a class the option names, trivially copyable, passed by
// const reference or by value, goes through arg_bytes<P> and is recorded as its first bytes (read
// by the runtime from the object the parameter binds to, or its copy); a reference binds to the
// same object, a temporary lives as long, an overloaded operator& is never called. Not recorded,
// with why: a class that is not trivially copyable, one passed by value whose move constructor
// is deleted (the wrapper's copy would not compile), an argument that overloads chose the callee
// for and that is not a const lvalue of the class already. A class the option does not name is
// shown by its type (<Other>). A result of such a class passed on by value goes through
// result_bytes (frozen's, const, takes another form: shown by its type). An alias names the
// object by its class (aliased's), a class holding a volatile member is not recorded (device's),
// and a lambda is shown without its file's path (applied's).
// FLAGS: -std=c++17 -Wconversion
// OVERDUB: --capture=^(norm|shift|total|named|counted|other|over|pinned|made|frozen|aliased|device|applied|regs|paired)$ --capture-bytes=^geo::
// CALLS: 1 (f)
// CALLS: 1 aliased
// CALLS: 1 applied
// CALLS: 1 counted
// CALLS: 1 device
// CALLS: 1 frozen
// CALLS: 1 geo::Pinned
// CALLS: 1 made
// CALLS: 3 norm
// CALLS: 1 named
// CALLS: 1 other
// CALLS: 1 paired
// CALLS: 2 over
// CALLS: 1 pinned
// CALLS: 1 regs
// CALLS: 1 shift
// CALLS: 1 std::basic_string<char>::size
// CALLS: 1 std::printf
// CALLS: 1 total
#include <cstdint>
#include <cstdio>
#include <string>

namespace geo {
struct Point {
  int x, y;
  Point *operator&() { return nullptr; }  // never what the wrapper takes
};
struct Big { double v[6]; };
struct Owner { std::string name; };
struct Counted {
  Counted() = default;
  Counted(const Counted &) {}
  int n = 0;
};
struct Pinned {
  int v;
  explicit Pinned(int value) : v(value) {}
  Pinned(const Pinned &) = default;
  Pinned(Pinned &&) = delete;
};
using Vec = Point;
struct Device { int id; volatile int status; };
struct Port : Big { Device devices[2]; };
struct Regs { int id; volatile unsigned r[1]; };  // an array's volatile is its elements'
template <class T, class U> struct Duo { T a; U b; };
using Pair = Duo<std::uint32_t, std::uint32_t>;
}  // namespace geo
struct Other { int k; };

int norm(const geo::Point &p) { return (p.x < 0 ? -p.x : p.x) + (p.y < 0 ? -p.y : p.y); }
int shift(geo::Point p, int k) { return p.x * k; }
double total(const geo::Big &b) { double t = 0; for (double v : b.v) t += v; return t; }
int named(const geo::Owner &o) { return static_cast<int>( ::overdub::Span{overdub_captured_bytes_c062b374_sites+0}.val(o.name.size())); }
int counted(geo::Counted c) { return c.n; }
int other(Other o) { return o.k; }
int over(const geo::Point &p) { return p.x; }
int over(int n) { return n; }
int pinned(geo::Pinned p) { return p.v; }
geo::Point made(int x) { return {x, -x}; }
const geo::Point frozen(int x) { return {x, x}; }
int aliased(const geo::Vec &v) { return v.y; }
int device(const geo::Port &p) { return p.devices[1].id; }
int regs(const geo::Regs &r) { return r.id; }
unsigned paired(geo::Pair p) { return p.a; }  // named geo::Duo<std::uint32_t, std::uint32_t>
template <class F> int applied(F f) { return  ::overdub::Span{overdub_captured_bytes_c062b374_sites+1}.val(f()); }

int main() {
  geo::Point p{3, -4};
  const geo::Point c{5, 6};
  int a =  ::overdub::Span{overdub_captured_bytes_c062b374_sites+2}.val(::overdub::result_value(overdub_captured_bytes_c062b374_sites+2, norm( ::overdub::arg_bytes< struct ::geo::Point const & >(overdub_captured_bytes_c062b374_sites+2, 1, p)))) +  ::overdub::Span{overdub_captured_bytes_c062b374_sites+3}.val(::overdub::result_value(overdub_captured_bytes_c062b374_sites+3, shift( ::overdub::arg_bytes< struct ::geo::Point >(overdub_captured_bytes_c062b374_sites+3, 1, {1, 2}),  ::overdub::arg_value< int >(overdub_captured_bytes_c062b374_sites+3, 2, 5)))) +  ::overdub::Span{overdub_captured_bytes_c062b374_sites+4}.val(::overdub::result_value(overdub_captured_bytes_c062b374_sites+4, norm( ::overdub::arg_bytes< struct ::geo::Point const & >(overdub_captured_bytes_c062b374_sites+4, 1, {7, 8})))) +  ::overdub::Span{overdub_captured_bytes_c062b374_sites+5}.val(::overdub::result_value(overdub_captured_bytes_c062b374_sites+5, norm( ::overdub::arg_bytes< struct ::geo::Point const & >(overdub_captured_bytes_c062b374_sites+5, 1, c))));
  double t =  ::overdub::Span{overdub_captured_bytes_c062b374_sites+6}.val(::overdub::result_value(overdub_captured_bytes_c062b374_sites+6, total( ::overdub::arg_bytes< struct ::geo::Big const & >(overdub_captured_bytes_c062b374_sites+6, 1, geo::Big{{1, 2, 3, 4, 5, 6}}))));
  int n =  ::overdub::Span{overdub_captured_bytes_c062b374_sites+7}.val(::overdub::result_value(overdub_captured_bytes_c062b374_sites+7, named(geo::Owner{"abc"}))) +  ::overdub::Span{overdub_captured_bytes_c062b374_sites+8}.val(::overdub::result_value(overdub_captured_bytes_c062b374_sites+8, counted(geo::Counted()))) +  ::overdub::Span{overdub_captured_bytes_c062b374_sites+9}.val(::overdub::result_value(overdub_captured_bytes_c062b374_sites+9, other({9})));
  n +=  ::overdub::Span{overdub_captured_bytes_c062b374_sites+10}.val(::overdub::result_value(overdub_captured_bytes_c062b374_sites+10, over( ::overdub::arg_bytes< struct ::geo::Point const & >(overdub_captured_bytes_c062b374_sites+10, 1, c)))) +  ::overdub::Span{overdub_captured_bytes_c062b374_sites+11}.val(::overdub::result_value(overdub_captured_bytes_c062b374_sites+11, over(p)));
  const geo::Pinned q{ (static_cast<void>(::overdub::FullExprSpan{overdub_captured_bytes_c062b374_sites+12}), 4)};
  n +=  ::overdub::Span{overdub_captured_bytes_c062b374_sites+13}.val(::overdub::result_value(overdub_captured_bytes_c062b374_sites+13, pinned(q)));
  geo::Point m =  ::overdub::Span{overdub_captured_bytes_c062b374_sites+14}.val(::overdub::result_bytes(overdub_captured_bytes_c062b374_sites+14, made( ::overdub::arg_value< int >(overdub_captured_bytes_c062b374_sites+14, 1, 2))));
  const geo::Point fz =  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_15_{overdub_captured_bytes_c062b374_sites+15}; return frozen( ::overdub::arg_value< int >(overdub_captured_bytes_c062b374_sites+15, 1, 3)); }();
  n += m.y + fz.x;
  geo::Port port{};
  n +=  ::overdub::Span{overdub_captured_bytes_c062b374_sites+16}.val(::overdub::result_value(overdub_captured_bytes_c062b374_sites+16, aliased( ::overdub::arg_bytes< struct ::geo::Point const & >(overdub_captured_bytes_c062b374_sites+16, 1, p)))) +  ::overdub::Span{overdub_captured_bytes_c062b374_sites+17}.val(::overdub::result_value(overdub_captured_bytes_c062b374_sites+17, device(port))) +  ::overdub::Span{overdub_captured_bytes_c062b374_sites+18}.val(::overdub::result_value(overdub_captured_bytes_c062b374_sites+18, applied([] { return 1; })));
  const geo::Regs r{5, {0}};
  n +=  ::overdub::Span{overdub_captured_bytes_c062b374_sites+19}.val(::overdub::result_value(overdub_captured_bytes_c062b374_sites+19, regs(r))) + static_cast<int>( ::overdub::Span{overdub_captured_bytes_c062b374_sites+20}.val(::overdub::result_value(overdub_captured_bytes_c062b374_sites+20, paired( ( ::overdub::arg_bytes< struct ::geo::Duo<unsigned int, unsigned int> >(overdub_captured_bytes_c062b374_sites+20, 1, {7, 8}))))));
   ::overdub::Span{overdub_captured_bytes_c062b374_sites+21}.val(std::printf("%d %g %d\n", a, t, n));
}
