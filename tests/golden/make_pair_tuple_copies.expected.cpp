#line 1 "make_pair_tuple_copies.cpp"
#include <overdub/overdub.h>
static unsigned overdub_make_pair_tuple_copies_60d17cec_state[16];
static constexpr ::overdub::Site overdub_make_pair_tuple_copies_60d17cec_sites[] = {
  {"make_pair_tuple_copies.cpp", "Perform::run", "std::get", 28, 9, 0, overdub_make_pair_tuple_copies_60d17cec_state + 0},
  {"make_pair_tuple_copies.cpp", "Perform::run", "std::get", 28, 29, 0, overdub_make_pair_tuple_copies_60d17cec_state + 1},
  {"make_pair_tuple_copies.cpp", "Perform::run", "std::get", 29, 6, 0, overdub_make_pair_tuple_copies_60d17cec_state + 2},
  {"make_pair_tuple_copies.cpp", "count", "std::basic_string<char>::size", 35, 27, 0, overdub_make_pair_tuple_copies_60d17cec_state + 3},
  {"make_pair_tuple_copies.cpp", "main", "Perform::run", 42, 3, 0, overdub_make_pair_tuple_copies_60d17cec_state + 4},
  {"make_pair_tuple_copies.cpp", "main", "std::make_tuple", 42, 9, -1, overdub_make_pair_tuple_copies_60d17cec_state + 5},
  {"make_pair_tuple_copies.cpp", "main", "read_first", 44, 11, 0, overdub_make_pair_tuple_copies_60d17cec_state + 6},
  {"make_pair_tuple_copies.cpp", "main", "std::make_pair", 44, 22, -1, overdub_make_pair_tuple_copies_60d17cec_state + 7},
  {"make_pair_tuple_copies.cpp", "main", "std::basic_string<char>::c_str", 44, 37, -1, overdub_make_pair_tuple_copies_60d17cec_state + 8},
  {"make_pair_tuple_copies.cpp", "main", "count", 45, 11, 0, overdub_make_pair_tuple_copies_60d17cec_state + 9},
  {"make_pair_tuple_copies.cpp", "main", "std::make_pair", 45, 17, -1, overdub_make_pair_tuple_copies_60d17cec_state + 10},
  {"make_pair_tuple_copies.cpp", "main", "std::cref", 45, 32, -1, overdub_make_pair_tuple_copies_60d17cec_state + 11},
  {"make_pair_tuple_copies.cpp", "main", "read_first", 46, 11, 0, overdub_make_pair_tuple_copies_60d17cec_state + 12},
  {"make_pair_tuple_copies.cpp", "main", "std::basic_string<char>::c_str", 46, 37, -1, overdub_make_pair_tuple_copies_60d17cec_state + 13},
  {"make_pair_tuple_copies.cpp", "main", "std::basic_string<char>", 46, 37, -1, overdub_make_pair_tuple_copies_60d17cec_state + 14},
  {"make_pair_tuple_copies.cpp", "main", "std::printf", 47, 3, 0, overdub_make_pair_tuple_copies_60d17cec_state + 15},
};
static const ::overdub::Registration overdub_make_pair_tuple_copies_60d17cec_registration{overdub_make_pair_tuple_copies_60d17cec_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "make_pair_tuple_copies.cpp"
// std::make_pair and std::make_tuple hold decayed copies of their arguments, so their result
// refers to what an argument's value refers to, never to the temporary bound to a parameter. A
// result holding pointers or references then takes the lambda form inside a larger expression
// (a by-value parameter: copy elision) when each argument whose value may refer to something is
// made without a temporary (`&n`, `name.c_str()`, `std::cref(name)`): the temporaries of `true`
// and `1` bound to the parameters die unseen when the lambda returns. A pointer made from a
// temporary (`std::string("abc").c_str()`) stays as written (`no-exact-form`): it would dangle
// before `read_first` reads it.
// CALLS: 3 std::get
// CALLS: 2 read_first
// CALLS: 2 std::basic_string<char>::c_str
// CALLS: 2 std::make_pair
// CALLS: 1 Perform::run
// CALLS: 1 count
// CALLS: 1 std::basic_string<char>
// CALLS: 1 std::basic_string<char>::size
// CALLS: 1 std::cref
// CALLS: 1 std::make_tuple
// CALLS: 1 std::printf
#include <cstdio>
#include <functional>
#include <string>
#include <tuple>
#include <utility>

struct Perform {
  void run(std::tuple<bool, int *, char *> args) {
    if ( ::overdub::Span{overdub_make_pair_tuple_copies_60d17cec_sites+0}.ref(std::get<0>(args))) * ::overdub::Span{overdub_make_pair_tuple_copies_60d17cec_sites+1}.ref(std::get<1>(args)) = 7;
    * ::overdub::Span{overdub_make_pair_tuple_copies_60d17cec_sites+2}.ref(std::get<2>(args)) = 'a';
  }
};

static int read_first(std::pair<const char *, int> p) { return p.first[0] + p.second; }
static int count(std::pair<const std::string &, int> p) {
  return static_cast<int>( ::overdub::Span{overdub_make_pair_tuple_copies_60d17cec_sites+3}.val(p.first.size())) + p.second;
}

int main() {
  Perform a;
  int n = 0;
  char ch = '\0';
   ::overdub::Span{overdub_make_pair_tuple_copies_60d17cec_sites+4}.v((a.run( [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_5_{overdub_make_pair_tuple_copies_60d17cec_sites+5}; return std::make_tuple(true, &n, &ch); }()), ::overdub::unit{}));
  std::string name = "xyz";
  int r =  ::overdub::Span{overdub_make_pair_tuple_copies_60d17cec_sites+6}.val(read_first( [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_7_{overdub_make_pair_tuple_copies_60d17cec_sites+7}; return std::make_pair( ::overdub::Span{overdub_make_pair_tuple_copies_60d17cec_sites+8}.val(name.c_str()), 1); }()));
  int c =  ::overdub::Span{overdub_make_pair_tuple_copies_60d17cec_sites+9}.val(count( ::overdub::Span{overdub_make_pair_tuple_copies_60d17cec_sites+10}.val(std::make_pair( ::overdub::Span{overdub_make_pair_tuple_copies_60d17cec_sites+11}.ref(std::cref(name)), 2))));
  int d =  ::overdub::Span{overdub_make_pair_tuple_copies_60d17cec_sites+12}.val(read_first(std::make_pair( ::overdub::Span{overdub_make_pair_tuple_copies_60d17cec_sites+13}.val( ::overdub::Span{overdub_make_pair_tuple_copies_60d17cec_sites+14}.ref(std::string("abc")).c_str()), 3)));
   ::overdub::Span{overdub_make_pair_tuple_copies_60d17cec_sites+15}.val(std::printf("%d %c %d %d %d\n", n, ch, r, c, d));
}
