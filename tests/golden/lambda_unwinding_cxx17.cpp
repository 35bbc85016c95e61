// A C++17 lambda is constexpr wherever it can be, so the calls in it took the form without a
// destructor (no unwinding stop) before C++20. One that always calls a function that is not
// constexpr before anything else can never be a constant: its calls take the guard, and a call
// that throws records its unwinding stop (argparse's `[&](const auto &s) { res = std::stoi(s); }`,
// whose call both returned and threw in one thread, failed --check). A generic lambda is judged
// by its instantiations. One that may be a constant keeps the form without the guard.
// CALLS: 4 parse
// CALLS: 2 main::<lambda:28:14>
// CALLS: 2 main::<lambda:29:14>
// CALLS: 2 main::<lambda:30:12>
// CALLS: 2 twice
// CALLS: 2 std::basic_string<char>
// CALLS: 2 std::basic_string<char>::size
// CALLS: 4 std::operator==
// CALLS: 2 std::invalid_argument
// CALLS: 2 std::exception::what
// CALLS: 3 std::printf
// UNWOUND: 4
#include <cstdio>
#include <stdexcept>
#include <string>

int parse(const std::string &s) { if (s == "x") throw std::invalid_argument("x"); return (int)s.size(); }
constexpr int twice(int x) { return 2 * x; }

int main() {
  int res = 0;
  auto set = [&](const auto &s) { res = parse(s); };
  auto add = [&](const std::string &s) { res += parse(s); };
  auto k = [](int x) { return twice(x); };
  static_assert(k(2) == 4, "a lambda that may be a constant stays one");
  set(std::string("ab"));
  try { set(std::string("x")); } catch (const std::exception &e) { std::printf("caught %s\n", e.what()); }
  add("abc");
  try { add("x"); } catch (const std::exception &e) { std::printf("caught %s\n", e.what()); }
  std::printf("%d %d %d\n", res, k(3), k(4));
}
