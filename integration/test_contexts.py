#!/usr/bin/env python3
"""The example contexts of integration/examples/contexts, each built the ways it can be selected
and checked against the plain program and the built-in recorder:

  counter         exact per-site counts, at rewrite time, preloaded and linked, equal to the
                  recorder's per-site counts (threads, exceptions)
  logger          its nested lines equal overdub-report's event log of the same program, per
                  thread, unwinding included; at rewrite time and preloaded
  fault_injector  the chosen site throws on its Nth call, the program's handler runs, and every
                  call that entered ends once
  memo_check      the value hooks: calls repeated with the same arguments, and those that
                  returned another result for them, counted exactly per site

  test_contexts.py OVERDUB REPORT INCLUDE RUNTIME [unittest args, e.g. Counter]"""
import collections
import csv
import glob
import io
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest

OVERDUB = REPORT = INCLUDE = RUNTIME = None
EXAMPLES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "examples", "contexts")
FLAGS = ["-std=c++17", "-O1", "-Wall", "-Wextra", "-pthread"]


def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, **kw)


class Example(unittest.TestCase):
    NAME = None

    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.dir = self.tmp.name
        shutil.copy(os.path.join(EXAMPLES, self.NAME, "program.cpp"), self.dir)
        self.header = os.path.join(EXAMPLES, self.NAME, self.NAME + ".h")

    def tearDown(self):
        self.tmp.cleanup()

    def compile(self, out, *sources, extra=()):
        c = run(["g++", *FLAGS, *extra, "-I", INCLUDE, *sources, "-o", os.path.join(self.dir, out)],
                cwd=self.dir)
        self.assertEqual(c.returncode, 0, c.stderr)
        self.assertNotIn("warning", c.stderr)
        return os.path.join(self.dir, out)

    def instrument(self, out, *options):
        r = run([OVERDUB, *options, "program.cpp", "--", "-std=c++17", "-I", INCLUDE], cwd=self.dir)
        self.assertEqual(r.returncode, 0, r.stderr)
        with open(os.path.join(self.dir, out), "w") as f:
            f.write(r.stdout)
        return out

    def static_build(self, cls):
        """The program instrumented for the context at rewrite time."""
        src = self.instrument("static.cpp", "--context=overdub_examples::" + cls,
                              "--context-header=" + self.header)
        return self.compile("static", src, RUNTIME)

    def default_build(self, *objects):
        """The program instrumented as usual (the default context), linked with `objects`."""
        if not os.path.exists(os.path.join(self.dir, "default.cpp")):
            self.instrument("default.cpp")
        return self.compile("default" + str(len(objects)), "default.cpp", *objects, RUNTIME)

    def context_library(self):
        src = os.path.join(EXAMPLES, self.NAME, self.NAME + "_context.cpp")
        return self.compile("lib%s.so" % self.NAME, src, extra=["-fPIC", "-shared"])

    def execute(self, exe, **env):
        e = dict(os.environ, OVERDUB_OUTPUT=os.path.join(self.dir, "t.%p.trace"))
        e.update(env)
        return run([exe], cwd=self.dir, env=e)

    def traces(self):
        return glob.glob(os.path.join(self.dir, "t.*.trace"))

    def plain_output(self):
        return self.execute(self.compile("plain", "program.cpp")).stdout


class Counter(Example):
    NAME = "counter"

    def counts(self, exe, **env):
        out = os.path.join(self.dir, "counts.txt")
        r = self.execute(exe, COUNTER_OUTPUT=out, **env)
        self.assertEqual((r.returncode, r.stdout, r.stderr), (0, self.plain_output(), ""))
        self.assertEqual(self.traces(), [], "a context replaces the trace")
        with open(out) as f:
            rows = [line.split() for line in f]
        os.remove(out)
        return {(site, callee): int(n) for n, callee, site in rows}

    def test_counts_are_exact_in_every_selection(self):
        # The built-in recorder's per-site counts, every call recorded.
        r = self.execute(self.default_build(), OVERDUB_THROTTLE="0")
        self.assertEqual(r.returncode, 0, r.stderr)
        [trace] = self.traces()
        table = run([REPORT, "--by-site", "--format=csv", trace]).stdout
        recorded = {(row["site"], row["callee"]): int(row["calls"])
                    for row in csv.DictReader(io.StringIO(table))}
        os.remove(trace)
        # What program.cpp says: 10,000 calls of twice() in four threads, two leaf() each, and
        # 50 calls of check(), five of them throwing.
        self.assertEqual(recorded[("program.cpp:15:45", "twice")], 10000)
        self.assertEqual(recorded[("program.cpp:11:27", "leaf")], 10000)
        self.assertEqual(recorded[("program.cpp:11:37", "leaf")], 10000)
        self.assertEqual(recorded[("program.cpp:31:7", "check")], 50)
        self.assertEqual(recorded[("program.cpp:27:39", "std::thread::join")], 4)

        for selection, exe, env in [
                ("rewrite time", self.static_build("Counter"), {}),
                ("preloaded", self.default_build(), {"LD_PRELOAD": self.context_library()}),
                ("linked", self.default_build(os.path.join(EXAMPLES, "counter", "counter_context.cpp")),
                 {})]:
            with self.subTest(selection):
                self.assertEqual(self.counts(exe, **env), recorded)


    def test_counts_are_exact_with_many_sites(self):
        # 4000 sites, more than a thread's first table holds: it grows, every count is kept.
        n = 2000
        with open(os.path.join(self.dir, "program.cpp"), "w") as f:
            f.write("#include <cstdio>\nint leaf(int x) { return x + 1; }\n")
            f.write("".join("int f%d(int x) { return leaf(x) + %d; }\n" % (i, i) for i in range(n)))
            f.write("int main() {\n  long s = 0;\n")
            f.write("".join("  for (int k = 0; k < %d; ++k) s += f%d(k);\n" % (i % 3 + 1, i)
                            for i in range(n)))
            f.write('  std::printf("%ld\\n", s);\n}\n')
        counts = self.counts(self.static_build("Counter"))
        self.assertEqual(len(counts), 2 * n + 1)  # and printf's
        for i in range(n):
            leaf = len("int f%d(int x) { return " % i) + 1
            call = len("  for (int k = 0; k < %d; ++k) s += " % (i % 3 + 1)) + 1
            self.assertEqual(counts[("program.cpp:%d:%d" % (i + 3, leaf), "leaf")], i % 3 + 1)
            self.assertEqual(counts[("program.cpp:%d:%d" % (n + 5 + i, call), "f%d" % i)],
                             i % 3 + 1)


class Logger(Example):
    NAME = "logger"

    @staticmethod
    def per_thread(lines, pattern):
        """Lines grouped by thread, threads in the order they first appear; thread ids dropped."""
        threads = collections.OrderedDict()
        for line in lines:
            m = re.match(pattern, line)
            if m:
                threads.setdefault(m.group(1), []).append(m.group(2))
        return list(threads.values())

    def test_nesting_matches_the_event_log(self):
        r = self.execute(self.default_build(), OVERDUB_THROTTLE="0")
        self.assertEqual(r.returncode, 0, r.stderr)
        [trace] = self.traces()
        events = run([REPORT, "--format=events", trace]).stdout.splitlines()
        os.remove(trace)
        expected = self.per_thread(events, r"^\s*[\d.]+ \S+\s+(\d+)  (.*)$")
        self.assertEqual(len(expected), 2)
        self.assertIn("unwind  outer (program.cpp:22:9)", expected[0])
        self.assertIn("unwind    inner (program.cpp:14:27)", expected[0])

        for selection, exe, env in [
                ("rewrite time", self.static_build("Logger"), {}),
                ("preloaded", self.default_build(), {"LD_PRELOAD": self.context_library()})]:
            with self.subTest(selection):
                r = self.execute(exe, **env)
                self.assertEqual((r.returncode, r.stdout), (0, self.plain_output()))
                self.assertEqual(self.traces(), [])
                logged = self.per_thread(r.stderr.splitlines(), r"^\s*(\d+)  (.*)$")
                self.assertEqual(logged, expected)


class FaultInjector(Example):
    NAME = "fault_injector"

    def summary(self, stderr):
        m = re.search(r"fault_injector: calls=(\d+) stops=(\d+) unwinds=(\d+) injected=(\d+)", stderr)
        self.assertTrue(m, stderr)
        return tuple(int(g) for g in m.groups())

    def test_the_chosen_call_throws_and_the_handler_runs(self):
        plain = self.plain_output()
        self.assertEqual(plain, "round 0: total 15\nround 1: total 15\nround 2: total 15\n")
        exe = self.static_build("FaultInjector")
        # Nothing chosen: the program runs as it is.
        r = self.execute(exe)
        self.assertEqual((r.returncode, r.stdout), (0, plain))
        self.assertEqual(self.summary(r.stderr), (0, 0, 0, 0))
        # parse() called in total(), line 11: its 7th call is the second of round 1.
        r = self.execute(exe, FAULT_SITE="program.cpp:11", FAULT_CALL="7")
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(r.stdout, "round 0: total 15\n"
                         "round 1: handler ran: injected fault at parse (program.cpp:11:38), call 7\n"
                         "round 2: total 15\n")
        calls, stops, unwinds, injected = self.summary(r.stderr)
        self.assertEqual((calls, injected), (5 + 2 + 5, 1))
        self.assertEqual(calls, stops + unwinds + injected)
        # By callee, inside parse(): std::stoi's 3rd call, in round 0.
        r = self.execute(exe, FAULT_SITE="std::stoi", FAULT_CALL="3")
        self.assertEqual(r.stdout.splitlines()[0],
                         "round 0: handler ran: injected fault at std::stoi (program.cpp:7:45), call 3")
        self.assertEqual(r.stdout.splitlines()[1:], ["round 1: total 15", "round 2: total 15"])
        self.assertEqual(self.summary(r.stderr), (13, 12, 0, 1))


class MemoCheck(Example):
    NAME = "memo_check"

    def test_repeated_arguments_and_differing_results_are_counted_per_site(self):
        src = self.instrument("static.cpp", "--capture=^(square|noisy)$",
                              "--context=overdub_examples::MemoCheck", "--context-header=" + self.header)
        exe = self.compile("static", src, RUNTIME)
        out = os.path.join(self.dir, "memo.txt")
        r = self.execute(exe, MEMO_CHECK_OUTPUT=out)
        self.assertEqual((r.returncode, r.stdout, r.stderr), (0, self.plain_output(), ""))
        self.assertEqual(self.traces(), [], "a context replaces the trace")
        with open(out) as f:
            rows = sorted(f.read().splitlines(), key=lambda row: row.split()[-1])
        self.assertEqual(rows, [
            "10 7 0 square program.cpp:12:39",   # 0, 1, 2, 0...: each repeat returns the same
            "10 8 8 noisy program.cpp:12:55",    # 0, 1, 0, 1...: each repeat returns another
            "1 0 0 square program.cpp:13:23",    # square(square(2)): the outer call
            "1 0 0 square program.cpp:13:30",    # and the inner, each a site of its own
        ])

    def test_objects_recorded_as_bytes_reach_the_hooks_as_objects(self):
        with open(os.path.join(self.dir, "program.cpp"), "w") as f:
            f.write(r'''
#include <cstdio>
struct Point { int x, y; };
int norm(const Point &p) { return (p.x < 0 ? -p.x : p.x) + (p.y < 0 ? -p.y : p.y); }
Point flip(Point p) { return {p.y, p.x}; }
int main() {
  Point p{3, -4};
  int sum = norm(p) + norm({3, -4}) + norm({1, 1});
  for (int i = 0; i < 2; ++i) {
    Point q = flip(p);
    sum += q.x;
  }
  std::printf("%d\n", sum);
}
''')
        src = self.instrument("objects.cpp", "--capture=^(norm|flip)$", "--capture-bytes=^Point$",
                              "--context=overdub_examples::MemoCheck", "--context-header=" + self.header)
        with open(os.path.join(self.dir, src)) as f:
            text = f.read()
        self.assertIn("::overdub::context_arg< overdub_examples::MemoCheck, struct ::Point const & >", text)
        self.assertIn("::overdub::context_result< overdub_examples::MemoCheck >(", text)
        out = os.path.join(self.dir, "memo.txt")
        r = self.execute(self.compile("objects", src, RUNTIME), MEMO_CHECK_OUTPUT=out)
        self.assertEqual((r.returncode, r.stdout, r.stderr), (0, "8\n", ""))
        with open(out) as f:
            rows = sorted(f.read().splitlines(), key=lambda row: row.split()[-1])
        self.assertEqual(rows, ["2 1 0 flip program.cpp:10:15", "1 0 0 norm program.cpp:8:13",
                                "1 0 0 norm program.cpp:8:23", "1 0 0 norm program.cpp:8:39"])

    def test_arguments_in_another_macros_arguments_reach_the_hooks(self):
        # The wrappers land in PAIR's argument list: parenthesized, the comma between the
        # context and the type does not split it.
        with open(os.path.join(self.dir, "program.cpp"), "w") as f:
            f.write(r'''
#include <cstdio>
#define PAIR(a, b) a, b
int add(int a, int b) { return a + b; }
int main() {
  int sum = 0;
  for (int i = 0; i < 3; ++i) sum += add(PAIR(i % 2, 2));
  std::printf("%d\n", sum);
}
''')
        src = self.instrument("pair.cpp", "--capture=^add$", "--context=overdub_examples::MemoCheck",
                              "--context-header=" + self.header)
        with open(os.path.join(self.dir, src)) as f:
            self.assertIn("add(PAIR( ( ::overdub::context_arg< overdub_examples::MemoCheck, int >(",
                          f.read())
        out = os.path.join(self.dir, "memo.txt")
        r = self.execute(self.compile("pair", src, RUNTIME), MEMO_CHECK_OUTPUT=out)
        self.assertEqual((r.returncode, r.stdout, r.stderr), (0, "7\n", ""))
        with open(out) as f:
            self.assertEqual(f.read().splitlines(), ["3 1 0 add program.cpp:7:38"])

    def test_an_argument_hook_that_throws_stops_the_call(self):
        with open(os.path.join(self.dir, "thrower.h"), "w") as f:
            f.write(r'''
#include <overdub/overdub.h>
#include <cstdio>
#include <stdexcept>
struct Thrower {
  static bool enter(const overdub::Site &, overdub::Thread &) noexcept { return true; }
  static void exit(const overdub::Site &, overdub::Thread &) noexcept {}
  static void unwind(const overdub::Site &site, overdub::Thread &) noexcept {
    std::printf("unwind %s\n", site.callee);
  }
  template <class T>
  static void argument(const overdub::Site &, overdub::Thread &, unsigned, const T &value) {
    if (value == 13) throw std::runtime_error("thirteen");
  }
};
''')
        with open(os.path.join(self.dir, "program.cpp"), "w") as f:
            f.write(r'''
#include <cstdio>
#include <stdexcept>
int made;
int square(int x) { ++made; return x * x; }
int main() {
  int sum = 0;
  for (int i = 12; i < 15; ++i) {
    try {
      sum += square(i);
    } catch (const std::exception &e) {
      std::printf("%d: %s\n", i, e.what());
    }
  }
  std::printf("%d %d\n", sum, made);
}
''')
        src = self.instrument("thrown.cpp", "--capture=^square$", "--context=Thrower",
                              "--context-header=" + os.path.join(self.dir, "thrower.h"))
        r = self.execute(self.compile("thrown", src, RUNTIME))
        # square(13) is not made: its argument's hook threw, and the call got its unwind.
        self.assertEqual((r.returncode, r.stdout), (0, "unwind square\n13: thirteen\n340 2\n"))

    def test_a_context_without_value_hooks_runs_as_before(self):
        counter = os.path.join(EXAMPLES, "counter", "counter.h")
        src = self.instrument("counted.cpp", "--capture=.", "--context=overdub_examples::Counter",
                              "--context-header=" + counter)
        with open(os.path.join(self.dir, src)) as f:
            self.assertIn("::overdub::context_arg< overdub_examples::Counter, int >", f.read())
        r = self.execute(self.compile("counted", src, RUNTIME), COUNTER_OUTPUT=os.path.join(self.dir, "c.txt"))
        self.assertEqual((r.returncode, r.stdout, r.stderr), (0, self.plain_output(), ""))
        with open(os.path.join(self.dir, "c.txt")) as f:
            self.assertIn("10 noisy", f.read())


if __name__ == "__main__":
    OVERDUB, REPORT, INCLUDE, RUNTIME = sys.argv[1:5]
    unittest.main(argv=sys.argv[:1] + sys.argv[5:], verbosity=2)
