#!/usr/bin/env python3
"""overdub -j N gives what -j 1 gives, byte for byte, in every output mode: --output-dir (with the
shadow compile_commands.json and --depfile), --list-sites, --stats, --export-fixes, --diff, --fix.
The sources take unequal times, so that parallel translation units finish out of source order;
they include a C source, an already instrumented one and one left out by --exclude-file.

    test_parallel.py <overdub>"""
import json
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

OVERDUB = None

# The first unit is the slowest: with -j2 the others finish before it.
HEAVY = """#include <functional>
#include <map>
#include <regex>
#include <string>
#include "common.h"
int heavy(const std::string &s) {
  std::map<std::string, std::function<int(int)>> m{{"a", [](int x) { return twice(x); }}};
  return std::regex_match(s, std::regex("a+")) ? m.at("a")(1) : 0;
}
int main() { return heavy("aa") == 2 ? 0 : 1; }
"""
LIGHT = """#include "common.h"
int f{i}(int x) {{ return twice(x) + {i}; }}
int g{i}(int x) {{ return f{i}(x) * f{i}(x + 1); }}
"""
COMMON = "inline int twice(int x) { return 2 * x; }\n"
C_SOURCE = "int c_f(int x) { return x; }\nint c_g(void) { return c_f(1); }\n"


def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, **kw)


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
        """Runs overdub with -j 1, 2, 3 and 0 in a fresh copy of the sources each; returns per
        job count (stdout, every file of the copy afterwards with its directory spelled DIR)."""
        results = {}
        for jobs in ["1", "2", "3", "0"]:
            work = os.path.join(self.tmp.name, f"j{jobs}")
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
            files = {k: v.replace(work.encode(), b"DIR") for k, v in self.tree(work).items()}
            results[jobs] = (r.stdout.replace(work, "DIR"), files)
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

    def test_output_dir_with_flags_after_dashes(self):
        self.assertSame(self.runs("--output-dir=out", database=False))

    def test_list_sites_and_stats(self):
        results = self.runs("--list-sites", "--stats")
        lines = results["1"][0].splitlines()
        self.assertIn("files: 9", lines)
        self.assertTrue(lines[0].startswith("heavy.cpp:"), lines[0])
        self.assertSame(results)

    def test_export_fixes(self):
        results = self.runs("--export-fixes=fixes.yaml")
        self.assertIn("fixes.yaml", results["1"][1])
        self.assertSame(results)

    def test_diff(self):
        results = self.runs("--diff")
        self.assertTrue(results["1"][0].startswith("--- a/heavy.cpp\n"), results["1"][0][:40])
        self.assertSame(results)

    def test_fix(self):
        results = self.runs("--fix", "--depfile=fix.d")
        self.assertIn(b"::overdub::Span", results["1"][1]["sub/light3.cpp"])
        self.assertSame(results)


if __name__ == "__main__":
    OVERDUB = sys.argv[1]
    unittest.main(argv=sys.argv[:1] + sys.argv[2:], verbosity=2)
