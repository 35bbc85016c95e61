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
  return same_day(a, b);
}

int main() {
  std::vector<int> v{3, 1, 2};
  std::sort(v.begin(), v.end(), [](const auto &a, const auto &b) { return key(a) < key(b); });
  std::function<int(int)> f = [](auto x) { return x + 1; };
  std::vector<Cell> cells;
  cells.push_back(Cell(f(4)));
  std::tm a{}, b{};
  a.tm_mday = 3;
  b.tm_mday = 3;
  std::vector<std::tm> days{a};
  const bool found = std::find(days.begin(), days.end(), b) != days.begin() + 1;
  std::string s = "abc";
  std::printf("%d %d %d\n", v[0], cells[0].v, copies);
  std::printf("%d\n", found);
  std::printf("%s\n", s.c_str());
  return 0;
}
