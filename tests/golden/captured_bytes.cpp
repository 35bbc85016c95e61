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
int named(const geo::Owner &o) { return static_cast<int>(o.name.size()); }
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
template <class F> int applied(F f) { return f(); }

int main() {
  geo::Point p{3, -4};
  const geo::Point c{5, 6};
  int a = norm(p) + shift({1, 2}, 5) + norm({7, 8}) + norm(c);
  double t = total(geo::Big{{1, 2, 3, 4, 5, 6}});
  int n = named(geo::Owner{"abc"}) + counted(geo::Counted()) + other({9});
  n += over(c) + over(p);
  const geo::Pinned q{4};
  n += pinned(q);
  geo::Point m = made(2);
  const geo::Point fz = frozen(3);
  n += m.y + fz.x;
  geo::Port port{};
  n += aliased(p) + device(port) + applied([] { return 1; });
  const geo::Regs r{5, {0}};
  n += regs(r) + static_cast<int>(paired({7, 8}));
  std::printf("%d %g %d\n", a, t, n);
}
