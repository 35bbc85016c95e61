"""overdub-report diff: inclusive and exclusive changes per callee and per site, ranked by how far
each stands above the noise (a floor of 1% of the traced time with one run a side, twice the
run-to-run spread with several: diff A1 A2 A3 -- B1 B2 B3), --sort, --top, CSV.

    test_diff.py <overdub-report>"""
import csv
import io
import os
import re
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from tracegen import START, STOP, TraceWriter  # noqa: E402

REPORT = None
US = 1000


def run_trace(path, spawn=0, slow_pi=0, jittery=0, steady=0, main_own=29_700 * US):
    """main calls spawn, slow_pi, jittery and steady (each as long as given, in ns, when not 0)
    one after another, and spends main_own itself."""
    w = TraceWriter()
    main = w.site("main", caller="", line=1)
    t = 0
    w.event(1, t, main, START)
    for line, (name, took) in enumerate((("spawn", spawn), ("slow_pi", slow_pi),
                                         ("jittery", jittery), ("steady", steady)), start=2):
        if took:
            site = w.site(name, line=line)
            w.call(1, t + 10, t + 10 + took, site)
            t += 10 + took
    w.event(1, t + main_own, main, STOP)
    w.write(path)
    return path


def rows(text):
    return list(csv.DictReader(io.StringIO(text)))


class Diff(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()

    def tearDown(self):
        self.tmp.cleanup()

    def trace(self, name, **kwargs):
        return run_trace(os.path.join(self.tmp.name, name + ".trace"), **kwargs)

    def diff(self, *args):
        r = subprocess.run([REPORT, "diff", "--no-compensation", *args], capture_output=True,
                           text=True)
        self.assertEqual(r.returncode, 0, r.stderr)
        return r.stdout

    def test_start_up_noise_ranks_below_a_real_change(self):
        # Thread creation 100 us -> 7 us (-93%), slow_pi 200 us -> 3.154 ms (+1477%), in runs
        # of about 30 ms: the floor is 1% of the longer, about 330 us.
        before = self.trace("before", spawn=100 * US, slow_pi=200 * US)
        after = self.trace("after", spawn=7 * US, slow_pi=3154 * US)
        out = self.diff(before, after).splitlines()
        self.assertIn("noise: 328.610 us", out[0])  # 1% of 32.861 ms
        body = [line.split() for line in out[3:]]
        self.assertEqual(body[0][-1], "slow_pi")
        self.assertEqual(body[0][6:9], ["+2.954", "ms", "+1477.0%"])
        self.assertEqual(out[4], "-- within noise --")
        self.assertEqual([b[-1] for b in body[2:]], ["spawn", "main"])
        got = {r["callee"]: r for r in rows(self.diff("--format=csv", before, after))}
        self.assertEqual(got["spawn"]["exclusive_change_ns"], "-93000")
        self.assertEqual((got["slow_pi"]["inclusive_ns_before"], got["slow_pi"]["inclusive_ns_after"]),
                         ("200000", "3154000"))
        self.assertGreater(float(got["slow_pi"]["score"]), 1)
        self.assertLess(float(got["spawn"]["score"]), 1)

    def test_several_runs_a_side_weigh_the_spread(self):
        # jittery's mean grows by 600 us but varies by 1 ms from run to run; steady grows by
        # 500 us in every run: steady's change is the real one.
        before = [self.trace(f"a{k}", jittery=(1 + k * 1000) * US, steady=1000 * US)
                  for k in range(3)]
        after = [self.trace(f"b{k}", jittery=(601 + k * 1000) * US, steady=1500 * US)
                 for k in range(3)]
        out = self.diff(*before, "--", *after)
        self.assertIn("3 runs before, 3 after", out)
        self.assertIn("or twice the run-to-run spread", out)
        got = rows(self.diff("--format=csv", *before, "--", *after))
        self.assertEqual([r["callee"] for r in got], ["steady", "jittery", "main"])
        self.assertEqual(got[0]["exclusive_change_ns"], "500000")
        self.assertEqual(got[1]["exclusive_change_ns"], "600000")
        # The floor: 1% of the after runs' mean traced time, 32.801020 ms; jittery's noise: twice
        # the standard error of the change, its runs' sample deviation 1 ms on both sides.
        self.assertAlmostEqual(float(got[0]["score"]), 500_000 / 328_010.2, places=2)
        self.assertAlmostEqual(float(got[1]["score"]), 600 / (2 * (2 / 3) ** 0.5 * 1000), places=2)

    def test_one_run_against_several_takes_their_spread(self):
        # One run before: it has no spread of its own, so the after side's stands for it too.
        before = [self.trace("a", jittery=1001 * US)]
        after = [self.trace(f"b{k}", jittery=(601 + k * 1000) * US) for k in range(3)]
        got = {r["callee"]: r for r in rows(self.diff("--format=csv", *before, "--", *after))}
        self.assertEqual(got["jittery"]["exclusive_change_ns"], "600000")
        noise = 2 * (1e12 + 1e12 / 3) ** 0.5
        self.assertAlmostEqual(float(got["jittery"]["score"]), 600_000 / noise, places=2)

    def test_by_site_sort_and_top(self):
        before = self.trace("before", spawn=100 * US, slow_pi=200 * US)
        after = self.trace("after", spawn=7 * US, slow_pi=3154 * US)
        got = rows(self.diff("--by-site", "--format=csv", before, after))
        self.assertEqual(got[0]["site"], "k.cpp:3:1: main -> slow_pi")
        got = rows(self.diff("--sort=name", "--top=2", "--format=csv", before, after))
        self.assertEqual([r["callee"] for r in got], ["main", "slow_pi"])
        got = rows(self.diff("--sort=inclusive", "--format=csv", before, after))
        self.assertEqual([r["callee"] for r in got], ["slow_pi", "main", "spawn"])

    def test_html_page_with_a_differential_flame_graph(self):
        before = self.trace("before", spawn=100 * US, slow_pi=200 * US)
        after = self.trace("after", spawn=7 * US, slow_pi=3154 * US)
        page = self.diff("--format=html", before, after)
        boxes = dict(re.findall(r"<title>(\w+): [^<]*</title><rect [^>]*fill=\"(rgb\([\d,]+\))\"",
                                page))
        # slow_pi grew 16-fold: deep red; main by 2.861 ms, 8.7% of its 32.861 ms after: pale.
        self.assertEqual(boxes, {"slow_pi": "rgb(255,65,65)", "main": "rgb(255,192,192)"})
        rows = re.findall(r"<tr( class=\"noise\")?><td class=\"n\">.*?<td class=\"l\">(\w+)</td>",
                          page)
        self.assertEqual(rows, [("", "slow_pi"), (' class="noise"', "spawn"),
                                (' class="noise"', "main")])
        self.assertIn("1 frame (7.000 us) too narrow to draw", page)

    def test_refused(self):
        a = self.trace("a", spawn=US)
        for args in (["--min-percent=5", a, a], ["--format=svg", a, a], ["--per-thread", a, a],
                     [a], [a, a, a], [a, "--"], ["--", a]):
            with self.subTest(args=args):
                r = subprocess.run([REPORT, "diff", *args], capture_output=True, text=True)
                self.assertEqual(r.returncode, 1)
                self.assertIn("error: diff", r.stderr)


if __name__ == "__main__":
    REPORT = sys.argv[1]
    unittest.main(argv=sys.argv[:1] + sys.argv[2:], verbosity=2)
