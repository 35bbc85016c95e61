// C++20: a std::source_location default argument would name the lambda form's operator(). The
// full-expression form would keep the caller's name and line, but its text before the call
// shifts the column the default argument reads: the call stays skipped (column-sensitive), also
// in a return operand, and in a variable's initializer on a line of its own.
// FLAGS: -std=c++20
// CALLS: 1 relay
// CALLS: 1 std::printf
// CALLS: 2 std::source_location::function_name
// CALLS: 2 std::source_location::line
#include <cstdio>
#include <source_location>

struct Where {
  const char *function;
  unsigned line;
  Where(const char *f, unsigned l) : function(f), line(l) {}
  Where(const Where &) = delete;
};

Where where(std::source_location loc = std::source_location::current()) {
  return {loc.function_name(), static_cast<unsigned>(loc.line())};
}
Where relay() {
  return where();
}

int main() {
  Where a =
      where();
  Where b = relay();
  std::printf("%s %u %s %u\n", a.function, a.line, b.function, b.line);
  return 0;
}
