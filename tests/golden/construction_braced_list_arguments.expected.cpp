#line 1 "construction_braced_list_arguments.cpp"
#include <overdub/overdub.h>
static unsigned overdub_construction_braced_list_62e06a0d_state[22];
static ::overdub::TargetCache overdub_construction_braced_list_62e06a0d_targets[1];
static constexpr ::overdub::Site overdub_construction_braced_list_62e06a0d_sites[] = {
  {"construction_braced_list_arguments.cpp", "Argv::Argv", "std::initializer_list<const char *>::size", 37, 75, 0, overdub_construction_braced_list_62e06a0d_state + 0},
  {"construction_braced_list_arguments.cpp", "Chars::Chars", "std::initializer_list<char>::size", 41, 69, 0, overdub_construction_braced_list_62e06a0d_state + 1},
  {"construction_braced_list_arguments.cpp", "Pointers::Pointers", "std::initializer_list<const int *>::size", 46, 32, 0, overdub_construction_braced_list_62e06a0d_state + 2},
  {"construction_braced_list_arguments.cpp", "Named::Named", "std::vector<std::basic_string<char>>::size", 64, 49, 0, overdub_construction_braced_list_62e06a0d_state + 3},
  {"construction_braced_list_arguments.cpp", "Handles::Handles", "std::initializer_list<Handle>::begin", 91, 63, 0, overdub_construction_braced_list_62e06a0d_state + 4},
  {"construction_braced_list_arguments.cpp", "main", "Argv", 100, 8, 0, overdub_construction_braced_list_62e06a0d_state + 5},
  {"construction_braced_list_arguments.cpp", "main", "Argv", 101, 8, 0, overdub_construction_braced_list_62e06a0d_state + 6},
  {"construction_braced_list_arguments.cpp", "main", "program", 101, 16, -1, overdub_construction_braced_list_62e06a0d_state + 7},
  {"construction_braced_list_arguments.cpp", "main", "std::map<int, int>", 102, 22, 0, overdub_construction_braced_list_62e06a0d_state + 8},
  {"construction_braced_list_arguments.cpp", "main", "Named", 103, 9, 0, overdub_construction_braced_list_62e06a0d_state + 9},
  {"construction_braced_list_arguments.cpp", "main", "std::basic_string<char>", 103, 21, -1, overdub_construction_braced_list_62e06a0d_state + 10},
  {"construction_braced_list_arguments.cpp", "main", "Spot", 104, 8, 0, overdub_construction_braced_list_62e06a0d_state + 11},
  {"construction_braced_list_arguments.cpp", "main", "twice", 104, 19, -1, overdub_construction_braced_list_62e06a0d_state + 12},
  {"construction_braced_list_arguments.cpp", "main", "Spot", 105, 8, 0, overdub_construction_braced_list_62e06a0d_state + 13},
  {"construction_braced_list_arguments.cpp", "main", "twice", 105, 18, -1, overdub_construction_braced_list_62e06a0d_state + 14},
  {"construction_braced_list_arguments.cpp", "main", "Pointers", 107, 12, 0, overdub_construction_braced_list_62e06a0d_state + 15},
  {"construction_braced_list_arguments.cpp", "main", "Path", 108, 8, 0, overdub_construction_braced_list_62e06a0d_state + 16},
  {"construction_braced_list_arguments.cpp", "main", "(ignorers[0])", 115, 3, 0, overdub_construction_braced_list_62e06a0d_state + 17},
  {"construction_braced_list_arguments.cpp", "main", "std::vector<void (*)(int)>::operator[]", 115, 3, -1, overdub_construction_braced_list_62e06a0d_state + 18},
  {"construction_braced_list_arguments.cpp", "main", "std::printf", 117, 3, 0, overdub_construction_braced_list_62e06a0d_state + 19},
  {"construction_braced_list_arguments.cpp", "main", "std::printf", 118, 3, 0, overdub_construction_braced_list_62e06a0d_state + 20},
  {"construction_braced_list_arguments.cpp", "main", "std::map<int, int>::size", 118, 81, -1, overdub_construction_braced_list_62e06a0d_state + 21},
};
static const ::overdub::Registration overdub_construction_braced_list_62e06a0d_registration{overdub_construction_braced_list_62e06a0d_sites, overdub_construction_braced_list_62e06a0d_targets};
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
// constant no constant, null pointer constants (also through a converting constructor), a
// function template's name, a string literal that initializes an array, lists whose aggregate
// elides braces (also where the counts agree) or designates its members, an initializer that
// names the variable it initializes.
// FLAGS: -std=c++20
// CALLS: 1 (ignorers[0])
// CALLS: 2 Argv
// CALLS: 1 Named
// CALLS: 1 Path
// CALLS: 1 Pointers
// CALLS: 2 Spot
// CALLS: 1 program
// CALLS: 1 std::basic_string<char>
// CALLS: 1 std::initializer_list<Handle>::begin
// CALLS: 1 std::initializer_list<char>::size
// CALLS: 2 std::initializer_list<const char *>::size
// CALLS: 1 std::initializer_list<const int *>::size
// CALLS: 1 std::map<int, int>
// CALLS: 1 std::map<int, int>::size
// CALLS: 2 std::printf
// CALLS: 1 std::vector<std::basic_string<char>>::size
// CALLS: 1 std::vector<void (*)(int)>::operator[]
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

struct Word {
  char letters[4];
};
struct Spelled {
  explicit Spelled(Word w) : first(w.letters[0]) {}
  char first;
};
struct Inner {
  char c;
};
struct Packed {
  Inner inner;
  int b;
};
struct Unpacked {
  explicit Unpacked(Packed p) : sum(p.inner.c + p.b) {}
  int sum;
};
struct Handle {
  Handle(const int *p) : null(p == nullptr) {}
  bool null;
};
struct Handles {
  Handles(std::initializer_list<Handle> handles) : first_null( ::overdub::Span{overdub_construction_braced_list_62e06a0d_sites+4}.val(handles.begin())->null) {}
  bool first_null;
};
template <class T> void ignore(T) {}

const char *program() { return "prog"; }
int twice(int x) { return 2 * x; }

int main() {
  Argv args({ (static_cast<void>(::overdub::FullExprSpan{overdub_construction_braced_list_62e06a0d_sites+5}), "prog"), "--verbose"});
  Argv called({ (static_cast<void>(::overdub::FullExprSpan{overdub_construction_braced_list_62e06a0d_sites+6}),  ::overdub::Span{overdub_construction_braced_list_62e06a0d_sites+7}.val(program())), "-x"});
  std::map<int, int> squares{{ (static_cast<void>(::overdub::FullExprSpan{overdub_construction_braced_list_62e06a0d_sites+8}), 1), 1}, {2, 4}};
  Named names({ (static_cast<void>(::overdub::FullExprSpan{overdub_construction_braced_list_62e06a0d_sites+9}), "a"),  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_10_{overdub_construction_braced_list_62e06a0d_sites+10}; return std::string("b"); }()});
  Spot spot( (static_cast<void>(::overdub::FullExprSpan{overdub_construction_braced_list_62e06a0d_sites+11}), Point{ ::overdub::Span{overdub_construction_braced_list_62e06a0d_sites+12}.val(twice(1)), 3}));
  Spot point({ (static_cast<void>(::overdub::FullExprSpan{overdub_construction_braced_list_62e06a0d_sites+13}), 4),  ::overdub::Span{overdub_construction_braced_list_62e06a0d_sites+14}.val(twice(2))});
  Chars chars({1, 2});
  Pointers pointers({0,  (static_cast<void>(::overdub::FullExprSpan{overdub_construction_braced_list_62e06a0d_sites+15}), nullptr)});
  Path nested({{ (static_cast<void>(::overdub::FullExprSpan{overdub_construction_braced_list_62e06a0d_sites+16}), 1), 2}, {3, 4}});
  Path elided({1, 2, 3, 4});
  Path designated({.from = {1, 2}, .to = {3, 4}});
  Spelled spelled({"abc"});
  Unpacked unpacked({1, 2});
  Handles handles({0});
  std::vector<void (*)(int)> ignorers({ignore});
   ::overdub::Span{overdub_construction_braced_list_62e06a0d_sites+17}.v(( ::overdub::indirect_target(overdub_construction_braced_list_62e06a0d_sites+17, overdub_construction_braced_list_62e06a0d_targets+0,  ::overdub::Span{overdub_construction_braced_list_62e06a0d_sites+18}.ref(ignorers[0]))(1), ::overdub::unit{}));
  Spot self({&self != nullptr, 1});
   ::overdub::Span{overdub_construction_braced_list_62e06a0d_sites+19}.val(std::printf("%c %d %d %d\n", spelled.first, unpacked.sum, handles.first_null, self.length));
   ::overdub::Span{overdub_construction_braced_list_62e06a0d_sites+20}.val(std::printf("%d %d %zu %zu %d %d %d %d %d %d %d\n", args.count, called.count,  ::overdub::Span{overdub_construction_braced_list_62e06a0d_sites+21}.val(squares.size()),
              names.count, spot.length, point.length, chars.count, pointers.count, nested.length,
              elided.length,
              designated.length));
  return 0;
}
