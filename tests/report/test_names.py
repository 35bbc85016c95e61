"""Hostile names: a trace's callee, caller and file names are any bytes. Text formats must not pass
terminal controls through (a crafted name set the window title and cleared the screen) nor let a
name forge lines or frames (folded stacks); JSON, SVG, HTML and CSV must stay well-formed and keep
the names (invalid UTF-8 becomes U+FFFD where the format needs UTF-8).

    test_names.py <overdub-report>"""
import csv
import io
import json
import os
import re
import subprocess
import sys
import tempfile
import unittest
import xml.etree.ElementTree as ElementTree

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from tracegen import START, STOP, TraceWriter  # noqa: E402

REPORT = None

# A window title, a screen clear, a newline that forges a folded line, a bidirectional override,
# a C1 control (CSI), DEL, a backslash and bytes that are not UTF-8.
TITLE = b"evil\x1b]0;pwned\x07\x1b[2J\x1b[H"
FORGED = b"a;b 123\nforged;line 999"
BIDI = "safe\u202etxt.exe".encode()
C1 = "csi\u009b31m\x7fdel\\back".encode()
BROKEN = b"bad\xff\xfe\xc3(utf8"
CALLER = b"caller\r\nnote: injected"
FILE = b"dir/\x1b[31mred.cpp"
LONE_CR = b"lone\rcr"


def hostile_trace():
    w = TraceWriter()
    outer = w.site(TITLE, caller=CALLER, file=FILE, line=1)
    inner = [w.site(name, caller=LONE_CR if name == BIDI else TITLE, file=FILE, line=2 + k)
             for k, name in enumerate([FORGED, BIDI, C1, BROKEN])]
    w.event(1, 0, outer, START)
    t = 10
    for s in inner:
        w.call(1, t, t + 100, s)
        t += 200
    w.event(1, t, outer, STOP)
    w.throttled.append((inner[0], 3, 1))
    return w


def report(*args):
    return subprocess.run([REPORT, *args], capture_output=True)


# What a terminal acts on: C0 controls but newline, DEL, C1 controls (as UTF-8), bidi controls.
CONTROLS = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u200e\u200f\u202a-\u202e\u2066-\u2069]")


class HostileNames(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.path = os.path.join(self.tmp.name, "hostile.trace")
        hostile_trace().write(self.path)

    def tearDown(self):
        self.tmp.cleanup()

    def text(self, *args):
        r = report(*args)
        self.assertEqual(r.returncode, 0, r.stderr)
        out = r.stdout.decode("utf-8")  # valid UTF-8: bytes that are not are escaped
        self.assertIsNone(CONTROLS.search(out), f"{args}: {out!r}")
        return out

    def test_text_formats_escape_controls(self):
        table = self.text(self.path)
        self.assertIn(r"evil\e]0;pwned\x07\e[2J\e[H", table)
        self.assertIn(r"a;b 123\nforged;line 999", table)
        self.assertIn(r"safe\u202etxt.exe", table)
        self.assertIn(r"csi\u009b31m\x7fdel\\back", table)
        self.assertIn(r"bad\xff\xfe\xc3(utf8", table)
        self.assertIn(r"throttled: a;b 123\nforged;line 999 (dir/\e[31mred.cpp:2:1)", table)
        rows = [l for l in table.splitlines() if re.match(r"\s+\d+\s", l)]
        self.assertEqual(len(rows), 5, table)  # one line per callee: no forged lines
        by_site = self.text("--by-site", self.path)
        self.assertIn(r"dir/\e[31mred.cpp:1:1: caller\r\nnote: injected -> evil\e]0;", by_site)
        self.assertEqual(len([l for l in by_site.splitlines() if re.match(r"\s+\d+\s", l)]), 5)
        events = self.text("--format=events", self.path)
        self.assertEqual(len(events.splitlines()), 1 + 10 + 1)  # and the throttled site's note
        tree = self.text("--format=tree", self.path)
        self.assertEqual(len(tree.splitlines()), 3 + 5 + 1)
        diff = self.text("diff", self.path, self.path)
        self.assertEqual(len(diff.splitlines()), 3 + 1 + 5)  # header, "within noise", rows

    def test_folded_frames_cannot_be_forged(self):
        folded = self.text("--format=folded", self.path).splitlines()
        self.assertEqual(len(folded), 5, folded)
        for line in folded:
            self.assertRegex(line, r"^[^ ;]+(;[^ ;]+)* \d+$")
        self.assertIn(r"evil\e]0_pwned\x07\e[2J\e[H;a_b_123\nforged_line_999_[throttled] 100",
                      folded)

    def test_json_is_valid_and_keeps_the_names(self):
        r = report("--format=chrome", "--chrome-args", self.path)
        self.assertEqual(r.returncode, 0, r.stderr)
        events = json.loads(r.stdout.decode("utf-8"))["traceEvents"]
        names = {e["name"] for e in events if e["ph"] == "X"}
        self.assertEqual(names, {TITLE.decode(), FORGED.decode(), BIDI.decode(), C1.decode(),
                                 "bad\ufffd\ufffd\ufffd(utf8"})
        outer = [e for e in events if e.get("name") == TITLE.decode()][0]
        self.assertEqual(outer["args"]["caller"], CALLER.decode())
        self.assertEqual(outer["args"]["site"], FILE.decode() + ":1:1")

    def test_svg_and_html_are_well_formed(self):
        r = report("--format=svg", self.path)
        self.assertEqual(r.returncode, 0, r.stderr)
        svg = ElementTree.fromstring(r.stdout)  # raises on invalid UTF-8 or characters
        titles = " ".join(t.text for t in svg.iter("{http://www.w3.org/2000/svg}title"))
        self.assertIn("a;b 123forged;line 999", titles)
        self.assertIn("bad\ufffd\ufffd\ufffd(utf8", titles)
        html = report("--format=html", self.path).stdout.decode("utf-8")
        self.assertIsNone(re.search("[\x00-\x08\x0b-\x1f]", html))
        self.assertIn("evil]0;pwned[2J[H", html)

    def test_csv_keeps_the_names_exactly(self):
        r = report("--format=csv", "--by-site", self.path)
        rows = list(csv.reader(io.StringIO(r.stdout.decode("utf-8", "surrogateescape"),
                                           newline="")))
        self.assertEqual(len(rows), 1 + 5)
        by_callee = {row[2]: row for row in rows[1:]}
        self.assertEqual(by_callee[TITLE.decode()][1], CALLER.decode())  # CR LF kept, quoted
        self.assertIn(FORGED.decode(), by_callee)
        self.assertEqual(by_callee[BIDI.decode()][1], LONE_CR.decode())  # a lone CR is quoted
        self.assertIn(BROKEN.decode("utf-8", "surrogateescape"), by_callee)


if __name__ == "__main__":
    REPORT = sys.argv[1]
    unittest.main(argv=sys.argv[:1] + sys.argv[2:], verbosity=2)
