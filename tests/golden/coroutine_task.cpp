// A C++20 task with co_await and co_return: a call as the co_await operand (runs before the
// suspension), calls after resumption, a call whose argument contains co_await (it cannot be
// wrapped: the start would be recorded before the suspension; skipped, stack-frame), and a call
// as the co_return operand.
// FLAGS: -std=c++20
// CALLS: 1 add
// CALLS: 2 fetch
// CALLS: 1 finish
// CALLS: 2 std::coroutine_handle<>::operator=
// CALLS: 2 std::coroutine_handle<>::resume
// CALLS: 1 std::coroutine_handle<Task::promise_type>::destroy
// CALLS: 3 std::coroutine_handle<Task::promise_type>::done
// CALLS: 1 std::coroutine_handle<Task::promise_type>::from_promise
// CALLS: 1 std::coroutine_handle<Task::promise_type>::promise
// CALLS: 1 std::printf
// CALLS: 1 work
// CALLS: 1 Task
#include <coroutine>
#include <cstdio>

std::coroutine_handle<> pending;

struct Ready {
  int v;
  bool await_ready() const noexcept { return false; }
  void await_suspend(std::coroutine_handle<> h) noexcept { pending = h; }
  int await_resume() const noexcept { return v; }
};

struct Task {
  struct promise_type {
    int result = 0;
    Task get_return_object() { return Task{std::coroutine_handle<promise_type>::from_promise(*this)}; }
    std::suspend_never initial_suspend() noexcept { return {}; }
    std::suspend_always final_suspend() noexcept { return {}; }
    void return_value(int v) noexcept { result = v; }
    void unhandled_exception() noexcept {}
  };
  std::coroutine_handle<promise_type> h;
  explicit Task(std::coroutine_handle<promise_type> c) : h(c) {}
  Task(Task &&o) noexcept : h(o.h) { o.h = nullptr; }
  ~Task() { if (h) h.destroy(); }
};

Ready fetch(int v) { return Ready{v}; }
int add(int a, int b) { return a + b; }
int finish(int v) { return v * 10; }

Task work() {
  int a = co_await fetch(1);
  int b = add(a, co_await fetch(2));
  int c = add(a, b);
  co_return finish(c);
}

int main() {
  Task t = work();
  while (!t.h.done()) pending.resume();
  std::printf("%d\n", t.h.promise().result);
  return 0;
}
