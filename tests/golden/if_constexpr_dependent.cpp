// A template's `if constexpr` condition that depends on its parameter is a constant too: its
// call stays as written (before C++20 a wrapper would be a temporary of a non-literal type in
// a constant expression); the chosen branches' calls run.
// CALLS: 1 pick_long
// CALLS: 1 pick_short
// CALLS: 2 width
// CALLS: 1 std::printf
#include <cstdio>

template <class T> constexpr bool is_wide() { return sizeof(T) >= 8; }
int pick_long() { return 8; }
int pick_short() { return 4; }

template <class T> int width() {
  if constexpr (is_wide<T>())
    return pick_long();
  else
    return pick_short();
}

int main() {
  std::printf("%d %d\n", width<long long>(), width<char>());
  return 0;
}
