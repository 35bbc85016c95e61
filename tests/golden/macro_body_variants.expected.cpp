#line 1 "macro_body_variants.cpp"
#include <overdub/overdub.h>
static unsigned overdub_macro_body_variants_6bda0848_state[25];
static constexpr ::overdub::Site overdub_macro_body_variants_6bda0848_sites[] = {
  {"macro_body_variants.cpp", "emit", "std::printf", 22, 20, 0, overdub_macro_body_variants_6bda0848_state + 0},
  {"macro_body_variants.cpp", "report", "std::printf", 26, 21, 0, overdub_macro_body_variants_6bda0848_state + 1},
  {"macro_body_variants.cpp", "main", "emit", 41, 3, 0, overdub_macro_body_variants_6bda0848_state + 2},
  {"macro_body_variants.cpp", "main", "format_value", 41, 3, -1, overdub_macro_body_variants_6bda0848_state + 3},
  {"macro_body_variants.cpp", "main", "twice", 41, 3, -1, overdub_macro_body_variants_6bda0848_state + 4},
  {"macro_body_variants.cpp", "main", "std::printf", 42, 3, 0, overdub_macro_body_variants_6bda0848_state + 5},
  {"macro_body_variants.cpp", "main", "now", 42, 23, -1, overdub_macro_body_variants_6bda0848_state + 6},
  {"macro_body_variants.cpp", "main", "std::printf", 43, 3, 0, overdub_macro_body_variants_6bda0848_state + 7},
  {"macro_body_variants.cpp", "main", "twice", 43, 23, -1, overdub_macro_body_variants_6bda0848_state + 8},
  {"macro_body_variants.cpp", "main", "twice", 43, 23, -2, overdub_macro_body_variants_6bda0848_state + 9},
  {"macro_body_variants.cpp", "main", "twice", 43, 23, -2, overdub_macro_body_variants_6bda0848_state + 10},
  {"macro_body_variants.cpp", "main", "twice", 43, 23, -3, overdub_macro_body_variants_6bda0848_state + 11},
  {"macro_body_variants.cpp", "main", "std::printf", 44, 3, 0, overdub_macro_body_variants_6bda0848_state + 12},
  {"macro_body_variants.cpp", "main", "count_args", 44, 26, -1, overdub_macro_body_variants_6bda0848_state + 13},
  {"macro_body_variants.cpp", "main", "count_args", 44, 34, -2, overdub_macro_body_variants_6bda0848_state + 14},
  {"macro_body_variants.cpp", "main", "std::printf", 45, 3, 0, overdub_macro_body_variants_6bda0848_state + 15},
  {"macro_body_variants.cpp", "main", "note", 45, 23, -1, overdub_macro_body_variants_6bda0848_state + 16},
  {"macro_body_variants.cpp", "main", "count_args", 45, 23, -2, overdub_macro_body_variants_6bda0848_state + 17},
  {"macro_body_variants.cpp", "main", "std::printf", 47, 3, 0, overdub_macro_body_variants_6bda0848_state + 18},
  {"macro_body_variants.cpp", "main", "note", 47, 23, -1, overdub_macro_body_variants_6bda0848_state + 19},
  {"macro_body_variants.cpp", "main", "std::printf", 48, 3, 0, overdub_macro_body_variants_6bda0848_state + 20},
  {"macro_body_variants.cpp", "main", "value_1", 48, 35, -1, overdub_macro_body_variants_6bda0848_state + 21},
  {"macro_body_variants.cpp", "main", "emit", 49, 3, 0, overdub_macro_body_variants_6bda0848_state + 22},
  {"macro_body_variants.cpp", "main", "format_value", 49, 3, -1, overdub_macro_body_variants_6bda0848_state + 23},
  {"macro_body_variants.cpp", "main", "std::printf", 50, 3, 0, overdub_macro_body_variants_6bda0848_state + 24},
};
static const ::overdub::Registration overdub_macro_body_variants_6bda0848_registration{overdub_macro_body_variants_6bda0848_sites};
#line 29 "macro_body_variants.cpp"
#define overdub_macro_body_variants_6bda0848_sites_m0_0_LOG(x) \
               overdub_macro_body_variants_6bda0848_sites_m0_1_EMIT_RAW( ::overdub::Span{overdub_macro_body_variants_6bda0848_sites+4}.val(twice(x)))
#line 28 "macro_body_variants.cpp"
#define overdub_macro_body_variants_6bda0848_sites_m0_1_EMIT_RAW(x) \
                    emit( ::overdub::Span{overdub_macro_body_variants_6bda0848_sites+3}.val(format_value(x)))
#line 30 "macro_body_variants.cpp"
#define overdub_macro_body_variants_6bda0848_sites_m1_0_NOW \
            ( ::overdub::Span{overdub_macro_body_variants_6bda0848_sites+6}.val(now()) + 0)
#line 31 "macro_body_variants.cpp"
#define overdub_macro_body_variants_6bda0848_sites_m2_0_SQUARE(v) \
                  ( ::overdub::Span{overdub_macro_body_variants_6bda0848_sites+8}.val(twice(v)) * ::overdub::Span{overdub_macro_body_variants_6bda0848_sites+9}.val( twice(v)) / 4)
#line 31 "macro_body_variants.cpp"
#define overdub_macro_body_variants_6bda0848_sites_m3_0_SQUARE(v) \
                  ( ::overdub::Span{overdub_macro_body_variants_6bda0848_sites+10}.val(twice(v)) * ::overdub::Span{overdub_macro_body_variants_6bda0848_sites+11}.val( twice(v)) / 4)
#line 32 "macro_body_variants.cpp"
#define overdub_macro_body_variants_6bda0848_sites_m4_0_SUM(...) \
                 ( ::overdub::Span{overdub_macro_body_variants_6bda0848_sites+13}.val(count_args(__VA_ARGS__)) + 0)
#line 32 "macro_body_variants.cpp"
#define overdub_macro_body_variants_6bda0848_sites_m5_0_SUM(...) \
                 ( ::overdub::Span{overdub_macro_body_variants_6bda0848_sites+14}.val(count_args(__VA_ARGS__)) + 0)
#line 33 "macro_body_variants.cpp"
#define overdub_macro_body_variants_6bda0848_sites_m6_0_NOTED(x) \
                 ( ::overdub::Span{overdub_macro_body_variants_6bda0848_sites+16}.val(note(__LINE__)) + (x))
#line 32 "macro_body_variants.cpp"
#define overdub_macro_body_variants_6bda0848_sites_m7_0_SUM(...) \
                 ( ::overdub::Span{overdub_macro_body_variants_6bda0848_sites+17}.val(count_args(__VA_ARGS__)) + 0)
#line 33 "macro_body_variants.cpp"
#define overdub_macro_body_variants_6bda0848_sites_m8_0_NOTED(x) \
                 ( ::overdub::Span{overdub_macro_body_variants_6bda0848_sites+19}.val(note(__LINE__)) + (x))
#line 35 "macro_body_variants.cpp"
#define overdub_macro_body_variants_6bda0848_sites_m9_0_NUMBERED(n) \
                    ( ::overdub::Span{overdub_macro_body_variants_6bda0848_sites+21}.val(value_##n(n)) + 0)
#line 36 "macro_body_variants.cpp"
#define overdub_macro_body_variants_6bda0848_sites_m10_0_APPLY(m, x) \
                    m(x)
#line 28 "macro_body_variants.cpp"
#define overdub_macro_body_variants_6bda0848_sites_m10_1_EMIT_RAW(x) \
                    emit( ::overdub::Span{overdub_macro_body_variants_6bda0848_sites+23}.val(format_value(x)))
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "macro_body_variants.cpp"
// CALLS: 7 twice
// CALLS: 2 format_value
// CALLS: 2 emit
// CALLS: 1 now
// CALLS: 3 count_args
// CALLS: 2 note
// CALLS: 0 report
// CALLS: 1 value_1
// CALLS: 10 std::printf
// Calls written in the bodies of the project's macros: each invocation calls variants of the
// macros, made for it in the prelude, whose bodies wrap the calls (MacroBodies.h). Nested
// macros, an object-like macro, an invocation in an argument used twice (one wrapper serves both
// substitutions), variadic macros, __LINE__ in a multi-line invocation with a comment, a macro
// whose name is written in the invocation's arguments (APPLY(EMIT_RAW, 5): the name in the
// file becomes its variant's). Left as written: a body that names its own macro (the original
// does not expand it again, a variant would), a call in sizeof (unevaluated). A call whose name
// is pasted (value_##n) is wrapped around the paste.
#include <cstdio>

int twice(int x) { return 2 * x; }
int format_value(int x) { return x + 1000; }
void emit(int x) {  ::overdub::Span{overdub_macro_body_variants_6bda0848_sites+0}.val(std::printf("emit %d\n", x)); }
int now() { return 42; }
int count_args(int a, int b = 0, int c = 0) { return a + b + c; }
int note(int line) { return line > 0 ? 1 : 0; }
int report(int x) {  ::overdub::Span{overdub_macro_body_variants_6bda0848_sites+1}.val(std::printf("report %d\n", x)); return x; }
int value_1(int x) { return x; }

#define EMIT_RAW(x) emit(format_value(x))
#define LOG(x) EMIT_RAW(twice(x))
#define NOW (now() + 0)
#define SQUARE(v) (twice(v) * twice(v) / 4)
#define SUM(...) (count_args(__VA_ARGS__) + 0)
#define NOTED(x) (note(__LINE__) + (x))
#define report(x) (report(x) + 0)
#define NUMBERED(n) (value_##n(n) + 0)
#define APPLY(m, x) m(x)
#define SIZE_OF_CALL(x) (sizeof(twice(x)) + 0)

int main() {
   ::overdub::Span{overdub_macro_body_variants_6bda0848_sites+2}.v((overdub_macro_body_variants_6bda0848_sites_m0_0_LOG(1), ::overdub::unit{}));
   ::overdub::Span{overdub_macro_body_variants_6bda0848_sites+5}.val(std::printf("%d\n", overdub_macro_body_variants_6bda0848_sites_m1_0_NOW));
   ::overdub::Span{overdub_macro_body_variants_6bda0848_sites+7}.val(std::printf("%d\n", overdub_macro_body_variants_6bda0848_sites_m2_0_SQUARE(overdub_macro_body_variants_6bda0848_sites_m3_0_SQUARE(2))));
   ::overdub::Span{overdub_macro_body_variants_6bda0848_sites+12}.val(std::printf("%d %d\n", overdub_macro_body_variants_6bda0848_sites_m4_0_SUM(1), overdub_macro_body_variants_6bda0848_sites_m5_0_SUM(1, 2, 3)));
   ::overdub::Span{overdub_macro_body_variants_6bda0848_sites+15}.val(std::printf("%d\n", overdub_macro_body_variants_6bda0848_sites_m6_0_NOTED(  // a comment
      overdub_macro_body_variants_6bda0848_sites_m7_0_SUM(4))));
   ::overdub::Span{overdub_macro_body_variants_6bda0848_sites+18}.val(std::printf("%d\n", overdub_macro_body_variants_6bda0848_sites_m8_0_NOTED(1)));
   ::overdub::Span{overdub_macro_body_variants_6bda0848_sites+20}.val(std::printf("%d\n", report(7) + overdub_macro_body_variants_6bda0848_sites_m9_0_NUMBERED(1)));
   ::overdub::Span{overdub_macro_body_variants_6bda0848_sites+22}.v((overdub_macro_body_variants_6bda0848_sites_m10_0_APPLY(overdub_macro_body_variants_6bda0848_sites_m10_1_EMIT_RAW, 5), ::overdub::unit{}));
   ::overdub::Span{overdub_macro_body_variants_6bda0848_sites+24}.val(std::printf("%d\n", static_cast<int>(SIZE_OF_CALL(3))));
  return 0;
}
