#line 1 "coroutine_task.cpp"
#include <overdub/overdub.h>
static unsigned overdub_coroutine_task_d52cac6c_state[14];
static constexpr ::overdub::Site overdub_coroutine_task_d52cac6c_sites[] = {
  {"coroutine_task.cpp", "Ready::await_suspend", "std::coroutine_handle<>::operator=", 26, 60, 0, overdub_coroutine_task_d52cac6c_state + 0},
  {"coroutine_task.cpp", "Task::promise_type::get_return_object", "Task", 33, 39, 0, overdub_coroutine_task_d52cac6c_state + 1},
  {"coroutine_task.cpp", "Task::promise_type::get_return_object", "std::coroutine_handle<Task::promise_type>::from_promise", 33, 44, -1, overdub_coroutine_task_d52cac6c_state + 2},
  {"coroutine_task.cpp", "Task::Task", "std::coroutine_handle<Task::promise_type>::operator=", 41, 38, 0, overdub_coroutine_task_d52cac6c_state + 3},
  {"coroutine_task.cpp", "Task::~Task", "std::coroutine_handle<Task::promise_type>::destroy", 42, 20, 0, overdub_coroutine_task_d52cac6c_state + 4},
  {"coroutine_task.cpp", "work", "fetch", 50, 20, 0, overdub_coroutine_task_d52cac6c_state + 5},
  {"coroutine_task.cpp", "work", "fetch", 51, 27, 0, overdub_coroutine_task_d52cac6c_state + 6},
  {"coroutine_task.cpp", "work", "add", 52, 11, 0, overdub_coroutine_task_d52cac6c_state + 7},
  {"coroutine_task.cpp", "work", "finish", 53, 13, 0, overdub_coroutine_task_d52cac6c_state + 8},
  {"coroutine_task.cpp", "main", "work", 57, 12, 0, overdub_coroutine_task_d52cac6c_state + 9},
  {"coroutine_task.cpp", "main", "std::coroutine_handle<Task::promise_type>::done", 58, 11, 0, overdub_coroutine_task_d52cac6c_state + 10},
  {"coroutine_task.cpp", "main", "std::coroutine_handle<>::resume", 58, 23, 0, overdub_coroutine_task_d52cac6c_state + 11},
  {"coroutine_task.cpp", "main", "std::printf", 59, 3, 0, overdub_coroutine_task_d52cac6c_state + 12},
  {"coroutine_task.cpp", "main", "std::coroutine_handle<Task::promise_type>::promise", 59, 23, -1, overdub_coroutine_task_d52cac6c_state + 13},
};
static const ::overdub::Registration overdub_coroutine_task_d52cac6c_registration{overdub_coroutine_task_d52cac6c_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "coroutine_task.cpp"
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
  void await_suspend(std::coroutine_handle<> h) noexcept {  ::overdub::Span{overdub_coroutine_task_d52cac6c_sites+0}.ref(pending = h); }
  int await_resume() const noexcept { return v; }
};

struct Task {
  struct promise_type {
    int result = 0;
    Task get_return_object() { return  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_1_{overdub_coroutine_task_d52cac6c_sites+1}; return Task{ ::overdub::Span{overdub_coroutine_task_d52cac6c_sites+2}.val(std::coroutine_handle<promise_type>::from_promise(*this))}; }(); }
    std::suspend_never initial_suspend() noexcept { return {}; }
    std::suspend_always final_suspend() noexcept { return {}; }
    void return_value(int v) noexcept { result = v; }
    void unhandled_exception() noexcept {}
  };
  std::coroutine_handle<promise_type> h;
  explicit Task(std::coroutine_handle<promise_type> c) : h(c) {}
  Task(Task &&o) noexcept : h(o.h) {  ::overdub::Span{overdub_coroutine_task_d52cac6c_sites+3}.ref(o.h = nullptr); }
  ~Task() { if (h)  ::overdub::Span{overdub_coroutine_task_d52cac6c_sites+4}.v((h.destroy(), ::overdub::unit{})); }
};

Ready fetch(int v) { return Ready{v}; }
int add(int a, int b) { return a + b; }
int finish(int v) { return v * 10; }

Task work() {
  int a = co_await  ::overdub::Span{overdub_coroutine_task_d52cac6c_sites+5}.val(fetch(1));
  int b = add(a, co_await  ::overdub::Span{overdub_coroutine_task_d52cac6c_sites+6}.val(fetch(2)));
  int c =  ::overdub::Span{overdub_coroutine_task_d52cac6c_sites+7}.val(add(a, b));
  co_return  ::overdub::Span{overdub_coroutine_task_d52cac6c_sites+8}.val(finish(c));
}

int main() {
  Task t =  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_9_{overdub_coroutine_task_d52cac6c_sites+9}; return work(); }();
  while (! ::overdub::Span{overdub_coroutine_task_d52cac6c_sites+10}.val(t.h.done()))  ::overdub::Span{overdub_coroutine_task_d52cac6c_sites+11}.v((pending.resume(), ::overdub::unit{}));
   ::overdub::Span{overdub_coroutine_task_d52cac6c_sites+12}.val(std::printf("%d\n",  ::overdub::Span{overdub_coroutine_task_d52cac6c_sites+13}.ref(t.h.promise()).result));
  return 0;
}
