"""overdub-report on generated traces of known structure: exact numbers in every format, threads,
exceptions, recursion, arguments, throttled sites, compensation, a truncated trace, -o, --sort.

    test_report.py <overdub-report>"""
import csv
import io
import json
import os
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tracegen  # noqa: E402
from tracegen import (RUNNING, START, STOP, UNWIND, TraceWriter, argument_chain,  # noqa: E402
                      staging, thread_name)

REPORT = None


def report(*args):
    return subprocess.run([REPORT, *args], capture_output=True, text=True)


def known_trace(version=2, base=0):
    """Thread 1: main [0, 1000] calls work [100, 400] (calls leaf [150, 250]), then g(f()) with f
    [510, 560] evaluated in g's arguments and g stopping at 700, rec [720, 800] calling rec
    [730, 780], thrower [810, 850] ended by an exception. Thread 2: leaf [2000, 2010]. The leaf
    site in work was throttled after 1 call: 5 more were counted. Timestamps from `base` on."""
    w = TraceWriter(version=version)
    main = w.site("main", caller="", line=1)
    work = w.site("work", line=2)
    leaf = w.site("leaf", caller="work", line=3)
    g = w.site("g", line=4, column=3)
    f = w.site("f", line=4, column=5, parent=g)
    rec_outer = w.site("rec", line=5)
    rec_inner = w.site("rec", caller="rec", line=6)
    thrower = w.site("thrower", line=7)
    leaf2 = w.site("leaf", caller="worker", file="t.cpp", line=9)
    e = lambda tsc, site, kind: w.event(1, base + tsc, site, kind)  # noqa: E731
    e(0, main, START)
    e(100, work, START)
    w.call(1, base + 150, base + 250, leaf)
    e(400, work, STOP)
    e(500, g, START)
    w.call(1, base + 510, base + 560, f)
    e(700, g, STOP)
    e(720, rec_outer, START)
    w.call(1, base + 730, base + 780, rec_inner)
    e(800, rec_outer, STOP)
    w.call(1, base + 810, base + 850, thrower, kind=UNWIND)
    e(1000, main, STOP)
    w.call(2, base + 2000, base + 2010, leaf2)
    w.throttled.append((leaf, 5, 1))
    return w


def csv_rows(text):
    lines = text.strip().splitlines()
    head = lines[0].split(",")
    return {l.split(",")[0]: dict(zip(head, l.split(","))) for l in lines[1:]}


class OnKnownTrace(unittest.TestCase):
    """Tests on known_trace(), written to self.path."""

    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.path = os.path.join(self.tmp.name, "k.trace")
        known_trace().write(self.path)

    def tearDown(self):
        self.tmp.cleanup()


class KnownStructure(OnKnownTrace):

    def test_flat_profile_exact(self):
        r = report("--format=csv", "--check", self.path)
        self.assertEqual(r.returncode, 0, r.stderr)
        rows = csv_rows(r.stdout)
        expect = {  # calls, inclusive, exclusive
            "main": (1, 1000, 1000 - 300 - 50 - 140 - 80 - 40),
            "work": (1, 300, 200),
            "leaf": (1 + 5 + 1, 110, 110),  # counted calls of the throttled site included
            "f": (1, 50, 50),
            "g": (1, 140, 140),  # from the end of its argument f to its stop
            "rec": (2, 80, 80),  # recursion: inclusive once, exclusive 30 + 50
            "thrower": (1, 40, 40),
        }
        self.assertEqual(set(rows), set(expect))
        for callee, (calls, incl, excl) in expect.items():
            got = rows[callee]
            self.assertEqual((int(got["calls"]), int(got["inclusive_ns"]), int(got["exclusive_ns"])),
                             (calls, incl, excl), callee)

    def test_table_summary_sort_top(self):
        r = report(self.path)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn("2 threads, 14 calls, 1.010 us traced, 1 ended by an exception", r.stdout)
        self.assertIn("throttled: leaf (k.cpp:3:1): 1 calls timed, then 5 counted, not timed; its "
                      "times are incomplete", r.stdout)
        self.assertIn("overhead compensation: none", r.stdout)
        rows = [l.split() for l in r.stdout.splitlines() if l.strip() and l.split()[0].isdigit()]
        self.assertEqual([row[-1] for row in rows][:2], ["main", "work"])
        main = rows[0]
        self.assertEqual(main[:5], ["1", "1.000", "us", "99.0%", "390"])
        top = report("--sort=calls", "--top", "2", self.path).stdout
        rows = [l.split() for l in top.splitlines() if l.strip() and l.split()[0].isdigit()]
        self.assertEqual([row[-1] for row in rows], ["leaf", "rec"])
        by_name = report("--format=csv", "--sort=name", self.path).stdout.splitlines()[1:]
        self.assertEqual([l.split(",")[0] for l in by_name],
                         ["f", "g", "leaf", "main", "rec", "thrower", "work"])

    def test_by_site_min_max(self):
        r = report("--format=csv", "--by-site", self.path)
        rows = {l.split(",")[0]: l.split(",") for l in r.stdout.splitlines()[1:]}
        self.assertEqual(rows["k.cpp:6:1"][1:], ["rec", "rec", "1", "50", "50", "50", "50", "0",
                                                  "50", "50", "50"])
        self.assertEqual(rows["k.cpp:3:1"][1:], ["work", "leaf", "6", "100", "100", "100", "100", "5",
                                                  "100", "100", "100"])
        self.assertEqual(rows["t.cpp:9:1"][1:], ["worker", "leaf", "1", "10", "10", "10", "10", "0",
                                                  "10", "10", "10"])

    def test_tree_and_folded(self):
        folded = report("--format=folded", self.path).stdout.splitlines()
        self.assertEqual(sorted(folded), sorted([
            "main 390", "main;work 200", "main;work;leaf_[throttled] 100", "main;f 50", "main;g 140",
            "main;rec 30", "main;rec;rec 50", "main;thrower 40", "leaf_[throttled] 10"]))
        tree = report("--format=tree", self.path).stdout.splitlines()
        self.assertEqual(tree[-1], "throttled: leaf (k.cpp:3:1): 1 calls timed, then 5 counted, "
                                   "not timed; its times are incomplete")
        tree = tree[:-1]
        names = [(len(l) - len(l.rstrip().split("  ")[-1].lstrip()), l.split()[-1]) for l in tree[3:]]
        callees = [n for _, n in names]
        self.assertEqual(callees, ["main", "work", "leaf", "g", "rec", "rec", "f", "thrower", "leaf"])
        hidden = report("--format=tree", "--min-percent=10", self.path).stdout
        self.assertNotIn(" f\n", hidden)
        self.assertIn(" work\n", hidden)

    def test_chrome_json(self):
        r = report("--format=chrome", "--chrome-args", self.path)
        self.assertEqual(r.returncode, 0, r.stderr)
        events = [e for e in json.loads(r.stdout)["traceEvents"] if e["ph"] == "X"]
        self.assertEqual(len(events), 9)
        by_tid = {}
        for e in events:
            by_tid.setdefault(e["tid"], []).append(e)
            self.assertEqual(e["pid"], 4242)
        self.assertEqual(set(by_tid), {1, 2})
        g = [e for e in events if e["name"] == "g"][0]
        # Its body, after its argument f; its end (depth 1) 20 ps early.
        self.assertEqual((g["ts"], g["dur"]), (0.56, 0.13998))
        self.assertEqual(g["args"]["site"], "k.cpp:4:3")
        thrower = [e for e in events if e["name"] == "thrower"][0]
        self.assertTrue(thrower["args"]["unwound"])
        # By default events are named by callee alone: no args but an unwound call's.
        plain = json.loads(report("--format=chrome", self.path).stdout)["traceEvents"]
        self.assertEqual([e.get("args") for e in plain if e["ph"] == "X" and "args" in e],
                         [{"unwound": True}])
        meta = {(e["name"], e.get("tid")): e["args"] for e in plain if e["ph"] == "M"}
        self.assertEqual(meta[("thread_name", 1)], {"name": "thread 1"})
        self.assertEqual(meta[("thread_sort_index", 2)], {"sort_index": 1})
        for spans in by_tid.values():
            # Written as calls end: per thread, end times never go back in file order.
            ends = [round((e["ts"] + e["dur"]) * 1000) for e in spans]
            self.assertEqual(ends, sorted(ends))
        for spans in by_tid.values():  # nested: each span inside the one around it
            spans.sort(key=lambda e: (e["ts"], -e["dur"]))
            ends = []
            for e in spans:
                while ends and ends[-1] <= e["ts"]:
                    ends.pop()
                if ends:
                    self.assertLessEqual(e["ts"] + e["dur"], ends[-1])
                ends.append(e["ts"] + e["dur"])

    def test_events_log(self):
        lines = report("--format=events", self.path).stdout.splitlines()
        self.assertRegex(lines.pop(), r"^throttled: leaf \(k\.cpp:3:1\)")
        self.assertEqual(len(lines), 1 + 18)
        self.assertRegex(lines[-1], r"2\.010 us\s+2\s+stop\s+leaf \(t\.cpp:9:1\)")
        self.assertRegex(lines[2], r"100 ns\s+1\s+start\s+  work \(k\.cpp:2:1\)")
        self.assertTrue(any("unwind" in l and "thrower" in l for l in lines))

    def test_compensation(self):
        w = known_trace()
        w.calibration = (100, 200)  # 2 ns per event
        path = os.path.join(self.tmp.name, "c.trace")
        w.write(path)
        rows = csv_rows(report("--format=csv", path).stdout)
        # work: 300 measured, 2 events inside and its own: 300 - 2 * 3; leaf: 100 - 2.
        self.assertEqual(int(rows["work"]["inclusive_ns"]), 294)
        self.assertEqual(int(rows["work"]["exclusive_ns"]), 294 - 98)
        # main: the 14 events of thread 1 inside it, and its own.
        self.assertEqual(int(rows["main"]["inclusive_ns"]), 1000 - 2 * 15)
        table = report(path).stdout
        self.assertIn("overhead compensation: 2.0 ns per recorded event", table)
        raw = csv_rows(report("--format=csv", "--no-compensation", path).stdout)
        self.assertEqual(int(raw["work"]["inclusive_ns"]), 300)

    def test_runtime_hand_off_taken_out(self):
        w = TraceWriter()
        work = w.site("work")
        hand_off = w.runtime_site("<overdub: buffer hand-off>")
        w.event(1, 0, work, START)
        w.call(1, 10, 70, hand_off)
        w.event(1, 100, work, STOP)
        w.calibration = (1, 1)
        path = os.path.join(self.tmp.name, "h.trace")
        w.write(path)
        rows = csv_rows(report("--format=csv", "--check", path).stdout)
        self.assertEqual(set(rows), {"work"})
        self.assertEqual(int(rows["work"]["inclusive_ns"]), 100 - 1 - 60)
        self.assertIn("1 buffer hand-off to the trace file (60 ns)", report(path).stdout)

    def test_runtime_spans_nest(self):
        # A buffer handed on while a call target is numbered: the numbering span takes its own
        # time out of the call around it, the hand-off its own, and neither twice.
        w = TraceWriter()
        work = w.site("work")
        numbering = w.runtime_site("<overdub: call-target numbering>")
        hand_off = w.runtime_site("<overdub: buffer hand-off>")
        w.event(1, 0, work, START)
        w.event(1, 10, numbering, START)
        w.call(1, 20, 40, hand_off)
        w.event(1, 70, numbering, STOP)
        w.event(1, 100, work, STOP)
        w.calibration = (1, 1)
        path = os.path.join(self.tmp.name, "nested.trace")
        w.write(path)
        rows = csv_rows(report("--format=csv", "--check", path).stdout)
        self.assertEqual(set(rows), {"work"})
        self.assertEqual(int(rows["work"]["inclusive_ns"]), 100 - 1 - 60)
        header = report(path).stdout
        self.assertIn("1 buffer hand-off to the trace file (20 ns) and 1 call target numbered "
                      "(40 ns)", header)

    def test_two_staging_regions_under_one_number(self):
        # Runtimes before 2026-12-02 numbered a thread's second region, made empty at half the
        # first one, like the first: both are read (the empty one used to hide the other).
        w = TraceWriter()
        f = w.site("f")
        w.extra.append(staging(1, [(1, f | START), (2, f | STOP), (3, f | START), (9, f | STOP)],
                               seq=0, flags=RUNNING))
        w.extra.append(staging(1, [(0, 0)] * 4, seq=0, flags=RUNNING))
        path = os.path.join(self.tmp.name, "two.trace")
        w.write(path)
        r = report("--format=csv", "--check", "--no-compensation", path)
        self.assertEqual(r.returncode, 0, r.stderr)
        rows = csv_rows(r.stdout)
        self.assertEqual((rows["f"]["calls"], rows["f"]["inclusive_ns"]), ("2", "7"))

    def test_thread_names(self):
        w = known_trace()
        w.extra += [thread_name(1, 0, "early"), thread_name(1, 0, "parser"),
                    thread_name(9, 2, "never recorded")]
        path = os.path.join(self.tmp.name, "named.trace")
        w.write(path)
        events = json.loads(report("--format=chrome", path).stdout)["traceEvents"]
        names = {e["tid"]: e["args"]["name"] for e in events if e["name"] == "thread_name"}
        # The last name of each thread; a thread without a name, its id.
        self.assertEqual(names, {1: "parser", 2: "thread 2"})
        # A name record whose name claims more bytes than it holds is refused, with a warning;
        # the rest is read.
        import struct
        from tracegen import record
        w = known_trace()
        w.extra.append(record(14, struct.pack("<QQI", 1, 0, 100) + b"parser"))
        w.extra.append(thread_name(2, 1, "worker"))
        w.write(path)
        r = report("--format=chrome", path)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn("warning", r.stderr)
        events = json.loads(r.stdout)["traceEvents"]
        names = {e["tid"]: e["args"]["name"] for e in events if e["name"] == "thread_name"}
        self.assertEqual(names.get(1), "thread 1")

    def test_selected_threads(self):
        w = known_trace()
        w.extra.append(thread_name(2, 1, "worker"))
        path = os.path.join(self.tmp.name, "named.trace")
        w.write(path)
        def callees(*args):
            r = report("--format=csv", *args, path)
            self.assertEqual(r.returncode, 0, r.stderr)
            return {c: int(row["calls"]) for c, row in csv_rows(r.stdout).items()}
        everything = callees()
        # Thread 2 calls leaf once; the 5 calls counted at thread 1's throttled leaf site are
        # the process's, with a warning.
        self.assertEqual(callees("--thread=worker"), {"leaf": 1 + 5})
        self.assertEqual(callees("--thread=2"), {"leaf": 1 + 5})
        self.assertIn("the calls counted at throttled sites are the whole process's",
                      report("--thread=2", path).stderr)
        first = callees("--thread=1")
        self.assertEqual(first["leaf"], everything["leaf"] - 1)
        self.assertNotIn("worker", report("--thread=1", path).stdout)
        self.assertEqual(callees("--thread=1", "--thread=worker"), everything)
        self.assertIn("1 thread,", report("--thread=worker", path).stdout)
        chrome = json.loads(report("--format=chrome", "--thread=worker", path).stdout)
        self.assertEqual({e["tid"] for e in chrome["traceEvents"] if e["ph"] == "X"}, {2})
        r = report("--thread=3", path)
        self.assertEqual(r.returncode, 1)
        self.assertIn("--thread=3: no thread of that id or name; the traces have threads 1, "
                      "2 (worker)", r.stderr)
        w = TraceWriter(mode=2)
        f = w.site("f")
        w.aggregates = [(f, 3, 90, 60, 20, 40)]
        w.write(path)
        r = report("--format=csv", "--thread=1", path)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn("merges its threads: --thread does not apply to it", r.stderr)

    def test_wall_and_busy_time_per_thread(self):
        # Thread 1 is in main from 0 to 1000 ns, thread 2 in leaf from 2000 to 2010: "traced"
        # adds their busy times; the wall time runs from the first event to the last.
        w = known_trace()
        w.extra.append(thread_name(2, 1, "worker"))
        path = os.path.join(self.tmp.name, "named.trace")
        w.write(path)
        lines = report("--no-compensation", path).stdout.splitlines()
        self.assertIn("1010 ns traced", lines[0].replace("1.010 us", "1010 ns"))
        self.assertEqual(lines[2], "time: 2.010 us wall from the first event to the last; traced is "
                                   "the time threads spent in calls, per thread: 1 1.000 us, "
                                   "2 (worker) 10 ns")

    def test_per_thread(self):
        w = known_trace()
        w.extra.append(thread_name(2, 1, "worker"))
        path = os.path.join(self.tmp.name, "named.trace")
        w.write(path)
        table = report("--per-thread", "--no-compensation", path).stdout
        sections = table.split("== thread ")[1:]
        self.assertEqual([s.splitlines()[0] for s in sections], ["1 ==", "2 (worker) =="])
        # Its leaf call, and the 5 counted at thread 1's throttled site: counts are the
        # process's (with a warning).
        self.assertIn("1 thread, 6 calls, 10 ns traced", sections[1])
        self.assertIn("--per-thread shows them with every thread",
                      report("--per-thread", path).stderr)
        self.assertNotIn(" main\n", sections[1])
        self.assertIn(" main\n", sections[0])
        r = report("--per-thread", "--format=csv", "--no-compensation", path)
        lines = r.stdout.splitlines()
        self.assertEqual(lines[0], "callee,calls,inclusive_ns,exclusive_ns,untimed_calls,p50_ns,"
                                   "p90_ns,p99_ns,thread")
        self.assertIn("leaf,6,10,10,5,10,10,10,2 (worker)", lines)
        self.assertIn("main,1,1000,", "\n".join(l for l in lines if l.endswith(",1")))
        r = report("--per-thread", "--format=csv", "--by-site", "--no-compensation", path)
        lines = r.stdout.splitlines()
        self.assertEqual(sum(l.startswith("site,") for l in lines), 1)
        self.assertTrue(lines[0].endswith(",untimed_calls,p50_ns,p90_ns,p99_ns,thread"), lines[0])
        self.assertTrue(lines[-1].endswith(",2 (worker)"), lines[-1])
        folded = report("--per-thread", "--format=folded", "--no-compensation", path).stdout
        self.assertIn("2_(worker);leaf_[throttled] 10\n", folded)
        self.assertTrue(all(l.startswith(("1;", "2_(worker);")) for l in folded.splitlines()),
                        folded)
        tree = report("--per-thread", "--format=tree", path).stdout
        self.assertEqual(tree.count("overdub call tree:"), 2)
        for fmt_ in ("svg", "html"):
            r = report("--per-thread", "--format=" + fmt_, path)
            self.assertEqual(r.returncode, 0, r.stderr)
            self.assertIn("2 (worker)", r.stdout)
        # An aggregate-mode trace beside it has no threads: in no section, and said so.
        a = TraceWriter(pid=7, mode=2, version=3)
        a.site_statistics = [(a.site("merged"), 3, 90, 90, 90, 60, 20, 40)]
        aggregate = os.path.join(self.tmp.name, "aggregate.trace")
        a.write(aggregate)
        r = report("--per-thread", "--no-compensation", path, aggregate)
        self.assertNotIn("merged", r.stdout)
        self.assertIn("their statistics are in no thread's section", r.stderr)
        self.assertIn("merged", report("--no-compensation", path, aggregate).stdout)

    def test_truncated_trace(self):
        with open(self.path, "rb") as f:
            data = f.read()
        # Cut inside thread 2's events record: thread 1 is whole, and so is the throttled record's
        # absence.
        marker = (0x1000 + 0x40 * 8).to_bytes(8, "little")
        cut_at = data.index(marker, data.index(b"t.cpp") + 8) + 4
        cut = os.path.join(self.tmp.name, "cut.trace")
        with open(cut, "wb") as f:
            f.write(data[:cut_at])
        r = report("--format=csv", cut)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn("truncated", r.stderr)
        rows = csv_rows(r.stdout)
        self.assertEqual(int(rows["main"]["inclusive_ns"]), 1000)
        self.assertEqual(int(rows["leaf"]["calls"]), 1)  # thread 1's only
        self.assertEqual(report("--check", cut).returncode, 1)

    def test_output_file_is_written_whole(self):
        out = os.path.join(self.tmp.name, "r.csv")
        r = report("--format=csv", "-o", out, self.path)
        self.assertEqual((r.returncode, r.stdout), (0, ""))
        with open(out) as f:
            self.assertTrue(f.read().startswith("callee,calls,"))
        self.assertEqual(os.listdir(self.tmp.name).count("r.csv"), 1)
        self.assertFalse([n for n in os.listdir(self.tmp.name) if ".tmp-" in n])
        r = report("-o", os.path.join(self.tmp.name, "missing", "r.txt"), self.path)
        self.assertEqual(r.returncode, 1)
        self.assertIn("cannot write", r.stderr)


def v3_word(tsc, site, kind):
    """A version 3 event word (its timestamp's low bits)."""
    import tracegen
    return tracegen.v3_word(tsc, site | kind)


def v3_record(kind, prefix, words):
    """A record of `kind` (events, staging): the packed prefix, then the words."""
    import struct
    from tracegen import record
    return record(kind, prefix + b"".join(struct.pack("<Q", x) for x in words))


class Distributions(unittest.TestCase):
    """p50, p90 and p99 of the calls' durations per callee and per site: exact below 32 ns and
    for groups of one duration, within 3.2% above (docs/report.md); a recursion's over its
    outermost calls, as its inclusive time."""

    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.path = os.path.join(self.tmp.name, "d.trace")
        w = TraceWriter(version=3)
        f, g, h = w.site("f"), w.site("g", line=2), w.site("h", line=3)
        rec = w.site("rec", line=4)
        t = 0
        for d in range(1, 21):  # f: 1 to 20 ns
            w.call(1, t, t + d, f)
            t += 100
        w.call(1, t, t + 1000, g)  # g: one call of 1000 ns
        t += 2000
        for d in range(100, 200):  # h: 100 to 199 ns
            w.call(1, t, t + d, h)
            t += 1000
        w.event(1, t, rec, START)  # rec: 80 ns, with a nested call of 30
        w.call(1, t + 10, t + 40, rec)
        w.event(1, t + 80, rec, STOP)
        w.write(self.path)

    def tearDown(self):
        self.tmp.cleanup()

    def test_percentiles_in_csv(self):
        rows = csv_rows(report("--format=csv", "--no-compensation", self.path).stdout)
        pick = lambda name: [int(rows[name][k]) for k in ("p50_ns", "p90_ns", "p99_ns")]
        self.assertEqual(pick("f"), [10, 18, 20])  # nearest rank: the 10th, 18th, 20th
        self.assertEqual(pick("g"), [1000, 1000, 1000])
        self.assertEqual(pick("rec"), [80, 80, 80])  # the outermost call only
        for got, exact in zip(pick("h"), [149, 189, 198]):
            self.assertLessEqual(abs(got - exact), exact / 32, (got, exact))
        sites = csv_rows(report("--format=csv", "--by-site", "--no-compensation", self.path).stdout)
        self.assertEqual([sites["k.cpp:1:1"][k] for k in ("p50_ns", "p90_ns", "p99_ns")],
                         ["10", "18", "20"])

    def test_percentiles_in_the_table(self):
        table = report("--no-compensation", self.path).stdout
        header = [l.split() for l in table.splitlines() if l.strip().startswith("calls")][0]
        self.assertEqual(header[:10], ["calls", "inclusive", "share", "exclusive", "average",
                                       "min", "p50", "p90", "p99", "max"])
        f = [l.split() for l in table.splitlines() if l.endswith(" f")][0]
        # calls, inclusive (2 words), share, exclusive (2), average (2), min (2), p50 (2)...
        self.assertEqual(f[10:16], ["10", "ns", "18", "ns", "20", "ns"])
        html = report("--format=html", "--no-compensation", self.path).stdout
        self.assertIn("<th>p50</th><th>p90</th><th>p99</th><th>max</th>", html)
        self.assertRegex(html, r'<td class="n">10 ns</td><td class="n">18 ns</td>'
                               r'<td class="n">20 ns</td><td class="n">\S+ ns</td><td class="l">f</td>')

    def test_aggregate_traces_have_none(self):
        w = TraceWriter(mode=2, version=3)
        f = w.site("f")
        w.site_statistics = [(f, 3, 90, 90, 90, 60, 20, 40)]
        w.write(self.path)
        rows = csv_rows(report("--format=csv", self.path).stdout)
        self.assertEqual([rows["f"][k] for k in ("p50_ns", "p90_ns", "p99_ns")], ["", "", ""])
        self.assertIn(" - ", report(self.path).stdout)


class FlameGraphWidths(unittest.TestCase):
    """The SVG flame graph scales to its page and draws every frame at least 0.3 units wide (of
    1200): narrower siblings merge into a grey "other" box, and what is narrower even merged is
    counted in the title, never dropped silently."""

    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.path = os.path.join(self.tmp.name, "w.trace")

    def tearDown(self):
        self.tmp.cleanup()

    def svg(self, tiny, tiny_ns):
        w = TraceWriter(version=3)
        main, big = w.site("main", caller=""), w.site("big", line=2)
        sites = [w.site(f"t{k}", line=10 + k) for k in range(tiny)]
        w.event(1, 0, main, START)
        w.call(1, 10, 90010, big)
        t = 90100
        for s in sites:
            w.call(1, t, t + tiny_ns, s)
            t += tiny_ns + 1
        w.event(1, 100000, main, STOP)
        w.write(self.path)
        r = report("--format=svg", "--no-compensation", self.path)
        self.assertEqual(r.returncode, 0, r.stderr)
        return r.stdout

    def test_narrow_frames_merge_into_other(self):
        svg = self.svg(200, 1)  # 200 callees of 1 ns: 0.012 units each, 2.4 together
        self.assertIn('width="100%" viewBox="0 0 1200 ', svg)
        self.assertIn("<title>big: 1 calls", svg)
        self.assertNotIn("<title>t1:", svg)
        self.assertRegex(svg, r"<title>other: 200 callees each under 0\.3 px wide \(200 frames "
                              r"with their callees\), 200 calls, 200 ns inclusive")
        self.assertIn("200 narrow frames merged into grey 'other' boxes", svg)

    def test_what_is_too_narrow_even_merged_is_counted(self):
        svg = self.svg(1, 1)  # 0.012 units alone
        self.assertNotIn("<title>other", svg)
        self.assertIn("1 frame (1 ns) too narrow to draw", svg)


class FormatVersions(unittest.TestCase):
    """Version 3 traces (8-byte events) report exactly as version 2 traces of the same calls, also
    where timestamps leave the 2^38 ticks an event keeps and across long gaps; an unknown version
    is refused with the versions this report reads."""

    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()

    def tearDown(self):
        self.tmp.cleanup()

    def path(self, name):
        return os.path.join(self.tmp.name, name)

    def checked_rows(self, writer, name):
        """The CSV profile of `writer`'s trace, which --check passes, uncompensated."""
        writer.write(self.path(name))
        r = report("--format=csv", "--check", "--no-compensation", self.path(name))
        self.assertEqual(r.returncode, 0, r.stderr)
        return csv_rows(r.stdout)

    def reports(self, writer, name):
        writer.write(self.path(name))
        out = []
        for fmt in ("csv", "tree", "folded", "events"):
            r = report("--format=" + fmt, "--check", "--no-compensation", self.path(name))
            self.assertEqual(r.returncode, 0, r.stderr)
            out.append(r.stdout)
        return out

    def test_version_3_reads_as_version_2(self):
        self.assertEqual(self.reports(known_trace(3), "v3.trace"),
                         self.reports(known_trace(2), "v2.trace"))

    def test_version_4_packed_events_read_as_version_3(self):
        for base in (0, (5 << 38) - 500):
            self.assertEqual(self.reports(known_trace(4, base), "v4.trace"),
                             self.reports(known_trace(3, base), "v3.trace"))

    def test_the_rest_of_a_region_appended_up_to_an_unwritten_slot(self):
        # The process ended after the runtime appended chunk 0 of a region up to a slot that a
        # frame had not written yet, and before it renumbered the region: the region's slots from
        # `appended` on are the rest (version 4), after the chunk.
        import struct
        for appended, expected in ((3, {"f": "1", "g": "1"}), (0, {"f": "1"})):
            w = TraceWriter(version=4)
            f, g = w.site("f"), w.site("g", line=2)
            w.call(1, 0, 5, f)  # chunk 0: marker, f's start and stop
            words = (tracegen.version3_words([(0, f | START), (5, f | STOP)]) +
                     tracegen.version3_words([(10, g | START), (20, g | STOP)]))
            payload = struct.pack("<QQQQIIQ", 1, 0, 0, len(words), RUNNING, appended, 0)
            payload += b"".join(struct.pack("<Q", x) for x in words)
            w.extra.append(tracegen.record(tracegen.STAGING, payload))
            w.write(self.path("rest.trace"))
            r = report("--format=csv", "--no-compensation", self.path("rest.trace"))
            self.assertEqual(r.returncode, 0, r.stderr)
            self.assertEqual({k: v["calls"] for k, v in csv_rows(r.stdout).items()}, expected)

    def test_packed_events_that_do_not_unpack_are_left_out_with_a_warning(self):
        import struct
        w = known_trace(4)
        w.write(self.path("v4.trace"))
        with open(self.path("v4.trace"), "rb") as f:
            data = bytearray(f.read())
        at = data.index(struct.pack("<I", tracegen.PACKED_EVENTS)) + 16 + 40
        data[at] = 11  # no word's packing begins with this byte
        with open(self.path("bad.trace"), "wb") as f:
            f.write(data)
        r = report("--format=csv", self.path("bad.trace"))
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertRegex(r.stderr, r"thread \d+'s packed events chunk 0 does not unpack \(its bytes "
                                   r"are damaged\); its \d+ events are left out")
        self.assertNotEqual(report("--check", self.path("bad.trace")).returncode, 0)

    def test_timestamps_past_the_bits_an_event_keeps(self):
        # Just below a 2^38 window's end: the calls cross into the next window.
        base = (5 << 38) - 500
        self.assertEqual(self.reports(known_trace(3, base), "v3.trace"),
                         self.reports(known_trace(2, base), "v2.trace"))

    def test_long_gaps_between_a_threads_events(self):
        for version in (2, 3):
            w = TraceWriter(version=version)
            outer, inner = w.site("outer"), w.site("inner", line=2)
            w.event(1, 1000, outer, START)
            w.call(1, 2000, 2000 + (3 << 38) + 7, inner)  # longer than 2^38 ticks
            w.event(1, (9 << 40) + 1, outer, STOP)
            w.write(self.path(f"gap{version}.trace"))
        rows = [csv_rows(report("--format=csv", "--no-compensation", self.path(f"gap{v}.trace")).stdout)
                for v in (2, 3)]
        self.assertEqual(rows[0], rows[1])
        self.assertEqual(int(rows[1]["inner"]["inclusive_ns"]), (3 << 38) + 7)
        self.assertEqual(int(rows[1]["outer"]["inclusive_ns"]), (9 << 40) + 1 - 1000)

    def test_an_event_past_its_window_without_a_marker(self):
        # An event in the next 2^38-tick window of the event before it, with no marker between
        # them (a chunk's first events are read from the chunk before): taken nearest to the one
        # before, it is read right.
        import struct
        from tracegen import EVENTS, MARKER
        w = TraceWriter(version=3)
        f = w.site("f")
        t = (4 << 38) - 10  # 10 ticks before a window of the events' 38 bits ends
        words = [t << 2 | MARKER, v3_word(t, f, START), v3_word(t + 25, f, STOP)]
        w.end_tsc = t + 25
        w.extra.append(v3_record(EVENTS, struct.pack("<QQQQ", 1, 0, 0, t), words))
        rows = self.checked_rows(w, "w.trace")
        self.assertEqual(int(rows["f"]["inclusive_ns"]), 25)

    def test_a_ring_whose_blocks_lie_far_apart(self):
        # A ring recorded in blocks, each from its marker: the older lap's block (slots 4-7) ran
        # long before the newest (slots 0-3), more than the 38 bits an event keeps.
        import struct
        from tracegen import MARKER, STAGING, WRAPPED
        w = TraceWriter(mode=1, version=3)
        old, new = w.site("old"), w.site("new", line=2)
        t_old, t_new = 1000, 1000 + (3 << 38)
        words = [t_new << 2 | MARKER, v3_word(t_new + 1, new, START), v3_word(t_new + 9, new, STOP),
                 0, t_old << 2 | MARKER, v3_word(t_old + 1, old, START),
                 v3_word(t_old + 4, old, STOP), 0]
        w.extra.append(v3_record(STAGING, struct.pack("<QQQQIIQ", 1, 0, 0, len(words), WRAPPED, 0,
                                                      t_new), words))
        w.end_tsc = t_new + 10
        rows = self.checked_rows(w, "ring.trace")
        self.assertEqual((int(rows["old"]["inclusive_ns"]), int(rows["new"]["inclusive_ns"])), (3, 8))

    def test_extension_words_are_skipped(self):
        # An extension (kind 3, bit 63) and the words it says follow, whatever they look like (a
        # marker, an event), are skipped: the call around them keeps its times.
        import struct
        from tracegen import EVENTS, MARKER
        w = TraceWriter(version=3)
        f = w.site("f")
        t = 5000
        extension = 1 << 63 | 7 << 8 | 2 << 2 | MARKER  # type 7, two words follow
        words = [t << 2 | MARKER, v3_word(t, f, START), extension,
                 (t + 10**9) << 2 | MARKER, v3_word(t + 3, f, STOP) | 1, v3_word(t + 40, f, STOP)]
        w.end_tsc = t + 40
        w.extra.append(v3_record(EVENTS, struct.pack("<QQQQ", 1, 0, 0, t), words))
        rows = self.checked_rows(w, "x.trace")
        self.assertEqual((int(rows["f"]["calls"]), int(rows["f"]["inclusive_ns"])), (1, 40))

    def test_an_unknown_version_is_refused(self):
        w = TraceWriter(version=3)
        w.call(1, 10, 20, w.site("f"))
        data = bytearray(w.body())
        data[8:12] = (6).to_bytes(4, "little")
        with open(self.path("v6.trace"), "wb") as f:
            f.write(data)
        r = report(self.path("v6.trace"))
        self.assertNotEqual(r.returncode, 0)
        self.assertIn("has trace format version 6, this overdub-report reads versions 2 to 5",
                      r.stderr)


class Messages(OnKnownTrace):
    """What the report says when asked for what it cannot give: the values an option takes, the
    options diff does not use, aggregate-mode traces' summary and formats."""

    def test_an_unknown_format_lists_the_formats(self):
        r = report("--format=flame", self.path)
        self.assertNotEqual(r.returncode, 0)
        self.assertIn("unknown format 'flame'; the format values are table, csv, events, tree, "
                      "folded, chrome, perfetto, svg, html", r.stderr)
        r = report("--sort=fastest", self.path)
        self.assertNotEqual(r.returncode, 0)
        self.assertIn("unknown sort 'fastest'; the sort values are inclusive, exclusive, calls",
                      r.stderr)

    def test_diff_refuses_what_it_does_not_use(self):
        for option in ("--format=svg", "--min-percent=5", "--per-thread", "--chrome-args"):
            r = report("diff", option, self.path, self.path)
            self.assertEqual(r.returncode, 1, option)
            self.assertIn("do not apply to it", r.stderr, option)
        for option in ("--format=csv", "--by-site", "--sort=calls", "--top=3"):
            self.assertEqual(report("diff", option, self.path, self.path).returncode, 0, option)

    def test_aggregate_mode_summary_and_formats(self):
        w = TraceWriter(mode=2)
        f = w.site("f")
        w.aggregates = [(f, 3, 90, 60, 20, 40)]
        w.calibration = (100, 200)
        path = os.path.join(self.tmp.name, "a.trace")
        w.write(path)
        r = report(path)
        self.assertEqual(r.returncode, 0, r.stderr)
        head, compensation = r.stdout.splitlines()[:2]
        self.assertIn("threads merged, 3 calls", head)
        self.assertNotIn("0 threads", head)
        self.assertEqual(compensation,
                         "overhead compensation: none (aggregate-mode traces are not compensated)")
        r = report("--format=tree", path)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn("aggregate-mode traces hold per-site statistics", r.stderr)

    def test_aggregate_recursion_per_site_and_per_callee(self):
        # fact called once from main (10 units), 4 times from itself, all inside main's call:
        # per callee the recursive site adds no inclusive time, per site its outermost call's 8.
        for version in (2, 3):
            w = TraceWriter(mode=2, version=version)
            outer, inner = w.site("fact"), w.site("fact", caller="fact", column=9)
            w.site_statistics = [(outer, 1, 10, 10, 10, 2, 10, 10),
                                 (inner, 4, 0, 8, 20, 8, 2, 8)]
            path = os.path.join(self.tmp.name, "r.trace")
            w.write(path)
            r = report("--format=csv", "--by-site", path)
            self.assertEqual(r.stderr, "")
            sites = {row["caller"]: row for row in csv.DictReader(io.StringIO(r.stdout))}
            self.assertEqual((sites["fact"]["calls"], sites["fact"]["inclusive_ns"]), ("4", "8"))
            self.assertEqual(sites["main"]["inclusive_ns"], "10")
            rows = csv_rows(report("--format=csv", path).stdout)
            self.assertEqual((rows["fact"]["calls"], rows["fact"]["inclusive_ns"],
                              rows["fact"]["exclusive_ns"]), ("5", "10", "10"))
            # Records of earlier runtimes (inclusive per callee only) are read too, not dropped.
            w.site_statistics = []
            w.aggregates = [(outer, 1, 10, 2, 10, 10), (inner, 4, 0, 8, 2, 8)]
            w.write(path)
            r = report("--format=csv", path)
            self.assertEqual(r.stderr, "")
            self.assertEqual(csv_rows(r.stdout)["fact"]["calls"], "5")
            # Figures no run can give (a call longer than the total) are refused, with a warning.
            w.aggregates = []
            w.site_statistics = [(outer, 1, 10, 10, 5, 2, 10, 10)]
            w.write(path)
            r = report("--format=csv", path)
            self.assertIn("does not add up", r.stderr)


class ArgumentChain(unittest.TestCase):
    """f(f(...f(x)...)) 1000 deep: each f is an argument of the one around it, so all are siblings
    and each counts its own body only. Crediting an argument's time to the call around its call
    (rather than to their caller) made the exclusive times shrink to 100 ns while f's inclusive
    time stayed 49.961 us: a share of 49961%."""

    def test_shares_stay_within_the_time_traced(self):
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "chain.trace")
            argument_chain(1000, body=50, leaf=10).write(path)
            rows = csv_rows(report("--format=csv", "--check", path).stdout)
            self.assertEqual(rows["f"], {"callee": "f", "calls": "1000", "inclusive_ns": "49961",
                                         "exclusive_ns": "49961", "untimed_calls": "0",
                                         "p50_ns": "50", "p90_ns": "50", "p99_ns": "50"})
            table = report(path).stdout
            self.assertIn("1000 calls, 49.961 us traced", table)
            self.assertRegex(table, r"49\.961 us\s+100\.0%")
            tree = report("--format=tree", path).stdout
            self.assertRegex(tree, r"100\.0%\s+49\.961 us\s+49\.961 us\s+1000  f\n")
            self.assertEqual(report("--format=folded", path).stdout, "f 49961\n")

    def test_compensation_keeps_tree_shares_within_the_total(self):
        # outer [0, 10] around inner [1, 9]: 2 ns per event leaves inner 6 ns and outer 10 - 3 * 2
        # = 4 ns. The tree's shares were of its roots' time (4 ns): inner showed 150%.
        w = TraceWriter()
        outer, inner = w.site("outer"), w.site("inner")
        w.event(1, 0, outer, START)
        w.call(1, 1, 9, inner)
        w.event(1, 10, outer, STOP)
        w.calibration = (1, 2)
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "c.trace")
            w.write(path)
            tree = report("--format=tree", path).stdout
            shares = [float(l.split("%")[0]) for l in tree.splitlines()[3:]]
            # Of the 6 ns traced: inner's 6 and outer's exclusive time, 0 (4 - 6, clipped).
            self.assertEqual(shares, [66.7, 100.0], tree)


def speedscope_misnested(trace_events):
    """speedscope 1.25's import of Trace Event X events (importers/chrome.ts), modelled with the
    same float arithmetic: per thread, times less the earliest; events sorted by `ts`, longer
    first; each split into a begin at `ts` and an end at `ts + dur`; begins and ends each sorted
    by time (stably); at equal times a begin goes first only when it names the same frame (name
    and args) as the end. Returns the ends that do not close the frame on top of the stack (what
    speedscope warns about as "Tried to end X when Y was on the top of the stack", or closes the
    wrong frame of the same name)."""
    def frame(e):
        return e["name"] + (" " + json.dumps(e["args"], sort_keys=True) if "args" in e else "")
    wrong = []
    threads = {}
    for e in trace_events:
        if e["ph"] == "X":
            threads.setdefault((e["pid"], e["tid"]), []).append(e)
    for spans in threads.values():
        first = min(e["ts"] for e in spans)
        spans = [dict(e, ts=e["ts"] - first, id=k) for k, e in enumerate(spans)]
        spans.sort(key=lambda e: (e["ts"], -e["dur"]))
        begins = sorted(((e["ts"], e) for e in spans), key=lambda b: b[0])
        ends = sorted(((e["ts"] + e["dur"], e) for e in spans), key=lambda x: x[0])
        stack, i, j = [], 0, 0
        while i < len(begins) or j < len(ends):
            if j == len(ends) or (i < len(begins) and (
                    begins[i][0] < ends[j][0] or
                    (begins[i][0] == ends[j][0] and frame(begins[i][1]) == frame(ends[j][1])))):
                stack.append(begins[i][1])
                i += 1
                continue
            e = ends[j][1]
            j += 1
            if not stack or stack[-1]["id"] != e["id"]:
                wrong.append((e["name"], stack[-1]["name"] if stack else None))
                if stack and frame(stack[-1]) == frame(e):
                    stack.pop()  # speedscope closes the frame on top when the names agree
                continue
            stack.pop()
    return wrong


class ChromeNesting(unittest.TestCase):
    """The Chrome export as a viewer rebuilds it: in g(f(x)) f ends where g starts, and in a chain
    of f(f(...)) each f ends where the next starts; viewers sum `ts` and `dur` in floating point
    and order ties by name, so equal times nested wrongly (speedscope warned for one g(f(x)) in
    20 on a real program)."""

    def test_every_end_closes_its_own_frame(self):
        with tempfile.TemporaryDirectory() as tmp:
            cases = {"known": known_trace(), "chain": argument_chain(50, body=7, leaf=3),
                     "g_of_f": tracegen.g_of_f()}
            for name, writer in cases.items():
                path = os.path.join(tmp, name + ".trace")
                writer.write(path)
                for args in ([], ["--chrome-args"]):
                    r = report("--format=chrome", *args, path)
                    self.assertEqual(r.returncode, 0, r.stderr)
                    events = json.loads(r.stdout)["traceEvents"]
                    self.assertEqual(speedscope_misnested(events), [], (name, args))


class DeepRecursion(unittest.TestCase):
    """A recursion 200,000 calls deep: the call tree's destruction recursed once per level and
    overflowed the stack (every format crashed). The tree goes 4096 levels deep; the deeper calls
    are in the deepest node's exclusive time, and folded stacks still add up to the time traced."""

    def test_every_format_reports_it(self):
        depth = 200000
        w = TraceWriter()
        rec = w.site("rec")
        for k in range(depth):
            w.event(1, k, rec, START)
        for k in range(depth):
            w.event(1, depth + k, rec, STOP)
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "deep.trace")
            w.write(path)
            for fmt in ["table", "csv", "events", "tree", "folded", "chrome", "svg", "html"]:
                with self.subTest(format=fmt):
                    r = report(f"--format={fmt}", "--check", path)
                    self.assertEqual(r.returncode, 0, r.stderr[-2000:])
            self.assertEqual(csv_rows(report("--format=csv", path).stdout)["rec"]["inclusive_ns"],
                             str(2 * depth - 1))
            folded = report("--format=folded", path).stdout.splitlines()
            self.assertEqual(len(folded), 4096)
            self.assertEqual(sum(int(l.rsplit(" ", 1)[1]) for l in folded), 2 * depth - 1)
            tree = report("--format=tree", path).stdout.splitlines()
            self.assertEqual(len(tree), 3 + 4096)
            events = report("--format=events", path).stdout.splitlines()
            self.assertRegex(events[depth], r"^\s+\S+ us\s+1  start {131}\[depth 199999\] rec ")
            self.assertLess(max(len(l) for l in events), 200)


if __name__ == "__main__":
    REPORT = sys.argv[1]
    unittest.main(argv=sys.argv[:1] + sys.argv[2:], verbosity=2)
