#line 1 "threads.cpp"
#include <overdub/overdub.h>
static unsigned overdub_threads_a7ebd789_state[8];
static constexpr ::overdub::Site overdub_threads_a7ebd789_sites[] = {
  {"threads.cpp", "run", "work", 16, 38, 0, overdub_threads_a7ebd789_state + 0},
  {"threads.cpp", "main", "std::thread", 22, 15, 0, overdub_threads_a7ebd789_state + 1},
  {"threads.cpp", "main::<lambda:22:21>", "run", 22, 31, 0, overdub_threads_a7ebd789_state + 2},
  {"threads.cpp", "main", "std::thread", 23, 15, 0, overdub_threads_a7ebd789_state + 3},
  {"threads.cpp", "main::<lambda:23:22>", "run", 23, 32, 0, overdub_threads_a7ebd789_state + 4},
  {"threads.cpp", "main", "std::thread::join", 24, 3, 0, overdub_threads_a7ebd789_state + 5},
  {"threads.cpp", "main", "std::thread::join", 25, 3, 0, overdub_threads_a7ebd789_state + 6},
  {"threads.cpp", "main", "std::printf", 26, 3, 0, overdub_threads_a7ebd789_state + 7},
};
static const ::overdub::Registration overdub_threads_a7ebd789_registration{overdub_threads_a7ebd789_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "threads.cpp"
// Calls on several threads are recorded per thread and nest on each.
// FLAGS: -std=c++17 -pthread
// CALLS: 150 work
// CALLS: 2 run
// CALLS: 2 std::thread::join
// CALLS: 1 std::printf
// CALLS: 2 std::thread
// THREADS: 3
#include <cstdio>
#include <thread>

int work(int x) { return x * 2; }

int run(int n) {
  int sum = 0;
  for (int i = 0; i < n; ++i) sum +=  ::overdub::Span{overdub_threads_a7ebd789_sites+0}.val(work(i));
  return sum;
}

int main() {
  int a = 0, b = 0;
  std::thread first( (static_cast<void>(::overdub::FullExprSpan{overdub_threads_a7ebd789_sites+1}), [&] { a =  ::overdub::Span{overdub_threads_a7ebd789_sites+2}.val(run(100)); }));
  std::thread second( (static_cast<void>(::overdub::FullExprSpan{overdub_threads_a7ebd789_sites+3}), [&] { b =  ::overdub::Span{overdub_threads_a7ebd789_sites+4}.val(run(50)); }));
   ::overdub::Span{overdub_threads_a7ebd789_sites+5}.v((first.join(), ::overdub::unit{}));
   ::overdub::Span{overdub_threads_a7ebd789_sites+6}.v((second.join(), ::overdub::unit{}));
   ::overdub::Span{overdub_threads_a7ebd789_sites+7}.val(std::printf("%d %d\n", a, b));
  return 0;
}
