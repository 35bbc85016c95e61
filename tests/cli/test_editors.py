#!/usr/bin/env python3
"""docs/editors.md against the real `overdub --list-sites`: the VS Code problem matchers (read
from the tasks.json block of the document) and the Vim errorformat (read from the
`let g:overdub_errorformat = '...'` line, translated to a regular expression, and loaded in Vim
itself when Vim is installed) must turn every line of its output into the right file, line,
column and message, and a parse failure into an error.

usage: test_editors.py OVERDUB DOCS/EDITORS.MD
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest

OVERDUB = DOC = None

SOURCE = """#include <cstdio>
#include <utility>
int twice(int x) { return 2 * x; }
struct Box { int v; int get() const { return v; } };
int main() {
  Box b{twice(3)};
  int s = sizeof(twice(1));
  int m = std::move(s);
  std::printf("%d %d %d\\n", b.get(), s, m);
  return 0;
}
"""
# file, line, column, message of each site, in order.
SITES = [(6, 9, "instrumented 'twice' [value]"),
         (7, 18, "skipped 'twice': unevaluated (in sizeof)"),
         (8, 11, "skipped 'std::move': semantic-noop (std::move does no work)"),
         (9, 3, "instrumented 'std::printf' [value]"),
         (9, 29, "instrumented 'Box::get' [value]")]

BAD = "int main() {\n  int x = ;\n}\n"


def doc_text():
    with open(DOC) as f:
        return f.read()


def vscode_matchers():
    block = re.search(r"```json\n(.*?)```", doc_text(), re.S)
    assert block, "no ```json block in " + DOC
    tasks = json.loads(block.group(1))["tasks"]
    matchers = tasks[0]["problemMatcher"]
    return matchers if isinstance(matchers, list) else [matchers]


def vim_errorformat():
    m = re.search(r"^let g:overdub_errorformat = '(.*)'$", doc_text(), re.M)
    assert m, "no errorformat line in " + DOC
    return m.group(1).replace("''", "'")  # a Vim single-quoted string


def errorformat_to_regexes(efm):
    """[(regex, ignored)] for the comma-separated patterns of an errorformat: %f (up to the next
    literal character), %l, %c, %m, %t, %.%# (any text), %% and %-G (ignore the line); Vim
    anchors each pattern at both ends of the line."""
    patterns = re.split(r"(?<!\\),", efm)
    out = []
    for pattern in patterns:
        pattern = pattern.replace("\\,", ",")
        ignored = pattern.startswith("%-G")
        if ignored:
            pattern = pattern[3:]
        regex, i = "", 0
        while i < len(pattern):
            if pattern.startswith("%.%#", i):
                regex += ".*"
                i += 4
            elif pattern[i] == "%":
                code = pattern[i + 1]
                nxt = pattern[i + 2] if i + 2 < len(pattern) else ""
                if code == "f":
                    regex += "(?P<f>[^%s]+)" % re.escape(nxt) if nxt and nxt != "%" else "(?P<f>.+)"
                elif code in "lc":
                    regex += "(?P<%s>\\d+)" % code
                elif code == "m":
                    regex += "(?P<m>.+)"
                elif code == "t":
                    regex += "(?P<t>.)"
                elif code == "%":
                    regex += "%"
                else:
                    raise AssertionError("errorformat item %%%s is not translated" % code)
                i += 2
            else:
                regex += re.escape(pattern[i])
                i += 1
        out.append((re.compile("^" + regex + "$"), ignored))
    return out


def errorformat_match(efm, line):
    """What Vim makes of one line: None (no pattern), 'ignored', or the match."""
    for regex, ignored in errorformat_to_regexes(efm):
        m = regex.match(line)
        if m:
            return "ignored" if ignored else m
    return None


class Editors(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory()
        cls.dir = cls.tmp.name
        with open(os.path.join(cls.dir, "sites.cpp"), "w") as f:
            f.write(SOURCE)
        with open(os.path.join(cls.dir, "bad.cpp"), "w") as f:
            f.write(BAD)
        r = subprocess.run([OVERDUB, "--list-sites", "sites.cpp", "--", "-std=c++17"],
                           cwd=cls.dir, capture_output=True, text=True)
        assert r.returncode == 0, r.stderr
        cls.sites = r.stdout.splitlines()
        r = subprocess.run([OVERDUB, "--list-sites", "bad.cpp", "--", "-std=c++17"],
                           cwd=cls.dir, capture_output=True, text=True)
        assert r.returncode != 0
        cls.bad = (r.stdout + r.stderr).splitlines()

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def test_output_is_what_the_patterns_expect(self):
        self.assertEqual(self.sites, ["sites.cpp:%d:%d: remark: %s" % s for s in SITES])

    def test_vscode_site_matcher(self):
        remark, _ = vscode_matchers()
        self.assertEqual(remark["severity"], "info")
        p = remark["pattern"]
        regex = re.compile(p["regexp"])
        for line, (l, c, message) in zip(self.sites, SITES):
            m = regex.match(line)
            self.assertTrue(m, line)
            self.assertEqual((m.group(p["file"]), int(m.group(p["line"])),
                              int(m.group(p["column"])), m.group(p["message"])),
                             ("sites.cpp", l, c, message))
        for line in self.bad:
            self.assertIsNone(regex.match(line), line)

    def test_vscode_error_matcher(self):
        remark, error = vscode_matchers()
        p = error["pattern"]
        regex = re.compile(p["regexp"])
        for line in self.sites:
            self.assertIsNone(regex.match(line), line)
        errors = [m for m in map(regex.match, self.bad) if m]
        self.assertEqual(len(errors), 1, self.bad)
        m = errors[0]
        self.assertTrue(m.group(p["file"]).endswith("bad.cpp"))
        self.assertEqual((int(m.group(p["line"])), int(m.group(p["column"])),
                          m.group(p["severity"])), (2, 11, "error"))
        self.assertIn("expected expression", m.group(p["message"]))

    def test_vim_errorformat_translated(self):
        efm = vim_errorformat()
        for line, (l, c, message) in zip(self.sites, SITES):
            m = errorformat_match(efm, line)
            self.assertNotIn(m, (None, "ignored"), line)
            self.assertEqual((m.group("f"), int(m.group("l")), int(m.group("c")), m.group("m")),
                             ("sites.cpp", l, c, message))
        kept = [m for m in (errorformat_match(efm, line) for line in self.bad)
                if m not in (None, "ignored")]
        self.assertEqual(len(kept), 1, self.bad)
        self.assertEqual((int(kept[0].group("l")), kept[0].group("t")), (2, "e"))
        # Every other line of the failure is dropped, not shown as text.
        self.assertTrue(all(errorformat_match(efm, line) is not None for line in self.bad))

    def test_translation_can_tell(self):
        # The translation is strict enough to reject what Vim would not take.
        efm = vim_errorformat()
        self.assertIsNone(errorformat_match(efm.replace(",%-G%.%#", ""), "1 error generated."))
        self.assertIsNone(errorformat_match("%f:%l:%c: remark: %m", "sites.cpp:6: remark: x"))

    @unittest.skipUnless(shutil.which("vim"), "vim is not installed")
    def test_vim_quickfix(self):
        # The document's errorformat in Vim itself: the quickfix list it makes of the output.
        out = os.path.join(self.dir, "qf.txt")
        lines = os.path.join(self.dir, "lines.txt")
        with open(lines, "w") as f:
            f.write("\n".join(self.sites + self.bad) + "\n")
        script = os.path.join(self.dir, "qf.vim")
        with open(script, "w") as f:
            f.write("let g:overdub_errorformat = '%s'\n" % vim_errorformat().replace("'", "''"))
            f.write("let &errorformat = g:overdub_errorformat\n"
                    "execute 'cgetfile ' . fnameescape('%s')\n"
                    "call writefile(map(getqflist(), {_, e -> e.valid . '|' . "
                    "fnamemodify(bufname(e.bufnr), ':t') . '|' . e.lnum . '|' . e.col . '|' . "
                    "e.type . '|' . e.text}), '%s')\n"
                    "qall!\n" % (lines, out))
        subprocess.run(["vim", "-u", "NONE", "-i", "NONE", "-N", "-es", "-S", script],
                       cwd=self.dir, capture_output=True, timeout=60)
        with open(out) as f:
            got = f.read().splitlines()
        expected = ["1|sites.cpp|%d|%d||%s" % s for s in SITES]
        expected.append("1|bad.cpp|2|11|e|expected expression")
        self.assertEqual(got, expected)


if __name__ == "__main__":
    OVERDUB, DOC = sys.argv[1:3]
    del sys.argv[1:3]
    unittest.main(verbosity=2)
