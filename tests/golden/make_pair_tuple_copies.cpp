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
    if (std::get<0>(args)) *std::get<1>(args) = 7;
    *std::get<2>(args) = 'a';
  }
};

static int read_first(std::pair<const char *, int> p) { return p.first[0] + p.second; }
static int count(std::pair<const std::string &, int> p) {
  return static_cast<int>(p.first.size()) + p.second;
}

int main() {
  Perform a;
  int n = 0;
  char ch = '\0';
  a.run(std::make_tuple(true, &n, &ch));
  std::string name = "xyz";
  int r = read_first(std::make_pair(name.c_str(), 1));
  int c = count(std::make_pair(std::cref(name), 2));
  int d = read_first(std::make_pair(std::string("abc").c_str(), 3));
  std::printf("%d %c %d %d %d\n", n, ch, r, c, d);
}
