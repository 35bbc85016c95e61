#line 1 "constant_contexts_in_templates.cpp"
#include <overdub/overdub.h>
static unsigned overdub_constant_contexts_in_tem_aa926903_state[7];
static constexpr ::overdub::Site overdub_constant_contexts_in_tem_aa926903_sites[] = {
  {"constant_contexts_in_templates.cpp", "lambda_size", "([] { return make<T>().size() + 0; })", 36, 57, 0, overdub_constant_contexts_in_tem_aa926903_state + 0},
  {"constant_contexts_in_templates.cpp", "lambda_size::<lambda:36:57>", "<dependent type>::size", 36, 69, 0, overdub_constant_contexts_in_tem_aa926903_state + 1},
  {"constant_contexts_in_templates.cpp", "lambda_size::<lambda:36:57>", "make", 36, 69, -1, overdub_constant_contexts_in_tem_aa926903_state + 2},
  {"constant_contexts_in_templates.cpp", "main", "std::printf", 41, 3, 0, overdub_constant_contexts_in_tem_aa926903_state + 3},
  {"constant_contexts_in_templates.cpp", "main", "f", 41, 35, -1, overdub_constant_contexts_in_tem_aa926903_state + 4},
  {"constant_contexts_in_templates.cpp", "main", "g", 41, 66, -2, overdub_constant_contexts_in_tem_aa926903_state + 5},
  {"constant_contexts_in_templates.cpp", "main", "lambda_size", 41, 77, -3, overdub_constant_contexts_in_tem_aa926903_state + 6},
};
static const ::overdub::Registration overdub_constant_contexts_in_tem_aa926903_registration{overdub_constant_contexts_in_tem_aa926903_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "constant_contexts_in_templates.cpp"
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
template <class T> constexpr int lambda_size() { return  ::overdub::Pass{overdub_constant_contexts_in_tem_aa926903_sites+0}.val([] { return  ::overdub::Pass{overdub_constant_contexts_in_tem_aa926903_sites+1}.val( ::overdub::Pass{overdub_constant_contexts_in_tem_aa926903_sites+2}.ref(make<T>()).size()) + 0; }()); }
static_assert(lambda_size<Lit>() == 5, "");

int main() {
  B<Lit> b{};
   ::overdub::Span{overdub_constant_contexts_in_tem_aa926903_sites+3}.val(std::printf("%d %d %d %d %d\n",  ::overdub::Span{overdub_constant_contexts_in_tem_aa926903_sites+4}.val(f<Lit>()), int(C<Lit>::E), b.b,  ::overdub::Span{overdub_constant_contexts_in_tem_aa926903_sites+5}.val(g<Lit>(5)),  ::overdub::Span{overdub_constant_contexts_in_tem_aa926903_sites+6}.val(lambda_size<Lit>())));
  return 0;
}
