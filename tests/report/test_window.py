"""--since and --until: only what ran in a time window, calls cut at its edges, in every format
(the profile, the tree, the event log, and the Chrome and Perfetto timelines, which stay nested).

    test_window.py <overdub-report>"""
import csv
import io
import os
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from perfetto_decode import decode  # noqa: E402
from test_perfetto import chrome_spans, thread_slices  # noqa: E402
from test_report import known_trace  # noqa: E402
from tracegen import START, STOP, TraceWriter  # noqa: E402

REPORT = None


def report(*args):
    return subprocess.run([REPORT, *args], capture_output=True, text=True)


def crossing_trace():
    """Thread 1: a [0, 1000] calls b [100, 300] (b calls c [120, 140] and d [200, 250]), then
    g(f(x)) with f [400, 600] and g ending at 700, then h [800, 900]."""
    w = TraceWriter()
    a, b = w.site("a", caller="", line=1), w.site("b", caller="a", line=2)
    c, d = w.site("c", caller="b", line=3), w.site("d", caller="b", line=4)
    g = w.site("g", caller="a", line=5, column=3)
    f = w.site("f", caller="a", line=5, column=5, parent=g)
    h = w.site("h", caller="a", line=6)
    w.event(1, 0, a, START)
    w.event(1, 100, b, START)
    w.call(1, 120, 140, c)
    w.call(1, 200, 250, d)
    w.event(1, 300, b, STOP)
    w.event(1, 350, g, START)
    w.call(1, 400, 600, f)
    w.event(1, 700, g, STOP)
    w.call(1, 800, 900, h)
    w.event(1, 1000, a, STOP)
    return w


class Window(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.path = os.path.join(self.tmp.name, "c.trace")
        crossing_trace().write(self.path)

    def tearDown(self):
        self.tmp.cleanup()

    def rows(self, *args):
        r = report("--format=csv", "--no-compensation", *args, self.path)
        self.assertEqual(r.returncode, 0, r.stderr)
        return {row["callee"]: (int(row["calls"]), int(row["inclusive_ns"]), int(row["exclusive_ns"]))
                for row in csv.DictReader(io.StringIO(r.stdout))}

    def test_calls_are_cut_at_the_edges(self):
        # [130, 500]: a [130, 500], b [130, 300] with c [130, 140] and d; f [400, 500]; g and h
        # start after 500 (g's body starts when f ends, at 600) and are left out.
        self.assertEqual(self.rows("--since=130ns", "--until=500ns"),
                         {"a": (1, 370, 100), "b": (1, 170, 110), "c": (1, 10, 10),
                          "d": (1, 50, 50), "f": (1, 100, 100)})

    def test_units_and_open_ends(self):
        self.assertEqual(self.rows("--since=0.65us"),
                         {"a": (1, 350, 200), "g": (1, 50, 50), "h": (1, 100, 100)})
        self.assertEqual(self.rows("--until=0.00012ms"),
                         {"a": (1, 120, 100), "b": (1, 20, 20)})
        # A window between calls: only the call around it.
        self.assertEqual(self.rows("--since=305ns", "--until=345ns"), {"a": (1, 40, 40)})
        self.assertEqual(self.rows("--since=2s"), {})

    def test_an_edge_on_an_event_time(self):
        # 4.1ms is 4100000 ns exactly (in floating point 4.1 x 1e6 is 4099999.9999999995): the
        # call ending there is before the window, the one starting there inside it.
        w = TraceWriter()
        a, b = w.site("a", line=1), w.site("b", line=2)
        w.call(1, 4_000_000, 4_100_000, a)
        w.call(1, 4_100_000, 4_200_000, b)
        w.write(self.path)
        self.assertEqual(self.rows("--since=4.1ms"), {"b": (1, 100_000, 100_000)})
        self.assertEqual(self.rows("--until=4.1ms"), {"a": (1, 100_000, 100_000)})
        self.assertEqual(self.rows("--since=0.0041s", "--until=4100.001us"), {"b": (1, 1, 1)})

    def test_the_summary_says_so(self):
        r = report("--since=130ns", "--until=500ns", self.path)
        self.assertIn("time: the window from 130 ns to 500 ns (calls cut at its edges), 370 ns wall",
                      r.stdout)

    def test_tree_and_folded_leave_out_calls_outside(self):
        r = report("--format=folded", "--no-compensation", "--until=250ns", self.path)
        self.assertEqual(r.stdout.splitlines(), ["a 100", "a;b 80", "a;b;c 20", "a;b;d 50"])

    def test_event_log_keeps_events_inside(self):
        r = report("--format=events", "--since=150ns", "--until=420ns", self.path)
        times = [line.split()[0] for line in r.stdout.splitlines()[1:]]
        self.assertEqual(times, ["200", "250", "300", "350", "400"])

    def test_timelines_nest_and_agree(self):
        for window in (["--since=130ns", "--until=500ns"], ["--since=450ns"], ["--until=110ns"],
                       ["--since=120ns"], ["--since=305ns", "--until=345ns"]):
            with self.subTest(window=window):
                r = subprocess.run([REPORT, "--format=perfetto", *window, self.path],
                                   capture_output=True)
                self.assertEqual(r.returncode, 0, r.stderr)
                chrome = subprocess.run([REPORT, "--format=chrome", *window, self.path],
                                        capture_output=True, text=True).stdout
                self.assertEqual(thread_slices(r.stdout), chrome_spans(self.path, *window),
                                 chrome)

    def test_perfetto_slices_of_a_window(self):
        r = subprocess.run([REPORT, "--format=perfetto", "--since=130ns", "--until=500ns",
                            self.path], capture_output=True)
        slices, _, _ = decode(r.stdout)
        self.assertEqual([(s["name"], s["start"], s["end"]) for s in slices],
                         [("a", 130, 500), ("b", 130, 300), ("c", 130, 140), ("d", 200, 250),
                          ("f", 400, 500)])

    def test_known_trace_every_format_runs(self):
        path = os.path.join(self.tmp.name, "k.trace")
        known_trace().write(path)
        for fmt in ("table", "csv", "events", "tree", "folded", "chrome", "svg", "html",
                    "remarks"):
            r = report(f"--format={fmt}", "--since=200ns", "--until=600ns", path)
            self.assertEqual(r.returncode, 0, (fmt, r.stderr))
            self.assertIn("throttled sites are the whole run's", r.stderr)

    def test_bad_times_are_refused(self):
        for args, message in ((["--since=5"], "--since: '5' is not a time"),
                              (["--until=abc ms"], "--until: 'abc ms' is not a time"),
                              (["--since=-1ms"], "--since: '-1ms' is not a time"),
                              (["--until=1e300s"], "--until: '1e300s' is not a time"),
                              (["--since=2ms", "--until=1ms"], "--since must be before --until")):
            with self.subTest(args=args):
                r = report(*args, self.path)
                self.assertEqual(r.returncode, 1)
                self.assertIn(message, r.stderr)
                self.assertEqual(r.stdout, "")


if __name__ == "__main__":
    REPORT = sys.argv[1]
    import test_perfetto
    import test_report
    test_report.REPORT = test_perfetto.REPORT = REPORT
    unittest.main(argv=sys.argv[:1] + sys.argv[2:], verbosity=2)
