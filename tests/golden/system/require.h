// A test framework's check, in a header found through -isystem (the golden case
// macro_stringized_system_header.cpp): its macros are not the project's.
#ifndef GOLDEN_SYSTEM_REQUIRE_H
#define GOLDEN_SYSTEM_REQUIRE_H

#include <cstdio>

namespace req {
inline bool check(bool ok, const char *expr, const char *file, int line) {
  if (!ok) std::printf("%s:%d: REQUIRE(%s) failed\n", file, line, expr);
  return ok;
}
}  // namespace req

#define REQUIRE_IMPL(expr, text) ::req::check(static_cast<bool>(expr), text, __FILE__, __LINE__)
#define REQUIRE(expr) REQUIRE_IMPL(expr, #expr)

#endif
