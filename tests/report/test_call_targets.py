"""Virtual calls' targets in the report (docs/report.md, "Call targets"): the modules and
call-target records read and checked, the extensions given to their calls, `--by-target` and the
default table's split per site on generated traces of known figures; the call tree, folded
stacks, flame graph, HTML page, Chrome and Perfetto exports naming each call by its target;
hostile and cut records; and end to end, programs built with g++ and clang++-19 whose targets are
named from their own symbols (thunks too), or by address once the program is gone or rebuilt.

    test_call_targets.py <overdub-report> <runtime include dir> <liboverdub_rt.a>"""
import collections
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
sys.path.insert(1, os.path.join(HERE, "..", "runtime"))
from tracegen import (CALL_TARGET, MODULES, START, STOP, WRAPPED, STAGING,  # noqa: E402
                      TARGET_STATISTICS, TraceWriter, frames_trace, record,
                      shapes_aggregate_trace, shapes_trace, string, target_word, version3_words)
from perfetto_decode import decode as decode_perfetto  # noqa: E402
import test_targets as runtime_targets  # noqa: E402  (the runtime's test program)

REPORT = INCLUDE = RUNTIME = None
import struct  # noqa: E402


def report(*args, cwd=None):
    return subprocess.run([REPORT, *args], capture_output=True, text=True, cwd=cwd, timeout=120)


def rows(text):
    return list(csv.DictReader(io.StringIO(text)))


def tree_rows(text):
    """The tree format's rows: (depth, callee, calls, inclusive, exclusive)."""
    out = []
    for line in text.splitlines():
        m = re.match(r"^ *[\d.]+%  +(\S+ \S+)  +(\S+ \S+)  +(\d+)  ( *)(.*)$", line)
        if m:
            out.append((len(m.group(4)) // 2, m.group(5), int(m.group(3)), m.group(1), m.group(2)))
    return out


def chrome_calls(text):
    """The complete events of a Chrome export: (name, args, ts, end) in the file's order."""
    return [(e["name"], e.get("args", {}), e["ts"], e["ts"] + e["dur"])
            for e in json.loads(text)["traceEvents"] if e["ph"] == "X"]


def perfetto_calls(data):
    """The slices of a Perfetto export: (name, args, depth, name of the slice around it)."""
    slices, _, _ = decode_perfetto(data)
    out, open_ = [], []
    for s in slices:  # in time order: the slices around one are those not ended at its start
        open_ = [o for o in open_ if o["end"] > s["start"]]
        out.append((s["name"], s["args"], s["depth"], open_[-1]["name"] if open_ else None))
        open_.append(s)
    return out


def split_lines(text):
    """The default table's lines under its call-target heading."""
    part = text.split("call targets of virtual calls (--by-target: their times):\n", 1)
    return part[1].splitlines() if len(part) == 2 else []


class Generated(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()

    def tearDown(self):
        self.tmp.cleanup()

    def write(self, w, name="t.trace", end=True):
        path = os.path.join(self.tmp.name, name)
        w.write(path, end=end)
        return path

    def test_by_target_gives_each_sites_calls_per_target(self):
        path = self.write(shapes_trace())
        r = report("--by-target", path)
        self.assertEqual(r.returncode, 0, r.stderr)
        table = r.stdout.split("\n\n")[-1].splitlines()
        self.assertEqual(table, [
            "     calls   share     inclusive        mean  site: caller -> callee, then its targets",
            "        10  100.0%        160 ns       16 ns  prog.cpp:20:5: main -> Shape::area",
            "         6   60.0%         60 ns       10 ns      -> 0x1000 in libshapes.so",
            "         3   30.0%         60 ns       20 ns      -> 0x1100 in libshapes.so",
            "         1   10.0%         40 ns       40 ns      -> <unknown target>",
            "         4  100.0%         65 ns       18 ns  prog.cpp:21:5: main -> Shape::area",
            "         3   75.0%         60 ns       22 ns      -> 0x1000 in libshapes.so",
            "         1   25.0%          5 ns        5 ns      -> <unknown target>",
        ])
        # The module's file is not there: named by address, said once.
        self.assertEqual(r.stderr, "overdub-report: warning: cannot read /nonexistent/libshapes.so "
                                   "(No such file or directory): its call targets are named by "
                                   "address\n")
        self.assertNotIn("     calls     inclusive", r.stdout)  # no rows per callee

    def test_csv(self):
        r = report("--by-target", "--format=csv", self.write(shapes_trace()))
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(r.stdout.splitlines(), [
            "site,caller,callee,target,calls,share_percent,inclusive_ns,mean_ns,untimed_calls",
            "prog.cpp:20:5,main,Shape::area,0x1000 in libshapes.so,6,60.00,60,10,0",
            "prog.cpp:20:5,main,Shape::area,0x1100 in libshapes.so,3,30.00,60,20,0",
            "prog.cpp:20:5,main,Shape::area,<unknown target>,1,10.00,40,40,0",
            "prog.cpp:21:5,main,Shape::area,0x1000 in libshapes.so,3,75.00,60,22,0",
            "prog.cpp:21:5,main,Shape::area,<unknown target>,1,25.00,5,5,0",
        ])
        self.assertIn("by-site or --by-target", report("--by-target", "--by-site", "--format=csv",
                                                       self.write(shapes_trace())).stderr)

    def test_aggregate_mode_gives_the_figures_the_events_give(self):
        events = report("--by-target", "--format=csv", self.write(shapes_trace()))
        folded = report("--by-target", "--format=csv", self.write(shapes_aggregate_trace(), "a.trace"))
        self.assertEqual(folded.returncode, 0, folded.stderr)
        self.assertEqual(folded.stdout, events.stdout)
        self.assertEqual(split_lines(report(self.write(shapes_aggregate_trace(), "a.trace")).stdout),
                         split_lines(report(self.write(shapes_trace())).stdout))
        self.assertEqual(report("--check", self.write(shapes_aggregate_trace(), "a.trace")).returncode,
                         0)
        # Version 4 had no such record: a reader skips it, the sites' calls under no target.
        older = rows(report("--by-target", "--format=csv",
                            self.write(shapes_aggregate_trace(version=4), "a.trace")).stdout)
        self.assertEqual([(row["target"], row["calls"]) for row in older],
                         [("<unknown target>", "10"), ("<unknown target>", "4")])

    def test_the_default_table_ends_with_the_split(self):
        path = self.write(shapes_trace())
        out = report(path).stdout
        self.assertIn("Shape::area\n", out)  # the rows per callee are still there
        self.assertEqual(split_lines(out), [
            "  prog.cpp:20:5  Shape::area -> 0x1000 in libshapes.so 60%, 0x1100 in libshapes.so "
            "30%, <unknown target> 10%",
            "  prog.cpp:21:5  Shape::area -> 0x1000 in libshapes.so 75%, <unknown target> 25%",
        ])
        # Without targets, no such section; with --by-site, the site table instead.
        w = shapes_trace()
        w.targets = []
        for tid in w.threads:
            w.threads[tid] = [e for e in w.threads[tid] if e[0] is not None]
        self.assertEqual(split_lines(report(self.write(w, "plain.trace")).stdout), [])
        self.assertEqual(split_lines(report("--by-site", path).stdout), [])

    def test_the_split_keeps_a_few_targets_and_sites(self):
        w = TraceWriter(version=4)
        sites = [w.site("Shape::area", line=k + 1) for k in range(12)]
        w.modules([(0, 0x1000, 0x9000, "/nonexistent/prog", b"")])
        t = 0
        for k, site in enumerate(sites):
            for number in range(1, 7 if k == 0 else 2):
                w.call_target(site, number, 0x1000 + 0x10 * number)
                for _ in range(number):  # target n gets n calls: 21 calls at the first site
                    w.virtual_call(1, t, t + 1, site, number)
                    t += 2
        lines = split_lines(report(self.write(w)).stdout)
        self.assertEqual(len(lines), 11)
        self.assertEqual(lines[0], "  k.cpp:1:1  Shape::area -> 0x1060 in prog 29%, 0x1050 in prog "
                                   "24%, 0x1040 in prog 19%, 3 others 29%")
        self.assertEqual(lines[-1], "  and 2 more sites")
        top = report("--by-target", "--top=1", "--sort=calls", self.write(w)).stdout
        self.assertEqual(top.count(": main -> Shape::area"), 1)
        self.assertIn("k.cpp:1:1: main", top)

    def test_extensions_change_no_other_figure(self):
        with_targets = self.write(shapes_trace(), "with.trace")
        w = shapes_trace()
        w.targets = []
        for tid in w.threads:
            w.threads[tid] = [e for e in w.threads[tid] if e[0] is not None]
        without = self.write(w, "without.trace")
        for args in (["--format=csv"], ["--format=csv", "--by-site"], ["--check"]):
            with self.subTest(args=args):
                a, b = report(*args, with_targets), report(*args, without)
                self.assertEqual((a.returncode, a.stdout), (b.returncode, b.stdout))
        # The event log names a stop's target after its callee; its other lines are the same.
        a, b = (report("--format=events", p).stdout.splitlines() for p in (with_targets, without))
        self.assertEqual(len(a), len(b))
        named = [(x, y) for x, y in zip(a, b) if x != y]
        self.assertTrue(named)
        for x, y in named:
            self.assertRegex(x, r" stop +Shape::area -> 0x1[0-9a-f]{3} in libshapes\.so ")
            self.assertEqual(re.sub(r" -> 0x\w+ in libshapes\.so", "", x), y)
        # The call tree and the timelines name frames by target: the same times, other names.
        def folded(path):
            lines = [x.rsplit(" ", 1) for x in report("--format=folded", path).stdout.splitlines()]
            return sum(int(n) for _, n in lines), {p for p, _ in lines}
        (a_ns, a_paths), (b_ns, b_paths) = folded(with_targets), folded(without)
        self.assertEqual(a_ns, b_ns)
        self.assertEqual(b_paths, {"Shape::area", "Shape::area;Shape::area", "f"})
        self.assertEqual(a_paths, {"0x1000_in_libshapes.so", "0x1100_in_libshapes.so",
                                   "0x1000_in_libshapes.so;0x1000_in_libshapes.so", "Shape::area",
                                   "f"})
        a, b = (chrome_calls(report("--format=chrome", p).stdout) for p in (with_targets, without))
        self.assertEqual([x[2:] for x in a], [x[2:] for x in b])

    def test_a_ring_keeps_each_target_after_its_start(self):
        w = TraceWriter(mode=1, version=4)
        area = w.site("Shape::area")
        w.modules([(0x1000, 0x1000, 0x9000, "/nonexistent/prog", b"\x12\x34")])
        w.call_target(area, 1, 0x2000)
        w.call_target(area, 2, 0x2100)
        # The ring's blocks out of order: the later one first in the slots. Its first event is
        # a stop whose start the ring lost, after an extension for that call: left out.
        late = version3_words([(40, area | START), (None, target_word(area, 2)),
                               (45, area | STOP)])
        early = version3_words([(10, area | START), (None, target_word(area, 1)),
                                (12, area | STOP), (20, area | START),
                                (None, target_word(area, 1)), (26, area | STOP)])
        lost = version3_words([(5, area | STOP)])
        words = late + [0] + lost + early + [0]
        payload = struct.pack("<QQQQIIQ", 1, 0, 0, len(words), WRAPPED, 0, 0)
        payload += b"".join(struct.pack("<Q", x) for x in words)
        w.extra.append(record(STAGING, payload))
        r = report("--by-target", "--format=csv", self.write(w))
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual([(x["target"], x["calls"], x["inclusive_ns"]) for x in rows(r.stdout)],
                         [("0x1000 in prog", "2", "8"), ("0x1100 in prog", "1", "5")])

    def test_processes_merge_their_targets_by_name(self):
        parent, child = shapes_trace(), shapes_trace()
        child.pid, child.parent_pid = 4243, 4242
        r = report("--by-target", "--format=csv", self.write(parent, "a.trace"),
                   self.write(child, "b.trace"))
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual([(x["site"], x["target"], x["calls"]) for x in rows(r.stdout)], [
            ("prog.cpp:20:5", "0x1000 in libshapes.so", "12"),
            ("prog.cpp:20:5", "0x1100 in libshapes.so", "6"),
            ("prog.cpp:20:5", "<unknown target>", "2"),
            ("prog.cpp:21:5", "0x1000 in libshapes.so", "6"),
            ("prog.cpp:21:5", "<unknown target>", "2"),
        ])

    def test_per_thread_sections_and_what_does_not_apply(self):
        w = shapes_trace()
        area = w.sites[0][0]
        w.virtual_call(2, 1000, 1010, area, 2)
        r = report("--by-target", "--per-thread", "--format=csv", self.write(w))
        self.assertEqual(r.returncode, 0, r.stderr)
        got = [(x["thread"], x["site"], x["target"], x["calls"]) for x in rows(r.stdout)]
        self.assertIn(("2", "prog.cpp:20:5", "0x1100 in libshapes.so", "1"), got)
        self.assertIn(("1", "prog.cpp:20:5", "0x1100 in libshapes.so", "3"), got)
        r = report("--by-target", "--format=tree", self.write(w))
        self.assertIn("--by-target does not apply to --format=tree (only to table and csv)",
                      r.stderr)
        r = report("diff", "--by-target", self.write(w), self.write(w, "b.trace"))
        self.assertEqual(r.returncode, 1)
        self.assertIn("--by-target", r.stderr)

    def test_check_with_and_without_the_table(self):
        path = self.write(shapes_trace())
        r = report("--check", path)
        self.assertEqual((r.returncode, r.stderr), (0, ""))  # no table: nothing named
        r = report("--check", "--by-target", path)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn("-> 0x1000 in libshapes.so", r.stdout)

    def test_version_3_has_no_such_records(self):
        # Records 16 and 17 are no types of version 3: skipped as unknown, the calls' numbers kept.
        r = report("--by-target", "--format=csv", "--check", self.write(shapes_trace(version=3)))
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(rows(r.stdout)[0]["target"], "<target 1, not described>")


class Frames(unittest.TestCase):
    """The call tree, flame graph and timelines name a virtual call by its target (frames_trace:
    targets by address, the module's file being gone)."""

    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.path = os.path.join(self.tmp.name, "t.trace")
        frames_trace().write(self.path)

    def tearDown(self):
        self.tmp.cleanup()

    def out(self, *args, text=True):
        r = subprocess.run([REPORT, *args, self.path], capture_output=True, text=text, timeout=120)
        self.assertEqual(r.returncode, 0, r.stderr)
        return r.stdout

    def test_the_tree_has_a_node_per_target_with_its_own_callees(self):
        self.assertEqual(tree_rows(self.out("--format=tree")), [
            (0, "Shape::area", 3, "51 ns", "51 ns"),  # no target, unknown, not described
            (0, "0x1200 in shapes", 2, "40 ns", "40 ns"),
            (0, "0x1000 in shapes", 4, "28 ns", "16 ns"),
            (1, "pi", 4, "12 ns", "12 ns"),  # called from the target's body: under it
            (0, "pick", 4, "8 ns", "8 ns"),  # its object expression: beside it
        ])
        # --per-thread: the same under the thread's section.
        self.assertIn("   9.4%         12 ns         12 ns          4    pi\n",
                      self.out("--format=tree", "--per-thread"))

    def test_folded_stacks_and_the_flame_graph(self):
        self.assertEqual(self.out("--format=folded").splitlines(), [
            "0x1000_in_shapes 16", "0x1000_in_shapes;pi 12", "0x1200_in_shapes 40",
            "Shape::area 51", "pick 8"])
        self.assertEqual(self.out("--format=folded", "--per-thread").splitlines()[1],
                         "1;0x1000_in_shapes;pi 12")  # thread 1, then the target
        svg = self.out("--format=svg")
        self.assertIn("<title>0x1000 in shapes (via Shape::area): 4 calls, 28 ns inclusive", svg)
        self.assertIn("<title>pi: 4 calls, 12 ns inclusive", svg)
        self.assertIn("<title>Shape::area: 3 calls, 51 ns inclusive", svg)
        # A throttled site's targets are marked as its callee is.
        w = frames_trace()
        w.throttled.append((w.sites[0][0], 5, 1))
        w.write(self.path)
        self.assertEqual(self.out("--format=folded").splitlines()[:2], [
            "0x1000_in_shapes_[throttled] 16", "0x1000_in_shapes_[throttled];pi 12"])

    def test_chrome_events_take_the_targets_name(self):
        calls = chrome_calls(self.out("--format=chrome"))
        names = [c[0] for c in calls]
        self.assertEqual([names.count(n) for n in ("0x1000 in shapes", "0x1200 in shapes",
                                                   "Shape::area", "pi", "pick")], [4, 2, 3, 4, 4])
        virtual = {"site": "prog.cpp:20:5", "callee": "Shape::area"}
        self.assertEqual({json.dumps(c[1]) for c in calls if c[0].startswith("0x")},
                         {json.dumps(virtual)})
        self.assertEqual({json.dumps(c[1]) for c in calls if not c[0].startswith("0x")}, {"{}"})
        # Each pi inside a target's event.
        targets = [c for c in calls if c[0] == "0x1000 in shapes"]
        for pi in (c for c in calls if c[0] == "pi"):
            self.assertEqual(sum(t[2] <= pi[2] and pi[3] <= t[3] for t in targets), 1)
        with_args = chrome_calls(self.out("--format=chrome", "--chrome-args"))
        self.assertEqual(with_args[2][:2], ("0x1000 in shapes", dict(virtual, caller="main")))
        self.assertEqual(with_args[-1][:2], ("Shape::area",
                                             {"site": "prog.cpp:20:5", "caller": "main"}))

    def test_perfetto_slices_take_the_targets_name(self):
        calls = perfetto_calls(self.out("--format=perfetto", text=False))
        self.assertEqual(calls[:3], [
            ("pick", {"site": "prog.cpp:20:12", "caller": "main"}, 0, None),
            ("0x1000 in shapes", {"site": "prog.cpp:20:5", "caller": "main",
                                  "callee": "Shape::area"}, 0, None),
            ("pi", {"site": "shapes.cpp:3:12", "caller": "Circle::area"}, 1, "0x1000 in shapes"),
        ])
        self.assertEqual([c[0] for c in calls[-5:]], ["0x1200 in shapes", "0x1200 in shapes",
                                                      "Shape::area", "Shape::area",
                                                      "Shape::area"])
        self.assertNotIn("callee", calls[-1][1])
        self.assertEqual(len(calls), 17)

    def test_the_html_page(self):
        out = os.path.join(self.tmp.name, "page.html")
        self.out("--format=html", "-o", out)
        with open(out, encoding="utf-8") as f:
            html = f.read()
        data = json.loads(re.search(r'<script type="application/json" id="overdub-data">\n(.*?)'
                                    r"</script>", html, re.S).group(1))
        names, thread = data["names"], data["threads"][0]
        tree = [(names[n] if n >= 0 else None, p, c)
                for n, p, c in zip(thread["tree"]["n"], thread["tree"]["p"], thread["tree"]["c"])]
        self.assertEqual(tree, [(None, -1, 0), ("0x1000 in shapes", 0, 4), ("pi", 1, 4),
                                ("0x1200 in shapes", 0, 2), ("Shape::area", 0, 3), ("pick", 0, 4)])
        spans = [names[thread["spans"][i + 3]] for i in range(0, len(thread["spans"]), 4)]
        self.assertEqual(spans.count("0x1000 in shapes"), 4)
        self.assertEqual(spans.count("Shape::area"), 3)
        # The profile per callee keeps the site's callee.
        self.assertEqual({names[r[0]]: r[1] for r in data["all"]["callees"]},
                         {"Shape::area": 9, "pi": 4, "pick": 4})

    def test_old_versions_and_the_check(self):
        # Version 3 has no call-target records: its numbers describe nothing, the callee stays.
        frames_trace(version=3).write(self.path)
        self.assertEqual([r[1:3] for r in tree_rows(self.out("--format=tree", "--check"))],
                         [("Shape::area", 9), ("pi", 4), ("pick", 4)])
        self.assertEqual({c[0] for c in chrome_calls(self.out("--format=chrome"))},
                         {"Shape::area", "pi", "pick"})


class Malformed(unittest.TestCase):
    """Records that lie: one warning naming what is wrong, the rest reported, --check fails."""

    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.path = os.path.join(self.tmp.name, "t.trace")

    def tearDown(self):
        self.tmp.cleanup()

    def warns(self, w, message, *args):
        w.write(self.path)
        r = report("--format=csv", *args, self.path)
        self.assertEqual(r.returncode, 0, r.stderr)
        warning = [line for line in r.stderr.splitlines() if "cannot read" not in line]
        self.assertEqual(len(warning), 1, r.stderr)
        self.assertRegex(warning[0], r"^overdub-report: warning: .*t\.trace: ")
        self.assertIn(message, warning[0])
        self.assertEqual(report("--check", self.path).returncode, 1)
        return r.stdout

    def test_a_call_target_record_of_another_size(self):
        w = shapes_trace()
        w.targets.append(record(CALL_TARGET, struct.pack("<QQI", 1, 3, 0)))
        out = self.warns(w, "a call-target record of 20 bytes (24 expected)", "--by-target")
        self.assertIn("0x1000 in libshapes.so,6,", out)  # the sound records are read

    def test_counts_and_strings_beyond_the_record(self):
        w = shapes_trace()
        w.targets.insert(0, record(MODULES, struct.pack("<QQI", 1, 0, 0xFFFFFFFF) + b"\0" * 40))
        self.warns(w, "a record claims 4294967295 modules in 40 bytes")
        w = shapes_trace()
        w.targets.insert(0, record(MODULES, struct.pack("<QQIQQQ", 1, 0, 1, 0, 1, 2) +
                                   struct.pack("<I", 1 << 30) + b"/x" + b"\0" * 8))
        self.warns(w, "a record of type 17 at offset")
        w = shapes_trace()
        w.targets.insert(0, record(MODULES, struct.pack("<QQIQQQ", 1, 0, 1, 0, 1, 2) +
                                   string("/x") + string(b"\1" * 1000)))
        self.warns(w, "a module's build id claims 1000 bytes (at most 256)")
        w = shapes_trace()
        w.targets.insert(0, record(MODULES, struct.pack("<QQIQQQ", 1, 0, 1, 9, 1, 2) +
                                   string("/x") + string("")))
        self.warns(w, "a module claims addresses 0x1 to 0x2 relocated by 0x9")

    def test_targets_out_of_range_or_in_no_module(self):
        w = shapes_trace()
        w.targets.append(record(CALL_TARGET, struct.pack("<QQQ", 1, 0, 0x11000)))
        self.warns(w, "a call-target record names site 1, target 0 (sites 1 to 16777215, "
                      "targets 1 to 32767)")
        w = shapes_trace()
        area = w.sites[0][0]
        w.targets = [w.targets[1]]  # the first target, before any modules record
        out = self.warns(w, "call target 1 of site 1 (0x11000) is in no module of the modules "
                            "record before it (there is none)", "--by-target")
        self.assertIn(",0x11000 in no module,6,", out)
        self.assertIn(',"<target 2, not described>",3,', out)
        self.assertEqual(area >> 2, 1)

    def test_target_statistics_out_of_range_or_not_adding_up(self):
        w = shapes_aggregate_trace()
        w.target_statistics.append((w.sites[0][0], 40000, 1, 5, 5, 5, 5, 5))
        self.warns(w, "an aggregate of site 0x4 names target 40000 (at most 32767)")
        w = shapes_aggregate_trace()
        w.target_statistics[0] = (w.sites[0][0], 1, 6, 60, 60, 60, 10, 5)
        out = self.warns(w, "an aggregate of site 0x4 does not add up", "--by-target")
        self.assertNotIn("0x1000 in libshapes.so,6,", out)  # left out: under no target
        self.assertIn("<unknown target>,7,", out)
        w = shapes_aggregate_trace()
        w.extra.append(record(TARGET_STATISTICS, struct.pack("<I", 1000) + b"\0" * 64))
        self.warns(w, "a record claims 1000 target statistics in 64 bytes")

    def test_cut_and_mutated_records_never_crash(self):
        full = shapes_trace().body()
        start = full.index(struct.pack("<I", MODULES))
        end = full.index(struct.pack("<I", 15), start)  # the packed events after the targets
        for cut in range(start, end + 60, 3):
            with open(self.path, "wb") as f:
                f.write(full[:cut])
            r = report("--by-target", self.path)
            self.assertEqual(r.returncode, 0, (cut, r.stderr))
            self.assertIn("warning", r.stderr)  # cut short, or (at a record's end) no end record
        # Every byte of the records and of the first events (the extensions) changed.
        for at in range(start, end + 60):
            for value in (0xFF, full[at] ^ 0x10):
                data = bytearray(full)
                data[at] = value
                with open(self.path, "wb") as f:
                    f.write(data)
                r = report("--by-target", self.path)
                self.assertEqual(r.returncode, 0, (at, value, r.stderr))


THUNKS = r"""
#include <overdub/overdub.h>
#include <cstdio>
#include <cstdlib>
static unsigned state[2];
static ::overdub::TargetCache caches[2];
static constexpr ::overdub::Site sites[] = {
  {"thunks.cpp", "main", "B2::g", 20, 5, 0, state + 0},
  {"thunks.cpp", "main", "V::h", 21, 5, 0, state + 1},
};
static const ::overdub::Registration registration{sites};
struct B1 { virtual long f() const { return 1; } long pad = 0; };
struct B2 { virtual long g() const { return 2; } };
struct D : B1, B2 { long g() const override { return 3; } };
struct V { virtual long h() const { return 4; } };
struct E : virtual V { long h() const override { return 5; } };
int main(int, char **argv) {
  D d;
  E e;
  const B2 *b = &d;  // D::g through the B2 subobject: a non-virtual thunk
  const V *v = &e;   // E::h through a virtual base: a virtual thunk
  long t = 0;
  for (int i = 0; i < std::atoi(argv[1]); ++i) {
    t += ::overdub::Span{sites + 0}.val(
        ::overdub::virtual_target<0, 0>(sites + 0, caches + 0, b)->g());
    t += ::overdub::Span{sites + 1}.val(
        ::overdub::virtual_target<0, 0>(sites + 1, caches + 1, v)->h());
  }
  std::printf("%ld\n", t);
}
"""

# Circle::area calls pi() from its body; main calls area() through a base pointer (site 0) round a
# circle and two rectangles, then Circle::area once directly (site 2).
FRAMES = r"""
#include <overdub/overdub.h>
#include <cstdio>
#include <cstdlib>
static unsigned state[3];
static ::overdub::TargetCache caches[1];
static constexpr ::overdub::Site sites[] = {
  {"frames.cpp", "main", "Shape::area", 20, 5, 0, state + 0},
  {"frames.cpp", "Circle::area", "pi", 12, 40, 0, state + 1},
  {"frames.cpp", "main", "Circle::area", 22, 5, 0, state + 2},
};
static const ::overdub::Registration registration{sites};
long pi(long r) { return 3 * r * r; }
struct Shape { virtual ~Shape() {} virtual long area() const = 0; };
struct Circle : Shape {
  long r = 2;
  long area() const override { return ::overdub::Span{sites + 1}.val(pi(r)); }
};
struct Rect : Shape { long area() const override { return 6; } };
int main(int, char **argv) {
  Circle c;
  Rect r;
  const Shape *shapes[] = {&c, &r, &r};
  long t = 0;
  for (int i = 0; i < std::atoi(argv[1]); ++i) {
    const Shape *p = shapes[i % 3];
    t += ::overdub::Span{sites + 0}.val(
        ::overdub::virtual_target<0, 2>(sites + 0, caches + 0, p)->area());
  }
  t += ::overdub::Span{sites + 2}.val(c.Circle::area());
  std::printf("%ld\n", t);
}
"""

COMPILERS = (("g++", "-std=c++17"), ("clang++-19", "-std=c++17"))


class Programs(unittest.TestCase):
    """Programs traced by the runtime, their targets named from their own symbols."""

    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.dir = self.tmp.name

    def tearDown(self):
        self.tmp.cleanup()

    def build(self, source, compiler, name="prog", extra=()):
        src = os.path.join(self.dir, name + ".cpp")
        with open(src, "w") as f:
            f.write(source)
        exe = os.path.join(self.dir, name)
        c = subprocess.run([*compiler, "-O2", "-Wall", "-Wextra", "-Werror", "-pedantic-errors",
                            *extra, "-I", INCLUDE, src, RUNTIME, "-pthread", "-o", exe],
                           capture_output=True, text=True)
        self.assertEqual(c.returncode, 0, c.stderr)
        return exe

    def run_traced(self, exe, *args):
        for old in os.listdir(self.dir):
            if old.endswith(".trace"):
                os.remove(os.path.join(self.dir, old))
        env = dict(os.environ, OVERDUB_OUTPUT=os.path.join(self.dir, "t.%p.trace"))
        r = subprocess.run([exe, *args], capture_output=True, text=True, env=env, cwd=self.dir)
        self.assertEqual(r.returncode, 0, r.stderr)
        return sorted(os.path.join(self.dir, f) for f in os.listdir(self.dir)
                      if f.endswith(".trace"))

    def targets(self, *traces, expect_warning=None):
        r = report("--by-target", "--format=csv", *traces)
        self.assertEqual(r.returncode, 0, r.stderr)
        if expect_warning:
            self.assertIn(expect_warning, r.stderr)
        else:
            self.assertEqual(r.stderr, "")
        return sorted((x["site"], x["target"], int(x["calls"])) for x in rows(r.stdout))

    def symbols(self, exe):
        """{symbol as nm -C prints it: offset} of the program's functions."""
        out = subprocess.run(["nm", "-C", "--defined-only", exe], capture_output=True,
                             text=True).stdout
        found = {}
        for line in out.splitlines():
            m = re.match(r"([0-9a-f]+) [tTW] (.*)$", line)
            if m:
                found[m.group(2)] = int(m.group(1), 16)
        return found

    def test_shapes_named_by_both_compilers(self):
        for compiler in COMPILERS:
            with self.subTest(compiler=compiler[0]):
                exe = self.build(runtime_targets.program(3), compiler)
                traces = self.run_traced(exe, "30")
                self.assertEqual(self.targets(*traces), sorted(
                    (site, "S%d::area" % k, 10)
                    for site in ("prog.cpp:20:5", "prog.cpp:21:5") for k in range(3)))
                out = report(*traces).stdout
                # (In either order: both sites' calls take about as long.)
                self.assertEqual(sorted(split_lines(out)), [
                    "  prog.cpp:%d:5  Shape::area -> S0::area 33%%, S1::area 33%%, S2::area 33%%"
                    % line for line in (20, 21)])
                self.assertEqual(report("--check", *traces).returncode, 0)

    def test_a_program_gone_or_rebuilt_is_named_by_address(self):
        exe = self.build(runtime_targets.program(3), COMPILERS[0])
        traces = self.run_traced(exe, "30")
        offsets = {"S%d::area" % k: self.symbols(exe)["S%d::area() const" % k] for k in range(3)}
        by_address = sorted((site, "%#x in prog" % offsets["S%d::area" % k], 10)
                            for site in ("prog.cpp:20:5", "prog.cpp:21:5") for k in range(3))
        # Rebuilt with another build id: the symbols may have moved, the file is not trusted.
        self.build(runtime_targets.program(3), COMPILERS[0], extra=["-Wl,--build-id=md5"])
        self.assertEqual(self.targets(*traces, expect_warning="prog is not the file that ran "
                                                              "(its build id differs)"),
                         by_address)
        os.remove(exe)
        self.assertEqual(self.targets(*traces, expect_warning="cannot read " + exe), by_address)

    def test_thunks_are_named_as_the_function_they_lead_to(self):
        for compiler in COMPILERS:
            with self.subTest(compiler=compiler[0]):
                exe = self.build(THUNKS, compiler, "thunks")
                mangled = subprocess.run(["nm", exe], capture_output=True, text=True).stdout
                self.assertIn("_ZThn16_NK1D1gEv", mangled)  # the call goes through it
                traces = self.run_traced(exe, "7")
                self.assertEqual(self.targets(*traces), [("thunks.cpp:20:5", "D::g", 7),
                                                         ("thunks.cpp:21:5", "E::h", 7)])

    def test_frames_are_named_by_their_targets(self):
        for compiler in COMPILERS:
            with self.subTest(compiler=compiler[0]):
                exe = self.build(FRAMES, compiler, "frames")
                traces = self.run_traced(exe, "30")

                def out(*args, text=True):
                    r = subprocess.run([REPORT, *args, *traces],
                                       capture_output=True, text=text, timeout=120)
                    self.assertEqual((r.returncode, r.stderr), (0, "" if text else b""))
                    return r.stdout
                # 10 calls went to Circle::area, 20 to Rect::area; the direct call of
                # Circle::area is in the same node.
                stops = collections.Counter(
                    re.sub(r" \(.*", "", line.split(" stop ", 1)[1].strip())
                    for line in out("--format=events").splitlines() if " stop " in line)
                self.assertEqual((stops["Shape::area -> Circle::area"],
                                  stops["Shape::area -> Rect::area"], stops["Circle::area"]),
                                 (10, 20, 1))
                rows = sorted(r[:3] for r in tree_rows(out("--format=tree")))
                self.assertEqual(rows, [(0, "Circle::area", 11), (0, "Rect::area", 20),
                                        (1, "pi", 11)])
                paths = [x.rsplit(" ", 1)[0]
                         for x in out("--format=folded", "--no-compensation").splitlines()]
                self.assertEqual(sorted(paths), ["Circle::area", "Circle::area;pi", "Rect::area"])
                # The runtime's spans (a target numbered: its records written) aside.
                calls = [c for c in chrome_calls(out("--format=chrome"))
                         if not c[0].startswith("<overdub")]
                virtual = json.dumps({"site": "frames.cpp:20:5", "callee": "Shape::area"})
                self.assertEqual(collections.Counter((c[0], json.dumps(c[1])) for c in calls),
                                 {("Circle::area", virtual): 10, ("Rect::area", virtual): 20,
                                  ("Circle::area", "{}"): 1, ("pi", "{}"): 11})
                slices = [s for s in perfetto_calls(out("--format=perfetto", text=False))
                          if not s[0].startswith("<overdub")]
                # (name, depth, the slice around it, the callee kept): count
                self.assertEqual(collections.Counter((s[0], s[2], s[3], s[1].get("callee", ""))
                                                     for s in slices),
                                 {("Circle::area", 0, None, "Shape::area"): 10,
                                  ("Rect::area", 0, None, "Shape::area"): 20,
                                  ("Circle::area", 0, None, ""): 1,
                                  ("pi", 1, "Circle::area", ""): 11})

    def test_a_forked_childs_targets_merge_with_its_parents(self):
        exe = self.build(runtime_targets.program(3), COMPILERS[0])
        traces = self.run_traced(exe, "9", "fork")
        self.assertEqual(len(traces), 2)
        # The parent's 9 rounds and the child's 6 (from the fork on): 5 calls a target a site.
        self.assertEqual(self.targets(*traces), sorted(
            (site, "S%d::area" % k, 5) for site in ("prog.cpp:20:5", "prog.cpp:21:5")
            for k in range(3)))


if __name__ == "__main__":
    REPORT, INCLUDE, RUNTIME = sys.argv[1:4]
    unittest.main(argv=sys.argv[:1] + sys.argv[4:])
