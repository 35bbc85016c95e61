#!/usr/bin/env python3
"""Instrumented calls made while threads and the process end, after the runtime's own end work may
have run: destructors of thread_local objects, of pthread keys a library made after the runtime's
(their destructors run after the runtime's thread-exit destructor), of static objects, atexit
handlers and destructor functions. Every call is in the trace, nested (overdub-report --check), in
trace, ring and aggregate modes; what comes after the runtime's final write is counted as dropped,
never lost silently. Arguments as test_runtime.py's."""
import os
import sys
import unittest

import test_runtime as base
import tracefile

# Worker threads record, then at their exit a thread_local's destructor and a pthread key's
# destructor (the key made after the runtime's, so its destructor runs after the runtime's own)
# make `late` calls each, nested in flush_stats; the main thread's thread_local, a static object,
# an atexit handler and a destructor function make calls during exit. Prints the calls of `note`
# and `flush_stats` the program makes.
PROGRAM = r"""
#include <pthread.h>
#include <cstdio>
#include <cstdlib>
#include <thread>
#include <vector>

int note(int x) { return x + 1; }
int flush_stats(int n) {
  int s = 0;
  for (int i = 0; i < n; ++i) s += note(i);
  return s;
}

// Per-thread statistics, flushed when the thread ends.
struct ThreadStats {
  int pending = 0;
  ~ThreadStats() { flush_stats(pending); }
};
thread_local ThreadStats stats;

// A library's per-thread cache, released when the thread ends.
pthread_key_t cache_key;
void release_cache(void *pending) { flush_stats(static_cast<int>(reinterpret_cast<long>(pending))); }

struct Registry {
  ~Registry() { flush_stats(7); }
} registry;
void flush_at_exit() { flush_stats(5); }
__attribute__((destructor)) void flush_in_destructor_function() { flush_stats(3); }

void work(int calls, int late) {
  pthread_setspecific(cache_key, reinterpret_cast<void *>(static_cast<long>(late)));
  stats.pending = late;
  for (int i = 0; i < calls; ++i) note(i);
}

int main(int argc, char **argv) {
  if (argc != 4) return 2;
  int threads = std::atoi(argv[1]), calls = std::atoi(argv[2]), late = std::atoi(argv[3]);
  note(0);  // the runtime starts: its thread-exit key is made before the library's
  pthread_key_create(&cache_key, release_cache);
  std::atexit(flush_at_exit);
  std::vector<std::thread> pool;
  for (int t = 0; t < threads; ++t) pool.emplace_back(work, calls, late);
  for (auto &t : pool) t.join();
  stats.pending = late;
  // note: main's first, the workers' calls and their two flushes each, main's flushes at exit
  std::printf("%d %d\n", 1 + threads * (calls + 2 * late) + late + 7 + 5 + 3, 2 * threads + 4);
  return 0;
}
"""

# A destructor function that runs after the runtime's final write (the same priority, and linked
# before the runtime: destructors run in the reverse order).
AFTER_FINAL_WRITE = r"""
int note(int x) { return x + 1; }
int counted = 0;
__attribute__((destructor(101))) void after_the_final_write() { counted += note(counted); }
int main() { return note(0) - 1; }
"""


class LateCalls(base.RuntimeTest):
    THREADS, CALLS, LATE = 3, 2000, 700

    def run_program(self, env):
        exe = self.build(PROGRAM)
        r = self.execute(exe, dict(env, OVERDUB_THROTTLE="0"),
                         args=[str(self.THREADS), str(self.CALLS), str(self.LATE)])
        self.assertEqual(r.returncode, 0, r.stderr)
        notes, flushes = (int(x) for x in r.stdout.split())
        trace = self.only_trace()
        check = self.report(trace, "--check", check=False)
        self.assertEqual(check.returncode, 0, check.stderr)
        rows = self.calls(trace)
        self.assertEqual((int(rows["note"]["calls"]), int(rows["flush_stats"]["calls"])),
                         (notes, flushes))
        return trace, notes, flushes

    def test_trace_mode(self):
        # 1024-event buffers: each thread hands buffers on before its runtime record goes and
        # after it is made anew for the late calls.
        trace, notes, flushes = self.run_program({"OVERDUB_BUFFER_EVENTS": "1024"})
        t = tracefile.Trace(trace)
        self.assertIsNone(t.truncated)
        self.assertEqual(t.total_dropped(), 0)
        self.assertEqual(len(t.threads()), 1 + self.THREADS)
        # The program's events: its calls of note and flush_stats, and main's other calls
        # (atoi 3, pthread_key_create, atexit, emplace_back and join per thread, printf) and the
        # workers' pthread_setspecific.
        others = 3 + 1 + 1 + 2 * self.THREADS + 1 + self.THREADS
        self.assertEqual(t.program_events(), 2 * (notes + flushes + others))

    def test_ring_mode(self):
        # Rings that hold every event of a thread: the ring of the late calls and the one before.
        self.run_program({"OVERDUB_MODE": "ring", "OVERDUB_RING_EVENTS": "65536"})

    def test_aggregate_mode(self):
        self.run_program({"OVERDUB_MODE": "aggregate"})

    def test_calls_after_the_final_write_are_counted_as_dropped(self):
        exe = self.build(AFTER_FINAL_WRITE)
        for mode in ("trace", "ring", "aggregate"):
            r = self.execute(exe, {"OVERDUB_MODE": mode})
            self.assertEqual(r.returncode, 0, r.stderr)
            trace = self.only_trace()
            self.assertEqual(self.count(trace, "note"), 1, mode)
            check = self.report(trace, "--check", check=False)
            self.assertEqual(check.returncode, 1, mode)
            self.assertIn("2 dropped events", check.stderr, mode)
            if mode != "aggregate":
                self.assertEqual(tracefile.Trace(trace).total_dropped(), 2, mode)
            os.remove(trace)


if __name__ == "__main__":
    base.OVERDUB, base.REPORT, base.INCLUDE, base.RUNTIME = sys.argv[1:5]
    unittest.main(argv=sys.argv[:1] + sys.argv[5:], verbosity=2)
