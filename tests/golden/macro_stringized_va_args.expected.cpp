#line 1 "macro_stringized_va_args.cpp"
#include <overdub/overdub.h>
static unsigned overdub_macro_stringized_va_args_fbb15410_state[19];
static constexpr ::overdub::Site overdub_macro_stringized_va_args_fbb15410_sites[] = {
  {"macro_stringized_va_args.cpp", "main", "std::printf", 39, 3, 0, overdub_macro_stringized_va_args_fbb15410_state + 0},
  {"macro_stringized_va_args.cpp", "main", "twice", 39, 12, -1, overdub_macro_stringized_va_args_fbb15410_state + 1},
  {"macro_stringized_va_args.cpp", "main", "std::printf", 40, 3, 0, overdub_macro_stringized_va_args_fbb15410_state + 2},
  {"macro_stringized_va_args.cpp", "main", "add", 40, 9, -1, overdub_macro_stringized_va_args_fbb15410_state + 3},
  {"macro_stringized_va_args.cpp", "main", "std::printf", 41, 3, 0, overdub_macro_stringized_va_args_fbb15410_state + 4},
  {"macro_stringized_va_args.cpp", "main", "pick", 41, 9, -1, overdub_macro_stringized_va_args_fbb15410_state + 5},
  {"macro_stringized_va_args.cpp", "main", "twice", 41, 24, -2, overdub_macro_stringized_va_args_fbb15410_state + 6},
  {"macro_stringized_va_args.cpp", "main", "std::printf", 42, 3, 0, overdub_macro_stringized_va_args_fbb15410_state + 7},
  {"macro_stringized_va_args.cpp", "main", "twice", 42, 14, -1, overdub_macro_stringized_va_args_fbb15410_state + 8},
  {"macro_stringized_va_args.cpp", "main", "std::printf", 43, 3, 0, overdub_macro_stringized_va_args_fbb15410_state + 9},
  {"macro_stringized_va_args.cpp", "main", "twice", 43, 16, -1, overdub_macro_stringized_va_args_fbb15410_state + 10},
  {"macro_stringized_va_args.cpp", "main", "add", 43, 26, -2, overdub_macro_stringized_va_args_fbb15410_state + 11},
  {"macro_stringized_va_args.cpp", "main", "std::printf", 45, 3, 0, overdub_macro_stringized_va_args_fbb15410_state + 12},
  {"macro_stringized_va_args.cpp", "main", "std::printf", 46, 3, 0, overdub_macro_stringized_va_args_fbb15410_state + 13},
  {"macro_stringized_va_args.cpp", "main", "std::printf", 47, 3, 0, overdub_macro_stringized_va_args_fbb15410_state + 14},
  {"macro_stringized_va_args.cpp", "main", "twice", 47, 12, -1, overdub_macro_stringized_va_args_fbb15410_state + 15},
  {"macro_stringized_va_args.cpp", "main", "std::printf", 48, 3, 0, overdub_macro_stringized_va_args_fbb15410_state + 16},
  {"macro_stringized_va_args.cpp", "main", "twice", 48, 14, -1, overdub_macro_stringized_va_args_fbb15410_state + 17},
  {"macro_stringized_va_args.cpp", "main", "std::printf", 49, 3, 0, overdub_macro_stringized_va_args_fbb15410_state + 18},
};
static const ::overdub::Registration overdub_macro_stringized_va_args_fbb15410_registration{overdub_macro_stringized_va_args_fbb15410_sites};
#define overdub_str_va(...) #__VA_ARGS__
#line 21 "macro_stringized_va_args.cpp"
#define overdub_sv_1539e789_STRINGIFY(overdub_o_va_args, overdub_e, ...) \
                       overdub_str_va overdub_o_va_args ## overdub_e
#line 31 "macro_stringized_va_args.cpp"
#define overdub_macro_stringized_va_args_fbb15410_sites_m0_0_CHECK_WARN(overdub_o_va_args, overdub_e, ...) \
  do {\
    (void)__builtin_constant_p(__VA_ARGS__);\
    overdub_macro_stringized_va_args_fbb15410_sites_m0_1_INTERNAL_TEST( overdub_o_va_args,,"CHECK_WARN", __VA_ARGS__);\
  } while ((void)0, (false) && static_cast<bool>(!!(__VA_ARGS__)))
#line 23 "macro_stringized_va_args.cpp"
#define overdub_macro_stringized_va_args_fbb15410_sites_m0_1_INTERNAL_TEST(overdub_o_va_args, overdub_e, macroName, ...) \
   ::overdub::Span{overdub_macro_stringized_va_args_fbb15410_sites+16}.val(std::printf("%s(%s) is %s\n", macroName, overdub_sv_1539e789_STRINGIFY( overdub_o_va_args,,__VA_ARGS__), (__VA_ARGS__) ? "true" : "false"))
#line 20 "macro_stringized_va_args.cpp"
#define overdub_sv_34962fcc_SHOW_ALL(overdub_o_va_args, overdub_e, ...) \
                      std::printf("%s -> %d\n", overdub_str_va overdub_o_va_args ## overdub_e, (__VA_ARGS__))
#line 23 "macro_stringized_va_args.cpp"
#define overdub_sv_0bf8dffa_INTERNAL_TEST(overdub_o_va_args, overdub_e, macroName, ...) \
  std::printf("%s(%s) is %s\n", macroName, overdub_sv_1539e789_STRINGIFY( overdub_o_va_args,,__VA_ARGS__), (__VA_ARGS__) ? "true" : "false")
#line 24 "macro_stringized_va_args.cpp"
#define overdub_sv_a17c8b77_CHECK(overdub_o_va_args, overdub_e, ...) \
                   overdub_sv_0bf8dffa_INTERNAL_TEST( overdub_o_va_args,,"CHECK", __VA_ARGS__)
#line 25 "macro_stringized_va_args.cpp"
#define overdub_sv_605d6459_CHECK_TRUE(overdub_o_x, x) \
                      overdub_sv_a17c8b77_CHECK( ( overdub_o_x),,x)
#line 26 "macro_stringized_va_args.cpp"
#define overdub_sv_d62de6c3_LOG(overdub_o_va_args, overdub_e, fmt, ...) \
                      std::printf("[%s] " fmt "\n", overdub_str_va overdub_o_va_args ## overdub_e, __VA_ARGS__)
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "macro_stringized_va_args.cpp"
// A stringized __VA_ARGS__ (Catch's and doctest's CHECK and REQUIRE, a project's logging macro):
// the variant takes a copy of the variadic arguments' text in parentheses, which protect its
// commas, then an empty argument, and stringizes the copy without the parentheses and without
// expanding it, `overdub_str_va COPY ## EMPTY`, wherever the original stringizes __VA_ARGS__ (at
// depth the copy is expanded as the original's arguments are: LIMIT below prints as 10). A named
// parameter handed to a variadic one passes its copy in parentheses. A variadic argument passed
// on with other text (`1, __VA_ARGS__`) stays as written. Catch's CHECK also hands its arguments
// to a discarded `__builtin_constant_p` (to raise the compilers' warnings) and to a condition
// never evaluated: the wrapper the evaluated expansions agree on does nothing in the first (but
// where the builtin's value is used, CONSTANT_OR, the expansions disagree: as written).
// CALLS: 6 twice
// CALLS: 2 add
// CALLS: 1 pick
// CALLS: 10 std::printf
#include <cstdio>

int twice(int x) { return 2 * x; }
int add(int a, int b) { return a + b; }
template <int A, int B> int pick() { return A + B; }

#define SHOW_ALL(...) std::printf("%s -> %d\n", #__VA_ARGS__, (__VA_ARGS__))
#define STRINGIFY(...) #__VA_ARGS__
#define INTERNAL_TEST(macroName, ...) \
  std::printf("%s(%s) is %s\n", macroName, STRINGIFY(__VA_ARGS__), (__VA_ARGS__) ? "true" : "false")
#define CHECK(...) INTERNAL_TEST("CHECK", __VA_ARGS__)
#define CHECK_TRUE(x) CHECK(x)
#define LOG(fmt, ...) std::printf("[%s] " fmt "\n", #__VA_ARGS__, __VA_ARGS__)
#define LOG_PLAIN(fmt, ...) std::printf("[%s] " fmt "\n", #__VA_ARGS__)
#define CHECK_ONE_AND(...) INTERNAL_TEST("ONE", 1, __VA_ARGS__)
#define LIMIT 10
#define CHECK_WARN(...)                                    \
  do {                                                     \
    (void)__builtin_constant_p(__VA_ARGS__);               \
    INTERNAL_TEST("CHECK_WARN", __VA_ARGS__);              \
  } while ((void)0, (false) && static_cast<bool>(!!(__VA_ARGS__)))
#define CONSTANT_OR(...) (__builtin_constant_p(__VA_ARGS__) ? 0 : (__VA_ARGS__))

int main() {
   ::overdub::Span{overdub_macro_stringized_va_args_fbb15410_sites+0}.val(overdub_sv_34962fcc_SHOW_ALL((twice(1)), ,  ::overdub::Span{overdub_macro_stringized_va_args_fbb15410_sites+1}.val(twice(1))));
   ::overdub::Span{overdub_macro_stringized_va_args_fbb15410_sites+2}.val(overdub_sv_a17c8b77_CHECK((add(1, 2) == 3), ,  ::overdub::Span{overdub_macro_stringized_va_args_fbb15410_sites+3}.val(add(1, /* two */ 2))  ==  3));
   ::overdub::Span{overdub_macro_stringized_va_args_fbb15410_sites+4}.val(overdub_sv_a17c8b77_CHECK((pick<1, 2>() + twice(2) == LIMIT - 3), ,  ::overdub::Span{overdub_macro_stringized_va_args_fbb15410_sites+5}.val(pick<1, 2>()) +  ::overdub::Span{overdub_macro_stringized_va_args_fbb15410_sites+6}.val(twice(2)) == LIMIT - 3));
   ::overdub::Span{overdub_macro_stringized_va_args_fbb15410_sites+7}.val(overdub_sv_605d6459_CHECK_TRUE(twice(3) == 6,  ::overdub::Span{overdub_macro_stringized_va_args_fbb15410_sites+8}.val(twice(3)) == 6));
   ::overdub::Span{overdub_macro_stringized_va_args_fbb15410_sites+9}.val(overdub_sv_d62de6c3_LOG((twice(4), add(2, 3)), , "%d %d",  ::overdub::Span{overdub_macro_stringized_va_args_fbb15410_sites+10}.val(twice(4)),  ::overdub::Span{overdub_macro_stringized_va_args_fbb15410_sites+11}.val(add(2,
                             3))));
   ::overdub::Span{overdub_macro_stringized_va_args_fbb15410_sites+12}.val(LOG_PLAIN("nothing"));
   ::overdub::Span{overdub_macro_stringized_va_args_fbb15410_sites+13}.val(CHECK_ONE_AND(twice(5) > 0));
   ::overdub::Span{overdub_macro_stringized_va_args_fbb15410_sites+14}.val(overdub_sv_34962fcc_SHOW_ALL((twice(6), 7), ,  ::overdub::Span{overdub_macro_stringized_va_args_fbb15410_sites+15}.val(twice(6)), 7));
  overdub_macro_stringized_va_args_fbb15410_sites_m0_0_CHECK_WARN((twice(7) == 14), ,  ::overdub::Span{overdub_macro_stringized_va_args_fbb15410_sites+17}.val(twice(7)) == 14);
   ::overdub::Span{overdub_macro_stringized_va_args_fbb15410_sites+18}.val(std::printf("%d\n", CONSTANT_OR(twice(8))));
  return 0;
}
