#line 1 "threads.cpp"
#include <overdub/overdub.h>
static unsigned overdub_threads_a7ebd789_state[6];
static constexpr ::overdub::Site overdub_threads_a7ebd789_sites[] = {
  {"threads.cpp", "run", "work", 15, 38, 0, overdub_threads_a7ebd789_state + 0},
  {"threads.cpp", "main::<lambda:21:21>", "run", 21, 31, 0, overdub_threads_a7ebd789_state + 1},
  {"threads.cpp", "main::<lambda:22:22>", "run", 22, 32, 0, overdub_threads_a7ebd789_state + 2},
  {"threads.cpp", "main", "std::thread::join", 23, 3, 0, overdub_threads_a7ebd789_state + 3},
  {"threads.cpp", "main", "std::thread::join", 24, 3, 0, overdub_threads_a7ebd789_state + 4},
  {"threads.cpp", "main", "std::printf", 25, 3, 0, overdub_threads_a7ebd789_state + 5},
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
  std::thread first([&] { a =  ::overdub::Pass{overdub_threads_a7ebd789_sites+1}.val(run(100)); });
  std::thread second([&] { b =  ::overdub::Pass{overdub_threads_a7ebd789_sites+2}.val(run(50)); });
   ::overdub::Span{overdub_threads_a7ebd789_sites+3}.v((first.join(), ::overdub::unit{}));
   ::overdub::Span{overdub_threads_a7ebd789_sites+4}.v((second.join(), ::overdub::unit{}));
   ::overdub::Span{overdub_threads_a7ebd789_sites+5}.val(std::printf("%d %d\n", a, b));
  return 0;
}
