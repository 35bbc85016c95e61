// CALLS: 11 twice
// CALLS: 3 p_twice
// CALLS: 5 std::printf
// CALLS: 3 Counter::my_add
// CALLS: 2 make
// Calls in macro arguments that a macro pastes (##): a paste joins only the argument's edge
// tokens to their neighbours, so calls inside the argument are instrumented and the wrappers
// stay off the edges. GNU's `, ## __VA_ARGS__` pastes nothing when arguments follow; an argument
// both pasted and stringized calls a variant that stringizes a copy; an argument passed on
// through another macro is pasted after its expansion, so the edge is that macro's invocation.
#include <cstdio>

int twice(int x) { return 2 * x; }
int p_twice(int x) { return x + 100; }
struct Counter {
  int total = 0;
  int my_add(int x) { return total += x; }
};
Counter &make() {
  static Counter c;
  return c;
}

#define LOG(fmt, ...) std::printf(fmt, ##__VA_ARGS__)
#define CALL_MY(obj, call) ((obj).my_##call)
#define CALL_MY_SHOWN(obj, call) (std::printf("%s: ", #call), (obj).my_##call)
#define NAMED(name, value) int name##_v = (value)
#define JOIN(a, b) a##b
#define PREFIXED(x) p_##x
#define PREFIXED_AFTER(x) PREFIXED(x)
#define TW(x) twice(x)
#define ID(x) x
#define WITH_PREFIXED(x) (x + p_##x)
#define WITH_PREFIXED_AFTER(x) WITH_PREFIXED(x)

NAMED(global, twice(3));

int main() {
  LOG("plain\n");
  LOG("%d\n", twice(1));
  LOG("%d %d\n", twice(2), twice(twice(1)));
  Counter c;
  int a = CALL_MY(c, add(twice(4)));
  int b = CALL_MY(make(), add(twice(5) + 1));
  int d = CALL_MY_SHOWN(make(), add(twice(6)));
  // The first token of JOIN's second argument is pasted with an empty one: left as written.
  int e = JOIN(, twice(7));
  // PREFIXED pastes what TW(...) expands to: the call inside TW's argument is instrumented.
  int f = PREFIXED_AFTER(TW(twice(8)));
  // ID's expansion begins with its argument: no wrapper before ID's name nor before twice.
  int g = WITH_PREFIXED_AFTER(ID(twice(9)));
  int h = WITH_PREFIXED_AFTER(ID(twice)(twice(10)));
  std::printf("%d %d %d %d %d %d %d %d\n", global_v, a, b, d, e, f, g, h);
}
