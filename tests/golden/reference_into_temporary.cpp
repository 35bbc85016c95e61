// A call returning a reference into a temporary argument: the temporary must live until the
// end of the full-expression, as in the original (AddressSanitizer checks).
// CALLS: 1 first
// CALLS: 1 std::basic_string<char>::c_str
// CALLS: 1 std::printf
// CALLS: 1 std::vector<std::basic_string<char>>::front
// CALLS: 1 use
// CALLS: 1 std::vector<std::basic_string<char>>
#include <cstdio>
#include <string>
#include <vector>

const std::string &first(const std::vector<std::string> &v) { return v.front(); }
void use(const std::string &s) { std::printf("%s\n", s.c_str()); }

int main() {
  use(first(std::vector<std::string>{"a fairly long string that lives on the heap", "b"}));
  return 0;
}
