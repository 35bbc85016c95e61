// Lambda init-captures holding calls: a class result, a reference capture [&r = ref()], and a
// move-only result: each runs once where the lambda is created, not when it is called.
// CALLS: 1 boxed
// CALLS: 2 main::<lambda:22:12>
// CALLS: 1 make
// CALLS: 2 slot
// CALLS: 2 std::basic_string<char>::size
// CALLS: 1 std::operator+
// CALLS: 1 std::printf
// CALLS: 2 std::unique_ptr<int>::operator*
// CALLS: 1 std::basic_string<char>
// CALLS: 1 std::unique_ptr<int>
#include <cstdio>
#include <memory>
#include <string>

std::string make(const char *s) { return std::string(s) + "!"; }
int &slot() { static int v = 1; return v; }
std::unique_ptr<int> boxed(int v) { return std::unique_ptr<int>(new int(v)); }

int main() {
  auto f = [s = make("hi"), &r = slot(), p = boxed(5)](int k) { r += k; return s.size() + *p; };
  std::size_t a = f(2);
  std::size_t b = f(3);
  std::printf("%zu %zu %d\n", a, b, slot());
  return 0;
}
