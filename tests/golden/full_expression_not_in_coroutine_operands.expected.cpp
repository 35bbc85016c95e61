#line 1 "full_expression_not_in_coroutine_operands.cpp"
#include <overdub/overdub.h>
static unsigned overdub_full_expression_not_in_c_028babb8_state[8];
static constexpr ::overdub::Site overdub_full_expression_not_in_c_028babb8_sites[] = {
  {"full_expression_not_in_coroutine_operands.cpp", "make", "Named", 22, 38, 0, overdub_full_expression_not_in_c_028babb8_state + 0},
  {"full_expression_not_in_coroutine_operands.cpp", "Task::promise_type::get_return_object", "std::coroutine_handle<Task::promise_type>::from_promise", 35, 44, 0, overdub_full_expression_not_in_c_028babb8_state + 1},
  {"full_expression_not_in_coroutine_operands.cpp", "Task::promise_type::return_value", "std::printf", 39, 41, 0, overdub_full_expression_not_in_c_028babb8_state + 2},
  {"full_expression_not_in_coroutine_operands.cpp", "Task::promise_type::unhandled_exception", "std::terminate", 40, 34, 0, overdub_full_expression_not_in_c_028babb8_state + 3},
  {"full_expression_not_in_coroutine_operands.cpp", "Task::~Task", "std::coroutine_handle<Task::promise_type>::destroy", 43, 13, 0, overdub_full_expression_not_in_c_028babb8_state + 4},
  {"full_expression_not_in_coroutine_operands.cpp", "body", "ready", 47, 30, 0, overdub_full_expression_not_in_c_028babb8_state + 5},
  {"full_expression_not_in_coroutine_operands.cpp", "body", "make", 48, 12, 0, overdub_full_expression_not_in_c_028babb8_state + 6},
  {"full_expression_not_in_coroutine_operands.cpp", "main", "body", 53, 12, 0, overdub_full_expression_not_in_c_028babb8_state + 7},
};
static const ::overdub::Registration overdub_full_expression_not_in_c_028babb8_registration{overdub_full_expression_not_in_c_028babb8_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "full_expression_not_in_coroutine_operands.cpp"
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
Named make(const char *who) { return  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_0_{overdub_full_expression_not_in_c_028babb8_sites+0}; return Named(who); }(); }

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
    Task get_return_object() { return Task{ ::overdub::Span{overdub_full_expression_not_in_c_028babb8_sites+1}.val(std::coroutine_handle<promise_type>::from_promise(*this))}; }
    std::suspend_never initial_suspend() noexcept { return {}; }
    std::suspend_always final_suspend() noexcept { return {}; }
    std::suspend_never yield_value(const Named &n) { seen = n.who; return {}; }
    void return_value(const Named &n) {  ::overdub::Span{overdub_full_expression_not_in_c_028babb8_sites+2}.val(std::printf("%s %s\n", seen, n.who)); }
    void unhandled_exception() {  (static_cast<void>(::overdub::NoReturnGuard{overdub_full_expression_not_in_c_028babb8_sites+3}), std::terminate()); }
  };
  std::coroutine_handle<promise_type> handle;
  ~Task() {  ::overdub::Span{overdub_full_expression_not_in_c_028babb8_sites+4}.v((handle.destroy(), ::overdub::unit{})); }
};

Task body() {
  const char *who = co_await  ::overdub::Span{overdub_full_expression_not_in_c_028babb8_sites+5}.val(ready(__func__));
  co_yield  ::overdub::Span{overdub_full_expression_not_in_c_028babb8_sites+6}.ref(make(who));
  co_return make(__func__);
}

int main() {
  Task t =  [&]() -> decltype(auto) { ::overdub::Scope overdub_scope_7_{overdub_full_expression_not_in_c_028babb8_sites+7}; return body(); }();
  return 0;
}
