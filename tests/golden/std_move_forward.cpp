// std::move and std::forward do no work: they are skipped, the calls around them are not.
// CALLS: 1 pass
// CALLS: 1 sink
// CALLS: 1 std::basic_string<char>::c_str
// CALLS: 1 std::basic_string<char>::empty
// CALLS: 1 std::printf
#include <cstdio>
#include <string>
#include <utility>

void sink(std::string s) { std::printf("%s\n", s.c_str()); }
template <class T> void pass(T &&t) { sink(std::forward<T>(t)); }

int main() {
  std::string s = "moved";
  pass(s);
  std::string t = std::move(s);
  return t.empty() ? 1 : 0;
}
