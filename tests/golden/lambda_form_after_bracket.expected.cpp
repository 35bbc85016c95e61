#line 1 "lambda_form_after_bracket.cpp"
#include <overdub/overdub.h>
static unsigned overdub_lambda_form_after_bracke_bb860178_state[11];
static constexpr ::overdub::Site overdub_lambda_form_after_bracke_bb860178_sites[] = {
  {"lambda_form_after_bracket.cpp", "make", "Key", 21, 26, 0, overdub_lambda_form_after_bracke_bb860178_state + 0},
  {"lambda_form_after_bracket.cpp", "at", "slot", 34, 17, 0, overdub_lambda_form_after_bracke_bb860178_state + 1},
  {"lambda_form_after_bracket.cpp", "at", "slot", 34, 46, 0, overdub_lambda_form_after_bracke_bb860178_state + 2},
  {"lambda_form_after_bracket.cpp", "drop", "own", 38, 7, 0, overdub_lambda_form_after_bracke_bb860178_state + 3},
  {"lambda_form_after_bracket.cpp", "main", "drop", 43, 3, 0, overdub_lambda_form_after_bracke_bb860178_state + 4},
  {"lambda_form_after_bracket.cpp", "main", "drop", 44, 3, 0, overdub_lambda_form_after_bracke_bb860178_state + 5},
  {"lambda_form_after_bracket.cpp", "main", "std::printf", 45, 3, 0, overdub_lambda_form_after_bracke_bb860178_state + 6},
  {"lambda_form_after_bracket.cpp", "main", "at", 45, 29, -1, overdub_lambda_form_after_bracke_bb860178_state + 7},
  {"lambda_form_after_bracket.cpp", "main", "at", 45, 44, -2, overdub_lambda_form_after_bracke_bb860178_state + 8},
  {"lambda_form_after_bracket.cpp", "main", "Table::operator[]", 45, 64, -3, overdub_lambda_form_after_bracke_bb860178_state + 9},
  {"lambda_form_after_bracket.cpp", "main", "make", 45, 70, -1, overdub_lambda_form_after_bracke_bb860178_state + 10},
};
static const ::overdub::Registration overdub_lambda_form_after_bracke_bb860178_registration{overdub_lambda_form_after_bracke_bb860178_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "lambda_form_after_bracket.cpp"
// The lambda form where a `[` or `delete` comes before the call: `v[[&]...]` would begin an
// attribute and `delete [&]...` would read as `delete[]`, so the wrapper is put in parentheses.
// Dependent calls whose instantiations take different forms (a reference for one type, a value
// for another) and a class result that needs copy elision both take it; comments between change
// nothing.
// FLAGS: -std=c++17
// CALLS: 4 slot
// CALLS: 2 own
// CALLS: 1 Table::operator[]
// CALLS: 1 make
// CALLS: 1 std::printf
// CALLS: 2 at
// CALLS: 2 drop
// CALLS: 1 Key
#include <cstdio>
struct Key {
  int k;
  Key(int k) : k(k) {}
  Key(const Key &) = delete;
};
Key make(int k) { return  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_0_{overdub_lambda_form_after_bracke_bb860178_sites+0}; return Key(k); }(); }
struct Table {
  int values[4] = {10, 20, 30, 40};
  int operator[](Key key) const { return values[key.k]; }
};
struct Ref {
  int i;
};
const int &slot(const Ref &r) { return r.i; }
int slot(int i) { return i % 4; }
template <class T> T *own(T *p) { return p; }
int *&own(int *&p) { return p; }
template <class T> int at(const int *values, T t) {
  return values[ ([&]() -> decltype(auto) { ::overdub::Scope overdub_scope_1_{overdub_lambda_form_after_bracke_bb860178_sites+1}; return slot(t); }())] + values[/* next */  ([&]() -> decltype(auto) { ::overdub::Scope overdub_scope_2_{overdub_lambda_form_after_bracke_bb860178_sites+2}; return slot(t); }()) % 3];
}
template <class T> void drop(T *p) {
  delete  // the one
       ([&]() -> decltype(auto) { ::overdub::Scope overdub_scope_3_{overdub_lambda_form_after_bracke_bb860178_sites+3}; return own(p); }());
}
int main() {
  Table table;
  const int values[4] = {1, 2, 3, 4};
   ::overdub::Span{overdub_lambda_form_after_bracke_bb860178_sites+4}.v((drop(new int(1)), ::overdub::unit{}));
   ::overdub::Span{overdub_lambda_form_after_bracke_bb860178_sites+5}.v((drop(new double(2)), ::overdub::unit{}));
   ::overdub::Span{overdub_lambda_form_after_bracke_bb860178_sites+6}.val(std::printf("%d %d %d\n",  ::overdub::Span{overdub_lambda_form_after_bracke_bb860178_sites+7}.val(at(values, 5)),  ::overdub::Span{overdub_lambda_form_after_bracke_bb860178_sites+8}.val(at(values, Ref{2})),  ::overdub::Span{overdub_lambda_form_after_bracke_bb860178_sites+9}.val(table[ ([&]() -> decltype(auto) { ::overdub::Scope overdub_scope_10_{overdub_lambda_form_after_bracke_bb860178_sites+10}; return make(2); }())])));
  return 0;
}
