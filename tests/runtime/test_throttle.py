#!/usr/bin/env python3
"""Throttling: a site is throttled on its mean duration over all its timed calls (never on one
buffer: a site whose calls are long keeps being timed), its later calls are counted exactly in
every thread, the counts survive a crash, and every report format says which sites' times are
incomplete. Arguments as test_runtime.py's."""
import csv
import io
import json
import os
import re
import signal
import struct
import sys
import unittest

import test_runtime as base
import tracefile

# The one-site program, scaled down: 300 calls of 2 ms, 30,000 of a few ns, then 100 of
# 2 ms, all made at one site. The mean over its timed calls stays near 20 us: op must never be
# throttled. (spin makes no instrumented call: its time is op's own.)
LONG_THEN_SHORT = r"""
#include <chrono>
#include <cstdio>
// NOOVERDUBBEGIN
void spin(int us) {
  auto end = std::chrono::steady_clock::now() + std::chrono::microseconds(us);
  while (std::chrono::steady_clock::now() < end) {}
}
// NOOVERDUBEND
void op(int us) { if (us) spin(us); }
int main() {
  for (int i = 0; i < 30400; ++i) op(i < 300 || i >= 30300 ? 2000 : 0);
  std::puts("done");
  return 0;
}
"""

# A short site in a pool of threads, rounds of 4 that exit, then more calls in main; the end as
# the first argument says.
THREADS_THEN_END = r"""
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <thread>
#include <unistd.h>
#include <vector>
int tiny(int x) { return x ^ 5; }
void work(int n) { int s = 0; for (int i = 0; i < n; ++i) s += tiny(i); if (s == 42) std::puts("?"); }
int main(int argc, char **argv) {
  for (int round = 0; round < 4; ++round) {
    std::vector<std::thread> pool;
    for (int t = 0; t < 4; ++t) pool.emplace_back(work, 100000);
    for (auto &t : pool) t.join();
  }
  work(200000);
  std::fflush(stdout);
  const char *how = argc > 1 ? argv[1] : "return";
  if (!std::strcmp(how, "abort")) std::abort();
  if (!std::strcmp(how, "segv")) std::raise(SIGSEGV);
  if (!std::strcmp(how, "kill")) kill(getpid(), SIGKILL);
  if (!std::strcmp(how, "_exit")) _exit(0);
  return 0;
}
"""
TINY_CALLS = 16 * 100000 + 200000


class Throttle(base.RuntimeTest):
    def site_rows(self, trace):
        out = self.report(trace, "--format=csv", "--by-site", check=False).stdout
        return list(csv.DictReader(io.StringIO(out)))

    def test_a_site_whose_calls_are_long_is_not_throttled(self):
        exe = self.build(LONG_THEN_SHORT)
        for mode in ["trace", "aggregate"]:
            with self.subTest(mode=mode):
                for t in self.traces():
                    os.remove(t)
                r = self.execute(exe, {"OVERDUB_MODE": mode, "OVERDUB_BUFFER_EVENTS": "4096",
                                       "OVERDUB_THROTTLE_CALLS": "20000"})
                self.assertEqual((r.returncode, r.stdout, r.stderr), (0, "done\n", ""))
                trace = self.only_trace()
                self.assertNotIn("throttled", self.report(trace).stdout)
                rows = self.calls(trace)
                self.assertEqual(int(rows["op"]["calls"]), 30400)
                self.assertEqual(int(rows["op"]["untimed_calls"]), 0)
                # Every call of op timed, the long ones of the end too.
                self.assertGreater(int(rows["op"]["inclusive_ns"]), 400 * 2000 * 1000)
                self.assertEqual(int(rows["spin"]["calls"]), 400)

    def test_counts_are_exact_in_every_thread(self):
        exe = self.build(THREADS_THEN_END)
        for mode in ["trace", "aggregate"]:
            with self.subTest(mode=mode):
                for t in self.traces():
                    os.remove(t)
                r = self.execute(exe, {"OVERDUB_MODE": mode, "OVERDUB_THROTTLE_CALLS": "20000"})
                self.assertEqual(r.returncode, 0, r.stderr)
                trace = self.only_trace()
                if mode == "trace":
                    self.report(trace, "--check")
                [tiny] = [row for row in self.site_rows(trace) if row["callee"] == "tiny"]
                untimed = int(tiny["untimed_calls"])
                self.assertEqual(int(tiny["calls"]), TINY_CALLS)
                self.assertGreater(untimed, TINY_CALLS // 2)
                note = re.search(r"throttled: tiny \(prog\.cpp:\d+:\d+\): (\d+) calls timed, then "
                                 r"(\d+) counted, not timed", self.report(trace).stdout)
                self.assertTrue(note)
                self.assertEqual(int(note.group(1)) + int(note.group(2)), TINY_CALLS)
                self.assertEqual(int(note.group(2)), untimed)

    def test_ring_mode_throttles_too(self):
        # A ring's blocks are looked at as trace mode's chunks are: the tiny site is counted,
        # its count exact but for the calls the ring still holds.
        exe = self.build(THREADS_THEN_END)
        r = self.execute(exe, {"OVERDUB_MODE": "ring", "OVERDUB_THROTTLE_CALLS": "20000"})
        self.assertEqual(r.returncode, 0, r.stderr)
        trace = self.only_trace()
        [tiny] = [row for row in self.site_rows(trace) if row["callee"] == "tiny"]
        self.assertGreater(int(tiny["untimed_calls"]), TINY_CALLS // 2)
        self.assertLessEqual(int(tiny["calls"]), TINY_CALLS)
        self.assertIn("throttled: tiny", self.report(trace).stdout)

    def test_counts_survive_the_end_of_the_process(self):
        exe = self.build(THREADS_THEN_END)
        for how, status in [("abort", -signal.SIGABRT), ("segv", -signal.SIGSEGV),
                            ("kill", -signal.SIGKILL), ("_exit", 0)]:
            with self.subTest(how=how):
                for t in self.traces():
                    os.remove(t)
                r = self.execute(exe, {"OVERDUB_THROTTLE_CALLS": "20000"}, args=[how])
                self.assertEqual(r.returncode, status, r.stderr)
                trace = self.only_trace()
                self.assertEqual(self.count(trace, "tiny"), TINY_CALLS)
                self.assertRegex(self.report(trace, check=False).stdout, r"throttled: tiny \(")

    def test_every_format_says_which_sites_times_are_incomplete(self):
        exe = self.build(THREADS_THEN_END)
        r = self.execute(exe, {"OVERDUB_THROTTLE_CALLS": "20000"})
        self.assertEqual(r.returncode, 0, r.stderr)
        trace = self.only_trace()
        note = r"throttled: tiny \(prog\.cpp:\d+:\d+\): \d+ calls timed, then \d+ counted, not " \
               r"timed; its times are incomplete"
        fmt = lambda *args: self.report(trace, *args).stdout
        self.assertRegex(fmt(), note)
        self.assertRegex(fmt("--by-site"), note)
        self.assertRegex(fmt("--format=tree"), note)
        self.assertRegex(fmt("--format=events"), note + r"\n$")
        for args in [["--format=csv"], ["--format=csv", "--by-site"]]:
            rows = list(csv.DictReader(io.StringIO(fmt(*args))))
            untimed = {row["callee"]: int(row["untimed_calls"]) for row in rows}
            self.assertGreater(untimed["tiny"], 0, args)
            self.assertEqual(untimed["work"], 0, args)
        folded = fmt("--format=folded")
        self.assertRegex(folded, r"(^|\n)tiny_\[throttled\] \d+\n")
        self.assertNotIn("work_[throttled]", folded)
        chrome = json.loads(fmt("--format=chrome"))["traceEvents"]
        self.assertTrue(any(e["ph"] == "i" and re.match(note, e["name"]) for e in chrome))
        self.assertIn("1 throttled site: times incomplete", fmt("--format=svg"))
        self.assertRegex(fmt("--format=html"), r'<p class="throttled">' + note + "</p>")


    def test_calls_that_could_not_be_counted_are_reported(self):
        # A thread's first count made by a signal handler that interrupted the runtime cannot be
        # stored: the process counters say how many (a trace written by hand: it is rare).
        sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "report"))
        import tracegen
        w = tracegen.TraceWriter()
        w.call(1, 10, 20, w.site("f"))
        body = w.body()
        counters = tracegen.record(tracefile.PROCESS_COUNTERS, struct.pack("<QQQQ", 0, 3, 0, 0))
        path = os.path.join(self.dir, "t.1.trace")
        with open(path, "wb") as f:
            f.write(body[:32] + counters + body[32:])
        self.assertIn("note: 3 calls of throttled sites not counted", self.report(path).stdout)
        check = self.report(path, "--check", check=False)
        self.assertEqual(check.returncode, 1)
        self.assertIn("3 calls of throttled sites not counted", check.stderr)


if __name__ == "__main__":
    base.OVERDUB, base.REPORT, base.INCLUDE, base.RUNTIME = sys.argv[1:5]
    unittest.main(argv=sys.argv[:1] + sys.argv[5:], verbosity=2)
