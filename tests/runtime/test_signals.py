#!/usr/bin/env python3
"""Signal handlers that make instrumented calls record on the thread they interrupt, into its
buffer, possibly between the moment that thread took a slot and the moment it wrote it, and
possibly filling the buffer and handing it on meanwhile. No event of either may be lost
uncounted: every event of the program is in the trace or counted as dropped (checked with
tracefile.py), and the trace nests (overdub-report --check) unless events were dropped. Arguments
as test_runtime.py's."""
import os
import re
import sys
import unittest

import test_runtime as base
import tracefile

# A SIGALRM handler at 10 kHz making 20 calls (40 events: a 1024-event buffer often fills inside
# it), over a main loop of short calls, until 1000 handlers ran. It prints the calls it made.
HANDLER_CALLS = r"""
#include <csignal>
#include <cstdio>
#include <sys/time.h>
volatile int handled = 0;
int nested(int x) { return x + 1; }
int in_handler(int x) { return nested(x) * 3; }
void on_alarm(int) {
  int s = 0;
  for (int i = 0; i < 10; ++i) s += in_handler(i);
  handled = handled + (s > 0);
}
int busy(int x) { return x ^ 1; }
int main() {
  std::signal(SIGALRM, on_alarm);
  itimerval every{{0, 100}, {0, 100}};
  setitimer(ITIMER_REAL, &every, nullptr);
  long calls = 0, s = 0;
  while (handled < 1000 && calls < 50000000) s += busy(static_cast<int>(calls++));
  itimerval off{};
  setitimer(ITIMER_REAL, &off, nullptr);
  std::printf("%ld %d %ld\n", calls, handled, s & 1);
  return 0;
}
"""


# The hot path takes a slot, then compares it with the buffer's end: a handler that runs between
# the two when the slot is the first past the end switches buffers, and the frame then compares
# its slot with the other buffer's end. The window is two instructions wide, so the program makes
# the interleaving itself: whenever the next slot is past the end (a buffer's end, or a thread
# without a buffer) it takes the slot as append() does, raises a signal whose handler makes
# instrumented calls, then checks and writes the slot as append() does. Written instrumented by
# hand (the tool would instrument raise and printf too): `work` is main's site, `in_handler` the
# handler's. Arguments: main's calls, the handler's calls, and optionally the first events made in
# the window, comma-separated: `main` (main's first event: otherwise it registers the thread
# outside the window), `threads` (2 threads, one after the other, make main's calls), `late`
# (with `threads`: each makes one call more from a thread-specific destructor that runs after the
# runtime's own has let the thread's buffers go), `fork` (a child makes main's calls and exits;
# the parent waits for it). Prints the events made, the windows made, and the handler's events (a
# forked child first, on a line of its own after `child`).
WINDOW = r"""
#include <overdub/overdub.h>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <pthread.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>
static unsigned state[2];
static constexpr overdub::Site sites[] = {
  {"window.cpp", "main", "work", 1, 1, 0, state + 0},
  {"window.cpp", "on_usr1", "in_handler", 2, 1, 0, state + 1},
};
static const overdub::Registration registration{sites};
using namespace overdub::detail;
static long handler_calls, handler_events, windows;
static void on_usr1(int) {
  for (long i = 0; i < handler_calls; ++i) {
    unsigned how = start(sites + 1);
    end(sites + 1, how, kStop);
  }
  handler_events += 2 * handler_calls;
}
static void emit(unsigned long long kind) {
  if (tls_state.cur >= tls_state.end) {
    unsigned long long epoch;
    Event *e = reserve_slot(epoch);
    std::raise(SIGUSR1);
    const unsigned long long word = (state[0] - overdub::kIndexed) | kind;
    if (e >= tls_state.end) {
      append_past_end(e, word);
    } else {
      unsigned long long t = timestamp();
      if ((t >> kEpochShift) != epoch)
        append_marked(e, t, word);
      else
        e->word = t << kTimeShift | word;
    }
    ++windows;
  } else {
    append((state[0] - overdub::kIndexed) | kind);
  }
}
static void work(long calls) {
  for (long i = 0; i < calls; ++i) {
    emit(kStart);
    emit(kStop);
  }
}
static pthread_key_t late_key;
static void late_call(void *) { work(1); }  // after the runtime's own thread-exit destructor
int main(int argc, char **argv) {
  if (argc != 3 && argc != 4) return 2;
  std::signal(SIGUSR1, on_usr1);
  long calls = std::atol(argv[1]);
  handler_calls = std::atol(argv[2]);
  const char *first = argc == 4 ? argv[3] : "";
  if (!overdub_is_enabled()) return 3;  // reads the configuration; the thread has no buffer yet
  if (!std::strstr(first, "main")) {
    unsigned how = start(sites);  // the thread's first event registers it
    end(sites, how, kStop);
    --calls;
  }
  work(calls);
  long events = 2 * std::atol(argv[1]);
  if (std::strstr(first, "threads")) {
    bool late = std::strstr(first, "late");
    pthread_key_create(&late_key, late_call);
    for (int t = 0; t < 2; ++t) {
      std::thread([&] {
        if (late) pthread_setspecific(late_key, &late_key);
        work(std::atol(argv[1]));
      }).join();
      events += 2 * std::atol(argv[1]) + 2 * late;
    }
  }
  if (std::strstr(first, "fork")) {
    std::fflush(stdout);
    pid_t child = fork();
    if (child == 0) {
      windows = handler_events = 0;
      work(std::atol(argv[1]));
      std::printf("child %ld %ld %ld\n", 2 * std::atol(argv[1]) + handler_events, windows,
                  handler_events);
      std::exit(0);
    }
    int status = 0;
    if (waitpid(child, &status, 0) != child || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
      std::printf("child status %d\n", status);
      return 4;
    }
  }
  std::printf("%ld %ld %ld\n", events + handler_events, windows, handler_events);
  return 0;
}
"""


class HandlerBetweenSlotAndCheck(base.RuntimeTest):
    """The frame's slot past the end is its own: written where the trace keeps it, in order, never
    over the record that follows the buffer in the file (which hid every later record from the
    readers: `held 937, dropped 0`), nor over another event."""

    def build_window(self):
        src = os.path.join(self.dir, "window.cpp")
        with open(src, "w") as f:
            f.write(WINDOW)
        exe = os.path.join(self.dir, "window")
        c = base.run(["g++", "-std=c++17", "-O1", "-Wall", "-Wextra", "-I", base.INCLUDE, src,
                      base.RUNTIME, "-pthread", "-o", exe])
        self.assertEqual(c.returncode, 0, c.stderr)
        return exe

    def run_window(self, exe, handler_calls, env):
        r = self.execute(exe, dict(env, OVERDUB_THROTTLE="0"), args=["50000", str(handler_calls)])
        self.assertEqual(r.returncode, 0, r.stderr)
        expected, windows, _ = (int(x) for x in r.stdout.split())
        # Every buffer end both ways (the other buffer above and below this one in memory).
        self.assertGreater(windows, 50)
        return expected, windows

    def test_every_event_is_in_the_trace(self):
        exe = self.build_window()
        expected, _ = self.run_window(exe, 3, {"OVERDUB_BUFFER_EVENTS": "1024"})
        trace = self.only_trace()
        t = tracefile.Trace(trace)
        self.assertIsNone(t.truncated)
        self.assertEqual((t.program_events(), t.total_dropped()), (expected, 0))
        check = self.report(trace, "--check", check=False)
        self.assertEqual(check.returncode, 0, check.stderr)

    def test_a_handler_that_records_much_meanwhile(self):
        # 800 events: the handler switches buffers and makes room; 1400: it also fills the next
        # generation while the frame waits, whose slot is then counted as dropped, once.
        exe = self.build_window()
        for handler_calls in (400, 700):
            expected, windows = self.run_window(exe, handler_calls, {"OVERDUB_BUFFER_EVENTS": "1024"})
            trace = self.only_trace()
            t = tracefile.Trace(trace)
            self.assertIsNone(t.truncated)
            held, dropped = t.program_events(), t.total_dropped()
            self.assertEqual(held + dropped, expected, f"held {held}, dropped {dropped}")
            self.assertLessEqual(dropped, windows)
            os.remove(trace)

    def test_aggregate_mode(self):
        exe = self.build_window()
        r = self.execute(exe, {"OVERDUB_MODE": "aggregate", "OVERDUB_THROTTLE": "0"},
                         args=["50000", "3"])
        self.assertEqual(r.returncode, 0, r.stderr)
        _, windows, handler_events = (int(x) for x in r.stdout.split())
        self.assertGreater(windows, 5)
        rows = self.calls(self.only_trace())
        self.assertEqual(int(rows["work"]["calls"]), 50000)
        self.assertEqual(int(rows["in_handler"]["calls"]), handler_events // 2)

    # A thread without a buffer takes its first slot where no buffer is: a handler that comes
    # before the frame compares it registers the thread, and the frame then compares its slot
    # with the end of the buffer just made. It used to find it below and write through it: a slot
    # at address 0 (SIGSEGV). Now the frame gets a slot of the buffer, and nothing is dropped.
    def run_first(self, exe, first, handler_calls, env):
        r = self.execute(exe, dict(env, OVERDUB_THROTTLE="0"), args=["10", str(handler_calls), first])
        self.assertEqual(r.returncode, 0, f"status {r.returncode} (-11: SIGSEGV) {r.stderr}")
        lines = [line.split() for line in r.stdout.splitlines()]
        child = [[int(x) for x in line[1:]] for line in lines if line[0] == "child"]
        expected, windows, _ = (int(x) for x in lines[-1])
        return expected, windows, child

    def assert_whole(self, trace, expected):
        t = tracefile.Trace(trace)
        self.assertIsNone(t.truncated)
        self.assertEqual((t.program_events(), t.total_dropped()), (expected, 0))
        check = self.report(trace, "--check", check=False)
        self.assertEqual(check.returncode, 0, check.stderr)

    def test_the_first_event_of_the_main_thread(self):
        # 3 calls; 400 and 700 fill the thread's first generation and more meanwhile.
        exe = self.build_window()
        for handler_calls in (3, 400, 700):
            expected, windows, _ = self.run_first(exe, "main", handler_calls,
                                                  {"OVERDUB_BUFFER_EVENTS": "1024"})
            self.assertEqual(windows, 1)
            self.assert_whole(self.only_trace(), expected)
            os.remove(self.only_trace())

    def test_the_first_event_of_a_new_thread(self):
        exe = self.build_window()
        expected, windows, _ = self.run_first(exe, "threads", 3, {})
        self.assertEqual(windows, 2)
        self.assert_whole(self.only_trace(), expected)

    def test_the_first_event_after_the_threads_buffers_went(self):
        # A thread-specific destructor that runs after the runtime's own records again: the thread
        # is registered anew, and its new record goes on numbering the thread's chunks.
        exe = self.build_window()
        expected, windows, _ = self.run_first(exe, "threads,late", 3, {})
        self.assertEqual(windows, 4)
        self.assert_whole(self.only_trace(), expected)
        os.remove(self.only_trace())
        _, windows, _ = self.run_first(exe, "threads,late", 3, {"OVERDUB_MODE": "aggregate"})
        rows = self.calls(self.only_trace())
        # Main's 10 calls, 10 and 1 more per thread; the handler's 3 per window.
        self.assertEqual(int(rows["work"]["calls"]), 10 + 2 * 11)
        self.assertEqual(int(rows["in_handler"]["calls"]), 3 * windows)

    def test_the_first_event_of_a_forked_child(self):
        exe = self.build_window()
        expected, windows, child = self.run_first(exe, "fork", 3, {})
        self.assertEqual(windows, 0)
        self.assertEqual(len(child), 1)
        child_expected, child_windows, _ = child[0]
        self.assertEqual(child_windows, 1)
        traces = self.traces()
        self.assertEqual(len(traces), 2, traces)
        by_events = sorted((tracefile.Trace(t).program_events(), t) for t in traces)
        # The parent made 20 events; the child 20 and its handler's 6.
        self.assertEqual([n for n, _ in by_events], sorted([expected, child_expected]))
        for n, trace in by_events:
            self.assert_whole(trace, n)

    def test_the_first_events_in_aggregate_and_ring_modes(self):
        exe = self.build_window()
        for mode in ("aggregate", "ring"):
            _, windows, _ = self.run_first(exe, "main,threads", 3, {"OVERDUB_MODE": mode})
            # Aggregate mode gives no thread a buffer: every event is taken by the slow path,
            # so every one of the 3 threads' 20 events makes a window.
            self.assertEqual(windows, 3 * 20 if mode == "aggregate" else 3, mode)
            rows = self.calls(self.only_trace())
            # 10 calls per thread; the handler's 3 per window.
            self.assertEqual(int(rows["work"]["calls"]), 3 * 10, mode)
            self.assertEqual(int(rows["in_handler"]["calls"]), 3 * windows, mode)
            os.remove(self.only_trace())


class SignalHandlers(base.RuntimeTest):
    def run_and_account(self, exe, env):
        r = self.execute(exe, env)
        self.assertEqual(r.returncode, 0, r.stderr)
        calls, handled, _ = (int(x) for x in r.stdout.split())
        # main: signal, 2 setitimer, printf and the busy calls; each handler: 10 + 10 calls.
        expected = 2 * (4 + calls + 20 * handled)
        trace = self.only_trace()
        t = tracefile.Trace(trace)
        self.assertIsNone(t.truncated)
        held, dropped = t.program_events(), t.total_dropped()
        self.assertEqual(held + dropped, expected, f"held {held}, dropped {dropped}")
        check = self.report(trace, "--check", check=False)
        if dropped == 0:
            self.assertEqual(check.returncode, 0, check.stderr)
        else:
            # What is wrong follows from the events dropped, and no more.
            m = re.search(r"check failed: (.*)", check.stderr)
            self.assertTrue(m, check.stderr)
            for n, what in re.findall(r"(\d+) ([a-z ]+?)(?:,|$| \()", m.group(1)):
                self.assertIn(what, ["dropped events", "stops without a start", "calls without a stop"])
                self.assertLessEqual(int(n), dropped, check.stderr)
        os.remove(trace)
        return dropped

    def test_no_event_of_the_interrupted_thread_is_lost(self):
        exe = self.build(HANDLER_CALLS)
        dropped = [self.run_and_account(exe, {"OVERDUB_THROTTLE": "0",
                                              "OVERDUB_BUFFER_EVENTS": "1024"})
                   for _ in range(6)]
        # Drops happen only when a handler runs while its thread is inside the runtime's few
        # instructions of switching buffers: nearly never.
        self.assertLessEqual(sum(dropped), 6, dropped)

    def test_aggregate_mode_too(self):
        exe = self.build(HANDLER_CALLS)
        for _ in range(3):
            r = self.execute(exe, {"OVERDUB_MODE": "aggregate", "OVERDUB_THROTTLE": "0"})
            self.assertEqual(r.returncode, 0, r.stderr)
            calls, handled, _ = (int(x) for x in r.stdout.split())
            trace = self.only_trace()
            rows = self.calls(trace)
            # Aggregate mode folds each event as it comes; a handler's events while its thread
            # folds are deferred, not lost: a lost start or stop would lose its call.
            self.assertEqual(int(rows["busy"]["calls"]), calls)
            self.assertEqual(int(rows["in_handler"]["calls"]), 10 * handled)
            self.assertEqual(int(rows["nested"]["calls"]), 10 * handled)
            os.remove(trace)


if __name__ == "__main__":
    base.OVERDUB, base.REPORT, base.INCLUDE, base.RUNTIME = sys.argv[1:5]
    unittest.main(argv=sys.argv[:1] + sys.argv[5:], verbosity=2)
