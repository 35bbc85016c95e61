#line 1 "coroutine_generator.cpp"
#include <overdub/overdub.h>
static unsigned overdub_coroutine_generator_869bcb2c_state[15];
static constexpr ::overdub::Site overdub_coroutine_generator_869bcb2c_sites[] = {
  {"coroutine_generator.cpp", "Gen::promise_type::get_return_object", "Gen", 23, 38, 0, overdub_coroutine_generator_869bcb2c_state + 0},
  {"coroutine_generator.cpp", "Gen::promise_type::get_return_object", "std::coroutine_handle<Gen::promise_type>::from_promise", 23, 42, -1, overdub_coroutine_generator_869bcb2c_state + 1},
  {"coroutine_generator.cpp", "Gen::Gen", "std::coroutine_handle<Gen::promise_type>::operator=", 32, 36, 0, overdub_coroutine_generator_869bcb2c_state + 2},
  {"coroutine_generator.cpp", "Gen::~Gen", "std::coroutine_handle<Gen::promise_type>::destroy", 33, 19, 0, overdub_coroutine_generator_869bcb2c_state + 3},
  {"coroutine_generator.cpp", "Gen::next", "std::coroutine_handle<Gen::promise_type>::resume", 34, 17, 0, overdub_coroutine_generator_869bcb2c_state + 4},
  {"coroutine_generator.cpp", "Gen::next", "std::coroutine_handle<Gen::promise_type>::done", 34, 37, 0, overdub_coroutine_generator_869bcb2c_state + 5},
  {"coroutine_generator.cpp", "Gen::value", "std::coroutine_handle<Gen::promise_type>::promise", 35, 30, 0, overdub_coroutine_generator_869bcb2c_state + 6},
  {"coroutine_generator.cpp", "log", "std::printf", 39, 22, 0, overdub_coroutine_generator_869bcb2c_state + 7},
  {"coroutine_generator.cpp", "squares", "log", 43, 5, 0, overdub_coroutine_generator_869bcb2c_state + 8},
  {"coroutine_generator.cpp", "squares", "square", 44, 14, 0, overdub_coroutine_generator_869bcb2c_state + 9},
  {"coroutine_generator.cpp", "squares", "log", 45, 5, 0, overdub_coroutine_generator_869bcb2c_state + 10},
  {"coroutine_generator.cpp", "main", "squares", 50, 11, 0, overdub_coroutine_generator_869bcb2c_state + 11},
  {"coroutine_generator.cpp", "main", "Gen::next", 52, 10, 0, overdub_coroutine_generator_869bcb2c_state + 12},
  {"coroutine_generator.cpp", "main", "Gen::value", 52, 27, 0, overdub_coroutine_generator_869bcb2c_state + 13},
  {"coroutine_generator.cpp", "main", "std::printf", 53, 3, 0, overdub_coroutine_generator_869bcb2c_state + 14},
};
static const ::overdub::Registration overdub_coroutine_generator_869bcb2c_registration{overdub_coroutine_generator_869bcb2c_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "coroutine_generator.cpp"
// A C++20 generator: calls before and after co_yield, a call as the co_yield operand, and the
// resume calls in the consumer; the coroutine machinery (promise calls) has no text and is not
// recorded, and no call is moved across a suspension point.
// FLAGS: -std=c++20
// CALLS: 4 Gen::next
// CALLS: 3 Gen::value
// CALLS: 6 log
// CALLS: 3 square
// CALLS: 1 squares
// CALLS: 1 std::coroutine_handle<Gen::promise_type>::destroy
// CALLS: 4 std::coroutine_handle<Gen::promise_type>::done
// CALLS: 1 std::coroutine_handle<Gen::promise_type>::from_promise
// CALLS: 3 std::coroutine_handle<Gen::promise_type>::promise
// CALLS: 4 std::coroutine_handle<Gen::promise_type>::resume
// CALLS: 7 std::printf
// CALLS: 1 Gen
#include <coroutine>
#include <cstdio>

struct Gen {
  struct promise_type {
    int value = 0;
    Gen get_return_object() { return  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_0_{overdub_coroutine_generator_869bcb2c_sites+0}; return Gen{ ::overdub::Span{overdub_coroutine_generator_869bcb2c_sites+1}.val(std::coroutine_handle<promise_type>::from_promise(*this))}; }(); }
    std::suspend_always initial_suspend() noexcept { return {}; }
    std::suspend_always final_suspend() noexcept { return {}; }
    std::suspend_always yield_value(int v) noexcept { value = v; return {}; }
    void return_void() noexcept {}
    void unhandled_exception() noexcept {}
  };
  std::coroutine_handle<promise_type> h;
  explicit Gen(std::coroutine_handle<promise_type> c) : h(c) {}
  Gen(Gen &&o) noexcept : h(o.h) {  ::overdub::Span{overdub_coroutine_generator_869bcb2c_sites+2}.ref(o.h = nullptr); }
  ~Gen() { if (h)  ::overdub::Span{overdub_coroutine_generator_869bcb2c_sites+3}.v((h.destroy(), ::overdub::unit{})); }
  bool next() {  ::overdub::Span{overdub_coroutine_generator_869bcb2c_sites+4}.v((h.resume(), ::overdub::unit{})); return ! ::overdub::Span{overdub_coroutine_generator_869bcb2c_sites+5}.val(h.done()); }
  int value() const { return  ::overdub::Span{overdub_coroutine_generator_869bcb2c_sites+6}.ref(h.promise()).value; }
};

int square(int x) { return x * x; }
void log(int step) {  ::overdub::Span{overdub_coroutine_generator_869bcb2c_sites+7}.val(std::printf("step %d\n", step)); }

Gen squares(int n) {
  for (int i = 1; i <= n; ++i) {
     ::overdub::Span{overdub_coroutine_generator_869bcb2c_sites+8}.v((log(i), ::overdub::unit{}));
    co_yield  ::overdub::Span{overdub_coroutine_generator_869bcb2c_sites+9}.val(square(i));
     ::overdub::Span{overdub_coroutine_generator_869bcb2c_sites+10}.v((log(-i), ::overdub::unit{}));
  }
}

int main() {
  Gen g =  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_11_{overdub_coroutine_generator_869bcb2c_sites+11}; return squares(3); }();
  int sum = 0;
  while ( ::overdub::Span{overdub_coroutine_generator_869bcb2c_sites+12}.val(g.next())) sum +=  ::overdub::Span{overdub_coroutine_generator_869bcb2c_sites+13}.val(g.value());
   ::overdub::Span{overdub_coroutine_generator_869bcb2c_sites+14}.val(std::printf("%d\n", sum));
  return 0;
}
