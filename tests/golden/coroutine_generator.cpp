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
    Gen get_return_object() { return Gen{std::coroutine_handle<promise_type>::from_promise(*this)}; }
    std::suspend_always initial_suspend() noexcept { return {}; }
    std::suspend_always final_suspend() noexcept { return {}; }
    std::suspend_always yield_value(int v) noexcept { value = v; return {}; }
    void return_void() noexcept {}
    void unhandled_exception() noexcept {}
  };
  std::coroutine_handle<promise_type> h;
  explicit Gen(std::coroutine_handle<promise_type> c) : h(c) {}
  Gen(Gen &&o) noexcept : h(o.h) { o.h = nullptr; }
  ~Gen() { if (h) h.destroy(); }
  bool next() { h.resume(); return !h.done(); }
  int value() const { return h.promise().value; }
};

int square(int x) { return x * x; }
void log(int step) { std::printf("step %d\n", step); }

Gen squares(int n) {
  for (int i = 1; i <= n; ++i) {
    log(i);
    co_yield square(i);
    log(-i);
  }
}

int main() {
  Gen g = squares(3);
  int sum = 0;
  while (g.next()) sum += g.value();
  std::printf("%d\n", sum);
  return 0;
}
