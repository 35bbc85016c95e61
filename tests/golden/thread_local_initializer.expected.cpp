#line 1 "thread_local_initializer.cpp"
#include <overdub/overdub.h>
static unsigned overdub_thread_local_initializer_b5a98979_state[9];
static constexpr ::overdub::Site overdub_thread_local_initializer_b5a98979_sites[] = {
  {"thread_local_initializer.cpp", "<init of per_thread>", "fresh", 13, 31, 0, overdub_thread_local_initializer_b5a98979_state + 0},
  {"thread_local_initializer.cpp", "counter", "fresh", 15, 28, 0, overdub_thread_local_initializer_b5a98979_state + 1},
  {"thread_local_initializer.cpp", "counter", "fresh", 16, 23, 0, overdub_thread_local_initializer_b5a98979_state + 2},
  {"thread_local_initializer.cpp", "main", "counter", 21, 11, 0, overdub_thread_local_initializer_b5a98979_state + 3},
  {"thread_local_initializer.cpp", "main", "std::thread", 23, 15, 0, overdub_thread_local_initializer_b5a98979_state + 4},
  {"thread_local_initializer.cpp", "main::<lambda:23:17>", "counter", 23, 28, 0, overdub_thread_local_initializer_b5a98979_state + 5},
  {"thread_local_initializer.cpp", "main", "std::thread::join", 24, 3, 0, overdub_thread_local_initializer_b5a98979_state + 6},
  {"thread_local_initializer.cpp", "main", "std::printf", 25, 3, 0, overdub_thread_local_initializer_b5a98979_state + 7},
  {"thread_local_initializer.cpp", "main", "counter", 25, 35, -1, overdub_thread_local_initializer_b5a98979_state + 8},
};
static const ::overdub::Registration overdub_thread_local_initializer_b5a98979_registration{overdub_thread_local_initializer_b5a98979_sites};
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wsubobject-linkage"
#endif
#line 1 "thread_local_initializer.cpp"
// thread_local initializers holding calls run once per thread that uses the variable (namespace
// scope and block scope), and a static local's initializer once per program.
// THREADS: 2
// CALLS: 3 counter
// CALLS: 5 fresh
// CALLS: 1 std::printf
// CALLS: 1 std::thread::join
// CALLS: 1 std::thread
#include <cstdio>
#include <thread>

int fresh(int x) { return x * 10; }
thread_local int per_thread =  ::overdub::Span{overdub_thread_local_initializer_b5a98979_sites+0}.val(fresh(1));
int counter() {
  thread_local int calls =  ::overdub::Span{overdub_thread_local_initializer_b5a98979_sites+1}.val(fresh(2));
  static int shared =  ::overdub::Span{overdub_thread_local_initializer_b5a98979_sites+2}.val(fresh(3));
  return ++calls + shared + per_thread;
}

int main() {
  int a =  ::overdub::Span{overdub_thread_local_initializer_b5a98979_sites+3}.val(counter());
  int b = 0;
  std::thread t( (static_cast<void>(::overdub::FullExprSpan{overdub_thread_local_initializer_b5a98979_sites+4}), [&b] { b =  ::overdub::Span{overdub_thread_local_initializer_b5a98979_sites+5}.val(counter()); }));
   ::overdub::Span{overdub_thread_local_initializer_b5a98979_sites+6}.v((t.join(), ::overdub::unit{}));
   ::overdub::Span{overdub_thread_local_initializer_b5a98979_sites+7}.val(std::printf("%d %d %d\n", a, b,  ::overdub::Span{overdub_thread_local_initializer_b5a98979_sites+8}.val(counter())));
  return 0;
}
