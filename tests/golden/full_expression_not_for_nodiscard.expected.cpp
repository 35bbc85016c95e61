#line 1 "full_expression_not_for_nodiscard.cpp"
#include <overdub/overdub.h>
static unsigned overdub_full_expression_not_for__4aaa1426_state[3];
static constexpr ::overdub::Site overdub_full_expression_not_for__4aaa1426_sites[] = {
  {"full_expression_not_for_nodiscard.cpp", "main", "use", 19, 3, 0, overdub_full_expression_not_for__4aaa1426_state + 0},
  {"full_expression_not_for_nodiscard.cpp", "main", "use", 21, 3, 0, overdub_full_expression_not_for__4aaa1426_state + 1},
  {"full_expression_not_for_nodiscard.cpp", "main", "std::printf", 22, 3, 0, overdub_full_expression_not_for__4aaa1426_state + 2},
};
static const ::overdub::Registration overdub_full_expression_not_for__4aaa1426_registration{overdub_full_expression_not_for__4aaa1426_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "full_expression_not_for_nodiscard.cpp"
// g++ 12 does not warn about a [[nodiscard]] result discarded through `(void(X), f())`: a
// discarded call of a [[nodiscard]] callee never takes the full-expression form. Here a dependent
// call whose instantiations disagree (an int, an int&) and that has __func__ in its
// arguments (which the lambda form would change) stays skipped, and the warnings stay.
// CALLS: 0 checked
// CALLS: 2 use
// CALLS: 1 std::printf
#include <cstdio>

template <class T>
[[nodiscard]] T checked(T value, const char *) { return value; }

template <class T>
void use(T value) {
  checked<T>(value, __func__);
}

int main() {
   ::overdub::Span{overdub_full_expression_not_for__4aaa1426_sites+0}.v((use(3), ::overdub::unit{}));
  int x = 4;
   ::overdub::Span{overdub_full_expression_not_for__4aaa1426_sites+1}.v((use<int &>(x), ::overdub::unit{}));
   ::overdub::Span{overdub_full_expression_not_for__4aaa1426_sites+2}.val(std::printf("done\n"));
  return 0;
}
