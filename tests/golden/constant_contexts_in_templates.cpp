// A template's pattern holds its constant expressions without a ConstantExpr around them while
// they depend on a parameter: enumerators, bit-field widths, alignas, noexcept specifiers, case
// labels, if constexpr conditions. Their calls stay as written (before C++20 a wrapper would be
// a temporary of a non-literal type in a constant expression). A lambda in a template may be
// implicitly constexpr (from C++17; only its instantiations tell): its calls take the forms of
// a constexpr function, and the static_asserts that call it still compile.
// CALLS: 1 std::printf
// CALLS: 1 lambda_size
// CALLS: 1 ([] { return make<T>().size() + 0; })
// CALLS: 1 <dependent type>::size
// CALLS: 1 make
// CALLS: 1 f
// CALLS: 1 g
#include <cstdio>

template <class T> constexpr T make() { return T(); }
struct Lit {
  constexpr int size() const { return 5; }
};
template <class T> struct C {
  enum { E = make<T>().size() };
};
template <class T> int f() noexcept(make<T>().size() == 5) { return 0; }
template <class T> struct B {
  int b : make<T>().size();
  alignas(make<T>().size() + 3) char c;
};
template <class T> int g(int x) {
  switch (x) {
  case make<T>().size():
    return 1;
  default:
    return 0;
  }
}
template <class T> constexpr int lambda_size() { return [] { return make<T>().size() + 0; }(); }
static_assert(lambda_size<Lit>() == 5, "");

int main() {
  B<Lit> b{};
  std::printf("%d %d %d %d %d\n", f<Lit>(), int(C<Lit>::E), b.b, g<Lit>(5), lambda_size<Lit>());
  return 0;
}
