// co_return, co_yield and co_await operands are no whole full-expressions of their own (the
// promise or awaiter goes on with them, and the coroutine may suspend before the full-expression
// ends): the full-expression form is not taken there, and a class result that needs copy elision
// whose arguments name __func__ (which the lambda form would change) stays skipped.
// FLAGS: -std=c++20
// CALLS: 1 body
// CALLS: 1 make
// CALLS: 1 ready
// CALLS: 1 std::coroutine_handle<Task::promise_type>::destroy
// CALLS: 1 std::coroutine_handle<Task::promise_type>::from_promise
// CALLS: 1 std::printf
// CALLS: 2 Named
#include <coroutine>
#include <cstdio>
#include <exception>

struct Named {
  const char *who;
  explicit Named(const char *w) : who(w) {}
  Named(const Named &) = delete;
};
Named make(const char *who) { return Named(who); }

struct Ready {
  const char *who;
  bool await_ready() const noexcept { return true; }
  void await_suspend(std::coroutine_handle<>) const noexcept {}
  const char *await_resume() const noexcept { return who; }
};
Ready ready(const char *who) { return Ready{who}; }

struct Task {
  struct promise_type {
    const char *seen = "";
    Task get_return_object() { return Task{std::coroutine_handle<promise_type>::from_promise(*this)}; }
    std::suspend_never initial_suspend() noexcept { return {}; }
    std::suspend_always final_suspend() noexcept { return {}; }
    std::suspend_never yield_value(const Named &n) { seen = n.who; return {}; }
    void return_value(const Named &n) { std::printf("%s %s\n", seen, n.who); }
    void unhandled_exception() { std::terminate(); }
  };
  std::coroutine_handle<promise_type> handle;
  ~Task() { handle.destroy(); }
};

Task body() {
  const char *who = co_await ready(__func__);
  co_yield make(who);
  co_return make(__func__);
}

int main() {
  Task t = body();
  return 0;
}
