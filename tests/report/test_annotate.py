"""overdub-report --format=annotate (the source around each call site with its figures) and
--format=remarks (a compiler remark per site, for editors: checked with the problem matchers of
docs/editors.md), on generated traces with exact figures.

    test_annotate.py <overdub-report> <docs/editors.md>"""
import os
import re
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "cli"))
from test_report import known_trace  # noqa: E402
from tracegen import TraceWriter  # noqa: E402
import test_editors  # noqa: E402

REPORT = None

# known_trace()'s sites are on lines 1 to 7 of k.cpp and line 9 of t.cpp.
K_CPP = "int main() {\n  work();\n\tleaf();\n  g(f(2));\n  rec();\n  rec();\n  thrower();\n}\n"


class Annotate(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.dir = self.tmp.name
        self.trace = os.path.join(self.dir, "k.trace")
        known_trace().write(self.trace)

    def tearDown(self):
        self.tmp.cleanup()

    def source(self, name, text):
        path = os.path.join(self.dir, name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            f.write(text)
        return path

    def run_report(self, *args, cwd=None):
        return subprocess.run([REPORT, *args], capture_output=True, text=True, cwd=cwd or self.dir)

    def annotate(self, *args, cwd=None):
        r = self.run_report("--format=annotate", *args, cwd=cwd)
        self.assertEqual(r.returncode, 0, r.stderr)
        return r

    def test_each_line_with_its_site_figures(self):
        self.source("k.cpp", K_CPP)
        self.source("t.cpp", "".join(f"// line {k}\n" for k in range(1, 21)))
        r = self.annotate(self.trace)
        lines = r.stdout.splitlines()
        self.assertEqual(lines[0], "== k.cpp: 8 sites with calls, 13 calls ==")
        self.assertEqual(lines[1].split(), ["calls", "inclusive", "share", "line", "source"])
        # Figures, line number, the source with its tab expanded.
        self.assertEqual(lines[3], "         1        300 ns   29.7%       2    work();")
        self.assertEqual(lines[4], "         6        100 ns    9.9%       3          leaf();"
                                   "  <- 5 of the calls counted, not timed (throttled)")
        # A line with two sites: each under it, by column.
        self.assertEqual(lines[5].split(), ["2", "sites", "4", "g(f(2));"])
        self.assertEqual(lines[6], "         1        140 ns   13.9%          ^ col 3: g")
        self.assertEqual(lines[7], "         1         50 ns    5.0%          ^ col 5: f")
        # Two lines of context after the last site, then t.cpp's one site with its context.
        self.assertEqual([l.split()[-1] for l in lines[10:12]], ["thrower();", "}"])
        t = lines.index("== t.cpp: 1 site with calls, 1 calls ==")
        self.assertEqual([l.split()[0] for l in lines[t + 2:t + 7]], ["7", "8", "1", "10", "11"])
        self.assertEqual(lines[t + 4].split(), ["1", "10", "ns", "1.0%", "9", "//", "line", "9"])
        self.assertEqual(r.stderr, "")

    def test_far_apart_sites_show_a_gap(self):
        w = TraceWriter()
        a, b = w.site("a", file="far.cpp", line=3), w.site("b", file="far.cpp", line=30)
        w.call(1, 0, 10, a)
        w.call(1, 20, 50, b)
        w.write(self.trace)
        self.source("far.cpp", "".join(f"x{k};\n" for k in range(1, 41)))
        lines = self.annotate(self.trace).stdout.splitlines()
        shown = [l.split()[-1] for l in lines[2:] if l.strip()]
        self.assertEqual(shown, ["x1;", "x2;", "x3;", "x4;", "x5;", "...",
                                 "x28;", "x29;", "x30;", "x31;", "x32;"])

    def test_lines_past_the_end_say_so(self):
        self.source("k.cpp", "int main() {\n")  # the file changed since the trace
        self.source("t.cpp", "\n" * 9)
        out = self.annotate(self.trace).stdout
        self.assertIn("       7  (past the end of the file)", out)

    def test_lines_a_corrupt_trace_may_give(self):
        w = TraceWriter()
        zero, last = w.site("z", file="c.cpp", line=0), w.site("m", file="c.cpp", line=2**32 - 1)
        w.call(1, 0, 10, zero)
        w.call(1, 20, 50, last)
        w.write(self.trace)
        self.source("c.cpp", "a;\nb;\n")
        lines = self.annotate(self.trace).stdout.splitlines()
        self.assertIn("       0  (no line recorded)", lines[2])  # with no context around it
        self.assertEqual([l.split()[-1] for l in lines[3:] if l.strip()], ["...", "file)"])
        self.assertIn("4294967295  (past the end of the file)", lines[-2])

    def test_source_dir_and_source(self):
        self.source("src/k.cpp", K_CPP)
        r = self.annotate("--source-dir=src", self.trace)
        self.assertIn("== k.cpp: 8 sites", r.stdout)
        self.assertIn("not found: t.cpp (1 site with calls", r.stdout)
        self.assertIn("warning: source file not found: t.cpp", r.stderr)
        # --source: the file pointed at, whose tail is the recorded name; t.cpp is left out.
        r = self.annotate("--source=src/k.cpp", self.trace)
        self.assertIn("== k.cpp: 8 sites", r.stdout)
        self.assertNotIn("t.cpp", r.stdout + r.stderr)

    def test_same_file_names_in_two_directories(self):
        w = TraceWriter()
        a, b = w.site("a", file="x/k.cpp", line=1), w.site("b", file="y/k.cpp", line=1)
        w.call(1, 0, 10, a)
        w.call(1, 20, 50, b)
        w.write(self.trace)
        self.source("k.cpp", "here;\n")  # neither of them
        self.source("y/k.cpp", "y;\n")
        # --source=k.cpp names both; x/k.cpp is found nowhere (./k.cpp is not it), y/k.cpp is.
        r = self.annotate("--source=k.cpp", "--source=k.cpp", self.trace)
        self.assertNotIn("here;", r.stdout)
        self.assertIn("not found: x/k.cpp (1 site with calls", r.stdout)
        self.assertIn("== y/k.cpp: 1 site with calls, 1 calls ==", r.stdout)
        self.assertIn("y;", r.stdout)

    def test_files_without_calls_are_not_looked_for(self):
        w = TraceWriter()
        a = w.site("a", file="k.cpp", line=1)
        w.site("never", file="gone.cpp", line=1)  # a site in the table that made no call
        w.call(1, 0, 10, a)
        w.write(self.trace)
        self.source("k.cpp", "a();\n")
        r = self.annotate(self.trace)
        self.assertNotIn("gone.cpp", r.stdout + r.stderr)
        os.remove(os.path.join(self.dir, "k.cpp"))
        r = self.run_report("--format=annotate", self.trace)
        self.assertEqual(r.returncode, 1)
        self.assertIn("none of the source files the traces name is found (k.cpp)", r.stderr)

    def test_source_that_names_no_site_is_refused(self):
        self.source("k.cpp", K_CPP)
        r = self.run_report("--format=annotate", "--source=other.cpp", self.trace)
        self.assertEqual(r.returncode, 1)
        self.assertIn("--source=other.cpp: no call site with calls in the traces is in that file",
                      r.stderr)
        self.assertEqual(r.stdout, "")

    def test_no_source_found_is_an_error(self):
        r = self.run_report("--format=annotate", self.trace)
        self.assertEqual(r.returncode, 1)
        self.assertIn("none of the source files the traces name is found (k.cpp, t.cpp)", r.stderr)
        self.assertIn("--source-dir=DIR", r.stderr)

    def test_a_site_in_two_processes_adds_up(self):
        other = os.path.join(self.dir, "other.trace")
        w = known_trace()
        w.pid = 5151
        w.write(other)
        self.source("k.cpp", K_CPP)
        self.source("t.cpp", "\n" * 9)
        lines = self.annotate(self.trace, other).stdout.splitlines()
        self.assertEqual(lines[0], "== k.cpp: 8 sites with calls, 26 calls ==")
        self.assertTrue(lines[3].startswith("         2        600 ns"), lines[3])


class Remarks(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.trace = os.path.join(self.tmp.name, "k.trace")
        known_trace().write(self.trace)

    def tearDown(self):
        self.tmp.cleanup()

    def remarks(self):
        r = subprocess.run([REPORT, "--format=remarks", self.trace], capture_output=True, text=True)
        self.assertEqual(r.returncode, 0, r.stderr)
        return r.stdout.splitlines()

    def test_one_remark_per_site(self):
        lines = self.remarks()
        self.assertEqual(len(lines), 9)
        self.assertEqual(lines[1], "k.cpp:2:1: remark: 'work' 1 call, 300 ns inclusive (29.7%), "
                                   "200 ns exclusive, average 300 ns, max 300 ns, p50 300 ns, "
                                   "p99 300 ns")
        self.assertTrue(lines[2].endswith(", 5 counted, not timed (throttled)"), lines[2])
        self.assertTrue(lines[8].startswith("t.cpp:9:1: remark: 'leaf' 1 call, 10 ns"), lines[8])

    def test_aggregate_traces_have_their_sites(self):
        w = TraceWriter(mode=2)
        f = w.site("f", line=3, column=7)
        w.aggregates = [(f, 3, 90, 90, 20, 40)]  # calls, inclusive, exclusive, min, max
        w.write(self.trace)
        r = subprocess.run([REPORT, "--format=remarks", self.trace], capture_output=True, text=True)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(r.stderr, "")
        self.assertEqual(r.stdout, "k.cpp:3:7: remark: 'f' 3 calls, 90 ns inclusive (100.0%), "
                                   "90 ns exclusive, average 30 ns, max 40 ns\n")

    def test_a_site_in_two_processes_merges_its_figures(self):
        a, b = TraceWriter(), TraceWriter()
        b.pid = 5151
        fa, fb = a.site("f", line=2, column=3), b.site("f", line=2, column=3)
        a.call(1, 0, 10, fa)
        a.call(1, 20, 50, fa)
        b.call(1, 0, 50, fb)
        b.throttled.append((fb, 4, 1))
        pa, pb = (os.path.join(self.tmp.name, n) for n in ("a.trace", "b.trace"))
        a.write(pa)
        b.write(pb)
        r = subprocess.run([REPORT, "--format=remarks", pa, pb], capture_output=True, text=True)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(r.stdout, "k.cpp:2:3: remark: 'f' 7 calls, 90 ns inclusive (100.0%), "
                                   "90 ns exclusive, average 30 ns, max 50 ns, p50 30 ns, "
                                   "p99 50 ns, 4 counted, not timed (throttled)\n")

    def test_the_editor_patterns_read_them(self):
        lines = self.remarks()
        doc = test_editors.doc_text()
        self.assertIn("overdub-report --format=remarks", doc)
        matcher = test_editors.vscode_matchers()[0]
        regex = re.compile(matcher["pattern"]["regexp"])
        efm = test_editors.vim_errorformat()
        for line in lines:
            file, row, col = re.match(r"(.*?):(\d+):(\d+): remark: (.*)$", line).groups()[:3]
            m = regex.match(line)
            self.assertIsNotNone(m, line)
            self.assertEqual((m.group(1), m.group(2), m.group(3)), (file, row, col))
            v = test_editors.errorformat_match(efm, line)
            self.assertNotIn(v, (None, "ignored"), line)
            self.assertEqual((v.group("f"), v.group("l"), v.group("c")), (file, row, col))


if __name__ == "__main__":
    REPORT = sys.argv[1]
    test_editors.DOC = sys.argv[2]
    import test_report
    test_report.REPORT = REPORT
    unittest.main(argv=sys.argv[:1] + sys.argv[3:], verbosity=2)
