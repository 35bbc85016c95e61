// OVERDUB: --macro-bodies
// A call written in a macro body is named in the site table by its callee as written when that
// is a name (also a parameter's); an operator's text is no name (an assignment spanning
// continued lines), so the function's name is used, and the listing keeps one line per site.
// CALLS: 2 std::basic_string<char>::operator=
// CALLS: 2 fn
// CALLS: 1 std::printf
// CALLS: 2 std::basic_string<char>::c_str
#include <cstdio>
#include <string>
struct Msg {
  std::string value;
};
int twice(int x) { return 2 * x; }
#define RESET(m)      \
  (void)(m.value =      \
             "none")
#define APPLY(fn, x) (fn(x) + 0)
int main() {
  Msg a, b;
  RESET(a);
  RESET(b);
  std::printf("%s %s %d\n", a.value.c_str(), b.value.c_str(), APPLY(twice, 2) + APPLY(twice, 3));
  return 0;
}
