"""overdub-report --format=perfetto on generated traces: tracks, slices, interning, the same spans
as the Chrome export, and protoc reading the stream (protobuf-compiler).

    test_perfetto.py <overdub-report>"""
import json
import math
import os
import pty
import shutil
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from perfetto_decode import decode  # noqa: E402
from test_report import known_trace  # noqa: E402
from tracegen import (START, STOP, TraceWriter, argument_chain, frames_trace,  # noqa: E402
                      g_of_f)

REPORT = None


def report(*args, **kwargs):
    return subprocess.run([REPORT, *args], capture_output=True, **kwargs)


def perfetto(path, *args):
    r = report("--format=perfetto", *args, path)
    if r.returncode != 0:
        raise AssertionError(r.stderr.decode())
    return r.stdout


def thread_slices(data):
    """(tid, name, start, end) of every slice, in the order they start per thread."""
    slices, tracks, _ = decode(data)
    return sorted((tracks[s["track"]]["tid"], s["name"], s["start"], s["end"]) for s in slices)


def chrome_spans(path, *args):
    """The same from the Chrome export: ts in microseconds with 3 decimals; dur shortened by a
    few picoseconds per level (docs/report.md, "chrome"), less than a nanosecond below 99 levels."""
    r = report("--format=chrome", *args, path, text=True)
    out = []
    for e in json.loads(r.stdout)["traceEvents"]:
        if e["ph"] == "X":
            start = round(e["ts"] * 1000)
            end = start + math.ceil(round(e["dur"] * 1e6) / 1000)
            out.append((e["tid"], e["name"], start, end))
    return sorted(out)


def runtime_between_arguments():
    """g(f1(), f2()) with a buffer hand-off between its arguments, and h(f3()) with one after its
    argument, before its body's first call: the first lies before g's body, the second in h's."""
    w = TraceWriter()
    g = w.site("g", line=4, column=3)
    f1 = w.site("f1", line=4, column=5, parent=g)
    f2 = w.site("f2", line=4, column=11, parent=g)
    h = w.site("h", line=5, column=3)
    f3 = w.site("f3", line=5, column=5, parent=h)
    k = w.site("k", caller="h", file="h.cpp", line=9)
    hand_off = w.runtime_site("<overdub: buffer hand-off>")
    w.event(1, 0, g, START)
    w.call(1, 10, 20, f1)
    w.call(1, 25, 30, hand_off)
    w.call(1, 40, 50, f2)
    w.call(1, 60, 70, k)
    w.event(1, 100, g, STOP)
    w.event(1, 200, h, START)
    w.call(1, 210, 220, f3)
    w.call(1, 230, 240, hand_off)
    w.call(1, 250, 260, k)
    w.event(1, 300, h, STOP)
    return w


def deep_recursion(depth):
    w = TraceWriter()
    rec = w.site("rec")
    for k in range(depth):
        w.event(1, k, rec, START)
    for k in range(depth):
        w.event(1, depth + k, rec, STOP)
    return w


class Perfetto(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()

    def tearDown(self):
        self.tmp.cleanup()

    def write(self, name, writer):
        path = os.path.join(self.tmp.name, name + ".trace")
        writer.write(path)
        return path

    def test_known_trace_tracks_and_slices(self):
        w = known_trace()
        from tracegen import thread_name
        w.extra.append(thread_name(2, 1, "worker"))
        slices, tracks, instants = decode(perfetto(self.write("k", w)))
        process = [u for u, t in tracks.items() if t.get("pid") == 4242 and "tid" not in t]
        self.assertEqual(len(process), 1)
        self.assertEqual(tracks[process[0]]["name"], "pid 4242")
        threads = {t["tid"]: t for t in tracks.values() if "tid" in t}
        self.assertEqual({tid: (t["name"], t["rank"], t["parent"]) for tid, t in threads.items()},
                         {1: ("thread 1", 0, process[0]), 2: ("worker", 1, process[0])})
        got = [(tracks[s["track"]]["tid"], s["name"], s["start"], s["end"], s["depth"])
               for s in slices]
        # In time order per thread; g's body starts when its argument f has ended.
        self.assertEqual(got, [(1, "main", 0, 1000, 0), (1, "work", 100, 400, 1),
                               (1, "leaf", 150, 250, 2), (1, "f", 510, 560, 1),
                               (1, "g", 560, 700, 1), (1, "rec", 720, 800, 1),
                               (1, "rec", 730, 780, 2), (1, "thrower", 810, 850, 1),
                               (2, "leaf", 2000, 2010, 0)])
        g = [s for s in slices if s["name"] == "g"][0]
        self.assertEqual(g["args"], {"site": "k.cpp:4:3", "caller": "main"})
        thrower = [s for s in slices if s["name"] == "thrower"][0]
        self.assertTrue(thrower["args"]["unwound"])
        self.assertNotIn("unwound", g["args"])
        self.assertEqual(len(instants), 1)
        self.assertIn("leaf", instants[0][1])
        self.assertEqual(tracks[instants[0][0]]["name"], "overdub notes")

    def test_the_same_spans_as_the_chrome_export(self):
        cases = {"known": known_trace(), "chain": argument_chain(300, body=7, leaf=3),
                 "runtime": runtime_between_arguments(), "deep": deep_recursion(90),
                 "g_of_f": g_of_f(), "targets": frames_trace()}  # virtual calls by target
        for name, writer in cases.items():
            with self.subTest(trace=name):
                path = self.write(name, writer)
                got, want = thread_slices(perfetto(path)), chrome_spans(path)
                self.assertEqual(len(got), len(want))
                for k, (g_, w_) in enumerate(zip(got, want)):  # a short message for a long list
                    self.assertEqual(g_, w_, f"slice {k}")

    def test_deep_recursion_nests(self):
        slices, _, _ = decode(perfetto(self.write("deep", deep_recursion(3000))))
        self.assertEqual([(s["start"], s["end"], s["depth"]) for s in slices],
                         [(k, 6000 - 1 - k, k) for k in range(3000)])

    def test_runtime_spans_between_arguments_nest(self):
        slices, tracks, _ = decode(perfetto(self.write("rt", runtime_between_arguments())))
        got = [(s["name"], s["start"], s["end"], s["depth"]) for s in slices]
        hand_off = "<overdub: buffer hand-off>"
        self.assertEqual(got, [("f1", 10, 20, 0), (hand_off, 25, 30, 0), ("f2", 40, 50, 0),
                               ("g", 50, 100, 0), ("k", 60, 70, 1),
                               ("f3", 210, 220, 0), ("h", 220, 300, 0), (hand_off, 230, 240, 1),
                               ("k", 250, 260, 1)])

    def test_names_are_interned_once_per_sequence(self):
        w = TraceWriter()
        f = w.site("a_function_with_a_long_name_" * 4)
        for k in range(1000):
            w.call(1, 10 * k, 10 * k + 5, f)
        data = perfetto(self.write("many", w))
        self.assertEqual(data.count(b"a_function_with_a_long_name_" * 4), 1)
        self.assertEqual(len(decode(data)[0]), 1000)
        self.assertLess(len(data) / 2000, 24)  # bytes per event (docs/report.md: about 21)

    def test_threads_and_processes_each_a_sequence(self):
        a, b = known_trace(), known_trace()
        b.pid = 5151
        pa, pb = self.write("a", a), self.write("b", b)
        slices, tracks, _ = decode(perfetto(pa, pb))
        pids = {tracks[s["track"]]["pid"] for s in slices}
        self.assertEqual(pids, {4242, 5151})
        self.assertEqual(len(slices), 18)
        # The Chrome export too gives each its own process (threads of the same id in both).
        r = report("--format=chrome", pa, pb, text=True)
        pids = [e["pid"] for e in json.loads(r.stdout)["traceEvents"] if e["ph"] == "X"]
        self.assertEqual((pids.count(4242), pids.count(5151)), (9, 9))

    def test_thread_selection(self):
        slices, tracks, _ = decode(perfetto(self.write("k", known_trace()), "--thread=2"))
        self.assertEqual([(tracks[s["track"]]["tid"], s["name"]) for s in slices], [(2, "leaf")])

    def test_protoc_reads_the_stream(self):
        protoc = shutil.which("protoc")
        self.assertIsNotNone(protoc, "protoc (Debian package protobuf-compiler) is needed")
        path = os.path.join(self.tmp.name, "k.pftrace")
        r = report("--format=perfetto", "-o", path, self.write("k", known_trace()))
        self.assertEqual(r.returncode, 0, r.stderr)
        with open(path, "rb") as f:
            raw = subprocess.run([protoc, "--decode_raw"], stdin=f, capture_output=True, text=True)
        self.assertEqual(raw.returncode, 0, raw.stderr)
        self.assertIn('2: "k.cpp:4:3"', raw.stdout)  # an interned site string

    def test_binary_output_to_a_terminal_is_refused(self):
        path = self.write("k", known_trace())
        leader, follower = pty.openpty()
        try:
            r = subprocess.run([REPORT, "--format=perfetto", path], stdout=follower,
                               stderr=subprocess.PIPE, text=True)
        finally:
            os.close(follower)
            os.close(leader)
        self.assertEqual(r.returncode, 1)
        self.assertIn("-o FILE", r.stderr)


if __name__ == "__main__":
    REPORT = sys.argv[1]
    import test_report
    test_report.REPORT = REPORT
    unittest.main(argv=sys.argv[:1] + sys.argv[2:], verbosity=2)
