#!/usr/bin/env python3
"""Behaviour of the runtime in instrumented programs: modes, run-time control, threads, fork,
every way a process can end, signal handlers, deep recursion, static initialization and
destruction, and builds without exceptions or RTTI. Each test instruments a small program with
overdub, builds it with g++, runs it and reads its trace with overdub-report."""
import csv
import glob
import io
import json
import os
import re
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import unittest

import tracefile

OVERDUB = REPORT = INCLUDE = RUNTIME = None


def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, **kw)


class RuntimeTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.dir = self.tmp.name

    def tearDown(self):
        self.tmp.cleanup()

    def build(self, source, flags=(), name="prog"):
        src = os.path.join(self.dir, name + ".cpp")
        with open(src, "w") as f:
            f.write(source)
        inst = run([OVERDUB, name + ".cpp", "--", "-std=c++17", "-pthread", *flags], cwd=self.dir)
        self.assertEqual(inst.returncode, 0, inst.stderr)
        shadow = os.path.join(self.dir, name + ".inst.cpp")
        with open(shadow, "w") as f:
            f.write(inst.stdout)
        exe = os.path.join(self.dir, name)
        c = run(["g++", "-std=c++17", "-O1", "-Wall", "-Wextra", *flags, "-I", INCLUDE, shadow,
                 RUNTIME, "-pthread", "-o", exe])
        self.assertEqual(c.returncode, 0, c.stderr)
        return exe

    def execute(self, exe, env=None, args=(), **kw):
        e = dict(os.environ, OVERDUB_OUTPUT=os.path.join(self.dir, "t.%p.trace"))
        e.update(env or {})
        return run([exe, *args], env=e, cwd=self.dir, **kw)

    def traces(self):
        return sorted(glob.glob(os.path.join(self.dir, "t.*.trace")))

    def only_trace(self):
        found = self.traces()
        self.assertEqual(len(found), 1, found)
        return found[0]

    def report(self, trace, *args, check=True):
        r = run([REPORT, *args, trace])
        if check:
            self.assertEqual(r.returncode, 0, r.stderr)
        return r

    def calls(self, trace):
        out = self.report(trace, "--format=csv").stdout
        return {row["callee"]: row for row in csv.DictReader(io.StringIO(out))}

    def count(self, trace, callee):
        row = self.calls(trace).get(callee)
        return int(row["calls"]) if row else 0


SIMPLE = r"""
#include <cstdio>
int leaf(int x) { return x + 1; }
int middle(int x) { return leaf(x) * 2; }
int main() {
  long s = 0;
  for (int i = 0; i < 100000; ++i) s += middle(i);
  std::printf("%ld\n", s);
  return 0;
}
"""


# 17,000 calls, past half the thread's first buffer (where it makes its second), then 15,000 more
# in the rest of it: prints the page faults the thread took in the second loop.
FAULTS = r"""
#include <cstdio>
#include <sys/resource.h>
__attribute__((noinline)) int leaf(int x) { return x * 3 + 1; }
long minor_faults() {
  rusage u{};
  getrusage(RUSAGE_THREAD, &u);
  return u.ru_minflt;
}
int main() {
  long s = 0;
  for (int i = 0; i < 17000; ++i) s += leaf(i);
  const long before = minor_faults();
  for (int i = 0; i < 15000; ++i) s += leaf(i);
  const long after = minor_faults();
  std::printf("%ld %ld\n", after - before, s & 1);
  return 0;
}
"""

class Modes(RuntimeTest):
    def test_trace_mode_streams_in_bounded_memory(self):
        exe = self.build(SIMPLE)
        r = self.execute(exe, {"OVERDUB_BUFFER_EVENTS": "1024", "OVERDUB_THROTTLE": "0"})
        self.assertEqual((r.returncode, r.stderr), (0, ""))
        trace = self.only_trace()
        self.report(trace, "--check")
        self.assertEqual(self.count(trace, "middle"), 100000)
        self.assertEqual(self.count(trace, "leaf"), 100000)
        # 400,002 events went through a 1024-event staging region: the file holds them all (packed
        # by the writer thread into about 1.3 bytes each).
        self.assertEqual(tracefile.Trace(trace).program_events(), 400002)
        self.assertLess(os.path.getsize(trace), 400002 * 8)
        # The runtime calibrated the cost of an event and timed each of the ~390 hand-offs of a
        # full region: spans of its own site, not calls of the program (the counts above).
        table = self.report(trace).stdout
        m = re.search(r"overhead compensation: ([\d.]+) ns per recorded event and (\d+) buffer "
                      r"hand-offs to the trace file", table)
        self.assertTrue(m, table[:400])
        self.assertGreater(float(m.group(1)), 0)
        self.assertGreaterEqual(int(m.group(2)), 390)
        self.assertNotIn("overdub: buffer hand-off", self.report(trace, "--format=csv").stdout)

    def test_making_the_second_buffer_is_the_runtimes_time(self):
        # The first generation ends halfway through the first buffer, where the thread makes its
        # second buffer (a region of the trace file: allocated, mapped, its pages written): that
        # work is a hand-off span too, not time of the call it interrupted.
        exe = self.build(SIMPLE)
        r = self.execute(exe, {"OVERDUB_BUFFER_EVENTS": "1024", "OVERDUB_THROTTLE": "0"})
        self.assertEqual((r.returncode, r.stderr), (0, ""))
        t = tracefile.Trace(self.only_trace())
        runtime = {sid for sid, site in t.sites.items() if site[0] == tracefile.RUNTIME_FILE}
        events = t.thread_events(t.threads()[0])
        first = next(i for i, (_tsc, sid, _kind) in enumerate(events) if sid in runtime)
        # (1024 - 32 spare slots) / 2, less the thread's first marker.
        self.assertTrue(480 <= first <= 496, first)
        self.assertEqual([kind for _tsc, _sid, kind in events[first:first + 2]],
                         [0, 1])  # a start, its stop
        self.report(self.only_trace(), "--check")

    def test_recording_takes_no_page_fault(self):
        # Halfway through a thread's first buffer, trace mode writes its buffers' pages once
        # (timed as a hand-off): the first event on each page would otherwise take a page fault
        # inside the call in progress.
        exe = self.build(FAULTS)
        r = self.execute(exe, {"OVERDUB_THROTTLE": "0"})
        self.assertEqual(r.returncode, 0, r.stderr)
        # 30,000 events: 8-byte events fill 59 pages; the loop itself takes none.
        self.assertLess(int(r.stdout.split()[0]), 8, r.stdout)

    def test_ring_mode_keeps_the_last_events(self):
        exe = self.build(SIMPLE)
        # Throttling off: a throttled site's counted calls would add to the calls the ring holds.
        r = self.execute(exe, {"OVERDUB_MODE": "ring", "OVERDUB_RING_EVENTS": "64",
                               "OVERDUB_THROTTLE": "0"})
        self.assertEqual(r.returncode, 0)
        trace = self.only_trace()
        table = self.report(trace).stdout
        rows = self.calls(trace)
        total = sum(int(row["calls"]) for row in rows.values())
        self.assertLessEqual(total, 32)  # 64 events: at most 32 calls
        self.assertGreater(total, 10)
        self.assertIn("std::printf", rows)  # the last call of the program is kept
        self.assertLess(os.path.getsize(trace), 16384)
        self.assertIn("started before the trace begins (ring)", table)
        # Blocks of the ring each start with a marker: no run of events goes back in time (the
        # older lap's events never follow the newest without their own marker).
        t = tracefile.Trace(trace)
        [tid] = t.threads()
        runs = t.ring_runs(tid)
        self.assertGreater(len(runs), 1)
        for run_ in runs:
            self.assertEqual(run_, sorted(run_))

    def test_aggregate_mode_counts_and_times_per_site(self):
        exe = self.build(r"""
#include <chrono>
#include <cstdio>
void spin(int us) {
  auto end = std::chrono::steady_clock::now() + std::chrono::microseconds(us);
  while (std::chrono::steady_clock::now() < end) {}
}
void inner() { spin(2000); }
void outer() { for (int i = 0; i < 3; ++i) inner(); }
int main() {
  outer();
  outer();
  std::printf("done\n");
  return 0;
}
""")
        began = time.monotonic()
        r = self.execute(exe, {"OVERDUB_MODE": "aggregate"})
        elapsed_ns = (time.monotonic() - began) * 1e9
        self.assertEqual((r.returncode, r.stdout), (0, "done\n"))
        trace = self.only_trace()
        self.assertLess(os.path.getsize(trace), 8192)  # no event stream
        rows = self.calls(trace)
        self.assertEqual(int(rows["outer"]["calls"]), 2)
        self.assertEqual(int(rows["inner"]["calls"]), 6)
        self.assertEqual(int(rows["spin"]["calls"]), 6)
        inner_incl = int(rows["inner"]["inclusive_ns"])
        outer_incl = int(rows["outer"]["inclusive_ns"])
        # (Timestamp ticks turn into ns by the trace's clock records: 1% allowed.)
        self.assertGreaterEqual(inner_incl, 0.99 * 6 * 2000 * 1000)
        # Within the program's run (a fixed bound failed on a machine loaded 7 times over).
        self.assertLess(inner_incl, elapsed_ns)
        self.assertGreaterEqual(outer_incl, inner_incl)
        # inner's time is almost all spin's: its exclusive time is small.
        self.assertLess(int(rows["inner"]["exclusive_ns"]), inner_incl / 10)
        self.assertLess(int(rows["outer"]["exclusive_ns"]), outer_incl / 10)

    def test_bad_configuration_warns_once_and_runs(self):
        exe = self.build(SIMPLE)
        r = self.execute(exe, {"OVERDUB_MODE": "bogus"})
        self.assertEqual(r.returncode, 0)
        self.assertIn("ignoring OVERDUB_MODE=bogus", r.stderr)
        self.assertEqual(len(r.stderr.strip().splitlines()), 1)
        self.assertEqual(self.count(self.only_trace(), "leaf"), 100000)


class Streaming(RuntimeTest):
    def test_a_trace_is_readable_while_the_program_runs(self):
        exe = self.build(r"""
#include <cstdio>
#include <unistd.h>
int f(int x) { return x + 1; }
int main() {
  int s = 0;
  for (int i = 0; i < 1000; ++i) s += f(i);
  std::printf("ready\n");
  std::fflush(stdout);
  sleep(30);  // killed by the test once it has read the trace
  return s;
}
""")
        env = dict(os.environ, OVERDUB_OUTPUT=os.path.join(self.dir, "t.%p.trace"))
        p = subprocess.Popen([exe], stdout=subprocess.PIPE, text=True, env=env, cwd=self.dir)
        try:
            self.assertEqual(p.stdout.readline(), "ready\n")
            trace = self.only_trace()
            r = self.report(trace, "--format=csv", check=False)
            self.assertEqual(r.returncode, 0, r.stderr)
            self.assertIn("no end record", r.stderr)
            self.assertIn("\nf,1000,", r.stdout)
        finally:
            p.kill()
            p.wait()


class Throttling(RuntimeTest):
    PROGRAM = r"""
#include <chrono>
#include <cstdio>
int tiny(int x) { return x ^ 5; }
void slow() {
  auto end = std::chrono::steady_clock::now() + std::chrono::microseconds(50);
  while (std::chrono::steady_clock::now() < end) {}
}
int main() {
  long s = 0;
  for (int i = 0; i < 1000000; ++i) s += tiny(i);
  for (int i = 0; i < 300; ++i) slow();
  std::printf("%ld\n", s);
  return 0;
}
"""

    def test_frequent_short_calls_are_counted_only(self):
        exe = self.build(self.PROGRAM)
        r = self.execute(exe, {"OVERDUB_BUFFER_EVENTS": "4096", "OVERDUB_THROTTLE_CALLS": "20000"})
        self.assertEqual(r.returncode, 0, r.stderr)
        trace = self.only_trace()
        self.report(trace, "--check")  # throttling never leaves a start without its stop
        rows = self.calls(trace)
        self.assertEqual(int(rows["tiny"]["calls"]), 1000000)  # recorded + counted
        self.assertEqual(int(rows["slow"]["calls"]), 300)
        table = self.report(trace).stdout
        self.assertRegex(table, r"throttled: tiny \(prog.cpp:\d+:\d+\)")
        self.assertNotRegex(table, r"throttled: slow")
        # Most of tiny's 2,000,000 events were never written.
        self.assertLess(tracefile.Trace(trace).program_events(), 1000000)

    def test_throttling_can_be_turned_off(self):
        exe = self.build(self.PROGRAM)
        r = self.execute(exe, {"OVERDUB_THROTTLE": "0"})
        self.assertEqual(r.returncode, 0, r.stderr)
        trace = self.only_trace()
        self.assertNotIn("throttled", self.report(trace).stdout)
        self.assertEqual(self.count(trace, "tiny"), 1000000)
        self.assertGreaterEqual(tracefile.Trace(trace).program_events(), 2000000)

    def test_aggregate_mode_throttles_too(self):
        exe = self.build(self.PROGRAM)
        r = self.execute(exe, {"OVERDUB_MODE": "aggregate", "OVERDUB_THROTTLE_CALLS": "20000"})
        self.assertEqual(r.returncode, 0, r.stderr)
        trace = self.only_trace()
        self.assertEqual(self.count(trace, "tiny"), 1000000)
        self.assertIn("throttled: tiny", self.report(trace).stdout)


class Control(RuntimeTest):
    def test_disabled_at_start_writes_nothing(self):
        exe = self.build(SIMPLE)
        r = self.execute(exe, {"OVERDUB_ENABLED": "0"})
        self.assertEqual((r.returncode, r.stderr), (0, ""))
        self.assertEqual(self.traces(), [])

    def test_c_api_turns_recording_off_and_on(self):
        exe = self.build(r"""
#include <overdub/overdub.h>
int f(int x) { return x; }
int main() {
  int s = 0;
  for (int i = 0; i < 10; ++i) s += f(i);
  overdub_disable();
  for (int i = 0; i < 1000; ++i) s += f(i);
  overdub_enable();
  for (int i = 0; i < 5; ++i) s += f(i);
  return overdub_is_enabled() && s > 0 ? 0 : 1;
}
""", flags=["-I" + INCLUDE])
        r = self.execute(exe)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(self.count(self.only_trace(), "f"), 15)

    def test_enabled_later_by_the_api(self):
        exe = self.build(r"""
#include <overdub/overdub.h>
int f(int x) { return x; }
int main() {
  int s = f(1);
  overdub_enable();
  s += f(2);
  return s == 3 ? 0 : 1;
}
""", flags=["-I" + INCLUDE])
        r = self.execute(exe, {"OVERDUB_ENABLED": "0"})
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(self.count(self.only_trace(), "f"), 1)


class SharedLibraries(RuntimeTest):
    def instrument(self, name, source):
        with open(os.path.join(self.dir, name + ".cpp"), "w") as f:
            f.write(source)
        inst = run([OVERDUB, name + ".cpp", "--", "-std=c++17", "-fPIC"], cwd=self.dir)
        self.assertEqual(inst.returncode, 0, inst.stderr)
        with open(os.path.join(self.dir, name + ".inst.cpp"), "w") as f:
            f.write(inst.stdout)

    def test_one_runtime_for_an_executable_and_its_libraries(self):
        shared = os.path.join(os.path.dirname(RUNTIME), "liboverdub_rt.so")
        self.instrument("lib", "int in_library(int x) { return x + 1; }\n"
                               "int library_entry(int n) { int s = 0;"
                               " for (int i = 0; i < n; ++i) s += in_library(i); return s; }\n")
        self.instrument("app", "int library_entry(int);\nint in_app(int x) { return x; }\n"
                               "int main() { return library_entry(in_app(10)) == 55 ? 0 : 1; }\n")
        lib = os.path.join(self.dir, "libinst.so")
        c = run(["g++", "-std=c++17", "-O2", "-fPIC", "-shared", "-I", INCLUDE, "lib.inst.cpp",
                 "-o", lib, shared, "-pthread"], cwd=self.dir)
        self.assertEqual(c.returncode, 0, c.stderr)
        exe = os.path.join(self.dir, "app")
        c = run(["g++", "-std=c++17", "-O2", "-I", INCLUDE, "app.inst.cpp", "-o", exe, lib, shared,
                 "-pthread", "-Wl,-rpath," + self.dir + ":" + os.path.dirname(shared)], cwd=self.dir)
        self.assertEqual(c.returncode, 0, c.stderr)
        r = self.execute(exe)
        self.assertEqual(r.returncode, 0, r.stderr)
        trace = self.only_trace()  # one runtime: one trace for the whole process
        self.report(trace, "--check")
        self.assertEqual(self.count(trace, "in_library"), 10)
        self.assertEqual(self.count(trace, "library_entry"), 1)
        self.assertEqual(self.count(trace, "in_app"), 1)
        # The executable reaches its buffer without the TLS resolver.
        dis = run(["objdump", "-d", "--no-show-raw-insn", exe]).stdout
        self.assertNotIn("__tls_get_addr", dis)


class Regions(RuntimeTest):
    def test_regions_are_recorded_like_calls(self):
        exe = self.build(r"""
#include <overdub/overdub.h>
int f(int x) { return x + 1; }
int main() {
  int s = 0;
  for (int i = 0; i < 3; ++i) {
    overdub::Region phase("phase");
    s += f(i);
  }
  overdub_region_begin("manual");
  s += f(10);
  overdub_region_end("manual");
  return s == 17 ? 0 : 1;
}
""", flags=["-I" + INCLUDE])
        r = self.execute(exe)
        self.assertEqual(r.returncode, 0, r.stderr)
        trace = self.only_trace()
        self.report(trace, "--check")
        rows = self.calls(trace)
        self.assertEqual(int(rows["phase"]["calls"]), 3)
        self.assertEqual(int(rows["manual"]["calls"]), 1)
        self.assertEqual(int(rows["f"]["calls"]), 4)
        events = self.report(trace, "--format=events").stdout
        self.assertRegex(events, r"start\s+manual[^\n]*\n[^\n]*start\s+f ")


class Threads(RuntimeTest):
    def test_many_threads(self):
        exe = self.build(r"""
#include <thread>
#include <vector>
int work(int x) { return x ^ 1; }
void run(int n) { for (int i = 0; i < n; ++i) work(i); }
int main() {
  std::vector<std::thread> threads;
  for (int t = 0; t < 16; ++t) threads.emplace_back(run, 20000);
  for (auto &t : threads) t.join();
  return 0;
}
""")
        r = self.execute(exe, {"OVERDUB_BUFFER_EVENTS": "4096", "OVERDUB_THROTTLE": "0"})
        self.assertEqual(r.returncode, 0, r.stderr)
        trace = self.only_trace()
        self.report(trace, "--check")
        self.assertEqual(self.count(trace, "work"), 16 * 20000)
        self.assertIn("17 threads", self.report(trace).stdout)

    def test_fork_child_writes_its_own_trace(self):
        exe = self.build(r"""
#include <sys/wait.h>
#include <unistd.h>
int f(int x) { return x + 1; }
int g(int x) { return x + 2; }
int main() {
  int s = f(0);
  pid_t child = fork();
  if (child == 0) {
    for (int i = 0; i < 7; ++i) s += g(i);
    return 0;
  }
  int status = 0;
  waitpid(child, &status, 0);
  for (int i = 0; i < 3; ++i) s += f(i);
  return status;
}
""")
        r = self.execute(exe)
        self.assertEqual(r.returncode, 0, r.stderr)
        found = self.traces()
        self.assertEqual(len(found), 2, found)
        by_calls = {}
        for t in found:
            rows = self.calls(t)
            by_calls[t] = {k: int(v["calls"]) for k, v in rows.items()}
        parent = [t for t in found if by_calls[t].get("f") == 4]
        child = [t for t in found if by_calls[t].get("g") == 7]
        self.assertEqual(len(parent), 1, by_calls)
        self.assertEqual(len(child), 1, by_calls)
        self.assertNotIn("g", by_calls[parent[0]])
        self.assertNotIn("f", by_calls[child[0]])
        self.assertIn("forked from pid", self.report(child[0]).stdout)
        self.report(child[0], "--check")


ENDINGS = r"""
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <unistd.h>
int f(int x) { return x + 1; }
int g(int x) { return x; }
int (*volatile indirect)(int) = g;
void finish(const char *how) {
  std::fflush(stdout);
  if (!std::strcmp(how, "exit")) std::exit(3);
  if (!std::strcmp(how, "quick_exit")) std::quick_exit(3);
  if (!std::strcmp(how, "_exit")) _exit(3);
  if (!std::strcmp(how, "abort")) std::abort();
  if (!std::strcmp(how, "segv")) std::raise(SIGSEGV);
  if (!std::strcmp(how, "kill")) kill(getpid(), SIGKILL);
}
int main(int argc, char **argv) {
  int s = 0;
  for (int i = 0; i < 1000; ++i) s += f(i);
  s += indirect(0);  // a call target numbered: a span of the runtime's own site
  std::printf("%d\n", s);
  if (argc > 1) finish(argv[1]);
  return 0;
}
"""


class ThreadNames(RuntimeTest):
    PROGRAM = r"""
#include <overdub/overdub.h>
#include <csignal>
#include <cstdlib>
#include <pthread.h>
#include <thread>
int work(int x) { return x + 1; }
int main(int argc, char **) {
  int s = work(1);
  overdub_name_thread("coordinator");
  std::thread t([&] { pthread_setname_np(pthread_self(), "worker-1"); s += work(2); });
  t.join();
  if (argc > 1) std::raise(SIGKILL);  // the name given is in the trace already
  std::thread u([&] { s += work(3); });
  u.join();
  return s == 0;
}
"""

    def test_threads_are_named_in_every_mode(self):
        exe = self.build(self.PROGRAM, flags=["-I", INCLUDE])
        for mode in ("trace", "ring", "aggregate"):
            r = self.execute(exe, {"OVERDUB_MODE": mode})
            self.assertEqual(r.returncode, 0, r.stderr)
            trace = self.only_trace()
            with open(trace, "rb") as f:
                data = f.read()
            for name in (b"coordinator", b"worker-1"):
                self.assertIn(name, data, mode)
            if mode != "aggregate":  # no timeline there
                events = json.loads(self.report(trace, "--format=chrome").stdout)["traceEvents"]
                names = [e["args"]["name"] for e in events if e["name"] == "thread_name"]
                # The third thread has the system's name: the program's.
                self.assertEqual(names, ["coordinator", "worker-1", "prog"], mode)
            os.remove(trace)

    def test_a_name_given_survives_sigkill(self):
        exe = self.build(self.PROGRAM, flags=["-I", INCLUDE])
        r = self.execute(exe, args=["kill"])
        self.assertEqual(r.returncode, -9, r.stderr)
        events = json.loads(self.report(self.only_trace(), "--format=chrome").stdout)["traceEvents"]
        names = {e["tid"]: e["args"]["name"] for e in events if e["name"] == "thread_name"}
        self.assertIn("coordinator", names.values())
        self.assertIn("worker-1", names.values())  # it exited before the kill


class Endings(RuntimeTest):
    def ended(self, how, status):
        exe = self.build(ENDINGS)
        r = self.execute(exe, args=[how] if how else [])
        self.assertEqual(r.returncode, status, r.stderr)
        trace = self.only_trace()
        self.assertEqual(self.count(trace, "f"), 1000)
        return trace

    def test_return_from_main(self):
        self.report(self.ended(None, 0), "--check")

    def test_exit_in_a_nested_call(self):
        trace = self.ended("exit", 3)
        self.report(trace, "--check")  # complete; open calls were in progress at exit
        self.assertIn("in progress at exit", self.report(trace).stdout)

    def test_quick_exit(self):
        self.report(self.ended("quick_exit", 3), "--check")

    def test_what_was_recorded_survives_abnormal_ends(self):
        for how, status in [("_exit", 3), ("abort", -signal.SIGABRT), ("segv", -signal.SIGSEGV),
                            ("kill", -signal.SIGKILL)]:
            with self.subTest(how=how):
                for t in self.traces():
                    os.remove(t)
                trace = self.ended(how, status)
                r = self.report(trace, "--format=csv", check=False)
                self.assertIn("no end record", r.stderr)
                r = self.report(trace, "--check", check=False)
                self.assertEqual(r.returncode, 1)
                # Only the missing end: every event's site is described, the runtime's own
                # (the target numbered before the end) too.
                failed = [l for l in r.stderr.splitlines() if "check failed" in l]
                self.assertEqual(len(failed), 1, r.stderr)
                self.assertRegex(failed[0], r"check failed: \S+: the trace has no end record")

    def test_a_full_disk_drops_and_counts_events(self):
        exe = self.build(SIMPLE)
        def limit():
            resource.setrlimit(resource.RLIMIT_FSIZE, (200 * 1024, 200 * 1024))
            signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        r = self.execute(exe, {"OVERDUB_BUFFER_EVENTS": "1024", "OVERDUB_THROTTLE": "0"},
                         preexec_fn=limit)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(len(r.stderr.strip().splitlines()), 1, r.stderr)
        trace = self.only_trace()
        table = self.report(trace, check=False).stdout
        self.assertRegex(table, r"note: \d+ dropped events")
        self.assertLess(self.count(trace, "leaf"), 100000)
        self.assertGreater(self.count(trace, "leaf"), 1000)

    def test_unwritable_path_keeps_the_exit_status(self):
        exe = self.build(ENDINGS)
        r = self.execute(exe, {"OVERDUB_OUTPUT": "/nonexistent/t.trace"}, args=["exit"])
        self.assertEqual(r.returncode, 3)
        self.assertEqual(len(r.stderr.strip().splitlines()), 1, r.stderr)


class Robustness(RuntimeTest):
    def test_deep_recursion(self):
        exe = self.build(r"""
int down(int n) { return n == 0 ? 0 : 1 + down(n - 1); }
int main() { return down(100000) == 100000 ? 0 : 1; }
""")
        unlimited = lambda: resource.setrlimit(resource.RLIMIT_STACK, (resource.RLIM_INFINITY,
                                                                      resource.RLIM_INFINITY))
        r = self.execute(exe, preexec_fn=unlimited)
        self.assertEqual(r.returncode, 0, r.stderr)
        trace = self.only_trace()
        self.report(trace, "--check")
        self.assertEqual(self.count(trace, "down"), 100001)

    def test_signal_handler_making_calls(self):
        exe = self.build(r"""
#include <csignal>
#include <cstdio>
#include <sys/time.h>
volatile int handled = 0;
int in_handler(int x) { return x * 3; }
void on_alarm(int) { handled = handled + (in_handler(1) == 3); }
int busy(int x) { return x + 1; }
int main() {
  std::signal(SIGALRM, on_alarm);
  itimerval every{{0, 200}, {0, 200}};
  setitimer(ITIMER_REAL, &every, nullptr);
  long s = 0;
  for (int i = 0; i < 3000000 && handled < 200; ++i) s += busy(i);
  itimerval off{};
  setitimer(ITIMER_REAL, &off, nullptr);
  std::printf("%d\n", handled > 0);
  return static_cast<int>(s & 0) + (handled < 10);
}
""")
        r = self.execute(exe, {"OVERDUB_BUFFER_EVENTS": "1024"})
        self.assertEqual(r.returncode, 0, r.stdout + r.stderr)
        trace = self.only_trace()
        # A handler that runs while its thread hands a full buffer on has its events dropped
        # (and counted); everything else nests.
        check = self.report(trace, "--check", check=False)
        if check.returncode != 0:
            self.assertRegex(check.stderr.strip(), r"check failed: \d+ dropped events$")
        self.assertGreaterEqual(self.count(trace, "in_handler"), 10)

    def test_static_initialization_and_destruction(self):
        exe = self.build(r"""
#include <cstdio>
int made(int x) { return x + 1; }
void gone() { std::fflush(stdout); }
struct Global {
  int v;
  Global() : v(made(1)) {}
  ~Global() { gone(); }
} global;
int main() { return global.v == 2 ? 0 : 1; }
""")
        r = self.execute(exe)
        self.assertEqual(r.returncode, 0)
        trace = self.only_trace()
        self.report(trace, "--check")
        self.assertEqual(self.count(trace, "made"), 1)
        self.assertEqual(self.count(trace, "gone"), 1)

    def test_without_exceptions_and_rtti(self):
        exe = self.build(SIMPLE, flags=["-fno-exceptions", "-fno-rtti"])
        r = self.execute(exe)
        self.assertEqual(r.returncode, 0)
        self.assertEqual(self.count(self.only_trace(), "leaf"), 100000)

    @unittest.skipUnless(shutil.which("gdb"), "gdb is not installed")
    def test_gdb_steps_into_the_callee(self):
        source = r"""
#include <cstdio>
int target(int x) {
  return x * 2;
}
int main() {
  int v = target(21);
  std::printf("%d\n", v);
  return 0;
}
"""
        for compiler in ["g++", "clang++-19"]:
            with self.subTest(compiler=compiler):
                with open(os.path.join(self.dir, "g.cpp"), "w") as f:
                    f.write(source)
                inst = run([OVERDUB, "g.cpp", "--", "-std=c++17"], cwd=self.dir)
                with open(os.path.join(self.dir, "gi.cpp"), "w") as f:
                    f.write(inst.stdout)
                exe = os.path.join(self.dir, "gi")
                c = run([compiler, "-std=c++17", "-O0", "-g", "-I", INCLUDE, "gi.cpp", RUNTIME,
                         "-pthread", "-o", exe], cwd=self.dir)
                self.assertEqual(c.returncode, 0, c.stderr)
                g = run(["gdb", "-batch", "-nx", "-ex", "skip -rfu ^overdub::", "-ex", "break main",
                         "-ex", "run", "-ex", "step", "-ex", "bt 1", exe], cwd=self.dir,
                        env=dict(os.environ, OVERDUB_OUTPUT=os.devnull))
                frames = [l for l in g.stdout.splitlines() if l.startswith("#0")]
                self.assertTrue(frames and "target (x=21)" in frames[0], g.stdout + g.stderr)

    def test_silent_by_default(self):
        exe = self.build(SIMPLE)
        r = self.execute(exe)
        self.assertEqual(r.stderr, "")
        self.assertEqual(r.stdout, run([exe], cwd=self.dir,
                                       env=dict(os.environ, OVERDUB_ENABLED="0")).stdout)


class ReviewRegressions(RuntimeTest):
    """Bugs found in review, each with the program that showed it."""

    def test_calibration_of_a_trace_ended_by__exit(self):
        exe = self.build(r"""
#include <unistd.h>
#include <time.h>
void nap() { timespec ts{0, 100000000}; nanosleep(&ts, nullptr); }
int main() { nap(); nap(); _exit(0); }
""")
        self.execute(exe)
        ns = int(self.calls(self.only_trace())["nap"]["inclusive_ns"])
        self.assertGreater(ns, 150e6)
        self.assertLess(ns, 400e6)

    def test_a_region_before_the_file_opens_is_named_after__exit(self):
        exe = self.build(r"""
#include <overdub/overdub.h>
#include <unistd.h>
int f(int x) { return x + 1; }
int main() { overdub::Region r("phase"); int s = f(1); _exit(s == 2 ? 0 : 1); }
""", flags=["-I" + INCLUDE])
        r = self.execute(exe)
        self.assertEqual(r.returncode, 0)
        trace = self.only_trace()
        self.assertEqual(self.count(trace, "phase"), 1)
        self.assertNotIn("unknown", self.report(trace, check=False).stdout)

    def test_c_api_region_stops_pair_with_their_starts(self):
        exe = self.build(r"""
#include <overdub/overdub.h>
int main() {
  for (int i = 0; i < 300000; ++i) { overdub_region_begin("tick"); overdub_region_end("tick"); }
  overdub_disable();
  overdub_region_begin("late");
  overdub_enable();
  overdub_region_end("late");
  return 0;
}
""", flags=["-I" + INCLUDE])
        r = self.execute(exe, {"OVERDUB_THROTTLE_CALLS": "20000", "OVERDUB_BUFFER_EVENTS": "4096"})
        self.assertEqual(r.returncode, 0)
        trace = self.only_trace()
        self.report(trace, "--check")
        self.assertEqual(self.count(trace, "tick"), 300000)

    def test_enabling_inside_the_first_call(self):
        exe = self.build(r"""
#include <overdub/overdub.h>
int f(int x) { return x + 1; }
int run() { overdub_enable(); return f(1); }
int main() { return run() == 2 ? 0 : 1; }
""", flags=["-I" + INCLUDE])
        r = self.execute(exe, {"OVERDUB_ENABLED": "0"})
        self.assertEqual(r.returncode, 0)
        trace = self.only_trace()
        self.report(trace, "--check")
        self.assertEqual(self.count(trace, "f"), 1)
        self.assertEqual(self.count(trace, "run"), 0)

    def test_every_call_of_a_thread_that_filled_half_its_buffer(self):
        # A thread's first buffer makes the second at half its size; until the switch the two
        # regions held one number, and the report read the empty one for both: every call
        # between 16 K and 32 K calls (the default 65536-event buffer) was lost.
        exe = self.build(r"""
#include <cstdio>
#include <cstdlib>
int work(int x) { return x ^ 1; }
int main(int argc, char **argv) {
  long n = std::atol(argv[1]), s = 0;
  for (long i = 0; i < n; ++i) s += work(static_cast<int>(i));
  std::printf("%ld\n", s & 1);
  return 0;
}
""")
        for calls in (10000, 17000, 30000, 40000):
            r = self.execute(exe, {"OVERDUB_THROTTLE": "0"}, args=[str(calls)])
            self.assertEqual(r.returncode, 0, r.stderr)
            trace = self.only_trace()
            rows = self.calls(trace)
            # printf is called too: work's count is exact.
            self.assertEqual(int(rows["work"]["calls"]), calls, calls)
            os.remove(trace)

    def test_aggregate_mode_with_little_address_space(self):
        # Each thread reserves address space for its statistics (1 GiB for the most sites a
        # process can have): under a limit it reserves less. It used to fold nothing, silently.
        exe = self.build(r"""
#include <thread>
int work(int x) { return x + 1; }
int main() {
  int s = work(1);
  std::thread t([&] { s += work(2); });
  t.join();
  return s == 0;
}
""")
        limit = 600 << 20
        r = self.execute(exe, {"OVERDUB_MODE": "aggregate"},
                         preexec_fn=lambda: resource.setrlimit(resource.RLIMIT_AS, (limit, limit)))
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(self.count(self.only_trace(), "work"), 2)

    def test_aggregate_recursion_counts_inclusive_time_once(self):
        exe = self.build(r"""
#include <unistd.h>
int fact(int n) { usleep(2000); return n <= 1 ? 1 : n * fact(n - 1); }
int main() { return fact(5) == 120 ? 0 : 1; }
""")
        # Counted once, the recursion's inclusive time is at least its five sleeps and at most the
        # process's lifetime; counted at every level it would be about three times that. Per
        # site it counts once per site: the recursive site's four calls (all inside main's call of
        # the same function) have at least four sleeps, as trace mode's events give them.
        import time
        for mode in ["trace", "aggregate"]:
            for t in self.traces():
                os.remove(t)
            begin = time.monotonic_ns()
            self.execute(exe, {"OVERDUB_MODE": mode})
            wall = time.monotonic_ns() - begin
            trace = self.only_trace()
            fact = self.calls(trace)["fact"]
            self.assertEqual(fact["calls"], "5", mode)
            self.assertGreaterEqual(int(fact["inclusive_ns"]), 5 * 2000000, mode)
            self.assertLessEqual(int(fact["inclusive_ns"]), wall, mode)
            r = self.report(trace, "--format=csv", "--by-site")
            self.assertEqual(r.stderr, "", mode)  # every site's figures add up
            sites = {row["caller"]: row for row in csv.DictReader(io.StringIO(r.stdout))}
            self.assertEqual(sites["fact"]["calls"], "4", mode)
            self.assertGreaterEqual(int(sites["fact"]["inclusive_ns"]), 4 * 2000000, mode)
            self.assertLessEqual(int(sites["fact"]["inclusive_ns"]), wall, mode)
            self.assertLessEqual(int(sites["fact"]["exclusive_ns"]),
                                 int(sites["fact"]["inclusive_ns"]), mode)

    def test_aggregate_exit_while_threads_run(self):
        exe = self.build(r"""
#include <atomic>
#include <thread>
int leaf(int x) { return x + 1; }
int deep(int n, int k) { return n == 0 ? leaf(k) : deep(n - 1, k) + 1; }
std::atomic<bool> go{false};
void spin(int id) { go = true; unsigned s = 0; for (unsigned i = 0;; ++i) s += deep((i * 7 + id) % 300, i); }
int main() {
  for (int i = 0; i < 4; ++i) std::thread(spin, i).detach();
  while (!go) {}
  for (volatile int i = 0; i < 1000000; ++i) {}
  return 0;
}
""")
        for attempt in range(12):
            for t in self.traces():
                os.remove(t)
            r = self.execute(exe, {"OVERDUB_MODE": "aggregate", "OVERDUB_THROTTLE": "0"})
            self.assertEqual(r.returncode, 0, f"attempt {attempt}: {r.stderr}")

    def test_ring_mode_keeps_a_bounded_number_of_exited_threads(self):
        exe = self.build(r"""
#include <thread>
int leaf(int x) { return x + 1; }
int main() {
  for (int i = 0; i < 300; ++i) { std::thread t([] { leaf(1); }); t.join(); }
  return 0;
}
""")
        r = self.execute(exe, {"OVERDUB_MODE": "ring", "OVERDUB_RING_EVENTS": "16384"})
        self.assertEqual(r.returncode, 0, r.stderr)
        trace = self.only_trace()
        # 64 retained rings of 256 KiB and the live ones, not 300.
        self.assertLess(os.path.getsize(trace), 80 * 256 * 1024)
        self.assertGreaterEqual(self.count(trace, "leaf"), 64)


if __name__ == "__main__":
    OVERDUB, REPORT, INCLUDE, RUNTIME = sys.argv[1:5]
    unittest.main(argv=sys.argv[:1] + sys.argv[5:], verbosity=2)
