#!/usr/bin/env python3
"""The trace file on hostile ground: a file system that fills, a file size limit, links and files
planted at the trace's path, absurd sizes in the environment. The program must go on with its own
output and exit status, and every event must be in the trace or counted as dropped (checked with
tracefile.py, a reader independent of overdub-report). Arguments as test_runtime.py's."""
import os
import resource
import shutil
import signal
import subprocess
import sys
import unittest

import test_runtime as base
import tracefile
from test_runtime import run

# 200,001 calls: 400,002 events.
CALLS = r"""
#include <cstdio>
int leaf(int x) { return x + 1; }
int middle(int x) { return leaf(x) * 2; }
int main() {
  long s = 0;
  for (int i = 0; i < 100000; ++i) s += middle(i);
  std::printf("%ld\n", s);
  return 7;
}
"""
CALLS_EVENTS = 400002

# Threads that start once the file system is full: they get no staging region of their own.
LATE_THREADS = r"""
#include <cstdio>
#include <thread>
#include <vector>
int leaf(int x) { return x + 1; }
void work(int n) { for (int i = 0; i < n; ++i) leaf(i); }
int main() {
  work(100000);
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t) threads.emplace_back(work, 5000);
  for (auto &t : threads) t.join();
  std::puts("done");
  return 0;
}
"""
# main: work, 100,000 leaf, 4 emplace_back, 4 join, puts; the threads: 4 x 5,000 leaf.
LATE_THREADS_EVENTS = 2 * (1 + 100000 + 4 + 4 + 1 + 4 * 5000)


class FileSystemTest(base.RuntimeTest):
    mounted = None

    def small_file_system(self, size="1m"):
        """A tmpfs of `size` (the test is skipped where none can be mounted)."""
        mount = os.path.join(self.dir, "fs")
        os.mkdir(mount)
        if os.geteuid() != 0 or not shutil.which("mount"):
            self.skipTest("mounting a small tmpfs needs root and mount(8)")
        r = run(["mount", "-t", "tmpfs", "-o", "size=" + size, "tmpfs", mount])
        if r.returncode != 0:
            self.skipTest("cannot mount a tmpfs here: " + r.stderr.strip())
        self.mounted = mount
        return mount

    def tearDown(self):
        if self.mounted:
            run(["umount", self.mounted])
        super().tearDown()

    def assert_accounted(self, trace_path, expected_events):
        """Every event of the program is in the trace or counted as dropped, and some were
        dropped."""
        t = tracefile.Trace(trace_path)
        held, dropped = t.program_events(), t.total_dropped()
        self.assertGreater(dropped, 0)
        self.assertEqual(held + dropped, expected_events, f"held {held}, dropped {dropped}")
        note = self.report(trace_path, check=False).stdout
        self.assertRegex(note, rf"note: {dropped} dropped events")
        return t


class FullFileSystem(FileSystemTest):
    def test_a_full_file_system_drops_and_counts_events(self):
        exe = self.build(CALLS)
        # 256 KiB: the events take about 1 MiB packed.
        fs = self.small_file_system("256k")
        # 8 KiB staging regions: appends fill the file system; a 1 MiB region does not fit at all
        # (its thread then has no region in the file).
        for buffer in ["1024", "131072"]:
            with self.subTest(buffer=buffer):
                for name in os.listdir(fs):
                    os.remove(os.path.join(fs, name))
                r = self.execute(exe, {"OVERDUB_OUTPUT": os.path.join(fs, "t.%p.trace"),
                                       "OVERDUB_BUFFER_EVENTS": buffer, "OVERDUB_THROTTLE": "0"})
                self.assertEqual(r.returncode, 7, r.stderr)  # not SIGBUS
                self.assertEqual(r.stdout, "10000100000\n")
                self.assertEqual(len(r.stderr.strip().splitlines()), 1, r.stderr)
                self.assertIn("No space left on device", r.stderr)
                [trace] = os.listdir(fs)
                self.assert_accounted(os.path.join(fs, trace), CALLS_EVENTS)

    def test_threads_without_a_region_count_what_they_drop(self):
        exe = self.build(LATE_THREADS)
        fs = self.small_file_system("256k")  # main's events fill it before the threads start
        r = self.execute(exe, {"OVERDUB_OUTPUT": os.path.join(fs, "t.%p.trace"),
                               "OVERDUB_BUFFER_EVENTS": "1024", "OVERDUB_THROTTLE": "0"})
        self.assertEqual((r.returncode, r.stdout), (0, "done\n"), r.stderr)
        [trace] = os.listdir(fs)
        t = self.assert_accounted(os.path.join(fs, trace), LATE_THREADS_EVENTS)
        self.assertGreater(t.process_dropped, 0)

    def test_a_file_size_limit_is_a_full_disk(self):
        # The kernel sends SIGXFSZ for a write beyond RLIMIT_FSIZE; the runtime must not make
        # one, and leaves the signal's disposition as the program has it (here: the default,
        # which ends the process).
        exe = self.build(CALLS)
        for buffer in ["1024", "65536"]:
            with self.subTest(buffer=buffer):
                for t in self.traces():
                    os.remove(t)
                limit = lambda: resource.setrlimit(resource.RLIMIT_FSIZE, (200 * 1024, 200 * 1024))
                r = self.execute(exe, {"OVERDUB_BUFFER_EVENTS": buffer, "OVERDUB_THROTTLE": "0"},
                                 preexec_fn=limit)
                self.assertEqual(r.returncode, 7, r.stderr)  # not -SIGXFSZ
                self.assertEqual(r.stdout, "10000100000\n")
                self.assertEqual(len(r.stderr.strip().splitlines()), 1, r.stderr)
                self.assertIn("File too large", r.stderr)
                trace = self.only_trace()
                self.assertLessEqual(os.path.getsize(trace), 200 * 1024)
                self.assert_accounted(trace, CALLS_EVENTS)


FORKS = r"""
#include <sys/wait.h>
#include <unistd.h>
int f(int x) { return x + 1; }
int main() {
  int s = f(0);
  pid_t child = fork();
  if (child == 0) return f(s) == 2 ? 0 : 1;
  int status = 0;
  waitpid(child, &status, 0);
  return WIFEXITED(status) ? WEXITSTATUS(status) : 1;
}
"""


class TakenNames(FileSystemTest):
    """The trace is always a new file: an existing entry of its name (a planted link, a trace of a
    reused pid) is never written through or over; the trace takes another name, and says which."""

    def run_with_output(self, exe, name):
        r = self.execute(exe, {"OVERDUB_OUTPUT": os.path.join(self.dir, name)})
        self.assertEqual(r.returncode, 0, r.stderr)
        return r

    def renamed(self, r, name, new_name):
        self.assertEqual(r.stderr, f"overdub: '{os.path.join(self.dir, name)}' exists; the trace is "
                                   f"written to '{os.path.join(self.dir, new_name)}'\n")
        return os.path.join(self.dir, new_name)

    def test_a_link_to_another_file_is_not_followed(self):
        exe = self.build(CALLS.replace("return 7;", "return 0;"))
        secret = os.path.join(self.dir, "secret")
        with open(secret, "w") as f:
            f.write("keep me\n")
        os.chmod(secret, 0o600)
        os.symlink(secret, os.path.join(self.dir, "t.trace"))
        r = self.run_with_output(exe, "t.trace")
        with open(secret) as f:
            self.assertEqual(f.read(), "keep me\n")
        self.assertEqual(os.stat(secret).st_mode & 0o777, 0o600)
        trace = self.renamed(r, "t.trace", "t-1.trace")
        self.assertEqual(self.count(trace, "leaf"), 100000)

    def test_a_dangling_link_does_not_create_its_target(self):
        exe = self.build(CALLS.replace("return 7;", "return 0;"))
        target = os.path.join(self.dir, "created-by-the-link")
        os.symlink(target, os.path.join(self.dir, "t.trace"))
        r = self.run_with_output(exe, "t.trace")
        self.assertFalse(os.path.lexists(target))
        trace = self.renamed(r, "t.trace", "t-1.trace")
        self.assertEqual(self.count(trace, "leaf"), 100000)

    def test_an_existing_trace_is_kept(self):
        # The same name again, as a reused pid gives it: each run keeps its own file.
        exe = self.build(CALLS.replace("return 7;", "return 0;"))
        first = self.run_with_output(exe, "t.trace")
        self.assertEqual(first.stderr, "")
        before = open(os.path.join(self.dir, "t.trace"), "rb").read()
        second = self.renamed(self.run_with_output(exe, "t.trace"), "t.trace", "t-1.trace")
        third = self.renamed(self.run_with_output(exe, "t.trace"), "t.trace", "t-2.trace")
        self.assertEqual(open(os.path.join(self.dir, "t.trace"), "rb").read(), before)
        for trace in [os.path.join(self.dir, "t.trace"), second, third]:
            self.assertEqual(self.count(trace, "leaf"), 100000)
        # A name without an extension takes the number at its end.
        self.run_with_output(exe, "plain")
        self.renamed(self.run_with_output(exe, "plain"), "plain", "plain-1")

    def test_forked_children_of_a_pattern_without_pid(self):
        exe = self.build(FORKS)
        for run_number in range(2):
            r = self.execute(exe, {"OVERDUB_OUTPUT": os.path.join(self.dir, "f.trace")})
            self.assertEqual(r.returncode, 0, r.stderr)
            if run_number == 0:
                self.assertEqual(r.stderr, "")
        names = sorted(n for n in os.listdir(self.dir) if n.startswith("f"))
        # Parents: f.trace, then f-1.trace; children: f.trace.<pid> (new names, no message).
        self.assertEqual(len(names), 4, names)
        self.assertIn("f.trace", names)
        self.assertIn("f-1.trace", names)
        children = [n for n in names if n.startswith("f.trace.")]
        self.assertEqual(len(children), 2, names)
        for child in children:
            self.assertEqual(self.count(os.path.join(self.dir, child), "f"), 1)
            self.assertIn("forked from pid", self.report(os.path.join(self.dir, child)).stdout)

    def test_a_directory_at_the_path_is_an_error(self):
        exe = self.build(CALLS.replace("return 7;", "return 0;"))
        os.mkdir(os.path.join(self.dir, "d.trace"))
        r = self.execute(exe, {"OVERDUB_OUTPUT": os.path.join(self.dir, "d.trace")})
        self.assertEqual(r.returncode, 0)
        self.assertEqual(r.stderr, f"overdub: cannot write the trace to "
                                   f"'{os.path.join(self.dir, 'd.trace')}': Is a directory\n")
        self.assertFalse(os.path.exists(os.path.join(self.dir, "d-1.trace")))


# Its own output's fate, in its exit status and on stderr.
STANDARD_OUTPUT = r"""
#include <cstdio>
int leaf(int x) { return x + 1; }
int main() {
  long s = 0;
  for (int i = 0; i < 1000; ++i) s += leaf(i);
  std::printf("%ld\n", s);
  int flushed = std::fflush(stdout);
  std::fprintf(stderr, "flushed %d\n", flushed);
  return flushed == 0 ? 0 : 3;
}
"""


class StandardDescriptors(base.RuntimeTest):
    """A program started with stdin, stdout or stderr closed: the trace never takes descriptor 0,
    1 or 2, so the program's own output fails as it did and never lands in the trace."""

    def test_closed_standard_descriptors_stay_closed(self):
        exe = self.build(STANDARD_OUTPUT)
        for fd, status, stderr in [(0, 0, "flushed 0\n"), (1, 3, "flushed -1\n"), (2, 0, "")]:
            with self.subTest(closed=fd):
                for old in self.traces():
                    os.remove(old)
                r = self.execute(exe, preexec_fn=lambda fd=fd: os.close(fd))
                self.assertEqual((r.returncode, r.stderr), (status, stderr))
                self.assertEqual(r.stdout, "" if fd == 1 else "500500\n")
                trace = self.only_trace()
                self.assertEqual(self.count(trace, "leaf"), 1000)
                self.report(trace, "--check")


class Sizes(base.RuntimeTest):
    """Sizes read from the environment are bounded: a typo must not cost gigabytes per thread."""

    def test_absurd_sizes_are_refused_with_one_line_each(self):
        exe = self.build(CALLS.replace("return 7;", "return 0;"))
        for mode, variable in [("trace", "OVERDUB_BUFFER_EVENTS"), ("ring", "OVERDUB_RING_EVENTS")]:
            for value in ["100000000", "4194305", "1e9", "-5", "12 "]:
                with self.subTest(variable=variable, value=value):
                    for t in self.traces():
                        os.remove(t)
                    r = self.execute(exe, {"OVERDUB_MODE": mode, variable: value,
                                           "OVERDUB_THROTTLE": "0"}, timeout=60)
                    self.assertEqual(r.returncode, 0, r.stderr)
                    self.assertEqual(r.stderr, f"overdub: ignoring {variable}={value} (a whole "
                                               f"number from {16 if mode == 'ring' else 1024} to "
                                               f"4194304); using 65536\n")
                    # The default ring: about 512 KiB; in trace mode two regions of 512 KiB and
                    # the 400,002 events.
                    size = os.path.getsize(self.only_trace())
                    self.assertLess(size, (2 if mode == "ring" else 10) * 1024 * 1024)

    def test_the_largest_sizes_are_taken(self):
        exe = self.build(CALLS.replace("return 7;", "return 0;"))
        r = self.execute(exe, {"OVERDUB_MODE": "ring", "OVERDUB_RING_EVENTS": "4194304"})
        self.assertEqual((r.returncode, r.stderr), (0, ""))
        self.assertGreater(os.path.getsize(self.only_trace()), 32 * 1024 * 1024)

    def test_each_bad_variable_has_its_line(self):
        exe = self.build(CALLS.replace("return 7;", "return 0;"))
        r = self.execute(exe, {"OVERDUB_BUFFER_EVENTS": "lots", "OVERDUB_THROTTLE_CALLS": "0",
                               "OVERDUB_THROTTLE_NS": "99999999999", "OVERDUB_MODE": "fast"})
        self.assertEqual(r.returncode, 0)
        self.assertEqual(sorted(r.stderr.splitlines()), [
            "overdub: ignoring OVERDUB_BUFFER_EVENTS=lots (a whole number from 1024 to 4194304); "
            "using 65536",
            "overdub: ignoring OVERDUB_MODE=fast (trace, ring or aggregate)",
            "overdub: ignoring OVERDUB_THROTTLE_CALLS=0 (a whole number from 1 to 1099511627776); "
            "using 100000",
            "overdub: ignoring OVERDUB_THROTTLE_NS=99999999999 (a whole number from 1 to "
            "1000000000); using 10000"])


if __name__ == "__main__":
    base.OVERDUB, base.REPORT, base.INCLUDE, base.RUNTIME = sys.argv[1:5]
    unittest.main(argv=sys.argv[:1] + sys.argv[5:], verbosity=2)
