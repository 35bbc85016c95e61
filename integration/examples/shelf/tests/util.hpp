// What every test includes: the library (through its own include directory) and the checks.
#ifndef TESTS_UTIL_HPP
#define TESTS_UTIL_HPP

#include <cmath>
#include <cstdio>
#include <string>

#include <shelf/algorithms.hpp>
#include <shelf/shelf.hpp>

namespace testing_util {

inline int &failures() {
  static int count = 0;
  return count;
}

inline void expect_true(bool ok, const char *what, int line) {
  if (ok) return;
  std::fprintf(stderr, "line %d: expected %s\n", line, what);
  ++failures();
}

inline void expect_near(double actual, double expected, const std::string &what) {
  if (std::fabs(actual - expected) < 1e-9) return;
  std::fprintf(stderr, "%s: %g, expected %g\n", what.c_str(), actual, expected);
  ++failures();
}

inline shelf::Shelf sample_shelf() {
  shelf::Shelf s("sample");
  s.add("tea", 3, 2.0);
  s.add("cocoa", 1, 4.5);
  s.add(shelf::Item("sugar", 2, 1.0));
  return s;
}

}  // namespace testing_util

// A check that prints its condition as written.
#define EXPECT(condition) ::testing_util::expect_true((condition), #condition, __LINE__)

#endif
