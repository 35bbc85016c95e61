// Workload "threads", beside the peers-bench ones (same helpers, same result line): 4 threads,
// each making short calls, long ones, a recursion, and raising a signal whose handler makes calls
// on the thread it interrupts. Counts are exact; the handler runs a fixed number of times.
//   usage: w_threads [iters=400000] [threads=4]
// Per thread and iteration: leaf once; every 16th, rec 8 deep (9 rec calls and 1 leaf); every
// 256th, spin (a long call, a few hundred ns); every 1000th, a signal whose handler calls
// in_handler, which calls leaf.
#include "common.h"

#include <pthread.h>
#include <signal.h>

NOINL uint64_t leaf(uint64_t x) { return x * 2654435761u + 1; }
NOINL uint64_t spin(uint64_t x) {
  for (int i = 0; i < 500; i++) x = x * 6364136223846793005ull + 1442695040888963407ull;
  return x;
}
NOINL uint64_t rec(int depth, uint64_t x) {
  return depth == 0 ? leaf(x) : rec(depth - 1, x + (uint64_t)depth) ^ (uint64_t)depth;
}
NOINL uint64_t in_handler(uint64_t x) { return leaf(x) + 1; }

static __thread uint64_t t_handled;
NOINSTR static void on_usr1(int) { t_handled += in_handler(t_handled); }

struct Work {
  long iters;
  uint64_t sum, calls;
};

NOINSTR static void *run(void *arg) {
  Work *w = (Work *)arg;
  uint64_t s = 0, calls = 0;
  for (long i = 0; i < w->iters; i++) {
    s += leaf((uint64_t)i);
    calls += 1;
    if (i % 16 == 0) {
      s ^= rec(8, s);
      calls += 10;
    }
    if (i % 256 == 0) {
      s += spin(s);
      calls += 1;
    }
    if (i % 1000 == 0) {
      raise(SIGUSR1);  // to this thread
      calls += 2;
    }
  }
  w->sum = s + t_handled;
  w->calls = calls;
  return 0;
}

int main(int argc, char **argv) {
  long iters = argc > 1 ? strtol(argv[1], 0, 10) : 400000;
  int nthreads = argc > 2 ? (int)strtol(argv[2], 0, 10) : 4;
  if (nthreads < 1 || nthreads > 64) return 2;
  signal(SIGUSR1, on_usr1);
  Work work[64];
  pthread_t threads[64];
  if (bench_begin) bench_begin();
  uint64_t t0, t1, sum = 0, calls = 0;
  BENCH_NOW_NS(t0);
  for (int t = 0; t < nthreads; t++) {
    work[t].iters = iters;
    pthread_create(&threads[t], 0, run, &work[t]);
  }
  for (int t = 0; t < nthreads; t++) {
    pthread_join(threads[t], 0);
    sum += work[t].sum;
    calls += work[t].calls;
  }
  BENCH_NOW_NS(t1);
  if (bench_end) bench_end();
  char params[64];
  snprintf(params, sizeof params, "iters=%ld threads=%d", iters, nthreads);
  BENCH_REPORT("threads", params, calls, sum, t1 - t0);
  return 0;
}
