"""--check and the report's messages: what --check fails on and what it takes as a correct program's
behaviour (docs/report.md, "Checking a trace"), what it prints, and notes counted once however many
traces share them.

    test_check.py <overdub-report>"""
import os
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from tracegen import (RUNNING, START, STOP, UNWIND, TraceWriter,  # noqa: E402
                      argument_chain, staging)

REPORT = None


def report(*args):
    return subprocess.run([REPORT, *args], capture_output=True, text=True)


def running(w, tid):
    """Marks thread `tid` as running when the trace was written (exit() in a call, a daemon)."""
    w.extra.append(staging(tid, [], seq=1, flags=RUNNING))


class CheckPolicy(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()

    def tearDown(self):
        self.tmp.cleanup()

    def write(self, w, name="t.trace", end=True):
        path = os.path.join(self.tmp.name, name)
        w.write(path, end=end)
        return path

    def passes(self, path, note=None):
        r = report("--check", path)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(r.stderr, "")
        self.assertRegex(r.stdout, r"^check passed: pid \d+, \d+ threads?, \d+ calls, .* traced")
        self.assertEqual(len(r.stdout.splitlines()), 1, r.stdout)  # the result, not the profile
        if note:
            self.assertIn(note, r.stdout)

    def fails(self, path, problem):
        r = report("--check", path)
        self.assertEqual(r.returncode, 1, r.stdout)
        self.assertEqual(r.stdout, "")
        self.assertIn(problem, r.stderr.splitlines()[-1])
        self.assertRegex(r.stderr.splitlines()[-1], r"^overdub-report: check failed: ")

    def test_check_prints_its_result_and_the_report_only_when_asked(self):
        path = self.write(argument_chain(3))
        self.passes(path)
        r = report("--check", "--format=csv", path)
        self.assertEqual((r.returncode, r.stdout.splitlines()[0]),
                         (0, "callee,calls,inclusive_ns,exclusive_ns,untimed_calls,p50_ns,p90_ns,p99_ns"))

    def test_an_unwound_noreturn_call_passes(self):
        # main: try { fail(); } catch (...) {}: the [[noreturn]] callee threw.
        w = TraceWriter()
        fail = w.site("fail", line=3)
        log = w.site("log", caller="fail", line=9)
        w.event(1, 0, fail, START)
        w.call(1, 1, 2, log)
        w.event(1, 5, fail, UNWIND)
        self.passes(self.write(w), "1 ended by an exception")

    def test_calls_left_by_a_call_that_never_returns_pass(self):
        # run() calls parse(), which calls fail(), which longjmps to a setjmp in run's caller:
        # neither parse nor fail records a stop; recover(), called in outer, closes them.
        w = TraceWriter()
        outer = w.site("outer", line=1)
        parse = w.site("parse", caller="outer", line=2)
        fail = w.site("fail", caller="parse", line=3)
        recover = w.site("recover", caller="outer", line=4)
        for k in range(3):  # parse returns normally twice, then is left by the jump
            w.call(2, 10 * k, 10 * k + 5, parse)
        w.event(1, 0, outer, START)
        w.event(1, 1, parse, START)
        w.event(1, 2, fail, START)
        w.call(1, 4, 6, recover)
        w.event(1, 10, outer, STOP)
        # A thread that ended in pthread_exit (it never returns) inside two calls.
        worker = w.site("worker", line=5)
        pthread_exit = w.site("pthread_exit", caller="worker", line=6)
        w.event(3, 0, worker, START)
        w.event(3, 1, pthread_exit, START)
        path = self.write(w)
        self.passes(path, "2 left by a call that never returns (longjmp, pthread_exit)")
        self.passes(path, "2 left by a jump (longjmp), closed where their thread went on below")

    def test_calls_in_progress_at_exit_pass(self):
        w = TraceWriter()
        loop = w.site("loop")
        w.call(1, 0, 5, loop)
        w.event(1, 10, loop, START)  # exit() or a daemon thread: still inside loop at exit
        running(w, 1)
        self.passes(self.write(w), "1 in progress at exit")

    def test_events_out_of_time_order_pass(self):
        # A signal handler's call recorded between f's clock reading (at 9) and f's slot: f's
        # stop is taken as at 15, so that no call ends before it starts.
        w = TraceWriter()
        f, handler = w.site("f"), w.site("handler", caller="on_signal")
        w.event(1, 0, f, START)
        w.call(1, 10, 15, handler)
        w.event(1, 9, f, STOP)
        path = self.write(w)
        self.passes(path, "1 events timed before the event before them (taken as at its time)")
        rows = report("--format=csv", path).stdout
        self.assertIn("f,1,15,10", rows)

    def test_ring_and_fork_traces_pass(self):
        for mode, parent, note in [(1, 0, "(ring)"), (0, 99, "(fork)")]:
            with self.subTest(note=note):
                w = TraceWriter(mode=mode, parent_pid=parent)
                f = w.site("f")
                w.event(1, 5, f, STOP)  # started before the trace holds it
                w.call(1, 6, 9, f)
                self.passes(self.write(w), f"1 started before the trace begins {note}")

    def test_anomalies_fail(self):
        def lost_stop(w, f):
            w.call(1, 0, 1, f)
            g = w.site("g")
            w.event(1, 2, g, START)
            w.event(1, 3, f, START)  # f returns normally elsewhere: this stop is missing
            w.event(1, 9, g, STOP)

        def unfinished(w, f):
            w.call(1, 0, 1, f)
            w.event(1, 3, f, START)  # an exited thread left f open

        def dropped(w, f):
            w.call(1, 0, 1, f)
            w.dropped[1] = 7

        def orphan(w, f):
            w.event(1, 1, f, STOP)

        def unknown(w, f):
            w.call(1, 0, 1, f + 0x4000)

        cases = [(lost_stop, "1 calls without a stop (closed by an enclosing stop)"),
                 (unfinished, "1 calls unfinished when their thread exited"),
                 (dropped, "7 dropped events"), (orphan, "1 stops without a start"),
                 (unknown, "2 events of unknown sites")]
        for make, problem in cases:
            with self.subTest(problem=problem):
                w = TraceWriter()
                make(w, w.site("f"))
                self.fails(self.write(w), problem)

    def test_incomplete_traces_fail(self):
        w = argument_chain(3)
        path = self.write(w, end=False)
        self.fails(path, "t.trace: the trace has no end record")
        with open(path, "rb") as f:
            data = f.read()
        cut = os.path.join(self.tmp.name, "cut.trace")
        with open(cut, "wb") as f:
            f.write(data[:-20])
        self.fails(cut, "cut.trace: the trace is truncated")

    def test_help_states_the_policy(self):
        text = " ".join(report("--help").stdout.split())
        for words in ["Fails on: dropped events", "calls that lost their stop",
                      "calls left open by a thread that exited", "events of unknown sites",
                      "in progress at exit", "left by a call that never returns",
                      "left by a jump (longjmp) and closed where their thread went on below",
                      "started before a ring or fork trace", "Alone, prints only the result"]:
            self.assertIn(words, text)


class RepeatedNotes(unittest.TestCase):
    def test_many_fork_traces_are_summed_up_once(self):
        with tempfile.TemporaryDirectory() as tmp:
            paths = []
            for k in range(200):
                w = TraceWriter(pid=1000 + k, parent_pid=999)
                f = w.site("f")
                w.event(1, 5, f, STOP)
                w.call(1, 6, 9, f)
                paths.append(os.path.join(tmp, f"child.{k}.trace"))
                w.write(paths[-1], end=k >= 3)  # three of them have no end record
            r = report(*paths)
            self.assertEqual(r.returncode, 0, r.stderr)
            summary = r.stdout.splitlines()[0]
            self.assertLess(len(summary), 400, summary)
            self.assertEqual(summary.count("started before the trace begins (fork)"), 1)
            self.assertIn(", 200 started before the trace begins (fork), 200 processes forked "
                          "from another", summary)
            warnings = r.stderr.splitlines()
            self.assertEqual(len(warnings), 1, r.stderr)
            self.assertIn(f"3 traces ({paths[0]}, {paths[1]} and 1 more): the trace has no end "
                          "record", warnings[0])


if __name__ == "__main__":
    REPORT = sys.argv[1]
    unittest.main(argv=sys.argv[:1] + sys.argv[2:], verbosity=2)
