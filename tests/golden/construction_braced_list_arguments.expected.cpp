#line 1 "construction_braced_list_arguments.cpp"
#include <overdub/overdub.h>
static unsigned overdub_construction_braced_list_62e06a0d_state[18];
static constexpr ::overdub::Site overdub_construction_braced_list_62e06a0d_sites[] = {
  {"construction_braced_list_arguments.cpp", "Argv::Argv", "std::initializer_list<const char *>::size", 32, 75, 0, overdub_construction_braced_list_62e06a0d_state + 0},
  {"construction_braced_list_arguments.cpp", "Chars::Chars", "std::initializer_list<char>::size", 36, 69, 0, overdub_construction_braced_list_62e06a0d_state + 1},
  {"construction_braced_list_arguments.cpp", "Pointers::Pointers", "std::initializer_list<const int *>::size", 41, 32, 0, overdub_construction_braced_list_62e06a0d_state + 2},
  {"construction_braced_list_arguments.cpp", "Named::Named", "std::vector<std::basic_string<char>>::size", 59, 49, 0, overdub_construction_braced_list_62e06a0d_state + 3},
  {"construction_braced_list_arguments.cpp", "main", "Argv", 67, 8, 0, overdub_construction_braced_list_62e06a0d_state + 4},
  {"construction_braced_list_arguments.cpp", "main", "Argv", 68, 8, 0, overdub_construction_braced_list_62e06a0d_state + 5},
  {"construction_braced_list_arguments.cpp", "main", "program", 68, 16, -1, overdub_construction_braced_list_62e06a0d_state + 6},
  {"construction_braced_list_arguments.cpp", "main", "std::map<int, int>", 69, 22, 0, overdub_construction_braced_list_62e06a0d_state + 7},
  {"construction_braced_list_arguments.cpp", "main", "Named", 70, 9, 0, overdub_construction_braced_list_62e06a0d_state + 8},
  {"construction_braced_list_arguments.cpp", "main", "std::basic_string<char>", 70, 21, -1, overdub_construction_braced_list_62e06a0d_state + 9},
  {"construction_braced_list_arguments.cpp", "main", "Spot", 71, 8, 0, overdub_construction_braced_list_62e06a0d_state + 10},
  {"construction_braced_list_arguments.cpp", "main", "twice", 71, 19, -1, overdub_construction_braced_list_62e06a0d_state + 11},
  {"construction_braced_list_arguments.cpp", "main", "Spot", 72, 8, 0, overdub_construction_braced_list_62e06a0d_state + 12},
  {"construction_braced_list_arguments.cpp", "main", "twice", 72, 18, -1, overdub_construction_braced_list_62e06a0d_state + 13},
  {"construction_braced_list_arguments.cpp", "main", "Pointers", 74, 12, 0, overdub_construction_braced_list_62e06a0d_state + 14},
  {"construction_braced_list_arguments.cpp", "main", "Path", 75, 8, 0, overdub_construction_braced_list_62e06a0d_state + 15},
  {"construction_braced_list_arguments.cpp", "main", "std::printf", 78, 3, 0, overdub_construction_braced_list_62e06a0d_state + 16},
  {"construction_braced_list_arguments.cpp", "main", "std::map<int, int>::size", 78, 81, -1, overdub_construction_braced_list_62e06a0d_state + 17},
};
static const ::overdub::Registration overdub_construction_braced_list_62e06a0d_registration{overdub_construction_braced_list_62e06a0d_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "construction_braced_list_arguments.cpp"
// A construction whose first argument is a braced list of its own, `T x({a, b})`: the
// full-expression form's comma cannot enclose the list, so it encloses the first element that
// can take it, `T x({(W, a), b})` (a braced list evaluates its elements in order, all before the
// constructor runs), as it does the arguments of `T x{a, b}`: elements of a
// std::initializer_list parameter, of a class's list-initialization (`std::map m{{1, 2}}`'s
// pair), of an aggregate. Left as written: elements that narrow once the comma makes a
// constant no constant, null pointer constants, lists whose aggregate elides braces or
// designates its members.
// FLAGS: -std=c++20
// CALLS: 2 Argv
// CALLS: 1 Named
// CALLS: 1 Path
// CALLS: 1 Pointers
// CALLS: 2 Spot
// CALLS: 1 program
// CALLS: 1 std::basic_string<char>
// CALLS: 1 std::initializer_list<char>::size
// CALLS: 2 std::initializer_list<const char *>::size
// CALLS: 1 std::initializer_list<const int *>::size
// CALLS: 1 std::map<int, int>
// CALLS: 1 std::map<int, int>::size
// CALLS: 1 std::printf
// CALLS: 1 std::vector<std::basic_string<char>>::size
// CALLS: 2 twice
#include <cstdio>
#include <initializer_list>
#include <map>
#include <string>
#include <vector>

struct Argv {
  Argv(std::initializer_list<const char *> args) : count(static_cast<int>( ::overdub::Span{overdub_construction_braced_list_62e06a0d_sites+0}.val(args.size()))) {}
  int count;
};
struct Chars {
  Chars(std::initializer_list<char> chars) : count(static_cast<int>( ::overdub::Span{overdub_construction_braced_list_62e06a0d_sites+1}.val(chars.size()))) {}
  int count;
};
struct Pointers {
  Pointers(std::initializer_list<const int *> pointers)
      : count(static_cast<int>( ::overdub::Span{overdub_construction_braced_list_62e06a0d_sites+2}.val(pointers.size()))) {}
  int count;
};
struct Point {
  int x, y;
};
struct Segment {
  Point from, to;
};
struct Path {
  explicit Path(Segment s) : length(s.to.x - s.from.x + s.to.y - s.from.y) {}
  int length;
};
struct Spot {
  explicit Spot(Point p) : length(p.x + p.y) {}
  int length;
};
struct Named {
  Named(std::vector<std::string> names) : count( ::overdub::Span{overdub_construction_braced_list_62e06a0d_sites+3}.val(names.size())) {}
  std::size_t count;
};

const char *program() { return "prog"; }
int twice(int x) { return 2 * x; }

int main() {
  Argv args({ (static_cast<void>(::overdub::FullExprSpan{overdub_construction_braced_list_62e06a0d_sites+4}), "prog"), "--verbose"});
  Argv called({ (static_cast<void>(::overdub::FullExprSpan{overdub_construction_braced_list_62e06a0d_sites+5}),  ::overdub::Span{overdub_construction_braced_list_62e06a0d_sites+6}.val(program())), "-x"});
  std::map<int, int> squares{{ (static_cast<void>(::overdub::FullExprSpan{overdub_construction_braced_list_62e06a0d_sites+7}), 1), 1}, {2, 4}};
  Named names({ (static_cast<void>(::overdub::FullExprSpan{overdub_construction_braced_list_62e06a0d_sites+8}), "a"),  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_9_{overdub_construction_braced_list_62e06a0d_sites+9}; return std::string("b"); }()});
  Spot spot( (static_cast<void>(::overdub::FullExprSpan{overdub_construction_braced_list_62e06a0d_sites+10}), Point{ ::overdub::Span{overdub_construction_braced_list_62e06a0d_sites+11}.val(twice(1)), 3}));
  Spot point({ (static_cast<void>(::overdub::FullExprSpan{overdub_construction_braced_list_62e06a0d_sites+12}), 4),  ::overdub::Span{overdub_construction_braced_list_62e06a0d_sites+13}.val(twice(2))});
  Chars chars({1, 2});
  Pointers pointers({0,  (static_cast<void>(::overdub::FullExprSpan{overdub_construction_braced_list_62e06a0d_sites+14}), nullptr)});
  Path nested({{ (static_cast<void>(::overdub::FullExprSpan{overdub_construction_braced_list_62e06a0d_sites+15}), 1), 2}, {3, 4}});
  Path elided({1, 2, 3, 4});
  Path designated({.from = {1, 2}, .to = {3, 4}});
   ::overdub::Span{overdub_construction_braced_list_62e06a0d_sites+16}.val(std::printf("%d %d %zu %zu %d %d %d %d %d %d %d\n", args.count, called.count,  ::overdub::Span{overdub_construction_braced_list_62e06a0d_sites+17}.val(squares.size()),
              names.count, spot.length, point.length, chars.count, pointers.count, nested.length,
              elided.length,
              designated.length));
  return 0;
}
