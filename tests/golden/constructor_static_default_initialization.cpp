// `T x;` of static or thread storage, default-initialized by a user-provided constructor that is
// not constexpr: initialized dynamically (at start-up, on the first pass through a local static's
// declaration, in each thread that uses a thread_local), which the construction written after
// the declarator keeps, `T x = (W, decltype(x)())`, from C++17. A registrar declared in a macro's
// body with a name that ## makes (`} instance_##name;`) takes it in the invocation's variant,
// and so does a constructor with default arguments. Left as written: a constexpr constructor
// (the initialization might be constant), a static data member.
// FLAGS: -std=c++17
// CALLS: 4 Noisy
// CALLS: 3 Registrar
// CALLS: 1 registrar_first
// CALLS: 1 again::registrar_first
// CALLS: 1 registrar_second
// CALLS: 3 count
// CALLS: 5 std::puts
// CALLS: 3 std::printf
// CALLS: 1 WithDefault
#include <cstdio>

struct Noisy {
  int v;
  Noisy() : v(3) { std::puts("Noisy()"); }
};
struct Constant {
  int v;
  constexpr Constant() : v(4) {}
};
struct WithDefault {
  int v;
  WithDefault(int x = 5) : v(x) {}
};
struct Holder {
  static Noisy member;
};

struct Registrar {
  const char *name;
  explicit Registrar(const char *n) : name(n) {}
};
#define REGISTER(name)                                   \
  static struct registrar_##name : Registrar {           \
    registrar_##name() : Registrar(#name) {}             \
  } instance_##name;
REGISTER(first)
REGISTER(second)
namespace again {
REGISTER(first)
}

Noisy global;
static Noisy file_static;
thread_local Noisy per_thread;
Constant constant;
WithDefault with_default;
Noisy Holder::member;

int count() {
  static Noisy once;
  return ++once.v;
}

int main() {
  std::printf("%s %s %s\n", instance_first.name, instance_second.name, again::instance_first.name);
  std::printf("%d %d %d %d %d %d\n", global.v, file_static.v, per_thread.v, constant.v,
              with_default.v, Holder::member.v);
  count();
  count();
  std::printf("%d\n", count());
  return 0;
}
