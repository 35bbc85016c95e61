#line 1 "macro_pasted_arguments.cpp"
#include <overdub/overdub.h>
static unsigned overdub_macro_pasted_arguments_04021f95_state[23];
static constexpr ::overdub::Site overdub_macro_pasted_arguments_04021f95_sites[] = {
  {"macro_pasted_arguments.cpp", "<init of global_v>", "twice", 36, 15, 0, overdub_macro_pasted_arguments_04021f95_state + 0},
  {"macro_pasted_arguments.cpp", "main", "std::printf", 39, 3, 0, overdub_macro_pasted_arguments_04021f95_state + 1},
  {"macro_pasted_arguments.cpp", "main", "std::printf", 40, 3, 0, overdub_macro_pasted_arguments_04021f95_state + 2},
  {"macro_pasted_arguments.cpp", "main", "twice", 40, 15, -1, overdub_macro_pasted_arguments_04021f95_state + 3},
  {"macro_pasted_arguments.cpp", "main", "std::printf", 41, 3, 0, overdub_macro_pasted_arguments_04021f95_state + 4},
  {"macro_pasted_arguments.cpp", "main", "twice", 41, 18, -1, overdub_macro_pasted_arguments_04021f95_state + 5},
  {"macro_pasted_arguments.cpp", "main", "twice", 41, 28, -2, overdub_macro_pasted_arguments_04021f95_state + 6},
  {"macro_pasted_arguments.cpp", "main", "twice", 41, 34, -1, overdub_macro_pasted_arguments_04021f95_state + 7},
  {"macro_pasted_arguments.cpp", "main", "Counter::my_add", 43, 11, 0, overdub_macro_pasted_arguments_04021f95_state + 8},
  {"macro_pasted_arguments.cpp", "main", "twice", 43, 26, -1, overdub_macro_pasted_arguments_04021f95_state + 9},
  {"macro_pasted_arguments.cpp", "main", "Counter::my_add", 44, 11, 0, overdub_macro_pasted_arguments_04021f95_state + 10},
  {"macro_pasted_arguments.cpp", "main", "make", 44, 19, -1, overdub_macro_pasted_arguments_04021f95_state + 11},
  {"macro_pasted_arguments.cpp", "main", "twice", 44, 31, -2, overdub_macro_pasted_arguments_04021f95_state + 12},
  {"macro_pasted_arguments.cpp", "main", "std::printf", 45, 11, 0, overdub_macro_pasted_arguments_04021f95_state + 13},
  {"macro_pasted_arguments.cpp", "main", "Counter::my_add", 45, 11, 0, overdub_macro_pasted_arguments_04021f95_state + 14},
  {"macro_pasted_arguments.cpp", "main", "make", 45, 25, -1, overdub_macro_pasted_arguments_04021f95_state + 15},
  {"macro_pasted_arguments.cpp", "main", "twice", 45, 37, -2, overdub_macro_pasted_arguments_04021f95_state + 16},
  {"macro_pasted_arguments.cpp", "main", "p_twice", 49, 11, 0, overdub_macro_pasted_arguments_04021f95_state + 17},
  {"macro_pasted_arguments.cpp", "main", "twice", 49, 29, -1, overdub_macro_pasted_arguments_04021f95_state + 18},
  {"macro_pasted_arguments.cpp", "main", "p_twice", 51, 11, 0, overdub_macro_pasted_arguments_04021f95_state + 19},
  {"macro_pasted_arguments.cpp", "main", "p_twice", 52, 11, 0, overdub_macro_pasted_arguments_04021f95_state + 20},
  {"macro_pasted_arguments.cpp", "main", "twice", 52, 41, 0, overdub_macro_pasted_arguments_04021f95_state + 21},
  {"macro_pasted_arguments.cpp", "main", "std::printf", 53, 3, 0, overdub_macro_pasted_arguments_04021f95_state + 22},
};
static const ::overdub::Registration overdub_macro_pasted_arguments_04021f95_registration{overdub_macro_pasted_arguments_04021f95_sites};
#line 24 "macro_pasted_arguments.cpp"
#define overdub_macro_pasted_arguments_04021f95_sites_m0_0_CALL_MY(obj, call) \
                           ( ::overdub::Span{overdub_macro_pasted_arguments_04021f95_sites+8}.val((obj).my_##call))
#line 24 "macro_pasted_arguments.cpp"
#define overdub_macro_pasted_arguments_04021f95_sites_m1_0_CALL_MY(obj, call) \
                           ( ::overdub::Span{overdub_macro_pasted_arguments_04021f95_sites+10}.val((obj).my_##call))
#line 25 "macro_pasted_arguments.cpp"
#define overdub_macro_pasted_arguments_04021f95_sites_m2_0_CALL_MY_SHOWN(overdub_o_call, obj, call) \
                                 ( ::overdub::Span{overdub_macro_pasted_arguments_04021f95_sites+13}.val(std::printf("%s: ", #overdub_o_call)), ::overdub::Span{overdub_macro_pasted_arguments_04021f95_sites+14}.val( (obj).my_##call))
#line 33 "macro_pasted_arguments.cpp"
#define overdub_macro_pasted_arguments_04021f95_sites_m3_0_WITH_PREFIXED_AFTER(x) \
                               overdub_macro_pasted_arguments_04021f95_sites_m3_1_WITH_PREFIXED(x)
#line 32 "macro_pasted_arguments.cpp"
#define overdub_macro_pasted_arguments_04021f95_sites_m3_1_WITH_PREFIXED(x) \
                         (x + ::overdub::Span{overdub_macro_pasted_arguments_04021f95_sites+19}.val( p_##x))
#line 33 "macro_pasted_arguments.cpp"
#define overdub_macro_pasted_arguments_04021f95_sites_m4_0_WITH_PREFIXED_AFTER(x) \
                               overdub_macro_pasted_arguments_04021f95_sites_m4_1_WITH_PREFIXED(x)
#line 32 "macro_pasted_arguments.cpp"
#define overdub_macro_pasted_arguments_04021f95_sites_m4_1_WITH_PREFIXED(x) \
                         (x + ::overdub::Span{overdub_macro_pasted_arguments_04021f95_sites+20}.val( p_##x))
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "macro_pasted_arguments.cpp"
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

NAMED(global,  ::overdub::Span{overdub_macro_pasted_arguments_04021f95_sites+0}.val(twice(3)));

int main() {
   ::overdub::Span{overdub_macro_pasted_arguments_04021f95_sites+1}.val(LOG("plain\n"));
   ::overdub::Span{overdub_macro_pasted_arguments_04021f95_sites+2}.val(LOG("%d\n",  ::overdub::Span{overdub_macro_pasted_arguments_04021f95_sites+3}.val(twice(1))));
   ::overdub::Span{overdub_macro_pasted_arguments_04021f95_sites+4}.val(LOG("%d %d\n",  ::overdub::Span{overdub_macro_pasted_arguments_04021f95_sites+5}.val(twice(2)),  ::overdub::Span{overdub_macro_pasted_arguments_04021f95_sites+6}.val(twice( ::overdub::Span{overdub_macro_pasted_arguments_04021f95_sites+7}.val(twice(1))))));
  Counter c;
  int a = overdub_macro_pasted_arguments_04021f95_sites_m0_0_CALL_MY(c, add( ::overdub::Span{overdub_macro_pasted_arguments_04021f95_sites+9}.val(twice(4))));
  int b = overdub_macro_pasted_arguments_04021f95_sites_m1_0_CALL_MY( ::overdub::Span{overdub_macro_pasted_arguments_04021f95_sites+11}.ref(make()), add( ::overdub::Span{overdub_macro_pasted_arguments_04021f95_sites+12}.val(twice(5)) + 1));
  int d = overdub_macro_pasted_arguments_04021f95_sites_m2_0_CALL_MY_SHOWN(add(twice(6)),  ::overdub::Span{overdub_macro_pasted_arguments_04021f95_sites+15}.ref(make()), add( ::overdub::Span{overdub_macro_pasted_arguments_04021f95_sites+16}.val(twice(6))));
  // The first token of JOIN's second argument is pasted with an empty one: left as written.
  int e = JOIN(, twice(7));
  // PREFIXED pastes what TW(...) expands to: the call inside TW's argument is instrumented.
  int f =  ::overdub::Span{overdub_macro_pasted_arguments_04021f95_sites+17}.val(PREFIXED_AFTER(TW( ::overdub::Span{overdub_macro_pasted_arguments_04021f95_sites+18}.val(twice(8)))));
  // ID's expansion begins with its argument: no wrapper before ID's name nor before twice.
  int g = overdub_macro_pasted_arguments_04021f95_sites_m3_0_WITH_PREFIXED_AFTER(ID(twice(9)));
  int h = overdub_macro_pasted_arguments_04021f95_sites_m4_0_WITH_PREFIXED_AFTER(ID(twice)( ::overdub::Span{overdub_macro_pasted_arguments_04021f95_sites+21}.val(twice(10))));
   ::overdub::Span{overdub_macro_pasted_arguments_04021f95_sites+22}.val(std::printf("%d %d %d %d %d %d %d %d\n", global_v, a, b, d, e, f, g, h));
}
