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

int work() { std::printf("work\n"); return 1; }
void task() { std::printf("task\n"); }
std::future<void> launch() { return std::async(std::launch::async, &task); }

template <class F>
void start(F f) {
  f();
}

int main() {
  start(&work);
  start(&launch);
  return 0;
}
