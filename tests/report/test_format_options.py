"""Which options each format uses, as docs/report.md's table "Options and formats" says: every
option given to every format, warned about exactly where the table says the format ignores it,
and an ignored option changes nothing in the output.

    test_format_options.py <overdub-report> <docs/report.md>"""
import os
import re
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_report import known_trace  # noqa: E402

REPORT = DOC = None

# How each option is given in the test.
GIVEN = {"--by-site": ["--by-site"], "--by-target": ["--by-target"], "--sort": ["--sort=calls"], "--top": ["--top=2"],
         "--min-percent": ["--min-percent=20"], "--chrome-args": ["--chrome-args"],
         "--per-thread": ["--per-thread"], "--no-compensation": ["--no-compensation"],
         "--source": ["--source=k.cpp"], "--source-dir": ["--source-dir=."],
         "--slowest": ["--slowest=2"], "--no-values": ["--no-values"]}


def table():
    """{option: {format: 'yes' | '-' | 'thread'}} from the document."""
    with open(DOC) as f:
        text = f.read()
    section = text.split("## Options and formats", 1)[1].split("\n## ", 1)[0]
    rows = [[c.strip() for c in line.strip().strip("|").split("|")]
            for line in section.splitlines() if line.startswith("|")]
    formats = rows[0][1:]
    return {row[0].strip("`"): dict(zip(formats, row[1:])) for row in rows[2:]}


class FormatOptions(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory()
        cls.dir = cls.tmp.name
        cls.trace = os.path.join(cls.dir, "k.trace")
        known_trace().write(cls.trace)
        for name in ("k.cpp", "t.cpp"):
            with open(os.path.join(cls.dir, name), "w") as f:
                f.write("x;\n" * 10)
        cls.table = table()

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def run_report(self, *args):
        r = subprocess.run([REPORT, *args, self.trace], capture_output=True, cwd=self.dir)
        self.assertEqual(r.returncode, 0, (args, r.stderr))
        return r

    def test_the_table_covers_every_format_and_option(self):
        r = subprocess.run([REPORT, "--format=nope", self.trace], capture_output=True, text=True)
        formats = re.search(r"the format values are (.*)$", r.stderr, re.M).group(1).split(", ")
        self.assertEqual(sorted(formats), sorted(next(iter(self.table.values()))))
        self.assertEqual(sorted(self.table), sorted(GIVEN))

    def test_warned_exactly_where_ignored(self):
        for option, cells in self.table.items():
            for fmt, cell in cells.items():
                with self.subTest(option=option, format=fmt):
                    r = self.run_report(f"--format={fmt}", *GIVEN[option])
                    warned = f"{option} does not apply to --format={fmt}".encode()
                    self.assertEqual(warned in r.stderr, cell != "yes", r.stderr)
                    if cell == "thread":
                        self.assertIn(b"per thread already", r.stderr)
                    if cell != "yes":  # ignored: nothing changes
                        self.assertEqual(r.stdout, self.run_report(f"--format={fmt}").stdout)

    def test_used_options_are_not_warned_about(self):
        r = self.run_report("--format=table", "--by-site", "--sort=calls", "--top=2",
                            "--per-thread", "--no-compensation")
        self.assertNotIn(b"does not apply", r.stderr)


if __name__ == "__main__":
    REPORT, DOC = sys.argv[1], sys.argv[2]
    import test_report
    test_report.REPORT = REPORT
    unittest.main(argv=sys.argv[:1] + sys.argv[3:], verbosity=2)
