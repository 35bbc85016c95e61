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
  Argv(std::initializer_list<const char *> args) : count(static_cast<int>(args.size())) {}
  int count;
};
struct Chars {
  Chars(std::initializer_list<char> chars) : count(static_cast<int>(chars.size())) {}
  int count;
};
struct Pointers {
  Pointers(std::initializer_list<const int *> pointers)
      : count(static_cast<int>(pointers.size())) {}
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
  Named(std::vector<std::string> names) : count(names.size()) {}
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
  Handles(std::initializer_list<Handle> handles) : first_null(handles.begin()->null) {}
  bool first_null;
};
template <class T> void ignore(T) {}

const char *program() { return "prog"; }
int twice(int x) { return 2 * x; }

int main() {
  Argv args({"prog", "--verbose"});
  Argv called({program(), "-x"});
  std::map<int, int> squares{{1, 1}, {2, 4}};
  Named names({"a", std::string("b")});
  Spot spot(Point{twice(1), 3});
  Spot point({4, twice(2)});
  Chars chars({1, 2});
  Pointers pointers({0, nullptr});
  Path nested({{1, 2}, {3, 4}});
  Path elided({1, 2, 3, 4});
  Path designated({.from = {1, 2}, .to = {3, 4}});
  Spelled spelled({"abc"});
  Unpacked unpacked({1, 2});
  Handles handles({0});
  std::vector<void (*)(int)> ignorers({ignore});
  ignorers[0](1);
  Spot self({&self != nullptr, 1});
  std::printf("%c %d %d %d\n", spelled.first, unpacked.sum, handles.first_null, self.length);
  std::printf("%d %d %zu %zu %d %d %d %d %d %d %d\n", args.count, called.count, squares.size(),
              names.count, spot.length, point.length, chars.count, pointers.count, nested.length,
              elided.length,
              designated.length);
  return 0;
}
