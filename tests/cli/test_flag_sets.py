#!/usr/bin/env python3
"""One source compiled under several flag sets (the same .cpp at -std=c++11, c++17 and c++20 in
one compile database) is written once, in a text valid under every one of them: a call takes the
first form, in the order of preference, that every compile finds exact (the full-expression form
where the lambda form needs C++14 or C++17), and is left as written only where no form is exact in
all of them, with each compile's decision named.

    test_flag_sets.py <overdub> <overdub-report> <include dir> <liboverdub_rt.a>"""
import csv
import json
import os
import shutil
import sys
import unittest

from project import ProjectTestCase, run

OVERDUB = REPORT = INCLUDE = RUNTIME = None

STANDARDS = (11, 17, 20)
WARNINGS = ["-Wall", "-Wextra"]

TEXT_H = """#ifndef TEXT_H
#define TEXT_H
#include <string>
struct Text { std::string v; };
inline Text make(int x) { Text t; t.v = std::to_string(x); return t; }
inline Text title() { return make(0); }
#endif
"""

# Class results that need copy elision: the lambda form keeps it from C++14 (C++17 for a class
# that cannot be moved, C++20 where an argument names a structured binding), the full-expression
# form in every standard where the call is a whole initializer or a return operand. to_string
# inside a braced initializer takes in C++11 a lambda without decltype(auto), a text of its own:
# the compiles differ, and it stays as written.
FLAGS_CPP = """#include <cstdio>
#include <memory>
#include <utility>
#include "text.h"
struct Pinned {
  Pinned(int v) : v(v) {}
  Pinned(const Pinned &) = delete;
  int v;
};
Pinned pin(int v) { return {v}; }
Text forward(int x) { return make(x); }
Text braced(int x) { return Text{std::to_string(x)}; }
template <class T> T copyOf(const T &x) { return x; }
template <class T> T again(const T &x) { return copyOf(x); }
int main() {
  Text t = make(1);
  std::shared_ptr<Text> s = std::make_shared<Text>(make(2));
  const Pinned &p = pin(3);
  Text f = forward(4);
  Text b = braced(5);
  Text g = again(t);
#if __cplusplus >= 201703L
  std::pair<int, int> q{6, 7};
  auto [x, y] = q;
  Text u = make(x + y);
#else
  Text u = make(13);
#endif
  Text h = title();
  std::printf("%s %s %d %s %s %s %s %s\\n", t.v.c_str(), s->v.c_str(), p.v, f.v.c_str(),
              b.v.c_str(), g.v.c_str(), u.v.c_str(), h.v.c_str());
  return 0;
}
"""

# The calls each compile alone would wrap differently: (line, column, callee) of src/flags.cpp.
COMMON_FORM = [(11, 30, "make"), (14, 49, "copyOf"), (16, 12, "make"),
               (17, 29, "std::make_shared"), (18, 21, "pin"), (19, 12, "forward"),
               (20, 12, "braced"), (21, 12, "again"), (25, 12, "make"), (29, 12, "title")]


class OneSourceUnderSeveralFlagSets(ProjectTestCase):
    def setUp(self):
        super().setUp()
        self.write("include/text.h", TEXT_H)
        self.write("src/flags.cpp", FLAGS_CPP)
        self.write(".git/HEAD", "ref: refs/heads/main\n")
        self.database(STANDARDS)

    def database(self, standards):
        self.write("compile_commands.json", json.dumps([
            {"directory": self.dir, "file": "src/flags.cpp",
             "arguments": ["g++", "-std=c++%d" % std, "-Iinclude", "-c", "src/flags.cpp", "-o",
                           "flags%d.o" % std]}
            for std in standards]))

    def overdub(self, *args):
        return run([OVERDUB, *args], cwd=self.dir)

    def build(self, compiler, std, source, exe):
        # Warning for warning: the original compiles without a warning under every flag set.
        r = run([compiler, "-std=c++%d" % std, *WARNINGS, "-Iinclude", "-I" + INCLUDE, source,
                 RUNTIME, "-pthread", "-o", exe], cwd=self.dir)
        self.assertEqual((r.returncode, r.stderr), (0, ""), (compiler, std, source))

    def test_calls_take_a_form_exact_under_every_flag_set(self):
        r = self.overdub("-p", ".", "--list-sites", "src/flags.cpp")
        self.assertEqual((r.returncode, r.stderr), (0, ""))
        lines = r.stdout.splitlines()
        self.assertEqual(len(lines), len(set(lines)), r.stdout)
        for line, column, callee in COMMON_FORM:
            self.assertIn("src/flags.cpp:%d:%d: remark: instrumented '%s' [full-expression]"
                          % (line, column, callee), lines)
        self.assertIn(os.path.join(self.dir, "include/text.h") +
                      ":6:30: remark: instrumented 'make' [full-expression]", lines)
        # C++11's lambda has a text of its own: the call stays as written, and the detail names
        # each compile (by source and output) and its decision.
        self.assertIn("src/flags.cpp:12:34: remark: skipped 'std::to_string': compiles-differ "
                      "(the compiles differ: src/flags.cpp (compiled to flags11.o): [lambda "
                      "without decltype(auto)]; src/flags.cpp (compiled to flags17.o), "
                      "src/flags.cpp (compiled to flags20.o): [lambda])", lines)
        r = self.overdub("-p", ".", "--stats", "--format=json", "src/flags.cpp")
        self.assertEqual((r.returncode, r.stderr), (0, ""))
        self.assertEqual([(x["reason"], x["sites"]) for x in json.loads(r.stdout)["reasons"]
                          if x["reason"] in ("compiles-differ", "dependent")],
                         [("compiles-differ", 1)])

        # One text whatever the order of the compiles.
        r = self.overdub("-p", ".", "--output-dir=out", "src/flags.cpp")
        self.assertEqual((r.returncode, r.stderr), (0, ""))
        written = (self.read("out/src/flags.cpp"), self.read("out/include/text.h"))
        self.database(reversed(STANDARDS))
        shutil.rmtree(os.path.join(self.dir, "out"))
        r = self.overdub("-p", ".", "--output-dir=out", "src/flags.cpp")
        self.assertEqual((r.returncode, r.stderr), (0, ""))
        self.assertEqual((self.read("out/src/flags.cpp"), self.read("out/include/text.h")), written)
        self.database(STANDARDS)

        # It compiles as the original does with both compilers under every standard, runs the same
        # and records those calls.
        for compiler in ("g++", "clang++-19"):
            for std in STANDARDS:
                self.build(compiler, std, "src/flags.cpp", os.path.join(self.dir, "original"))
                expected = run([os.path.join(self.dir, "original")])
                self.assertEqual(expected.returncode, 0)
                self.build(compiler, std, "out/src/flags.cpp", os.path.join(self.dir, "traced"))
                trace = os.path.join(self.dir, "t.trace")
                got = run([os.path.join(self.dir, "traced")], env=dict(os.environ, OVERDUB_OUTPUT=trace))
                self.assertEqual((got.returncode, got.stdout), (0, expected.stdout), (compiler, std))
                r = run([REPORT, "--format=csv", "--by-site", "--check", trace])
                self.assertEqual(r.returncode, 0, r.stderr)
                calls = {row["site"]: int(row["calls"]) for row in csv.DictReader(r.stdout.splitlines())}
                for line, column, callee in COMMON_FORM:
                    if std < 17 and line == 25:
                        line = 27  # the other branch of the #if
                    site = "src/flags.cpp:%d:%d" % (line, column)
                    self.assertGreaterEqual(calls.get(site, 0), 1, (compiler, std, site, calls))
                os.remove(trace)

    def test_stringizing_macros_known_differently_leave_their_arguments_as_written(self):
        # Each compile calls the variant of the macro it knows: one text serves both only where
        # both know the same macro (SHOW); CHECK differs with -DVERBOSE, so its argument stays.
        self.write("src/macros.cpp", "#include <cstdio>\n"
                   "int twice(int x) { return 2 * x; }\n"
                   "#ifdef VERBOSE\n#define CHECK(c) std::printf(\"%s: %d\\n\", #c, (c))\n"
                   "#else\n#define CHECK(c) std::printf(\"%d %s\\n\", (c), #c)\n#endif\n"
                   "#define SHOW(x) std::printf(\"%s\\n\", #x), (x)\n"
                   "int main() { CHECK(twice(1) == 2); return SHOW(twice(0)); }\n")
        self.write("compile_commands.json", json.dumps([
            {"directory": self.dir, "file": "src/macros.cpp",
             "arguments": ["g++", "-std=c++17", *flags, "-c", "src/macros.cpp", "-o", out]}
            for flags, out in (([], "plain.o"), (["-DVERBOSE"], "verbose.o"))]))
        r = self.overdub("-p", ".", "--list-sites", "--output-dir=out", "src/macros.cpp")
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertRegex(r.stdout, r"src/macros.cpp:9:20: remark: skipped 'twice': compiles-differ "
                         r"\(the compiles differ: src/macros.cpp \(compiled to plain.o\): \[value\] "
                         r"in overdub_sv_\w+_CHECK; src/macros.cpp \(compiled to verbose.o\): "
                         r"\[value\] in overdub_sv_\w+_CHECK\)")
        self.assertIn("src/macros.cpp:9:48: remark: instrumented 'twice' [value]", r.stdout)
        text = self.read("out/src/macros.cpp")
        self.assertIn("CHECK(twice(1) == 2)", text)
        for flags in ([], ["-DVERBOSE"]):
            for compiler in ("g++", "clang++-19"):
                exe = os.path.join(self.dir, "m")
                for source, name in (("src/macros.cpp", "original"), ("out/src/macros.cpp", "traced")):
                    c = run([compiler, "-std=c++17", *flags, "-I" + INCLUDE, source, RUNTIME,
                             "-pthread", "-o", exe + name], cwd=self.dir)
                    self.assertEqual(c.returncode, 0, c.stderr)
                a = run([exe + "original"])
                b = run([exe + "traced"], env=dict(os.environ, OVERDUB_OUTPUT=exe + ".trace"))
                self.assertEqual((a.returncode, a.stdout), (b.returncode, b.stdout), (compiler, flags))
                os.remove(exe + ".trace")


if __name__ == "__main__":
    OVERDUB, REPORT, INCLUDE, RUNTIME = sys.argv[1:5]
    unittest.main(argv=sys.argv[:1] + sys.argv[5:], verbosity=2)
