#line 1 "constructor_static_default_initialization.cpp"
#include <overdub/overdub.h>
static unsigned overdub_constructor_static_defau_26b5042e_state[18];
static constexpr ::overdub::Site overdub_constructor_static_defau_26b5042e_sites[] = {
  {"constructor_static_default_initialization.cpp", "Noisy::Noisy", "std::puts", 22, 20, 0, overdub_constructor_static_defau_26b5042e_state + 0},
  {"constructor_static_default_initialization.cpp", "registrar_first::registrar_first", "Registrar", 44, 1, 0, overdub_constructor_static_defau_26b5042e_state + 1},
  {"constructor_static_default_initialization.cpp", "<init of instance_first>", "registrar_first", 44, 1, 0, overdub_constructor_static_defau_26b5042e_state + 2},
  {"constructor_static_default_initialization.cpp", "registrar_second::registrar_second", "Registrar", 45, 1, 0, overdub_constructor_static_defau_26b5042e_state + 3},
  {"constructor_static_default_initialization.cpp", "<init of instance_second>", "registrar_second", 45, 1, 0, overdub_constructor_static_defau_26b5042e_state + 4},
  {"constructor_static_default_initialization.cpp", "again::registrar_first::registrar_first", "Registrar", 47, 1, 0, overdub_constructor_static_defau_26b5042e_state + 5},
  {"constructor_static_default_initialization.cpp", "<init of again::instance_first>", "again::registrar_first", 47, 1, 0, overdub_constructor_static_defau_26b5042e_state + 6},
  {"constructor_static_default_initialization.cpp", "<init of global>", "Noisy", 50, 7, 0, overdub_constructor_static_defau_26b5042e_state + 7},
  {"constructor_static_default_initialization.cpp", "<init of file_static>", "Noisy", 51, 14, 0, overdub_constructor_static_defau_26b5042e_state + 8},
  {"constructor_static_default_initialization.cpp", "<init of per_thread>", "Noisy", 52, 20, 0, overdub_constructor_static_defau_26b5042e_state + 9},
  {"constructor_static_default_initialization.cpp", "<init of with_default>", "WithDefault", 54, 13, 0, overdub_constructor_static_defau_26b5042e_state + 10},
  {"constructor_static_default_initialization.cpp", "count", "Noisy", 58, 16, 0, overdub_constructor_static_defau_26b5042e_state + 11},
  {"constructor_static_default_initialization.cpp", "main", "std::printf", 63, 3, 0, overdub_constructor_static_defau_26b5042e_state + 12},
  {"constructor_static_default_initialization.cpp", "main", "std::printf", 64, 3, 0, overdub_constructor_static_defau_26b5042e_state + 13},
  {"constructor_static_default_initialization.cpp", "main", "count", 66, 3, 0, overdub_constructor_static_defau_26b5042e_state + 14},
  {"constructor_static_default_initialization.cpp", "main", "count", 67, 3, 0, overdub_constructor_static_defau_26b5042e_state + 15},
  {"constructor_static_default_initialization.cpp", "main", "std::printf", 68, 3, 0, overdub_constructor_static_defau_26b5042e_state + 16},
  {"constructor_static_default_initialization.cpp", "main", "count", 68, 23, -1, overdub_constructor_static_defau_26b5042e_state + 17},
};
static const ::overdub::Registration overdub_constructor_static_defau_26b5042e_registration{overdub_constructor_static_defau_26b5042e_sites};
#line 40 "constructor_static_default_initialization.cpp"
#define overdub_constructor_static_defau_26b5042e_sites_m0_0_REGISTER(overdub_o_name, name) \
  static struct registrar_##name : Registrar {\
    registrar_##name() : Registrar( (static_cast<void>(::overdub::FullExprSpan{overdub_constructor_static_defau_26b5042e_sites+1}), #overdub_o_name)) {}\
  } instance_##name = (static_cast<void>(::overdub::FullExprSpan{overdub_constructor_static_defau_26b5042e_sites+2}), decltype(instance_first)());
#line 40 "constructor_static_default_initialization.cpp"
#define overdub_constructor_static_defau_26b5042e_sites_m1_0_REGISTER(overdub_o_name, name) \
  static struct registrar_##name : Registrar {\
    registrar_##name() : Registrar( (static_cast<void>(::overdub::FullExprSpan{overdub_constructor_static_defau_26b5042e_sites+3}), #overdub_o_name)) {}\
  } instance_##name = (static_cast<void>(::overdub::FullExprSpan{overdub_constructor_static_defau_26b5042e_sites+4}), decltype(instance_second)());
#line 40 "constructor_static_default_initialization.cpp"
#define overdub_constructor_static_defau_26b5042e_sites_m2_0_REGISTER(overdub_o_name, name) \
  static struct registrar_##name : Registrar {\
    registrar_##name() : Registrar( (static_cast<void>(::overdub::FullExprSpan{overdub_constructor_static_defau_26b5042e_sites+5}), #overdub_o_name)) {}\
  } instance_##name = (static_cast<void>(::overdub::FullExprSpan{overdub_constructor_static_defau_26b5042e_sites+6}), decltype(instance_first)());
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "constructor_static_default_initialization.cpp"
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
  Noisy() : v(3) {  ::overdub::Span{overdub_constructor_static_defau_26b5042e_sites+0}.val(std::puts("Noisy()")); }
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
overdub_constructor_static_defau_26b5042e_sites_m0_0_REGISTER(first, first)
overdub_constructor_static_defau_26b5042e_sites_m1_0_REGISTER(second, second)
namespace again {
overdub_constructor_static_defau_26b5042e_sites_m2_0_REGISTER(first, first)
}

Noisy global = (static_cast<void>(::overdub::FullExprSpan{overdub_constructor_static_defau_26b5042e_sites+7}), decltype(global)());
static Noisy file_static = (static_cast<void>(::overdub::FullExprSpan{overdub_constructor_static_defau_26b5042e_sites+8}), decltype(file_static)());
thread_local Noisy per_thread = (static_cast<void>(::overdub::FullExprSpan{overdub_constructor_static_defau_26b5042e_sites+9}), decltype(per_thread)());
Constant constant;
WithDefault with_default = (static_cast<void>(::overdub::FullExprSpan{overdub_constructor_static_defau_26b5042e_sites+10}), decltype(with_default)());
Noisy Holder::member;

int count() {
  static Noisy once = (static_cast<void>(::overdub::FullExprSpan{overdub_constructor_static_defau_26b5042e_sites+11}), decltype(once)());
  return ++once.v;
}

int main() {
   ::overdub::Span{overdub_constructor_static_defau_26b5042e_sites+12}.val(std::printf("%s %s %s\n", instance_first.name, instance_second.name, again::instance_first.name));
   ::overdub::Span{overdub_constructor_static_defau_26b5042e_sites+13}.val(std::printf("%d %d %d %d %d %d\n", global.v, file_static.v, per_thread.v, constant.v,
              with_default.v, Holder::member.v));
   ::overdub::Span{overdub_constructor_static_defau_26b5042e_sites+14}.val(count());
   ::overdub::Span{overdub_constructor_static_defau_26b5042e_sites+15}.val(count());
   ::overdub::Span{overdub_constructor_static_defau_26b5042e_sites+16}.val(std::printf("%d\n",  ::overdub::Span{overdub_constructor_static_defau_26b5042e_sites+17}.val(count())));
  return 0;
}
