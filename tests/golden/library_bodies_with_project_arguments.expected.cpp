#line 1 "library_bodies_with_project_arguments.cpp"
#include <overdub/overdub.h>
static unsigned overdub_library_bodies_with_proj_f8f3a870_state[23];
static ::overdub::TargetCache overdub_library_bodies_with_proj_f8f3a870_targets[1];
static constexpr ::overdub::Site overdub_library_bodies_with_proj_f8f3a870_sites[] = {
  {"library_bodies_with_project_arguments.cpp", "operator==", "same_day", 48, 10, 0, overdub_library_bodies_with_proj_f8f3a870_state + 0},
  {"library_bodies_with_project_arguments.cpp", "main", "std::vector<int>", 52, 20, 0, overdub_library_bodies_with_proj_f8f3a870_state + 1},
  {"library_bodies_with_project_arguments.cpp", "main", "std::sort", 53, 3, 0, overdub_library_bodies_with_proj_f8f3a870_state + 2},
  {"library_bodies_with_project_arguments.cpp", "main", "std::vector<int>::begin", 53, 13, -1, overdub_library_bodies_with_proj_f8f3a870_state + 3},
  {"library_bodies_with_project_arguments.cpp", "main", "std::vector<int>::end", 53, 24, -2, overdub_library_bodies_with_proj_f8f3a870_state + 4},
  {"library_bodies_with_project_arguments.cpp", "main::<lambda:53:33>", "key", 53, 75, 0, overdub_library_bodies_with_proj_f8f3a870_state + 5},
  {"library_bodies_with_project_arguments.cpp", "main::<lambda:53:33>", "key", 53, 84, 0, overdub_library_bodies_with_proj_f8f3a870_state + 6},
  {"library_bodies_with_project_arguments.cpp", "main", "std::vector<Cell>::push_back", 56, 3, 0, overdub_library_bodies_with_proj_f8f3a870_state + 7},
  {"library_bodies_with_project_arguments.cpp", "main", "Cell", 56, 19, -1, overdub_library_bodies_with_proj_f8f3a870_state + 8},
  {"library_bodies_with_project_arguments.cpp", "main", "std::function<int (int)>::operator()", 56, 24, -1, overdub_library_bodies_with_proj_f8f3a870_state + 9},
  {"library_bodies_with_project_arguments.cpp", "main", "std::vector<tm>", 60, 24, 0, overdub_library_bodies_with_proj_f8f3a870_state + 10},
  {"library_bodies_with_project_arguments.cpp", "main", "__gnu_cxx::operator!=", 61, 22, 0, overdub_library_bodies_with_proj_f8f3a870_state + 11},
  {"library_bodies_with_project_arguments.cpp", "main", "std::find", 61, 22, -1, overdub_library_bodies_with_proj_f8f3a870_state + 12},
  {"library_bodies_with_project_arguments.cpp", "main", "std::vector<tm>::begin", 61, 32, -1, overdub_library_bodies_with_proj_f8f3a870_state + 13},
  {"library_bodies_with_project_arguments.cpp", "main", "std::vector<tm>::end", 61, 46, -2, overdub_library_bodies_with_proj_f8f3a870_state + 14},
  {"library_bodies_with_project_arguments.cpp", "main", "__gnu_cxx::__normal_iterator<tm *, std::vector<tm>>::operator+", 61, 64, -4, overdub_library_bodies_with_proj_f8f3a870_state + 15},
  {"library_bodies_with_project_arguments.cpp", "main", "std::vector<tm>::begin", 61, 64, -1, overdub_library_bodies_with_proj_f8f3a870_state + 16},
  {"library_bodies_with_project_arguments.cpp", "main", "std::printf", 63, 3, 0, overdub_library_bodies_with_proj_f8f3a870_state + 17},
  {"library_bodies_with_project_arguments.cpp", "main", "std::vector<int>::operator[]", 63, 29, -1, overdub_library_bodies_with_proj_f8f3a870_state + 18},
  {"library_bodies_with_project_arguments.cpp", "main", "std::vector<Cell>::operator[]", 63, 35, -2, overdub_library_bodies_with_proj_f8f3a870_state + 19},
  {"library_bodies_with_project_arguments.cpp", "main", "std::printf", 64, 3, 0, overdub_library_bodies_with_proj_f8f3a870_state + 20},
  {"library_bodies_with_project_arguments.cpp", "main", "std::printf", 65, 3, 0, overdub_library_bodies_with_proj_f8f3a870_state + 21},
  {"library_bodies_with_project_arguments.cpp", "main", "std::basic_string<char>::c_str", 65, 23, -1, overdub_library_bodies_with_proj_f8f3a870_state + 22},
};
static const ::overdub::Registration overdub_library_bodies_with_proj_f8f3a870_registration{overdub_library_bodies_with_proj_f8f3a870_sites, overdub_library_bodies_with_proj_f8f3a870_targets};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "library_bodies_with_project_arguments.cpp"
// The standard library's bodies that instantiate this file's templates: those instantiated with
// the file's types (a generic lambda given to std::sort, a std::function holding a lambda, a
// vector of the file's class) or with a C struct of the global namespace, where
// argument-dependent lookup finds the file's function templates (std::find comparing `tm`s).
// Their calls are instrumented.
// CALLS: 1 Cell
// CALLS: 1 __gnu_cxx::__normal_iterator<tm *, std::vector<tm>>::operator+
// CALLS: 1 __gnu_cxx::operator!=
// LATERCALLS: 1 __gnu_cxx::operator==
// CALLS: 10 key
// CALLS: 1 same_day
// CALLS: 1 std::basic_string<char>::c_str
// CALLS: 1 std::find
// CALLS: 1 std::function<int (int)>::operator()
// CALLS: 3 std::printf
// CALLS: 1 std::sort
// CALLS: 1 std::vector<Cell>::operator[]
// CALLS: 1 std::vector<Cell>::push_back
// CALLS: 1 std::vector<int>
// CALLS: 1 std::vector<int>::begin
// CALLS: 1 std::vector<int>::end
// CALLS: 1 std::vector<int>::operator[]
// CALLS: 1 std::vector<tm>
// CALLS: 2 std::vector<tm>::begin
// CALLS: 1 std::vector<tm>::end
#include <algorithm>
#include <cstdio>
#include <ctime>
#include <functional>
#include <string>
#include <vector>

static int copies;
struct Cell {
  int v;
  explicit Cell(int v) : v(v) {}
  Cell(const Cell &o) : v(o.v) { ++copies; }
};

template <class T>
int key(const T &x) { return -x; }

static bool same_day(const std::tm &a, const std::tm &b) { return a.tm_mday == b.tm_mday; }

// Found from std::find's body by argument-dependent lookup on `tm` (the global namespace).
template <class Tm>
auto operator==(const Tm &a, const Tm &b) -> decltype(a.tm_mday == b.tm_mday) {
  return  ::overdub::Span{overdub_library_bodies_with_proj_f8f3a870_sites+0}.val(same_day(a, b));
}

int main() {
  std::vector<int> v{ (static_cast<void>(::overdub::FullExprSpan{overdub_library_bodies_with_proj_f8f3a870_sites+1}), 3), 1, 2};
   ::overdub::Span{overdub_library_bodies_with_proj_f8f3a870_sites+2}.v((std::sort( ::overdub::Span{overdub_library_bodies_with_proj_f8f3a870_sites+3}.val(v.begin()),  ::overdub::Span{overdub_library_bodies_with_proj_f8f3a870_sites+4}.val(v.end()), [](const auto &a, const auto &b) { return  ::overdub::Span{overdub_library_bodies_with_proj_f8f3a870_sites+5}.val(key(a)) <  ::overdub::Span{overdub_library_bodies_with_proj_f8f3a870_sites+6}.val(key(b)); }), ::overdub::unit{}));
  std::function<int(int)> f = [](auto x) { return x + 1; };
  std::vector<Cell> cells;
   ::overdub::Span{overdub_library_bodies_with_proj_f8f3a870_sites+7}.v((cells.push_back( ::overdub::Span{overdub_library_bodies_with_proj_f8f3a870_sites+8}.ref(Cell( ::overdub::Span{overdub_library_bodies_with_proj_f8f3a870_sites+9}.val( ::overdub::callable_invoker<24>(overdub_library_bodies_with_proj_f8f3a870_sites+9, overdub_library_bodies_with_proj_f8f3a870_targets+0, f)(4))))), ::overdub::unit{}));
  std::tm a{}, b{};
  a.tm_mday = 3;
  b.tm_mday = 3;
  std::vector<std::tm> days{ (static_cast<void>(::overdub::FullExprSpan{overdub_library_bodies_with_proj_f8f3a870_sites+10}), a)};
  const bool found =  ::overdub::Span{overdub_library_bodies_with_proj_f8f3a870_sites+11}.val( ::overdub::Span{overdub_library_bodies_with_proj_f8f3a870_sites+12}.ref(std::find( ::overdub::Span{overdub_library_bodies_with_proj_f8f3a870_sites+13}.val(days.begin()),  ::overdub::Span{overdub_library_bodies_with_proj_f8f3a870_sites+14}.val(days.end()), b)) !=  ::overdub::Span{overdub_library_bodies_with_proj_f8f3a870_sites+15}.ref( ::overdub::Span{overdub_library_bodies_with_proj_f8f3a870_sites+16}.ref(days.begin()) + 1));
  std::string s = "abc";
   ::overdub::Span{overdub_library_bodies_with_proj_f8f3a870_sites+17}.val(std::printf("%d %d %d\n",  ::overdub::Span{overdub_library_bodies_with_proj_f8f3a870_sites+18}.ref(v[0]),  ::overdub::Span{overdub_library_bodies_with_proj_f8f3a870_sites+19}.ref(cells[0]).v, copies));
   ::overdub::Span{overdub_library_bodies_with_proj_f8f3a870_sites+20}.val(std::printf("%d\n", found));
   ::overdub::Span{overdub_library_bodies_with_proj_f8f3a870_sites+21}.val(std::printf("%s\n",  ::overdub::Span{overdub_library_bodies_with_proj_f8f3a870_sites+22}.val(s.c_str())));
  return 0;
}
