#line 1 "macro_body_contexts.cpp"
#include <overdub/overdub.h>
static unsigned overdub_macro_body_contexts_5cb05496_state[3];
static constexpr ::overdub::Site overdub_macro_body_contexts_5cb05496_sites[] = {
  {"macro_body_contexts.cpp", "<macro GET_CONST>", "get", 17, 23, 0, overdub_macro_body_contexts_5cb05496_state + 0},
  {"macro_body_contexts.cpp", "main", "in_constexpr", 29, 26, 0, overdub_macro_body_contexts_5cb05496_state + 1},
  {"macro_body_contexts.cpp", "main", "std::printf", 30, 3, 0, overdub_macro_body_contexts_5cb05496_state + 2},
};
static const ::overdub::Registration overdub_macro_body_contexts_5cb05496_registration{overdub_macro_body_contexts_5cb05496_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "macro_body_contexts.cpp"
// OVERDUB: --macro-bodies
// FLAGS: -std=c++17
// A macro body's call is wrapped once for all expansions: when they would need different
// wrappers (a void and a value result, a constexpr function before C++20), or one of them is
// not analysed (in sizeof), it stays skipped, with the reason. (From C++20 a constexpr function
// takes the same wrapper: CONST_USE's call is wrapped there.)
// CALLS: 2 get
// CALLS: 1 in_constexpr
// CALLS: 1 std::printf
// LATERCALLS: 1 getc1
#include <cstdio>

int get(int x) { return x; }
void get(const char *) {}
#define GET(x) (get(x))
#define GET_SIZED(x) (get(x))
#define GET_CONST(x) ( ::overdub::Span{overdub_macro_body_contexts_5cb05496_sites+0}.val(get(x)))

constexpr int ident(int x) { return x; }
int getc1(int x) { return x; }
#define CONST_USE(x) (getc1(x))
constexpr int in_constexpr(int x) { return x > 100 ? CONST_USE(x) : x; }

int main() {
  int a = GET(1);
  GET("one");
  int s = sizeof(GET_SIZED(1)) + GET_SIZED(2);
  int b = GET_CONST(3) + GET_CONST(4);
  int c = CONST_USE(5) +  ::overdub::Span{overdub_macro_body_contexts_5cb05496_sites+1}.val(in_constexpr(6));
   ::overdub::Span{overdub_macro_body_contexts_5cb05496_sites+2}.val(std::printf("%d %d %d %d\n", a, s, b, c));
  return 0;
}
