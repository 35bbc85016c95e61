#line 1 "lambda_form_after_bracket.cpp"
#include <overdub/overdub.h>
static unsigned overdub_lambda_form_after_bracke_bb860178_state[8];
static constexpr ::overdub::Site overdub_lambda_form_after_bracke_bb860178_sites[] = {
  {"lambda_form_after_bracket.cpp", "sum", "index", 27, 25, 0, overdub_lambda_form_after_bracke_bb860178_state + 0},
  {"lambda_form_after_bracket.cpp", "sum", "index", 28, 40, 0, overdub_lambda_form_after_bracke_bb860178_state + 1},
  {"lambda_form_after_bracket.cpp", "sum", "pick", 31, 7, 0, overdub_lambda_form_after_bracke_bb860178_state + 2},
  {"lambda_form_after_bracket.cpp", "sum", "pick", 32, 12, 0, overdub_lambda_form_after_bracke_bb860178_state + 3},
  {"lambda_form_after_bracket.cpp", "main", "std::printf", 37, 3, 0, overdub_lambda_form_after_bracke_bb860178_state + 4},
  {"lambda_form_after_bracket.cpp", "main", "sum", 37, 26, -1, overdub_lambda_form_after_bracke_bb860178_state + 5},
  {"lambda_form_after_bracket.cpp", "main", "Table::operator[]", 37, 34, -2, overdub_lambda_form_after_bracke_bb860178_state + 6},
  {"lambda_form_after_bracket.cpp", "main", "make", 37, 40, -1, overdub_lambda_form_after_bracke_bb860178_state + 7},
};
static const ::overdub::Registration overdub_lambda_form_after_bracke_bb860178_registration{overdub_lambda_form_after_bracke_bb860178_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "lambda_form_after_bracket.cpp"
// The lambda form where a `[` or `delete` comes before the call: `v[[&]...]` would begin an
// attribute and `delete [&]...` would read as `delete[]`, so the wrapper is put in parentheses.
// Dependent calls of main-file templates (judged by their instantiations) and a class result
// that needs copy elision both take it; comments between change nothing.
// FLAGS: -std=c++17
// CALLS: 2 index
// CALLS: 2 pick
// CALLS: 1 Table::operator[]
// CALLS: 1 make
// CALLS: 1 std::printf
// CALLS: 1 sum
#include <cstdio>
struct Key {
  int k;
  Key(int k) : k(k) {}
  Key(const Key &) = delete;
};
Key make(int k) { return Key(k); }
struct Table {
  int values[4] = {10, 20, 30, 40};
  int operator[](Key key) const { return values[key.k]; }
};
template <class T> T index(T t) { return t % 4; }
template <class T> T *pick(T *p) { return p; }
template <class T> int sum(T t) {
  int values[4] = {1, 2, 3, 4};
  T *one = new T(values[ ([&]() -> decltype(auto) { ::overdub::Scope overdub_scope_0_{overdub_lambda_form_after_bracke_bb860178_sites+0}; return index(t); }())]);
  T *many = new T[2]{values[/* next */  ([&]() -> decltype(auto) { ::overdub::Scope overdub_scope_1_{overdub_lambda_form_after_bracke_bb860178_sites+1}; return index(t + 1); }())], 0};
  T got = *one + many[0];
  delete  // the one
       ([&]() -> decltype(auto) { ::overdub::Scope overdub_scope_2_{overdub_lambda_form_after_bracke_bb860178_sites+2}; return pick(one); }());
  delete[]  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_3_{overdub_lambda_form_after_bracke_bb860178_sites+3}; return pick(many); }();
  return got;
}
int main() {
  Table table;
   ::overdub::Span{overdub_lambda_form_after_bracke_bb860178_sites+4}.val(std::printf("%d %d\n",  ::overdub::Span{overdub_lambda_form_after_bracke_bb860178_sites+5}.val(sum(5)),  ::overdub::Span{overdub_lambda_form_after_bracke_bb860178_sites+6}.val(table[ ([&]() -> decltype(auto) { ::overdub::Scope overdub_scope_7_{overdub_lambda_form_after_bracke_bb860178_sites+7}; return make(2); }())])));
  return 0;
}
