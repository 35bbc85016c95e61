"""The HTML page (--format=html) driven in headless Chromium (tests/viewers/html_check.mjs): each
view responds to what a user does (a click on a frame zooms, a search highlights and says how much
matched, a click on a column sorts, another thread redraws the flame graph and the tables, a row
of the call tree opens, a drag zooms the timeline), with exact figures from a generated trace; and
a profile of 100,000 distinct stacks stays under 20 MB and becomes interactive in under 3 s.

    test_html.py <overdub-report> <viewers dir with node_modules>"""
import json
import os
import re
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import tracegen  # noqa: E402
from tracegen import START, STOP, TraceWriter, thread_name  # noqa: E402

REPORT = VIEWERS = None


def explore_trace():
    """Two named threads. main: run -> parse (recursive, 3 deep) x 4, run -> emit x 10;
    worker-1: slow_pi x 2 (1000 ns each), each calling term x 5. Times in ns."""
    w = TraceWriter()
    run = w.site("run", caller="main", line=3)
    parse = w.site("parse", caller="run", line=5)
    parse_in = w.site("parse", caller="parse", line=9)
    emit = w.site("emit", caller="run", line=6)
    slow = w.site("slow_pi", caller="work", line=20)
    term = w.site("term", caller="slow_pi", line=22)
    t = 0
    w.event(1, t, run, START)
    for _ in range(4):
        t += 10
        w.event(1, t, parse, START)
        w.event(1, t + 10, parse_in, START)
        w.call(1, t + 20, t + 60, parse_in)
        w.event(1, t + 70, parse_in, STOP)
        w.event(1, t + 80, parse, STOP)
        t += 80
    for _ in range(10):
        w.call(1, t + 5, t + 25, emit)
        t += 25
    w.event(1, t + 10, run, STOP)
    t = 100
    for _ in range(2):
        w.event(2, t, slow, START)
        for k in range(5):
            w.call(2, t + 10 + 150 * k, t + 110 + 150 * k, term)
        w.event(2, t + 1000, slow, STOP)
        t += 1100
    w.extra.append(thread_name(1, 0, "main"))
    w.extra.append(thread_name(2, 1, "worker-1"))
    return w


# Page-side steps for drive(page, "--eval", ...): what a user does, through the page's controls.
def choose_thread(value):
    return ("() => { const s = document.getElementById('thread'); s.value = %s; "
            "s.dispatchEvent(new Event('change')); return window.overdub.state(); }"
            % json.dumps(value))


def type_search(text):
    return ("() => { const s = document.getElementById('search'); s.value = %s; "
            "s.dispatchEvent(new Event('input')); return true; }" % json.dumps(text))


def click_frame(name):
    """Zooms to the frame named so (by its handler, as a click does): the frame drawn or null."""
    return ("() => { const at = window.overdub.frame(%s); if (!at) return null; "
            "document.getElementById('flame').dispatchEvent(new MouseEvent('click', "
            "{ clientX: at.x, clientY: at.y, bubbles: true })); return window.overdub.state().zoom; }"
            % json.dumps(name))


STATE = "() => window.overdub.state()"
CELLS = ("() => Array.from(document.querySelectorAll('#%s tbody tr[data-row]'), "
         "(tr) => Array.from(tr.cells, (td) => td.textContent))")
# Pixels drawn in the top 2000 rows of the timeline's canvas.
TIMELINE_PIXELS = ("() => { const c = document.getElementById('timeline'); "
                   "const d = c.getContext('2d').getImageData(0, 0, c.width, Math.min(c.height, 2000)).data; "
                   "let n = 0; for (let i = 3; i < d.length; i += 4) if (d[i]) ++n; "
                   "return [n, c.height, document.getElementById('timeline-status').textContent]; }")


def drive(page, *args, timeout=300):
    r = subprocess.run(["node", os.path.join(VIEWERS, "html_check.mjs"), page, *args],
                       capture_output=True, text=True, timeout=timeout)
    if r.returncode != 0:
        raise AssertionError(r.stderr)
    return json.loads(r.stdout)


class HtmlPage(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()

    def tearDown(self):
        self.tmp.cleanup()

    def page(self, trace, *args):
        out = os.path.join(self.tmp.name, "page.html")
        r = subprocess.run([REPORT, "--format=html", "--no-compensation", *args, "-o", out, trace],
                           capture_output=True, text=True)
        self.assertEqual(r.returncode, 0, r.stderr)
        return out

    def data(self, page):
        with open(page, encoding="utf-8") as f:
            html = f.read()
        m = re.search(r'<script type="application/json" id="overdub-data">\n(.*?)</script>', html,
                      re.S)
        return json.loads(m.group(1)), html

    def test_the_data_holds_exact_figures(self):
        trace = os.path.join(self.tmp.name, "e.trace")
        explore_trace().write(trace)
        data, html = self.data(self.page(trace))
        names = data["names"]
        self.assertEqual([t["label"] for t in data["threads"]], ["1 (main)", "2 (worker-1)"])
        main, worker = data["threads"]
        # main: run 4 x (10 + 80) + 10 x 25 + 10 = 620 ns busy; worker: 2 x 1000 ns.
        self.assertEqual((main["busy"], main["calls"]), (620, 1 + 12 + 10))
        self.assertEqual((worker["busy"], worker["calls"]), (2000, 12))
        self.assertEqual(data["total"], 2620)
        callees = {names[r[0]]: r[1:] for r in data["all"]["callees"]}
        # calls, inclusive, exclusive, p50, p90, p99, max, untimed
        self.assertEqual(callees["slow_pi"], [2, 2000, 1000, 1000, 1000, 1000, 1000, 0])
        self.assertEqual(callees["term"], [10, 1000, 1000, 100, 100, 100, 100, 0])
        self.assertEqual(callees["parse"][:3], [12, 320, 320])  # outermost 80 ns each
        self.assertEqual(callees["parse"][3:7], [80, 80, 80, 80])
        worker_callees = {names[r[0]] for r in worker["rows"]["callees"]}
        self.assertEqual(worker_callees, {"slow_pi", "term"})
        sites = {r[0]: r[1:] for r in data["all"]["sites"]}
        self.assertEqual(sites["k.cpp:22:1"][:5], [names.index("slow_pi"), names.index("term"),
                                                   10, 1000, 1000])
        # The call tree of main, in preorder: thread, run, emit, parse, parse, parse.
        tree = main["tree"]
        self.assertEqual([names[n] if n >= 0 else None for n in tree["n"]],
                         [None, "run", "emit", "parse", "parse", "parse"])
        self.assertEqual(tree["p"], [-1, 0, 1, 1, 3, 4])
        self.assertEqual(tree["c"], [0, 1, 10, 4, 4, 4])
        self.assertEqual(tree["i"], [620, 620, 200, 320, 240, 160])
        # Timelines: every call, start (from the first event), duration, depth, callee.
        spans = [worker["spans"][i:i + 4] for i in range(0, len(worker["spans"]), 4)]
        self.assertEqual(len(spans), 12)
        self.assertIn([100, 1000, 0, names.index("slow_pi")], spans)
        self.assertIn([110, 100, 1, names.index("term")], spans)
        self.assertEqual(data["notes"][0][0], "compensation")
        # Without scripts: the summary and the table are in the page itself.
        self.assertTrue('<p id="summary">pid 4242, 2 threads, 35 calls, 2.620 us traced' in html)
        self.assertRegex(html[:20000], r'<td class="n">2</td><td class="n">2.000 us</td><td class="n">'
                               r'1.000 us</td>.*<td class="l">slow_pi</td>')

    def test_the_tree_shows_each_nodes_slowest_call_with_its_values(self):
        g = tracegen.TraceWriter(version=5)
        f, h = g.site("f", line=10), g.site("h", caller="f", line=11)
        for tid, n, duration, text in ((1, 3, 100, b"short"), (1, 4, 700, b"slow \x01"),
                                       (2, 5, 300, b"x" * 40)):
            g.event(tid, 1000 * n, f, tracegen.START)
            g.words(tid, tracegen.value_words(f, 1, tracegen.SIGNED_VALUE, n))
            g.call(tid, 1000 * n + 1, 1000 * n + 2, h)  # h captured nothing
            g.words(tid, tracegen.string_words(f, 2, text, len(text)))
            g.words(tid, tracegen.value_words(f, 0, tracegen.SIGNED_VALUE, 2 * n))
            g.event(tid, 1000 * n + duration, f, tracegen.STOP)
        trace = os.path.join(self.tmp.name, "v.trace")
        g.write(trace)
        page = self.page(trace)
        data, _ = self.data(page)
        names = data["names"]
        main, other = data["threads"]
        self.assertEqual([names[v] if v >= 0 else None for v in main["tree"]["v"]],
                         [None, 'f(4, "slow \\001") = 8', None])
        self.assertEqual(main["tree"]["s"], [0, 700, 0])
        self.assertEqual([names[v] if v >= 0 else None for v in other["tree"]["v"]],
                         [None, 'f(5, "' + "x" * 32 + '"… (40 bytes)) = 10', None])
        # All threads merged: the slowest of both; a row and its tooltip say so.
        rows = ("() => Array.from(document.querySelectorAll('#calltree .row'), "
                "(r) => [r.textContent, r.title])")
        result = drive(page, "--eval", rows)
        self.assertEqual(result["messages"], [])
        [(text, title)] = result["evals"][0]
        self.assertTrue(text.endswith('fslowest: f(4, "slow \\001") = 8 in 700 ns'), text)
        self.assertIn('\nslowest: f(4, "slow \\001") = 8 in 700 ns', title)
        # The timeline: each call's own values in its tooltip, its span in the page's data.
        self.assertEqual([names[v] if k % 2 else v for k, v in enumerate(main["spanCalls"])],
                         [1, 'f(3, "short") = 6', 3, 'f(4, "slow \\001") = 8'])
        tips = ("() => window.overdub.spans().map(({ x, y }) => {"
                " document.getElementById('timeline').dispatchEvent("
                "  new MouseEvent('mousemove', { clientX: x, clientY: y, bubbles: true }));"
                " return document.getElementById('tip').textContent.split('\\n')[0]; })")
        result = drive(page, "--eval", tips)
        self.assertEqual(result["messages"], [])
        self.assertEqual(result["evals"][0], ["h", 'f(3, "short") = 6', "h", 'f(4, "slow \\001") = 8'])

    def test_every_view_responds(self):
        trace = os.path.join(self.tmp.name, "e.trace")
        explore_trace().write(trace)
        result = drive(self.page(trace), "slow_pi", "term", "0")
        self.assertEqual(result["messages"], [])
        steps, initial = result["steps"], result["initial"]
        self.assertEqual((initial["thread"], initial["zoom"], initial["root"]),
                         ("all", "all threads", "all threads"))
        self.assertEqual(initial["firstCallee"], "slow_pi")  # most inclusive time first
        for name in ("zoom", "search", "icicle", "leftHeavy", "sort", "sortAgain", "thread",
                     "split", "tree", "threadRow", "timeline"):
            with self.subTest(step=name):
                self.assertTrue(steps[name]["changed"], steps[name])
        self.assertEqual(steps["zoom"]["state"]["zoom"], "slow_pi")
        self.assertEqual(steps["reset"]["state"]["zoom"], "all threads")
        self.assertTrue(steps["reset"]["sameAsInitial"])
        # term: 1000 ns of 2620 traced.
        self.assertEqual(steps["search"]["state"]["matched"],
                         "matched: 38.17% of all threads (1 frame)")
        self.assertEqual(steps["icicle"]["state"]["direction"], "icicle")
        self.assertEqual(steps["leftHeavy"]["state"]["order"], "heavy")
        self.assertEqual(steps["sort"]["state"]["firstCallee"], "parse")  # 12 calls
        self.assertEqual(steps["sortAgain"]["state"]["firstCallee"], "run")  # 1 call, ascending
        self.assertEqual(steps["thread"]["state"]["root"], "1 (main)")
        self.assertEqual(steps["split"]["state"]["thread"], "split")
        self.assertGreater(steps["tree"]["state"]["treeRows"], steps["split"]["state"]["treeRows"])
        self.assertNotEqual(steps["threadRow"]["state"]["thread"], "split")
        t0, t1 = steps["timeline"]["state"]["timeline"]
        self.assertGreater(t0, 0)
        self.assertLess(t1, 2200)

    def test_notes_and_the_views_of_other_traces(self):
        from test_report import known_trace
        trace = os.path.join(self.tmp.name, "k.trace")
        known_trace().write(trace)
        page = self.page(trace, "--per-thread")
        data, html = self.data(page)
        self.assertTrue(data["split"])  # --per-thread: the flame graph opens split by thread
        kinds = [kind for kind, _ in data["notes"]]
        self.assertEqual(kinds, ["compensation", "throttled"])
        self.assertIn("1 ended by an exception", data["summary"])
        self.assertTrue('<p class="throttled">throttled: leaf (k.cpp:3:1): 1 calls timed, then 5 '
                        'counted' in html, data["notes"])
        result = drive(page, "--load")
        self.assertEqual(result["messages"], [])
        self.assertEqual(result["initial"]["thread"], "split")
        self.assertEqual(result["initial"]["root"], "all threads")
        # Aggregate mode: figures per callee and site, no tree, no timeline; the page says so.
        w = TraceWriter(mode=2, version=3)
        f = w.site("f")
        w.site_statistics = [(f, 3, 90, 90, 90, 60, 20, 40)]
        w.write(trace)
        page = self.page(trace)
        data, _ = self.data(page)
        self.assertEqual(data["threads"], [])
        self.assertEqual([data["names"][r[0]] for r in data["all"]["callees"]], ["f"])
        result = drive(page, "--load")
        self.assertEqual(result["messages"], [])
        self.assertEqual(result["initial"]["firstCallee"], "f")
        self.assertEqual(result["initial"]["treeText"], "Aggregate-mode traces keep no call tree.")

    def test_tables_searches_and_zooms_of_one_thread(self):
        trace = os.path.join(self.tmp.name, "e.trace")
        explore_trace().write(trace)
        result = drive(self.page(trace), "--eval", choose_thread("1"), CELLS % "profile",
                       choose_thread("0"), type_search("/parse/g"), STATE, type_search("/(/"),
                       choose_thread("1"), click_frame("slow_pi"), choose_thread("split"),
                       type_search("main"), STATE)
        self.assertEqual(result["messages"], [])
        _, rows, _, _, searched, _, worker, zoomed, _, _, split = result["evals"]
        # worker-1's own share: slow_pi is all of its 2000 ns, term half.
        self.assertEqual({r[-1]: r[2] for r in rows}, {"slow_pi": "100.00%", "term": "50.00%"})
        # A g flag keeps no position from one name to the next: the three parse frames match
        # (the outermost 320 ns of main's 620).
        self.assertEqual(searched["matched"], "matched: 51.61% of 1 (main) (3 frames)")
        # Not a regular expression: the flame graph still follows the thread chosen.
        self.assertEqual((worker["root"], worker["matched"]),
                         ("2 (worker-1)", "not a regular expression"))
        self.assertEqual(zoomed, "slow_pi")
        # Split by thread, the threads' frames are not callees.
        self.assertEqual(split["matched"], "matched: 0.00% of all threads (0 frames)")

    def test_deep_stacks_and_many_threads(self):
        w = TraceWriter()
        sites = [w.site(f"f{k}", line=k + 1) for k in range(1000)]
        for k, site in enumerate(sites):
            w.event(1, k, site, START)
        for k, site in reversed(list(enumerate(sites))):
            w.event(1, 3000 - k, site, STOP)
        trace = os.path.join(self.tmp.name, "deep.trace")
        w.write(trace)
        # Frames below 400 rows are drawn once a frame above them is zoomed to: its callers
        # past 20 share one row.
        result = drive(self.page(trace), "--eval", click_frame("f300"), click_frame("f650"),
                       click_frame("f999"), STATE)
        self.assertEqual(result["messages"], [])
        self.assertEqual(result["evals"][:3], ["f300", "f650", "f999"])
        # 19 callers, one row for the 980 others, f999.
        self.assertEqual(result["evals"][3]["flameRows"], 21)
        w = TraceWriter()
        site = w.site("work")
        for tid in range(1, 301):
            for depth in range(30):
                w.event(tid, 10 * tid + depth, site, START)
            for depth in range(30):
                w.event(tid, 10 * tid + 100 + depth, site, STOP)
        w.write(trace)
        result = drive(self.page(trace), "--eval", TIMELINE_PIXELS)
        self.assertEqual(result["messages"], [])
        pixels, height, status = result["evals"][0]
        self.assertGreater(pixels, 1000)
        self.assertLessEqual(height, 32000)
        self.assertIn("Calls deeper than 7 levels are not drawn.", status)

    def test_traces_that_share_a_pid_or_have_idle_threads(self):
        # Two processes of the same pid and thread id (containers): two threads, each its calls.
        paths = []
        for k, name in enumerate(("first", "second")):
            w = TraceWriter()
            w.call(1, 10, 110 + 100 * k, w.site(name))
            paths.append(os.path.join(self.tmp.name, f"{name}.trace"))
            w.write(paths[-1])
        out = os.path.join(self.tmp.name, "two.html")
        r = subprocess.run([REPORT, "--format=html", "--no-compensation", "-o", out, *paths],
                           capture_output=True, text=True)
        self.assertEqual(r.returncode, 0, r.stderr)
        data, _ = self.data(out)
        names = data["names"]
        self.assertEqual([t["label"] for t in data["threads"]],
                         ["1 of pid 4242 (trace 1)", "1 of pid 4242 (trace 2)"])
        self.assertEqual([[names[t["spans"][3]], t["spans"][1]] for t in data["threads"]],
                         [["first", 100], ["second", 200]])
        # A thread without events has no first or last event, and the others' shares stay whole.
        w = explore_trace()
        w.threads[3] = []
        w.extra.append(thread_name(3, 2, "idle"))
        trace = os.path.join(self.tmp.name, "idle.trace")
        w.write(trace)
        page = self.page(trace)
        data, _ = self.data(page)
        self.assertEqual([(t["first"], t["last"]) for t in data["threads"]],
                         [(0, 620), (100, 2200), (None, None)])
        result = drive(page, "--eval", CELLS % "threads")
        self.assertEqual(result["messages"], [])
        rows = {r[0]: r[3:] for r in result["evals"][0]}
        self.assertEqual(rows["2 (worker-1)"], ["90.91%", "100 ns", "2.200 us"])  # 2000 of 2200
        self.assertEqual(rows["3 (idle)"], ["0.00%", "-", "-"])
        # An aggregate-mode trace beside them: its statistics are in the whole, in no thread.
        w = TraceWriter(pid=99, mode=2, version=3)
        f = w.site("f")
        w.site_statistics = [(f, 3, 90, 90, 90, 60, 20, 40)]
        aggregate = os.path.join(self.tmp.name, "aggregate.trace")
        w.write(aggregate)
        r = subprocess.run([REPORT, "--format=html", "--no-compensation", "-o", out, trace,
                            aggregate], capture_output=True, text=True)
        self.assertEqual(r.returncode, 0, r.stderr)
        data, _ = self.data(out)
        main = data["threads"][0]
        self.assertEqual((main["busy"], main["calls"]), (620, 23))
        self.assertNotIn("f", {data["names"][row[0]] for row in main["rows"]["callees"]})
        self.assertIn("f", {data["names"][row[0]] for row in data["all"]["callees"]})
        # Only aggregate traces: the page shows their statistics, with no warning; an empty
        # trace is not called aggregate.
        r = subprocess.run([REPORT, "--format=html", "-o", out, aggregate], capture_output=True,
                           text=True)
        self.assertEqual((r.returncode, r.stderr), (0, ""))
        empty = os.path.join(self.tmp.name, "empty.trace")
        TraceWriter().write(empty)
        result = drive(self.page(empty), "--load")
        self.assertEqual(result["messages"], [])
        self.assertEqual(result["initial"]["treeText"], "No calls.")

    def test_a_hundred_thousand_stacks(self):
        trace = os.path.join(self.tmp.name, "many.trace")
        stacks = tracegen.many_stacks(trace)
        self.assertEqual(stacks, 100_000)
        page = self.page(trace)
        data, _ = self.data(page)
        self.assertEqual(len(data["threads"][0]["tree"]["n"]), 1 + 50 + 50 * 50 + stacks)
        size = os.path.getsize(page)
        self.assertLess(size, 20 << 20)
        result = drive(page, "--load")
        self.assertEqual(result["messages"], [])
        # How soon the page is interactive is measured by bench/html.py, not asserted here: a
        # time bound in a test fails on a loaded machine.
        self.assertTrue(result["steps"]["zoom"]["changed"])
        print(f"\n100,000 stacks: {size / (1 << 20):.1f} MiB, interactive after "
              f"{result['readySeconds']:.2f} s (loaded in {result['loadSeconds']:.2f} s), a zoom "
              f"drawn in {result['steps']['zoom']['seconds']:.2f} s", file=sys.stderr)


if __name__ == "__main__":
    REPORT, VIEWERS = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    unittest.main(argv=sys.argv[:1] + sys.argv[3:])
