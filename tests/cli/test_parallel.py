#!/usr/bin/env python3
"""overdub -j N gives what -j 1 gives, byte for byte, in every output mode: --output-dir (with the
shadow compile_commands.json and --depfile), --list-sites, --stats, --export-fixes, --diff, --fix,
each also with a header that --header-filter instruments once for all the units (its copy under
--output-dir or --header-dir). The sources take unequal times, so that parallel translation units
finish out of source order; they include a C source, an already instrumented one and one left out
by --exclude-file.

    test_parallel.py <overdub>"""
import json
import os
import re
import shutil
import sys
import tempfile
import unittest

from project import run

OVERDUB = None

# The first unit is the slowest: with -j2 the others finish before it.
HEAVY = """#include <map>
#include <string>
#include "common.h"
int heavy(const std::string &s) {
  std::map<std::string, int> m{{"aa", twice(1)}};
  return m.count(s) ? m.at(s) : 0;
}
int main() { return heavy("aa") == 2 ? 0 : 1; }
"""
LIGHT = """#include "common.h"
int f{i}(int x) {{ return twice(x) + {i}; }}
int g{i}(int x) {{ return f{i}(x) * f{i}(x + 1); }}
"""
COMMON = """#pragma once
inline int plus(int x, int y) { return x + y; }
inline int twice(int x) { return plus(x, x); }
"""
HEADER_FILTER = "--header-filter=common\\.h$"
C_SOURCE = "int c_f(int x) { return x; }\nint c_g(void) { return c_f(1); }\n"


class Parallel(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory()
        cls.src = os.path.join(cls.tmp.name, "src")
        files = {"heavy.cpp": HEAVY, "common.h": COMMON, "plain.c": C_SOURCE,
                 "sub/excluded.cpp": LIGHT.format(i=9).replace('"common.h"', '"../common.h"')}
        for i in range(5):
            files[f"sub/light{i}.cpp" if i % 2 else f"light{i}.cpp"] = \
                LIGHT.format(i=i).replace('"common.h"', '"../common.h"' if i % 2 else '"common.h"')
        for name, text in files.items():
            cls.write(os.path.join(cls.src, name), text)
        # Overdub's own output given again is passed on as it is.
        r = run([OVERDUB, "light0.cpp", "--", "-std=c++17"], cwd=cls.src)
        assert r.returncode == 0, r.stderr
        cls.write(os.path.join(cls.src, "done.cpp"), r.stdout.split("\n", 1)[1])
        cls.sources = ["heavy.cpp", "light0.cpp", "sub/light1.cpp", "plain.c", "light2.cpp",
                       "sub/excluded.cpp", "done.cpp", "sub/light3.cpp", "light4.cpp"]

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    @staticmethod
    def write(path, text):
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            f.write(text)

    def tree(self, top):
        """Every file under `top` (but the build database) by relative path, with its bytes."""
        out = {}
        for d, _, names in os.walk(top):
            for n in names:
                path = os.path.join(d, n)
                rel = os.path.relpath(path, top)
                if rel.startswith("build" + os.sep):
                    continue
                with open(path, "rb") as f:
                    out[rel] = f.read()
        return out

    def runs(self, *args, database=True):
        """Runs overdub with -j 1, 2 and 0, each in a fresh copy of the sources at the same
        place (names hashed into the output stay the same); returns per job count (stdout,
        every file of the copy afterwards)."""
        results = {}
        for jobs in ["1", "2", "0"]:
            work = os.path.join(self.tmp.name, "work")
            shutil.rmtree(work, ignore_errors=True)
            shutil.copytree(self.src, work)
            db = [{"directory": work, "file": s, "arguments":
                   ["clang++", "-std=c++17", "-c", s, "-o", s + ".o"] if s.endswith(".cpp") else
                   ["clang", "-std=c11", "-c", s, "-o", s + ".o"]} for s in self.sources]
            self.write(os.path.join(work, "build", "compile_commands.json"), json.dumps(db))
            flags = ["-p", "build"] if database else []
            tail = [] if database else ["--", "-std=c++17"]
            sources = self.sources if database else [s for s in self.sources if s != "plain.c"]
            r = run([OVERDUB, "-j", jobs, "--quiet", "--exclude-file=excluded", *flags, *args,
                     *sources, *tail], cwd=work)
            self.assertEqual((r.returncode, r.stderr), (0, ""), f"-j {jobs} {args}")
            results[jobs] = (r.stdout, self.tree(work))
        return results

    def assertSame(self, results):
        one = results.pop("1")
        self.assertTrue(one[0] or len(one[1]) > len(self.sources))  # something was produced
        for jobs, other in results.items():
            self.assertEqual(other[0], one[0], f"stdout of -j {jobs}")
            self.assertEqual(sorted(other[1]), sorted(one[1]), f"files of -j {jobs}")
            for name in one[1]:
                self.assertEqual(other[1][name], one[1][name], f"{name} of -j {jobs}")

    def test_output_dir_shadow_database_and_depfile(self):
        results = self.runs("--output-dir=out", "--depfile=out/all.d")
        files = results["1"][1]
        self.assertIn("out/compile_commands.json", files)
        self.assertIn("out/all.d", files)
        self.assertIn("out/sub/light3.cpp", files)
        self.assertIn(b"::overdub::Span", files["out/heavy.cpp"])
        self.assertEqual(files["out/plain.c"], C_SOURCE.encode())
        self.assertSame(results)

    def test_output_dir_with_a_header(self):
        results = self.runs(HEADER_FILTER, "--output-dir=out", "--depfile=out/all.d")
        self.assertIn(b"::overdub::", results["1"][1]["out/common.h"])
        self.assertSame(results)

    def test_header_dir(self):
        results = self.runs(HEADER_FILTER, "--header-dir=headers", "--output-dir=out")
        # Under --header-dir a copy lives in a directory named by its content.
        copies = [p for p in results["1"][1] if re.fullmatch(r"headers/[0-9a-f]{16}/common\.h", p)]
        self.assertEqual(len(copies), 1, sorted(results["1"][1]))
        self.assertIn(b"::overdub::", results["1"][1][copies[0]])
        self.assertSame(results)

    def test_output_dir_with_flags_after_dashes(self):
        self.assertSame(self.runs("--output-dir=out", database=False))
        self.assertSame(self.runs(HEADER_FILTER, "--output-dir=out", database=False))

    def test_list_sites_and_stats(self):
        results = self.runs("--list-sites", "--stats")
        lines = results["1"][0].splitlines()
        # heavy.cpp's std::map built from a braced list takes the wrapper around its first element.
        self.assertIn("  20 sites in 6 files: 20 instrumented, 0 skipped; not counted: 0 forced "
                      "skips, 0 in third-party macro bodies", lines)
        self.assertTrue(lines[0].startswith("heavy.cpp:"), lines[0])
        self.assertSame(results)
        results = self.runs(HEADER_FILTER, "--list-sites", "--stats")
        self.assertRegex(results["1"][0], r"\n  \d+ sites in 7 files: ")
        self.assertSame(results)

    def test_export_fixes(self):
        for header in [[], [HEADER_FILTER]]:
            results = self.runs(*header, "--export-fixes=fixes.yaml")
            self.assertIn("fixes.yaml", results["1"][1])
            self.assertSame(results)

    def test_diff(self):
        for header in [[], [HEADER_FILTER]]:
            results = self.runs(*header, "--diff")
            self.assertTrue(results["1"][0].startswith("--- a/heavy.cpp\n"), results["1"][0][:40])
            self.assertEqual("+++ b/common.h" in results["1"][0], bool(header))
            self.assertSame(results)

    def test_fix(self):
        for header in [[], [HEADER_FILTER]]:
            results = self.runs(*header, "--fix", "--depfile=fix.d")
            self.assertIn(b"::overdub::Span", results["1"][1]["sub/light3.cpp"])
            self.assertEqual(b"::overdub::" in results["1"][1]["common.h"], bool(header))
            self.assertSame(results)

    def test_messages_come_whole_and_in_source_order(self):
        # Clang's errors and overdub's warnings of each unit, printed as -j 1 prints them, though
        # the slow first unit finishes last.
        work = os.path.join(self.tmp.name, "broken")
        shutil.rmtree(work, ignore_errors=True)
        shutil.copytree(self.src, work)
        sources = ["heavy.cpp", "light0.cpp", "done.cpp", "light2.cpp", "light4.cpp"]
        for name in ["heavy.cpp", "light2.cpp"]:
            with open(os.path.join(work, name), "a") as f:
                f.write("int broken() { return undeclared_%s(); }\n" % name[:5])
        stderr = {}
        for jobs in ["1", "2", "0"]:
            r = run([OVERDUB, "-j", jobs, "--output-dir=out", *sources, "--", "-std=c++17",
                     "-fmy-own-flag"], cwd=work)
            self.assertEqual(r.returncode, 1, r.stderr)
            stderr[jobs] = r.stderr
        lines = stderr["1"].splitlines()
        self.assertIn("undeclared_heavy", lines[0])
        self.assertEqual(sum("error: use of undeclared identifier 'undeclared_light'" in line
                             for line in lines), 1, stderr["1"])
        self.assertIn("Clang does not know the flag '-fmy-own-flag'", lines[-1])
        self.assertTrue(any("already instrumented" in line for line in lines), stderr["1"])
        self.assertEqual(stderr["2"], stderr["1"])
        self.assertEqual(stderr["0"], stderr["1"])


if __name__ == "__main__":
    OVERDUB = sys.argv[1]
    unittest.main(argv=sys.argv[:1] + sys.argv[2:], verbosity=2)
