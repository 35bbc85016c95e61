"""The report's repair of calls left by a jump (docs/report.md, "Calls left by a jump"): a longjmp
leaves calls without their stop; the first call the thread makes in a function below them closes
them there, and the calls after the jump nest where they were made.

    test_jump_repair.py <overdub-report>"""
import os
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from tracegen import START, STOP, UNWIND, TraceWriter  # noqa: E402

REPORT = None
JUMPED = "left by a jump (longjmp), closed where their thread went on below them"
NO_RETURN = "left by a call that never returns (longjmp, pthread_exit)"


def report(*args):
    return subprocess.run([REPORT, *args], capture_output=True, text=True)


class JumpRepair(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()

    def tearDown(self):
        self.tmp.cleanup()

    def write(self, w):
        path = os.path.join(self.tmp.name, "t.trace")
        w.write(path)
        return path

    def folded(self, path):
        """{stack: inclusive-free time} of the folded output."""
        lines = report("--format=folded", path).stdout.splitlines()
        return {line.rsplit(" ", 1)[0]: int(line.rsplit(" ", 1)[1]) for line in lines}

    def inclusive(self, path):
        lines = report("--format=csv", path).stdout.splitlines()[1:]
        return {l.split(",")[0]: int(l.split(",")[2]) for l in lines}

    def check_passes(self, path, *notes):
        r = report("--check", path)
        self.assertEqual(r.returncode, 0, r.stderr)
        for note in notes:
            self.assertIn(note, r.stdout)
        return r.stdout

    def test_a_jump_out_of_three_frames(self):
        # decode() calls setjmp, then parse() -> chunk() -> fail(), which longjmps back into
        # decode: none of the three records a stop. decode then calls recover() and work().
        w = TraceWriter()
        decode = w.site("decode", line=1)
        parse = w.site("parse", caller="decode", line=2)
        chunk = w.site("chunk", caller="parse", line=3)
        fail = w.site("fail", caller="chunk", line=4)
        recover = w.site("recover", caller="decode", line=5)
        work = w.site("work", caller="decode", line=6)
        w.event(1, 0, decode, START)
        w.event(1, 10, parse, START)
        w.event(1, 20, chunk, START)
        w.event(1, 30, fail, START)
        w.call(1, 40, 50, recover)
        w.call(1, 60, 90, work)
        w.event(1, 100, decode, STOP)
        path = self.write(w)
        self.assertEqual(self.folded(path), {
            "decode": 100 - 30 - 10 - 30, "decode;parse": 10, "decode;parse;chunk": 10,
            "decode;parse;chunk;fail": 10, "decode;recover": 10, "decode;work": 30})
        self.assertEqual(self.inclusive(path)["parse"], 30)  # ends where recover starts
        out = self.check_passes(path, "3 " + JUMPED)
        self.assertNotIn(NO_RETURN, out)
        self.assertIn("3 " + JUMPED, report(path).stdout)  # the table's header notes it

    def test_recursion_lands_in_the_innermost_instance(self):
        # walk() recurses; the inner walk calls setjmp, then visit() -> check() -> fail()
        # longjmps back into it. It calls log(), returns, and the outer walk returns.
        w = TraceWriter()
        walk = w.site("walk", line=1)
        inner = w.site("walk", caller="walk", line=2)
        visit = w.site("visit", caller="walk", line=3)
        check = w.site("check", caller="visit", line=4)
        fail = w.site("fail", caller="check", line=5)
        log = w.site("log", caller="walk", line=6)
        w.event(1, 0, walk, START)
        w.event(1, 10, inner, START)
        w.event(1, 20, visit, START)
        w.event(1, 30, check, START)
        w.event(1, 40, fail, START)
        w.call(1, 50, 60, log)
        w.event(1, 70, inner, STOP)
        w.call(1, 80, 85, log)
        w.event(1, 100, walk, STOP)
        path = self.write(w)
        self.assertEqual(self.folded(path), {
            "walk": 100 - 60 - 5, "walk;walk": 60 - 30 - 10, "walk;walk;visit": 10,
            "walk;walk;visit;check": 10, "walk;walk;visit;check;fail": 10,
            "walk;walk;log": 10, "walk;log": 5})
        self.check_passes(path, "3 " + JUMPED)

    def test_a_jump_then_the_stop_of_the_call_it_landed_in(self):
        # run() calls setjmp, then parse() -> fail() longjmps back; run calls recover() and
        # returns; main goes on with work(). A second jump lands in run, which returns at once:
        # its stop closes the calls left (no call was made in between).
        w = TraceWriter()
        run = w.site("run", line=1)
        parse = w.site("parse", caller="run", line=2)
        fail = w.site("fail", caller="parse", line=3)
        recover = w.site("recover", caller="run", line=4)
        work = w.site("work", line=5)
        w.event(1, 0, run, START)
        w.event(1, 10, parse, START)
        w.event(1, 20, fail, START)
        w.call(1, 30, 40, recover)
        w.event(1, 50, run, STOP)
        w.call(1, 60, 70, work)
        w.event(1, 100, run, START)
        w.event(1, 110, parse, START)
        w.event(1, 120, fail, START)
        w.event(1, 130, run, STOP)
        path = self.write(w)
        self.assertEqual(self.folded(path), {
            "run": 50 - 20 - 10 + 130 - 100 - 20, "run;parse": 10 + 10, "run;parse;fail": 10 + 10,
            "run;recover": 10, "work": 10})
        self.assertEqual(self.inclusive(path)["run"], 50 + 30)
        self.check_passes(path, "2 " + JUMPED, "2 " + NO_RETURN)

    def test_a_thread_ending_with_calls_open(self):
        # A worker thread jumps once (repaired), then ends in pthread_exit inside two calls:
        # those stay left by a call that never returns.
        w = TraceWriter()
        job = w.site("job", caller="worker", line=1)
        step = w.site("step", caller="job", line=2)
        fail = w.site("fail", caller="step", line=3)
        retry = w.site("retry", caller="job", line=4)
        finish = w.site("finish", caller="worker", line=5)
        leave = w.site("pthread_exit", caller="finish", line=6)
        w.event(2, 0, job, START)
        w.event(2, 10, step, START)
        w.event(2, 20, fail, START)
        w.call(2, 30, 40, retry)
        w.event(2, 50, job, STOP)
        w.event(2, 60, finish, START)
        w.event(2, 70, leave, START)
        path = self.write(w)
        self.assertEqual(self.folded(path), {
            "job": 50 - 20 - 10, "job;step": 10, "job;step;fail": 10, "job;retry": 10,
            "finish": 10})  # pthread_exit took no time: no line
        self.check_passes(path, "2 " + JUMPED, "2 " + NO_RETURN)

    def test_calls_that_record_their_stop_later_are_not_cut(self):
        # Guard (passes without the repair too): a call through a pointer or a virtual call runs
        # a function of another name. Add::eval calls l->eval() (Expr::eval), which runs
        # Add::eval again: its calls are made in Add::eval while Expr::eval is the innermost
        # open call, yet every call records its stop. An exception's unwinding stops likewise.
        w = TraceWriter()
        outer = w.site("Add::eval", line=1)
        virtual = w.site("Expr::eval", caller="Add::eval", line=2)
        leaf = w.site("leaf", caller="Add::eval", line=3)
        thrower = w.site("thrower", line=4)
        throws = w.site("raise", caller="thrower", line=5)
        handler = w.site("handle", line=6)
        w.event(1, 0, outer, START)
        w.event(1, 10, virtual, START)
        w.call(1, 20, 30, leaf)
        w.event(1, 40, virtual, STOP)
        w.event(1, 50, outer, STOP)
        w.event(1, 60, thrower, START)
        w.event(1, 61, throws, START)
        w.event(1, 62, throws, UNWIND)
        w.event(1, 63, thrower, UNWIND)
        w.call(1, 64, 65, handler)
        path = self.write(w)
        self.assertEqual(self.folded(path), {
            "Add::eval": 20, "Add::eval;Expr::eval": 20, "Add::eval;Expr::eval;leaf": 10,
            "thrower": 2, "thrower;raise": 1, "handle": 1})
        out = self.check_passes(path, "2 ended by an exception")
        self.assertNotIn(JUMPED, out)


if __name__ == "__main__":
    REPORT = sys.argv.pop(1)
    unittest.main()
