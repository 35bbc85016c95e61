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
  explicit Noisy(int i) : id(i) { std::printf("noisy %d made\n", id); }
  ~Noisy() { std::printf("noisy %d dies\n", id); }
};
struct Part {
  int v;
  explicit Part(int x) : v(x) { std::printf("part %d\n", v); }
  Part(const Noisy &n, int x) : v(n.id + x) { std::printf("part %d from noisy\n", v); }
  Part() : v(-1) { std::printf("part by default\n"); }
  Part(Part &&o) : v(o.v + 1000) {}  // counts moves: elision must stay
};
Part made(const Noisy &n) { return Part(n.id * 10); }

struct Own {  // a constructor of its own
  Part a{Noisy(1), 1};
  Part b = made(Noisy(2));
  Part c{};
  Part d = {};
  std::string s{"own"};
  Own() { std::printf("own body\n"); }
};
struct Virtual {
  virtual ~Virtual() {}
  Part a{Noisy(3), 3};
};
class Hidden {
  int secret_ = 5;
 public:
  Part a = made(Noisy(4));
  int secret() const { return secret_; }
};
struct Base {
  explicit Base(int x) : b(x) {}
  int b;
};
struct Inherits : Base {
  using Base::Base;
  Part e{6};
};
struct Empty {};
struct VirtualBase : virtual Empty {
  Part f{7};
};
struct Aggregate {  // an aggregate from C++14: as written
  Part a{Noisy(8), 8};
  Part b{9};
};

constexpr int sq(int x) { return x * x; }
struct Count {
  int n;
  constexpr explicit Count(int x) : n(x) {}
};
struct Lit {  // constant-initialized below
  int n = sq(3);
  Count c{2};
  constexpr Lit() {}
};
struct LitImplicit {  // its implicit constructor is constexpr
  int n = sq(4);
};
constexpr Lit lit;
constexpr LitImplicit lit_implicit{};
static_assert(lit.n == 9 && lit.c.n == 2 && lit_implicit.n == 16, "constant-initialized");

struct Counted {  // a constructor of its own that is not constexpr, a constexpr callee
  int n = sq(5);
  Counted() {}
};
struct CountedHolder {
  Counted c{};
  CountedHolder() {}
};

int main() {
  std::printf("-- own\n");
  Own own;
  std::printf("-- virtual\n");
  Virtual virt;
  std::printf("-- hidden\n");
  Hidden hidden;
  std::printf("-- inherits, virtual base\n");
  Inherits inherits(1);
  VirtualBase virtual_base;
  std::printf("-- aggregate\n");
  Aggregate aggregate{};
  Lit runtime_lit;
  CountedHolder holder;
  std::printf("%d %d %d %d %s %d %d %d %d %d %d %d %d %d %d\n", own.a.v, own.b.v, own.c.v, own.d.v,
              own.s.c_str(), virt.a.v, hidden.a.v, hidden.secret(), inherits.e.v,
              virtual_base.f.v, aggregate.a.v, aggregate.b.v, runtime_lit.n, runtime_lit.c.n,
              holder.c.n);
  return 0;
}
