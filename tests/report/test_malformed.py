"""Crafted and corrupt traces: absurd sizes and counts, and clock records that do not calibrate.
Each is reported with a clear warning naming what is wrong (exit 0, what is sound is reported;
--check fails), within bounded time and memory, and never computes with a nonsensical clock.

    test_malformed.py <overdub-report>"""
import json
import os
import resource
import struct
import subprocess
import sys
import tempfile
import time
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from tracegen import (AGGREGATE, CALIBRATION, CLOCK, EVENTS, SITES, STAGING,  # noqa: E402
                      THROTTLED, WRAPPED, TraceWriter, clock, record, staging, string)

REPORT = None
MEMORY = 1 << 30  # address space the report may use on any of these 20 KB traces


def report(*args):
    def limit():
        resource.setrlimit(resource.RLIMIT_AS, (MEMORY, MEMORY))
    started = time.monotonic()
    r = subprocess.run([REPORT, *args], capture_output=True, text=True, preexec_fn=limit,
                       timeout=60)
    r.seconds = time.monotonic() - started
    return r


def base():
    """A sound trace: f called twice on thread 1 (the hostile records come after it)."""
    w = TraceWriter()
    f = w.site("f")
    w.call(1, 10, 20, f)
    w.call(1, 30, 45, f)
    return w, f


class AbsurdSizes(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()

    def tearDown(self):
        self.tmp.cleanup()

    def warns(self, w, message, end=True):
        path = os.path.join(self.tmp.name, "t.trace")
        w.write(path, end=end)
        r = report("--format=csv", path)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertLess(r.seconds, 10)
        warning = r.stderr.strip()
        self.assertEqual(len(warning.splitlines()), 1, r.stderr)
        self.assertRegex(warning, r"^overdub-report: warning: .*t\.trace: ")
        self.assertIn(message, warning)
        self.assertEqual(report("--check", path).returncode, 1)
        return r.stdout

    def test_a_staging_record_claiming_a_billion_slots(self):
        w, f = base()
        slots = [(100 + k, f | (k & 1)) for k in range(1200)]  # a 20 KB file
        w.extra.append(staging(2, slots, capacity=1 << 30, flags=WRAPPED, size=48 + 16 * 1200))
        out = self.warns(w, "a staging record claims 1073741824 event slots in 19248 bytes")
        self.assertIn("f,2,25,25", out)  # thread 1's calls, the record left out

    def test_a_staging_record_cut_short(self):
        w, f = base()
        w.mode = 1
        slots = [(100 + k, f | (k & 1)) for k in range(1200)]
        w.extra.append(staging(2, slots, capacity=1 << 30, flags=WRAPPED))  # size says 16 GiB
        self.warns(w, "the trace is truncated", end=False)

    def test_counts_beyond_the_record(self):
        w, f = base()
        sites = struct.pack("<I", 0xFFFFFFFF) + struct.pack("<QQII", 0x9000, 0, 1, 1)
        w.extra.append(record(SITES, sites + string("k.cpp") + string("m") + string("g")))
        self.warns(w, "a record claims 4294967295 sites in 43 bytes")
        for kind, what, entry in [(AGGREGATE, "aggregates", 48), (THROTTLED, "throttled sites", 24)]:
            with self.subTest(what=what):
                w, f = base()
                w.extra.append(record(kind, struct.pack("<I", 1000) + b"\0" * entry))
                self.warns(w, f"a record claims 1000 {what} in {entry} bytes")

    def test_a_name_of_two_megabytes(self):
        w, f = base()
        w.site(b"x" * (2 << 20))
        self.warns(w, "a site's name claims 2097152 bytes (at most 1048576)")

    def test_records_of_the_wrong_size(self):
        w, f = base()
        w.extra.append(record(CLOCK, b"\0" * 40))
        self.warns(w, "a clock record of 40 bytes (32 expected)")
        w, f = base()
        w.extra.append(record(EVENTS, struct.pack("<QQQ", 1, 1, 0) + b"\0" * 20))
        self.warns(w, "an events record of 44 bytes holds no whole number of events")

    def test_an_aggregate_that_does_not_add_up(self):
        w = TraceWriter(mode=2)
        f = w.site("f")
        g = w.site("g")
        w.aggregates = [(f, 2, 100, 60, 40, 60), (g, 1, 10, 500, 10, 10)]
        out = self.warns(w, f"an aggregate of site {g:#x} does not add up")
        self.assertIn("f,2,100,60", out)
        self.assertNotIn("g,", out)

    def test_a_record_claiming_more_than_the_file(self):
        w, f = base()
        w.extra.append(struct.pack("<IIQ", 77, 0, 1 << 62))  # a type to skip, 4 EiB long
        self.warns(w, "the trace is truncated (a record is cut short)", end=False)


class Clocks(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()

    def tearDown(self):
        self.tmp.cleanup()

    def chrome(self, clocks, message, calibration=None):
        w, f = base()
        w.clocks = clocks
        w.calibration = calibration
        path = os.path.join(self.tmp.name, "c.trace")
        w.write(path)
        r = report("--format=chrome", path)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn(message, r.stderr)
        spans = [e for e in json.loads(r.stdout)["traceEvents"] if e["ph"] == "X"]
        self.assertEqual(len(spans), 2)
        for e in spans:
            self.assertGreaterEqual(e["ts"], 0)
            self.assertGreaterEqual(e["dur"], 0)
            self.assertLess(e["ts"] + e["dur"], 1e6)
        # Ends are written (depth + 1) x 10 ps early (docs/report.md): to the nanosecond.
        return sorted((e["ts"], round(e["dur"], 3)) for e in spans)

    def test_an_absurd_rate_falls_back_to_ticks(self):
        # 1 tick = 2^62 ns: times overflowed (chrome printed "ts": -9223372036854775.808).
        spans = self.chrome([clock(0, 0, 1, 1 << 62), clock(0, 0, 2, 1 << 63)],
                            "the clock records give 2.17e-19 ticks per ns (not within 0.001 to "
                            "100); times are shown in ticks")
        self.assertEqual(spans, [(0.0, 0.01), (0.02, 0.015)])  # ticks, from the first clock

    def test_a_clock_going_back_is_left_out(self):
        spans = self.chrome([clock(0, 0, 2, 2), clock(0, 0, 100, 50), clock(0, 0, 50, 1 << 62)],
                            "a clock record is older than the one before it")
        self.assertEqual(spans, [(0.005, 0.005), (0.015, 0.008)])  # 2 ticks per ns
        self.chrome([clock(0, 0, 100, 50), clock(0, 10, 200, 190)],
                    "a clock record starts from readings other than the first record's")
        self.chrome([clock(0, 50, 100, 0)], "a clock record goes back in time")

    def test_no_span_means_ticks(self):
        spans = self.chrome([clock(7, 7, 7, 7)], "the clock records span 0 ticks and 0 ns: no "
                            "tick rate; times are shown in ticks")
        self.assertEqual(spans, [(0.0, 0.01), (0.02, 0.015)])  # from the first event
        self.chrome([], "the trace has no valid clock record; times are shown in ticks")

    def test_an_absurd_calibration_is_not_used(self):
        spans = self.chrome([clock(0, 0, 1, 1), clock(0, 0, 100, 100)],
                            "the calibration record says 1 events took 1000000000 ticks: not used",
                            calibration=(1, 10 ** 9))
        self.assertEqual(spans, [(0.01, 0.01), (0.03, 0.015)])


if __name__ == "__main__":
    REPORT = sys.argv[1]
    unittest.main(argv=sys.argv[:1] + sys.argv[2:], verbosity=2)
