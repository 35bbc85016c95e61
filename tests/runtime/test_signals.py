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


class SignalHandlers(base.RuntimeTest):
    def run_and_account(self, exe, env):
        r = self.execute(exe, env)
        self.assertEqual(r.returncode, 0, r.stderr)
        calls, handled, _ = (int(x) for x in r.stdout.split())
        # main: signal, 2 setitimer, printf and the busy calls; each handler: 10 + 10 calls.
        expected = 2 * (4 + calls + 20 * handled)
        trace = self.only_trace()
        t = tracefile.Trace(trace)
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
            # Aggregate mode folds 4096-event buffers: a lost start or stop loses its call.
            self.assertEqual(int(rows["busy"]["calls"]), calls)
            self.assertEqual(int(rows["in_handler"]["calls"]), 10 * handled)
            self.assertEqual(int(rows["nested"]["calls"]), 10 * handled)
            os.remove(trace)


if __name__ == "__main__":
    base.OVERDUB, base.REPORT, base.INCLUDE, base.RUNTIME = sys.argv[1:5]
    unittest.main(argv=sys.argv[:1] + sys.argv[5:], verbosity=2)
