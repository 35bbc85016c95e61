#!/usr/bin/env python3
"""The writer thread (runtime/writer.h): trace mode hands full buffers to it. A program that never
fills a buffer gets no thread; every event is in the trace with or without it; a writer that falls
behind stalls the recording thread, and the stall is a hand-off span that the report takes out of
the calls around it, never lost events; a forked child starts its own; a process killed while
buffers wait for the writer keeps their events. Arguments as test_runtime.py's."""
import os
import re
import signal
import sys
import time
import unittest

import test_runtime as base
import tracefile

PROGRAM = r"""
#include <dirent.h>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <thread>
#include <vector>
#include <sys/wait.h>
#include <unistd.h>
int leaf(int x) { return x + 1; }
int middle(int x) { return leaf(x) * 2; }
long work(int n) { long s = 0; for (int i = 0; i < n; ++i) s += middle(i); return s; }
// Whether the process has the runtime's writer thread, by the threads' names.
int writer_present() {
  int found = 0;
  DIR *tasks = opendir("/proc/self/task");
  while (dirent *t = readdir(tasks)) {
    char path[300], name[64] = "";
    std::snprintf(path, sizeof path, "/proc/self/task/%s/comm", t->d_name);
    if (FILE *f = std::fopen(path, "r")) {
      if (std::fgets(name, sizeof name, f) && !std::strncmp(name, "overdub-writer", 14)) found = 1;
      std::fclose(f);
    }
  }
  closedir(tasks);
  return found;
}
int main(int argc, char **argv) {
  const char *how = argc > 1 ? argv[1] : "";
  if (!std::strcmp(how, "small")) {
    work(10);
  } else if (!std::strcmp(how, "threads")) {
    std::vector<std::thread> threads;
    for (int t = 0; t < 3; ++t) threads.emplace_back(work, 50000);
    work(100000);
    for (auto &t : threads) t.join();
  } else if (!std::strcmp(how, "fork")) {
    work(50000);
    pid_t child = fork();
    if (child == 0) {
      work(50000);
      std::printf("child writer=%d\n", writer_present());
      return 0;
    }
    int status;
    waitpid(child, &status, 0);
  } else if (!std::strcmp(how, "detached")) {
    // Threads that record on while the process exits: they keep posting buffers.
    for (int t = 0; t < 3; ++t) std::thread([] { for (;;) work(1000); }).detach();
    work(2000);
  } else if (!std::strcmp(how, "kill")) {
    work(100000);
    std::fflush(stdout);
    raise(SIGKILL);
  }
  std::printf("writer=%d\n", writer_present());
  return 0;
}
"""
# Every call of middle and leaf, per run.
CALLS = {"small": 10, "threads": 250000, "fork": 50000, "kill": 100000}


class Writer(base.RuntimeTest):
    def setUp(self):
        super().setUp()
        self.exe = self.build(PROGRAM)

    def run_program(self, how, env, status=0):
        e = {"OVERDUB_BUFFER_EVENTS": "1024", "OVERDUB_THROTTLE": "0"}
        e.update(env)
        r = self.execute(self.exe, e, args=[how])
        self.assertEqual(r.returncode, status, r.stderr)
        self.assertEqual(r.stderr, "")
        return r.stdout

    def assert_every_call(self, trace, calls):
        self.assertEqual(self.count(trace, "middle"), calls)
        self.assertEqual(self.count(trace, "leaf"), calls)
        self.assertEqual(tracefile.Trace(trace).total_dropped(), 0)

    def hand_offs(self, trace, *args):
        table = self.report(trace, *args).stdout
        m = re.search(r"(\d+) buffer hand-offs to the trace file \(([\d.]+) (ms|us|s)\)", table)
        self.assertTrue(m, table[:600])
        scale = {"us": 1e-3, "ms": 1, "s": 1e3}[m.group(3)]
        return int(m.group(1)), float(m.group(2)) * scale

    def test_a_program_that_never_fills_a_buffer_has_no_writer(self):
        self.assertIn("writer=0", self.run_program("small", {}))
        trace = self.only_trace()
        self.report(trace, "--check")
        self.assert_every_call(trace, CALLS["small"])

    def test_every_event_with_the_writer_and_without(self):
        for writer in ("1", "0"):
            with self.subTest(writer=writer):
                for t in self.traces():
                    os.remove(t)
                out = self.run_program("threads", {"OVERDUB_WRITER": writer})
                self.assertIn(f"writer={writer}", out)
                trace = self.only_trace()
                self.report(trace, "--check")
                self.assert_every_call(trace, CALLS["threads"])

    def test_a_writer_that_falls_behind_stalls_and_the_stall_is_timed(self):
        # 1 ms per buffer of 1024 slots: the thread fills one far sooner and waits for the other.
        self.run_program("threads", {"OVERDUB_TEST_WRITER_DELAY_NS": "1000000"})
        trace = self.only_trace()
        self.report(trace, "--check")
        self.assert_every_call(trace, CALLS["threads"])
        count, ms = self.hand_offs(trace)
        # About 1000 buffers went through the one writer, 1 ms each: the threads waited most of it.
        self.assertGreaterEqual(count, 900)
        self.assertGreater(ms, 300)
        # The waits are the runtime's time: taken out of the calls they interrupted.
        csv_on = self.calls(trace)["work"]
        csv_off = {row["callee"]: row for row in base.csv.DictReader(base.io.StringIO(
            self.report(trace, "--format=csv", "--no-compensation").stdout))}["work"]
        self.assertLess(int(csv_on["inclusive_ns"]) + 300e6 * 0.9, int(csv_off["inclusive_ns"]))

    def test_a_forked_child_starts_its_own_writer(self):
        out = self.run_program("fork", {})
        self.assertIn("child writer=1", out)
        self.assertIn("writer=1", out.replace("child writer", ""))
        traces = self.traces()
        self.assertEqual(len(traces), 2, traces)
        for trace in traces:
            self.report(trace, "--check")
            self.assert_every_call(trace, CALLS["fork"])

    def test_exit_does_not_wait_for_threads_that_record_on(self):
        # At exit the runtime waits for the buffers posted until then, not for those that the
        # threads still running post meanwhile (with a slow writer it waited for seconds, and
        # the longer the more threads).
        begin = time.monotonic()
        self.run_program("detached", {"OVERDUB_TEST_WRITER_DELAY_NS": "5000000"})
        self.assertLess(time.monotonic() - begin, 3.0)
        trace = self.only_trace()
        self.assertGreaterEqual(self.count(trace, "middle"), 2000)

    def test_buffers_waiting_for_the_writer_survive_sigkill(self):
        # The writer takes 20 ms per buffer: when the process is killed, most of its buffers are
        # still waiting, in their staging regions of the file.
        self.run_program("kill", {"OVERDUB_TEST_WRITER_DELAY_NS": "20000000",
                                  "OVERDUB_BUFFER_EVENTS": "65536"}, status=-signal.SIGKILL)
        trace = self.only_trace()
        r = self.report(trace, "--format=csv", check=False)
        self.assertIn("no end record", r.stderr)
        self.assert_every_call(trace, CALLS["kill"])


if __name__ == "__main__":
    base.OVERDUB, base.REPORT, base.INCLUDE, base.RUNTIME = sys.argv[1:5]
    unittest.main(argv=sys.argv[:1] + sys.argv[5:], verbosity=2)
