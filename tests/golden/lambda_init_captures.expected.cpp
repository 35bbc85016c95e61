#line 1 "lambda_init_captures.cpp"
#include <overdub/overdub.h>
static unsigned overdub_lambda_init_captures_3b82d5b2_state[12];
static constexpr ::overdub::Site overdub_lambda_init_captures_3b82d5b2_sites[] = {
  {"lambda_init_captures.cpp", "make", "std::operator+", 17, 42, 0, overdub_lambda_init_captures_3b82d5b2_state + 0},
  {"lambda_init_captures.cpp", "make", "std::basic_string<char>", 17, 42, -1, overdub_lambda_init_captures_3b82d5b2_state + 1},
  {"lambda_init_captures.cpp", "boxed", "std::unique_ptr<int>", 19, 44, 0, overdub_lambda_init_captures_3b82d5b2_state + 2},
  {"lambda_init_captures.cpp", "main", "make", 22, 17, 0, overdub_lambda_init_captures_3b82d5b2_state + 3},
  {"lambda_init_captures.cpp", "main", "slot", 22, 34, 0, overdub_lambda_init_captures_3b82d5b2_state + 4},
  {"lambda_init_captures.cpp", "main", "boxed", 22, 46, 0, overdub_lambda_init_captures_3b82d5b2_state + 5},
  {"lambda_init_captures.cpp", "main::<lambda:22:12>", "std::basic_string<char>::size", 22, 80, 0, overdub_lambda_init_captures_3b82d5b2_state + 6},
  {"lambda_init_captures.cpp", "main::<lambda:22:12>", "std::unique_ptr<int>::operator*", 22, 91, 0, overdub_lambda_init_captures_3b82d5b2_state + 7},
  {"lambda_init_captures.cpp", "main", "main::<lambda:22:12>", 23, 19, 0, overdub_lambda_init_captures_3b82d5b2_state + 8},
  {"lambda_init_captures.cpp", "main", "main::<lambda:22:12>", 24, 19, 0, overdub_lambda_init_captures_3b82d5b2_state + 9},
  {"lambda_init_captures.cpp", "main", "std::printf", 25, 3, 0, overdub_lambda_init_captures_3b82d5b2_state + 10},
  {"lambda_init_captures.cpp", "main", "slot", 25, 37, -1, overdub_lambda_init_captures_3b82d5b2_state + 11},
};
static const ::overdub::Registration overdub_lambda_init_captures_3b82d5b2_registration{overdub_lambda_init_captures_3b82d5b2_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "lambda_init_captures.cpp"
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

std::string make(const char *s) { return  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_0_{overdub_lambda_init_captures_3b82d5b2_sites+0}; return  ::overdub::Span{overdub_lambda_init_captures_3b82d5b2_sites+1}.ref(std::string(s)) + "!"; }(); }
int &slot() { static int v = 1; return v; }
std::unique_ptr<int> boxed(int v) { return  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_2_{overdub_lambda_init_captures_3b82d5b2_sites+2}; return std::unique_ptr<int>(new int(v)); }(); }

int main() {
  auto f = [s =  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_3_{overdub_lambda_init_captures_3b82d5b2_sites+3}; return make("hi"); }(), &r =  ::overdub::Span{overdub_lambda_init_captures_3b82d5b2_sites+4}.ref(slot()), p =  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_5_{overdub_lambda_init_captures_3b82d5b2_sites+5}; return boxed(5); }()](int k) { r += k; return  ::overdub::Span{overdub_lambda_init_captures_3b82d5b2_sites+6}.val(s.size()) +  ::overdub::Span{overdub_lambda_init_captures_3b82d5b2_sites+7}.ref(*p); };
  std::size_t a =  ::overdub::Span{overdub_lambda_init_captures_3b82d5b2_sites+8}.val(f(2));
  std::size_t b =  ::overdub::Span{overdub_lambda_init_captures_3b82d5b2_sites+9}.val(f(3));
   ::overdub::Span{overdub_lambda_init_captures_3b82d5b2_sites+10}.val(std::printf("%zu %zu %d\n", a, b,  ::overdub::Span{overdub_lambda_init_captures_3b82d5b2_sites+11}.ref(slot())));
  return 0;
}
