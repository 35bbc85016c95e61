#line 1 "dependent_builtin_operator.cpp"
#include <overdub/overdub.h>
static unsigned overdub_dependent_builtin_operat_ae0f999e_state[7];
static constexpr ::overdub::Site overdub_dependent_builtin_operat_ae0f999e_sites[] = {
  {"dependent_builtin_operator.cpp", "equal", "operator==", 32, 45, 0, overdub_dependent_builtin_operat_ae0f999e_state + 0},
  {"dependent_builtin_operator.cpp", "main", "operator==", 35, 22, 0, overdub_dependent_builtin_operat_ae0f999e_state + 1},
  {"dependent_builtin_operator.cpp", "main", "std::printf", 36, 3, 0, overdub_dependent_builtin_operat_ae0f999e_state + 2},
  {"dependent_builtin_operator.cpp", "main", "same", 36, 32, -1, overdub_dependent_builtin_operat_ae0f999e_state + 3},
  {"dependent_builtin_operator.cpp", "main", "same", 36, 44, -2, overdub_dependent_builtin_operat_ae0f999e_state + 4},
  {"dependent_builtin_operator.cpp", "main", "equal", 36, 58, -3, overdub_dependent_builtin_operat_ae0f999e_state + 5},
  {"dependent_builtin_operator.cpp", "main", "value", 36, 78, -1, overdub_dependent_builtin_operat_ae0f999e_state + 6},
};
static const ::overdub::Registration overdub_dependent_builtin_operat_ae0f999e_registration{overdub_dependent_builtin_operat_ae0f999e_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "dependent_builtin_operator.cpp"
// A dependent operator in a template of the file, where lookup finds operators to consider (the
// file's operator== for Cell, an operator== template for anything with a `v`): where every
// instantiation takes the built-in operator (`same` with int and long, `a.v == b.v` inside the
// template), there is no call and no site; where an instantiation calls an operator (`equal`
// with Cell), the call is recorded.
// CALLS: 1 std::printf
// CALLS: 2 same
// CALLS: 1 equal
// CALLS: 2 operator==
// CALLS: 1 value
#include <cstdio>

struct Cell {
  int v;
};
bool operator==(const Cell &a, const Cell &b) { return a.v == b.v; }

struct Box {
  long v;
};
template <class T>
auto operator==(const T &a, const T &b) -> decltype(a.v == b.v) {
  return a.v == b.v;
}

static int value(int x) { return x; }

template <class T>
bool same(const T &a, const T &b) { return a == b; }

template <class T>
bool equal(const T &a, const T &b) { return  ::overdub::Span{overdub_dependent_builtin_operat_ae0f999e_sites+0}.val(a == b); }

int main() {
  const bool boxed =  ::overdub::Span{overdub_dependent_builtin_operat_ae0f999e_sites+1}.val(Box{2} == Box{2});
   ::overdub::Span{overdub_dependent_builtin_operat_ae0f999e_sites+2}.val(std::printf("%d %d %d %d\n",  ::overdub::Span{overdub_dependent_builtin_operat_ae0f999e_sites+3}.val(same(1, 2)),  ::overdub::Span{overdub_dependent_builtin_operat_ae0f999e_sites+4}.val(same(3L, 3L)),  ::overdub::Span{overdub_dependent_builtin_operat_ae0f999e_sites+5}.val(equal(Cell{1}, Cell{ ::overdub::Span{overdub_dependent_builtin_operat_ae0f999e_sites+6}.val(value(1))})), boxed));
  return 0;
}
