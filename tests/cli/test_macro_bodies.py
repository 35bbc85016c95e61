#!/usr/bin/env python3
"""--macro-bodies across translation units: a call written in the #define of a shared header (or
of a source compiled twice) is one site for every unit that expands the macro. Units that need
the same wrapper get it; units that would choose different wrappers (argument types, sizeof), or
where the body gives no call (a functional cast), make the site skipped with
macro-expansions-differ in the one copy; a unit that does not expand the macro has no say. The
copy is written once, -j 2 writes what -j 1 does, and the programs built from it with g++ and
clang++-19 behave as the originals and trace the sites kept.

    test_macro_bodies.py <overdub> <overdub-report> <include dir> <liboverdub_rt.a>"""
import json
import os
import sys
import unittest

from project import ProjectTestCase, run

OVERDUB = REPORT = INCLUDE = RUNTIME = None

M_H = """#ifndef M_H
#define M_H
inline int twice(int x) { return 2 * x; }
inline int get(int x) { return x + 1; }
inline void get(double) {}
#define TWICE(x) (twice(x) + 0)
#define GET(x) ((void)0, get(x))
#define SIZED(x) (get(x) + 0)
#define ONLY_A(x) (get(x) * 1)
#define NOWHERE(x) (twice(x) - 1)
#endif
"""
# GET: a value in a.cpp, void in b.cpp. SIZED: evaluated in a.cpp, in sizeof in b.cpp. TWICE:
# a value in both. ONLY_A: only a.cpp expands it. NOWHERE: no unit does.
A_CPP = """#include <m.h>
#include <cstdio>
int b();
int main() {
  int v = GET(1) + TWICE(2) + ONLY_A(3) + SIZED(4);
  std::printf("%d %d\\n", v, b());
  return 0;
}
"""
B_CPP = """#include "../inc/m.h"
int b() {
  GET(2.5);
  return TWICE(3) + static_cast<int>(sizeof(SIZED(1)));
}
"""
FLAGS = ["-std=c++17", "-Iinc"]
STRICT = ["-Wall", "-Wextra", "-Werror", "-pedantic-errors"]
EXPECTED = "15 10\n"


class MacroBodies(ProjectTestCase):
    def setUp(self):
        super().setUp()
        self.write("inc/m.h", M_H)
        self.write("src/a.cpp", A_CPP)
        self.write("src/b.cpp", B_CPP)
        self.header = os.path.join(self.dir, "inc/m.h")

    def overdub(self, *args):
        return run([OVERDUB, "--macro-bodies", *args], cwd=self.dir)

    def site(self, line, column, callee, what):
        return f"{self.header}:{line}:{column}: remark: {what.replace('CALLEE', repr(callee))}"

    def snapshot(self, top):
        out = {}
        for root, _, files in os.walk(os.path.join(self.dir, top)):
            for name in files:
                path = os.path.join(root, name)
                with open(path, "rb") as f:
                    out[os.path.relpath(path, self.dir)] = f.read()
        return out

    def build_and_trace(self, sources, flags, compiler, out):
        objects = []
        for i, (source, extra) in enumerate(zip(sources, flags)):
            obj = os.path.join(self.dir, f"{out}-{i}.o")
            r = run([compiler, *FLAGS, *extra, *STRICT, "-I" + INCLUDE, "-c", source, "-o", obj],
                    cwd=self.dir)
            self.assertEqual(r.returncode, 0, f"{compiler} {source}:\n{r.stderr}")
            objects.append(obj)
        exe = os.path.join(self.dir, out)
        r = run([compiler, *objects, RUNTIME, "-pthread", "-o", exe])
        self.assertEqual(r.returncode, 0, r.stderr)
        trace = os.path.join(self.dir, out + ".trace")
        if os.path.exists(trace):  # the runtime never overwrites a trace
            os.remove(trace)
        r = run([exe], env=dict(os.environ, OVERDUB_OUTPUT=trace))
        if not os.path.exists(trace):  # the original records nothing
            return r, ""
        report = run([REPORT, "--format=csv", "--by-site", trace])
        self.assertEqual(report.returncode, 0, report.stderr)
        return r, report.stdout

    def test_units_that_expand_a_macro_differently_skip_its_call_alike(self):
        # Each unit alone takes another wrapper for GET's call.
        alone = {s: self.overdub("--header-filter=inc/", "--list-sites", f"src/{s}.cpp", "--",
                                 *FLAGS) for s in ("a", "b")}
        for r in alone.values():
            self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn(self.site(7, 26, "get", "instrumented CALLEE [value]"), alone["a"].stdout)
        self.assertIn(self.site(7, 26, "get", "instrumented CALLEE [void]"), alone["b"].stdout)
        self.assertIn(self.site(8, 19, "get", "instrumented CALLEE [value]"), alone["a"].stdout)
        self.assertIn(self.site(8, 19, "get", "skipped CALLEE: unevaluated"), alone["b"].stdout)

        # Together: one text, the same with -j 1 and -j 2 (at the same place: the copies'
        # absolute paths are in the output).
        outputs = {}
        for jobs in ("1", "2"):
            r = self.overdub("--header-filter=inc/", "--output-dir=out", "--list-sites", "--stats",
                             "-j", jobs, "src/a.cpp", "src/b.cpp", "--", *FLAGS)
            self.assertEqual(r.returncode, 0, r.stderr)
            outputs[jobs] = (r.stdout, r.stderr, self.snapshot("out"))
            run(["rm", "-rf", os.path.join(self.dir, "out")])
        self.assertEqual(outputs["1"], outputs["2"])
        listed, _, files = outputs["1"]
        self.assertIn(self.site(6, 19, "twice", "instrumented CALLEE [value]"), listed)
        self.assertIn(self.site(7, 26, "get", "skipped CALLEE: macro-expansions-differ (the body of "
                                "GET is expanded differently by src/a.cpp: [value]; src/b.cpp: "
                                "[void])"), listed)
        self.assertIn(self.site(8, 19, "get", "skipped CALLEE: macro-expansions-differ (the body of "
                                "SIZED is expanded differently by src/a.cpp: [value]; src/b.cpp: "
                                "skipped: unevaluated (in sizeof))"), listed)
        self.assertIn(self.site(9, 20, "get", "instrumented CALLEE [value]"), listed)
        self.assertNotIn(":10:", listed)  # NOWHERE: no expansion, no site
        self.assertEqual(len([line for line in listed.splitlines()
                              if line.startswith(self.header + ":")]), 4, listed)  # listed once
        self.assertRegex(listed, r"\n  macro-expansions-differ +2  ")
        copy = files["out/inc/m.h"].decode()
        self.assertIn("\n#define GET(x) ((void)0, get(x))\n", copy)
        self.assertIn("\n#define SIZED(x) (get(x) + 0)\n", copy)
        self.assertIn("\n#define NOWHERE(x) (twice(x) - 1)\n", copy)
        self.assertRegex(copy, r"\n#define TWICE\(x\) \( ::overdub::Span\{overdub_m_\w+\+\d\}\.val\(twice\(x\)\) \+ 0\)\n")
        self.assertRegex(copy, r"\n#define ONLY_A\(x\) \( ::overdub::Span\{overdub_m_\w+\+\d\}\.val\(get\(x\)\) \* 1\)\n")

        original, _ = self.build_and_trace(["src/a.cpp", "src/b.cpp"], [[], []], "g++", "original")
        self.assertEqual((original.returncode, original.stdout), (0, EXPECTED))
        r = self.overdub("--header-filter=inc/", "--output-dir=out", "src/a.cpp", "src/b.cpp",
                         "--", *FLAGS)
        self.assertEqual(r.returncode, 0, r.stderr)
        for compiler in ("g++", "clang++-19"):
            r, csv = self.build_and_trace(["out/src/a.cpp", "out/src/b.cpp"], [[], []], compiler,
                                          "instrumented-" + compiler)
            self.assertEqual((r.returncode, r.stdout), (0, EXPECTED))
            rows = [l.split(",") for l in csv.splitlines()]
            calls = rows[0].index("calls")
            by_macro = {}  # each unit has its own table of the header's sites: one row each
            for row in rows[1:]:
                caller = row[rows[0].index("caller")]
                if caller.startswith("<macro "):
                    by_macro[caller] = by_macro.get(caller, 0) + int(row[calls])
            self.assertEqual(by_macro, {"<macro TWICE>": 2, "<macro ONLY_A>": 1}, csv)

    def test_a_unit_where_the_body_is_no_call_vetoes_it(self):
        # MAKE's T(x) is a call in c.cpp, a functional cast in d.cpp: d.cpp expands the macro
        # without the call, so the wrapper c.cpp alone would choose is not written.
        self.write("inc/k.h", "#ifndef K_H\n#define K_H\ninline int f(int x) { return x; }\n"
                   "#define MAKE(T, x) (T(x) + 0)\n#endif\n")
        self.write("src/c.cpp", "#include <k.h>\nint c() { return MAKE(f, 1); }\n")
        self.write("src/d.cpp", "#include <k.h>\nint c();\nint main() { return MAKE(int, 1) - c(); }\n")
        r = self.overdub("--header-filter=inc/", "--output-dir=out", "--list-sites", "src/c.cpp",
                         "src/d.cpp", "--", *FLAGS)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn(os.path.join(self.dir, "inc/k.h") + ":4:21: remark: skipped 'T': "
                      "macro-expansions-differ (the body of MAKE is expanded differently by "
                      "src/c.cpp: [value]; src/d.cpp: no such call)", r.stdout)
        self.assertIn("\n#define MAKE(T, x) (T(x) + 0)\n", self.read("out/inc/k.h"))

    def test_a_source_compiled_twice_agrees_with_itself(self):
        # src/c.cpp is compiled with and without WIDE: PICK's call is a reference to a double in
        # one, an int value in the other, so it is skipped; TWICE's is a value in both.
        self.write("src/c.cpp", """#include <cstdio>
#ifdef WIDE
typedef double T;
#else
typedef int T;
#endif
inline int twice(int x) { return 2 * x; }
inline int pick(int x) { return x; }
inline const double &pick(const double &x) { return x; }
#define PICK(x) (pick(x) + 0)
#define TWICE(x) (twice(x) + 0)
int main() {
  T v = 2;
  std::printf("%d %d\\n", static_cast<int>(PICK(v)), TWICE(4));
  return 0;
}
""")
        entries = [{"directory": self.dir, "file": "src/c.cpp",
                    "arguments": ["g++", *FLAGS, *extra, "-c", "src/c.cpp", "-o", out]}
                   for extra, out in (([], "narrow.o"), (["-DWIDE"], "wide.o"))]
        self.write("compile_commands.json", json.dumps(entries))
        r = self.overdub("-p", ".", "--output-dir=out", "--list-sites", "src/c.cpp")
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn("src/c.cpp:10:18: remark: skipped 'pick': macro-expansions-differ (the body "
                      "of PICK is expanded differently by src/c.cpp (compiled to narrow.o): "
                      "[value]; src/c.cpp (compiled to wide.o): [reference])", r.stdout)
        self.assertIn("src/c.cpp:11:19: remark: instrumented 'twice' [value]", r.stdout)
        for extra in ([], ["-DWIDE"]):
            exe = os.path.join(self.dir, "c")
            c = run(["g++", *FLAGS, *extra, *STRICT, "-I" + INCLUDE, "out/src/c.cpp", RUNTIME,
                     "-pthread", "-o", exe], cwd=self.dir)
            self.assertEqual(c.returncode, 0, c.stderr)
            trace = os.path.join(self.dir, "c.trace")
            if os.path.exists(trace):  # the runtime never overwrites a trace
                os.remove(trace)
            r = run([exe], env=dict(os.environ, OVERDUB_OUTPUT=trace))
            self.assertEqual((r.returncode, r.stdout), (0, "2 8\n"))
            r = run([REPORT, "--format=csv", trace])
            self.assertIn("\ntwice,1,", r.stdout)
            self.assertNotIn("\npick,", r.stdout)

    def test_units_record_targets_and_values_only_where_they_agree(self):
        # AREA's object is a Shape in a.cpp and a Both (whose Shape lies past Other's vtable
        # pointer) in b.cpp: another place to read the target, so the one copy records none.
        # DOUBLE's argument is an int in both units: its value is recorded.
        self.write("inc/t.h", """#ifndef T_H
#define T_H
struct Shape { virtual ~Shape() {} virtual int area() const = 0; };
struct Other { virtual ~Other() {} virtual int size() const { return 1; } };
struct Both : Other, Shape {};
inline int twice(int x) { return 2 * x; }
#define AREA(o) (0 + (o)->area())
#define DOUBLE(x) (0 + twice(x))
#define SHAPE_AREA(o) (0 + (o)->area())
#endif
""")
        self.write("src/a.cpp", """#include <t.h>
#include <cstdio>
struct Square : Shape { int area() const override { return 4; } };
int b();
int main() {
  Square sq;
  const Shape *s = &sq;
  std::printf("%d %d\\n", AREA(s) + DOUBLE(1) + SHAPE_AREA(s), b());
  return 0;
}
""")
        self.write("src/b.cpp", """#include <t.h>
struct Tile : Both { int area() const override { return 5; } };
int b() {
  Tile tile;
  const Both *t = &tile;
  const Shape *s = &tile;
  return AREA(t) + DOUBLE(2) + SHAPE_AREA(s);
}
""")
        header = os.path.join(self.dir, "inc/t.h")
        r = self.overdub("--header-filter=inc/", "--capture=twice", "--output-dir=out",
                         "--list-sites", "src/a.cpp", "src/b.cpp", "--", *FLAGS)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn(header + ":7:22: remark: instrumented 'Shape::area' [value] (target not "
                      "recorded: the translation units that include this file record it "
                      "differently)", r.stdout)
        self.assertIn(header + ":8:24: remark: instrumented 'twice' [value] (records the values "
                      "of argument 1 and the result)", r.stdout)
        self.assertIn(header + ":9:28: remark: instrumented 'Shape::area' [value] (records its "
                      "target)", r.stdout)
        for compiler in ("g++", "clang++-19"):
            run_, _ = self.build_and_trace(["out/src/a.cpp", "out/src/b.cpp"], [[], []],
                                           compiler, "instrumented-" + compiler)
            self.assertEqual((run_.returncode, run_.stdout), (0, "10 14\n"))
            trace = os.path.join(self.dir, "instrumented-" + compiler + ".trace")
            r = run([REPORT, "--check", trace])
            self.assertEqual(r.returncode, 0, r.stderr)
            r = run([REPORT, "--by-target", trace])
            self.assertEqual(r.returncode, 0, r.stderr)
            # SHAPE_AREA's one site names both overriders; AREA's names none.
            self.assertRegex(r.stdout, r"<macro SHAPE_AREA> -> Shape::area\n.*-> Square::area\n"
                             r".*-> Tile::area\n|<macro SHAPE_AREA> -> Shape::area\n"
                             r".*-> Tile::area\n.*-> Square::area\n")
            r = run([REPORT, "--format=tree", trace])
            self.assertIn("twice(2) = 4", r.stdout)


if __name__ == "__main__":
    OVERDUB, REPORT, INCLUDE, RUNTIME = sys.argv[1:5]
    unittest.main(argv=sys.argv[:1] + sys.argv[5:], verbosity=2)
