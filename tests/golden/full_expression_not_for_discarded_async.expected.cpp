#line 1 "full_expression_not_for_discarded_async.cpp"
#include <overdub/overdub.h>
static unsigned overdub_full_expression_not_for__5d4a328d_state[5];
static constexpr ::overdub::Site overdub_full_expression_not_for__5d4a328d_sites[] = {
  {"full_expression_not_for_discarded_async.cpp", "work", "std::printf", 15, 14, 0, overdub_full_expression_not_for__5d4a328d_state + 0},
  {"full_expression_not_for_discarded_async.cpp", "task", "std::printf", 16, 15, 0, overdub_full_expression_not_for__5d4a328d_state + 1},
  {"full_expression_not_for_discarded_async.cpp", "launch", "std::async", 17, 37, 0, overdub_full_expression_not_for__5d4a328d_state + 2},
  {"full_expression_not_for_discarded_async.cpp", "main", "start", 25, 3, 0, overdub_full_expression_not_for__5d4a328d_state + 3},
  {"full_expression_not_for_discarded_async.cpp", "main", "start", 26, 3, 0, overdub_full_expression_not_for__5d4a328d_state + 4},
};
static const ::overdub::Registration overdub_full_expression_not_for__5d4a328d_registration{overdub_full_expression_not_for__5d4a328d_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "full_expression_not_for_discarded_async.cpp"
// A discarded class result whose destructor does work: the future of `std::async(...);` blocks in
// its destructor at the end of the statement, so a full-expression form there would time the
// join. Written as such, the call keeps the materialized form (its stop when the call returns).
// In a template whose instantiations disagree (an int, a future) before C++17, where the lambda
// form cannot go (the result might be non-movable), the instantiation that discards a future
// keeps the full-expression form out: the call stays skipped.
// FLAGS: -std=c++14 -pthread
// CALLS: 2 start
// CALLS: 1 std::async
// CALLS: 2 std::printf
// LATERCALLS: 2 (f)
#include <cstdio>
#include <future>

int work() {  ::overdub::Span{overdub_full_expression_not_for__5d4a328d_sites+0}.val(std::printf("work\n")); return 1; }
void task() {  ::overdub::Span{overdub_full_expression_not_for__5d4a328d_sites+1}.val(std::printf("task\n")); }
std::future<void> launch() { return  (static_cast<void>(::overdub::FullExprSpan{overdub_full_expression_not_for__5d4a328d_sites+2}), std::async(std::launch::async, &task)); }

template <class F>
void start(F f) {
  f();
}

int main() {
   ::overdub::Span{overdub_full_expression_not_for__5d4a328d_sites+3}.v((start(&work), ::overdub::unit{}));
   ::overdub::Span{overdub_full_expression_not_for__5d4a328d_sites+4}.v((start(&launch), ::overdub::unit{}));
  return 0;
}
