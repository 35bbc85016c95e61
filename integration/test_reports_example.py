#!/usr/bin/env python3
"""Issue 18's acceptance program, traced for real: integration/examples/reports (two named worker
threads, a recursion, an exception, g(f(x)), a throttled site, a slow function) built through
the installed package, run, and its trace read in every report: the figures, the threads by
name, the Chrome export in speedscope itself, the Perfetto export against the Chrome one, the
source view, a time window and a diff of two runs.

    test_reports_example.py <overdub build dir> <viewers dir (node_modules)>"""
import csv
import io
import json
import os
import re
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "tests", "report"))
from example_support import install, run  # noqa: E402
from perfetto_decode import decode  # noqa: E402

BUILD = VIEWERS = None
EXAMPLE = os.path.join(HERE, "examples", "reports")
THROTTLE = {"OVERDUB_THROTTLE_CALLS": "1000"}


class ReportsExample(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory()
        work = cls.tmp.name
        prefix = install(BUILD, work)
        cls.report_bin = os.path.join(prefix, "bin", "overdub-report")
        build = os.path.join(work, "build")
        run(["cmake", "-S", EXAMPLE, "-B", build, "-G", "Ninja", f"-DCMAKE_PREFIX_PATH={prefix}"])
        run(["cmake", "--build", build])
        plain = os.path.join(work, "plain")
        run(["g++", "-std=c++17", "-O1", "-pthread", "-o", plain,
             os.path.join(EXAMPLE, "reports.cpp")])
        cls.expected = run([plain]).stdout
        cls.traces = []
        for k in range(2):
            path = os.path.join(work, f"run{k}.trace")
            env = dict(os.environ, OVERDUB_OUTPUT=path, **THROTTLE)
            cls.outputs = run([os.path.join(build, "reports")], env=env).stdout
            cls.traces.append(path)
        cls.trace = cls.traces[0]

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def report(self, *args, text=True):
        r = subprocess.run([self.report_bin, *args], capture_output=True, text=text)
        self.assertEqual(r.returncode, 0, r.stderr)
        return r

    def csv_rows(self, *args):
        out = self.report("--format=csv", *args, self.trace).stdout
        return {row["callee"]: row for row in csv.DictReader(io.StringIO(out))}

    def test_the_program_behaves_as_built_plainly(self):
        self.assertEqual(self.outputs, self.expected)

    def test_figures(self):
        rows = self.csv_rows()
        self.assertEqual(rows["fib"]["calls"], "1973")  # fib(15) calls itself 1972 times
        self.assertEqual(rows["slow_pi"]["calls"], "2")
        self.assertEqual(rows["tiny"]["calls"], "200000")
        self.assertGreater(int(rows["tiny"]["untimed_calls"]), 0)  # throttled after 1000
        self.assertEqual((rows["inc"]["calls"], rows["twice"]["calls"]), ("1", "1"))
        # The slow function is the busiest: it has the largest exclusive time. A throttled
        # callee's time is estimated from its timed calls' mean, which one preemption of a busy
        # machine during a timed call inflates 200-fold: those are left out.
        timed = [r for r in rows.values() if int(r["untimed_calls"]) == 0]
        busiest = max(timed, key=lambda r: int(r["exclusive_ns"]))
        self.assertEqual(busiest["callee"], "slow_pi")
        table = self.report("--check", "--format=table", self.trace).stdout
        self.assertIn("1 ended by an exception", table)
        self.assertIn("throttled: tiny", table)

    def test_threads_by_name(self):
        table = self.report("--per-thread", self.trace).stdout
        for name in ("worker-0", "worker-1"):
            self.assertIn(f"({name})", table)  # its section's title: "== thread TID (name) =="
            rows = self.csv_rows(f"--thread={name}")
            self.assertEqual(rows["slow_pi"]["calls"], "1", name)  # its own call only
            self.assertNotIn("fib", rows)  # main's calls are not its
            self.assertNotIn("twice", rows)
        events = json.loads(self.report("--format=chrome", self.trace).stdout)["traceEvents"]
        names = {e["args"]["name"] for e in events if e["name"] == "thread_name"}
        self.assertTrue({"worker-0", "worker-1"} <= names, names)

    def test_timelines(self):
        out = os.path.join(self.tmp.name, "t.json")
        self.report("--format=chrome", "-o", out, self.trace)
        r = subprocess.run(["node", os.path.join(VIEWERS, "speedscope_check.mjs"), out, "120"],
                           capture_output=True, text=True, timeout=300)
        self.assertEqual(r.returncode, 0, r.stderr)
        result = json.loads(r.stdout)
        self.assertTrue(result["loaded"], result)
        said = [m for m in result["messages"] if m["type"] in ("warning", "error", "pageerror")
                and "GL Driver Message" not in m["text"]]
        self.assertEqual(said, [])
        # The Perfetto export: the same slices as the Chrome export, per thread.
        slices, tracks, _ = decode(self.report("--format=perfetto", self.trace, text=False).stdout)
        with open(out) as f:
            chrome = json.load(f)["traceEvents"]
        self.assertEqual(len(slices), sum(1 for e in chrome if e["ph"] == "X"))
        named = {t.get("name") for t in tracks.values()}
        self.assertTrue({"worker-0", "worker-1"} <= named, named)

    def test_html_page(self):
        out = os.path.join(self.tmp.name, "page.html")
        self.report("--format=html", "-o", out, self.trace)
        data = self.report("--format=csv", self.trace)  # the page's figures are the report's
        fib_calls = next(l for l in data.stdout.splitlines() if l.startswith("fib,")).split(",")[1]
        with open(out, encoding="utf-8") as f:
            page = f.read()
        self.assertIn("worker-0", page)
        thread = next(str(k) for k, label in enumerate(re.findall(r'"label":("[^"]*")', page))
                      if "worker-1" in label)
        r = subprocess.run(["node", os.path.join(VIEWERS, "html_check.mjs"), out, "fib", "slow",
                            thread], capture_output=True, text=True, timeout=300)
        self.assertEqual(r.returncode, 0, r.stderr)
        result = json.loads(r.stdout)
        self.assertEqual(result["messages"], [])
        steps = result["steps"]
        for name in ("zoom", "search", "sort", "thread", "tree", "timeline"):
            self.assertTrue(steps[name]["changed"], name)
        self.assertEqual(steps["zoom"]["state"]["zoom"], "fib")
        self.assertRegex(steps["search"]["state"]["matched"], r"^matched: [1-9]\d?\.\d\d% ")
        self.assertEqual(steps["thread"]["state"]["root"], json.loads(
            re.findall(r'"label":("[^"]*")', page)[int(thread)]))
        self.assertIn(f'<td class="n">{fib_calls}</td>', page)

    def test_source_view(self):
        out = self.report("--format=annotate", f"--source-dir={EXAMPLE}", self.trace).stdout
        line = next(l for l in out.splitlines() if "out = slow_pi(" in l)
        self.assertEqual(line.split()[0], "2")  # two calls, one per worker
        remarks = self.report("--format=remarks", self.trace).stdout
        self.assertRegex(remarks, r"reports\.cpp:\d+:\d+: remark: 'fib' 1 call")

    def test_window_and_diff(self):
        rows = self.csv_rows("--until=1us")
        self.assertNotIn("slow_pi", rows)  # it starts later than that
        out = self.report("diff", self.traces[0], self.traces[1]).stdout
        self.assertIn("1 run before, 1 after, per callee", out)
        self.assertIn("slow_pi", out)


if __name__ == "__main__":
    BUILD, VIEWERS = sys.argv[1], sys.argv[2]
    unittest.main(argv=sys.argv[:1] + sys.argv[3:], verbosity=2)
