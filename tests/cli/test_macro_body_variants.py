#!/usr/bin/env python3
"""Calls in the bodies of the project's macros, by default: wrapped in the variants that each
invocation calls, decided by each compile alone. One source compiled twice (a -D that changes a
macro's body) keeps the calls of the invocations the compiles see alike and leaves the others as
written (compiles-differ), but not for a body call's target that they record differently;
runs of one source each (the launcher) need no agreement; a macro of a
system header takes its variant in the part of the file read as a system header (its old-style
cast raises no warning), and so does a system macro's stringizing variant (assert's
static_cast<bool>, no -Wuseless-cast), except in a source printed on stdout; a macro whose name comes from an
argument stays skipped with its reason; the instrumented program compiles warning for warning like
the original under the flags projects use with -Werror, with g++ and clang++-19.

    test_macro_body_variants.py <overdub> <overdub-report> <include dir> <liboverdub_rt.a>
                                <overdub-launch>"""
import json
import os
import sys
import unittest

from project import ProjectTestCase, run

OVERDUB = REPORT = INCLUDE = RUNTIME = LAUNCH = None
STRICT = ["-Wall", "-Wextra", "-Wshadow", "-Wold-style-cast", "-Wpedantic", "-Werror"]

LOG_H = """#ifndef LOG_H
#define LOG_H
#include <cstdio>
inline int scaled(int x) { return x * 10; }
inline int emit(int x) { return std::printf("value %d\\n", x); }
#ifdef QUIET
#define LOG(x) emit(x)
#define NOTE(x) (static_cast<void>(x), 0)
#else
#define LOG(x) emit(scaled(x))
#define NOTE(x) emit(scaled(x) + 1)
#endif
#define TWICE(x) (scaled(x) + scaled(x))
inline int logged(int x) { return TWICE(x) + 0; }
#endif
"""
MAIN_CPP = """#include "log.h"
#include <sys_check.h>
#define APPLY(m, x) m(x)
int other();
int main() {
  LOG(1);
  int t = TWICE(2);
  NOTE(3);
  SYS_CHECK(t == 40);
  APPLY(LOG, 4);
  return t + other() == 40 + 40 ? 0 : 1;
}
"""
OTHER_CPP = """#include "log.h"
int other() { return TWICE(2) + logged(0); }
"""
SYS_CHECK_H = """#pragma once
inline bool sys_ok(bool b) { return b; }
#define SYS_CHECK(c) static_cast<void>(sys_ok(c) ? 0 : (int)1)
"""
SHAPES_CPP = """#include <cstdio>
struct Shape { virtual ~Shape() {} virtual int area() const { return 1; } };
#ifdef SEALED
struct Square final : Shape { int area() const override { return 4; } };
#else
struct Square : Shape { int area() const override { return 4; } };
#endif
#define AREA_OF(p) (1 * (p)->area())
#define WHOLE_AREA(p) (p)->area()
int main() {
  Square sq, *p = &sq;
  std::printf("%d %d\\n", AREA_OF(p), WHOLE_AREA(p));
}
"""

# A macro that checks its object in one compile only: a variant per compile, and they differ.
CHECKED_CPP = """#include <cstdio>
struct Shape { virtual ~Shape() {} virtual int area() const { return 1; } };
struct Square : Shape { int area() const override { return 4; } };
const Shape *checked(const Shape *p) { return p; }
#ifdef NDEBUG
#define AREA(p) (p)->area()
#else
#define AREA(p) checked(p)->area()
#endif
int main() {
  Square sq;
  const Shape *p = &sq;
  std::printf("%d\\n", AREA(p));
  int quiet = AREA(p);  // NOOVERDUB
  return quiet - 4;
}
"""

# Another project's header, found through -isystem: its macro's body ends in a stream.
SYS_SPAN_H = """#pragma once
#include <cstdio>
struct SysLog { int n = 0; };
inline SysLog &sys_log() { static SysLog l; return l; }
inline SysLog &operator<<(SysLog &l, const char *s) { std::printf("%s", s); ++l.n; return l; }
inline SysLog &operator<<(SysLog &l, int v) { std::printf("%d", v); ++l.n; return l; }
#define SYS_EXPECT(c) if (c) {} else sys_log() << "failed: " #c ", "
"""
SPAN_CPP = """#include <sys_span.h>
static int twice(int x) { return 2 * x; }
int main() {
  const int before = sys_log().n;
  SYS_EXPECT(twice(1) == 3) << "why " << twice(2) << "\\n";
  return sys_log().n - before == 4 ? 0 : 1;
}
"""

REPORTS_CPP = """#include <cstdio>
#include <sstream>
struct Msg {
  std::ostringstream out;
  Msg &operator<<(const char *s) { out << s; return *this; }
};
struct Report {
  void operator=(const Msg &m) { std::printf("%s\\n", m.out.str().c_str()); }
};
#define FAIL_IF(c) if (!(c)) {} else Report{} = Msg() << "failed: "
#ifdef UNUSED
int unused() { return std::printf("unused\\n"); }
#endif
int main() {
  FAIL_IF(true) << "why";
  return 0;
}
"""


class MacroBodyVariants(ProjectTestCase):
    def setUp(self):
        super().setUp()
        self.write(".git/HEAD", "ref: refs/heads/main\n")
        self.write("include/log.h", LOG_H)
        self.write("src/main.cpp", MAIN_CPP)
        self.write("src/other.cpp", OTHER_CPP)
        self.write("sys/sys_check.h", SYS_CHECK_H)

    def overdub(self, *args):
        r = run([OVERDUB, *args], cwd=self.dir)
        self.assertEqual((r.returncode, r.stderr), (0, ""), args)
        return r.stdout

    def remarks(self, listing, source="src/main.cpp"):
        return [l for l in listing.splitlines() if l.startswith(source + ":")]

    def compiled_twice(self, source, text, define):
        # `source` holding `text`, compiled without and with `define` (compile_commands.json).
        self.write(source, text)
        entries = [{"directory": self.dir, "file": source,
                    "arguments": ["g++", "-std=c++17", *extra, "-c", source, "-o", out]}
                   for extra, out in (([], "plain.o"), ([define], "defined.o"))]
        self.write("compile_commands.json", json.dumps(entries))

    def build(self, sources, flags, compiler, out):
        r = run([compiler, "-std=c++17", *flags, *STRICT, "-I" + INCLUDE, "-Iinclude", "-isystem",
                 "sys", *sources, RUNTIME, "-pthread", "-o", out], cwd=self.dir)
        self.assertEqual((r.returncode, r.stderr), (0, ""), (compiler, sources))
        return os.path.join(self.dir, out)

    def test_each_invocation_takes_its_variants(self):
        listing = self.overdub("--list-sites", "--output-dir=out", "src/main.cpp", "src/other.cpp",
                               "--", "-std=c++17", "-Iinclude", "-isystem", "sys")
        main = self.remarks(listing)
        self.assertIn("src/main.cpp:6:3: remark: instrumented 'scaled' [value]", main)
        self.assertEqual(sum("src/main.cpp:7:11: remark: instrumented 'scaled'" in l for l in main), 2)
        # sys/ is the project's, found through -isystem: the variant is defined where the file
        # reads itself as a system header.
        self.assertIn("src/main.cpp:9:3: remark: instrumented 'sys_ok' [value]", main)
        # LOG's name written in APPLY's arguments becomes the name of LOG's variant.
        self.assertIn("src/main.cpp:10:3: remark: instrumented 'scaled' [value]", main)
        self.assertEqual(sum("instrumented 'scaled'" in l
                             for l in self.remarks(listing, "src/other.cpp")), 2)
        text = self.read("out/src/main.cpp")
        self.assertRegex(text, r"\.val\(overdub_main_\w+_sites_m0_0_LOG\(1\)\);\n")
        self.assertRegex(text, r'\n#ifdef overdub_main_\w+_sites_system_part\n#pragma GCC '
                               r'system_header\n#line 2 "[^"]*/sys/sys_check.h"\n'
                               r'#define overdub_main_\w+_sites_m\d_0_SYS_CHECK\(c\) \\\n +static_cast')
        self.assertRegex(text, r'\n#include "main.cpp"\n')
        self.assertTrue(text.endswith("\n#endif\n"))
        # The header's #define is as written: the variants live in the prelude of the file that
        # invokes the macro, the header's own invocation in its copy's.
        header = self.read("out/include/log.h")
        self.assertIn("#define TWICE(x) (scaled(x) + scaled(x))\n", header)
        self.assertRegex(header, r"return overdub_log_\w+_sites_m0_0_TWICE\(x\) \+ 0;")
        for compiler in ("g++", "clang++-19"):
            original = self.build(["src/main.cpp", "src/other.cpp"], [], compiler, "orig")
            exe = self.build(["out/src/main.cpp", "out/src/other.cpp"], [], compiler, "inst")
            trace = os.path.join(self.dir, compiler + ".trace")
            expected = run([original])
            r = run([exe], env=dict(os.environ, OVERDUB_OUTPUT=trace))
            self.assertEqual((r.returncode, r.stdout), (expected.returncode, expected.stdout))
            r = run([REPORT, "--format=csv", trace])
            calls = {row.split(",")[0]: row.split(",")[1] for row in r.stdout.splitlines()[1:]}
            # LOG(1), NOTE(3), two in main's TWICE, two in other's, two in the header's, and
            # APPLY's (LOG's name in its arguments).
            self.assertEqual(calls.get("scaled"), "9", r.stdout)
            self.assertEqual(calls.get("sys_ok"), "1", r.stdout)

    def test_a_source_printed_on_stdout(self):
        # Printed, the source cannot include itself: no variant of a system header's macro.
        text = self.overdub("--header-dir=headers", "src/main.cpp", "--", "-std=c++17", "-Iinclude",
                            "-isystem", "sys")
        self.assertNotIn("system_part", text)
        self.assertIn("\n  SYS_CHECK(t == 40);\n", text)

    def test_a_stringizing_variant_of_a_system_macro(self):
        # assert's variant (it stringizes its argument) keeps glibc's static_cast<bool>, which
        # g++'s -Wuseless-cast ignores in a system header's tokens: in the system part too.
        self.write("src/asserts.cpp", "#include <cassert>\n#include <cstdio>\n"
                   "static bool positive(int n) { return n > 0; }\n"
                   "int main(int argc, char **) {\n  assert(positive(argc));\n"
                   "  std::printf(\"ok\\n\");\n  return 0;\n}\n")
        flags = ["-Wuseless-cast"]
        self.build(["src/asserts.cpp"], flags, "g++", "plain")
        self.overdub("--output-dir=out", "src/asserts.cpp", "--", "-std=c++17")
        text = self.read("out/src/asserts.cpp")
        self.assertRegex(text, r'\n#ifdef overdub_asserts_\w+_sites_system_part\n#pragma GCC '
                               r'system_header\n#line \d+ "[^"]*/assert.h"\n#define overdub_sv_\w+_assert\(')
        for compiler in ("g++", "clang++-19"):
            exe = self.build(["out/src/asserts.cpp"], flags if compiler == "g++" else [],
                             compiler, "asserts")
            trace = os.path.join(self.dir, compiler + "-asserts.trace")
            r = run([exe], env=dict(os.environ, OVERDUB_OUTPUT=trace))
            self.assertEqual((r.returncode, r.stdout), (0, "ok\n"))
            r = run([REPORT, "--format=csv", trace])
            calls = {row.split(",")[0]: row.split(",")[1] for row in r.stdout.splitlines()[1:]}
            self.assertEqual(calls.get("positive"), "1", r.stdout)
        # Printed on stdout, the source cannot include itself: the variant is defined with the
        # others (where that warning is back).
        text = self.overdub("src/asserts.cpp", "--", "-std=c++17")
        self.assertNotIn("system_part", text)
        self.assertRegex(text, r"\n#define overdub_sv_\w+_assert\(")

    def test_a_call_going_on_after_a_third_party_system_macro(self):
        # GoogleTest's EXPECT_EQ(a, b) << "why" for its users: the `<<`s begin in the body of a
        # macro of another project's system header and end in the source. The invocation's
        # variant (in the system part) takes their openings, the source their closings; the
        # calls wholly in that body stay as written (not the project's).
        self.write("third/.git/HEAD", "ref: refs/heads/main\n")
        self.write("third/sys_span.h", SYS_SPAN_H)
        self.write("src/span.cpp", SPAN_CPP)
        flags = ["-isystem", "third"]
        listing = self.overdub("--list-sites", "--output-dir=out", "src/span.cpp", "--",
                               "-std=c++17", *flags)
        opened = [l for l in self.remarks(listing, "src/span.cpp") if "'operator<<'" in l]
        self.assertEqual(opened, ["src/span.cpp:5:3: remark: instrumented 'operator<<' "
                                  "[reference]"] * 3 +
                         ["src/span.cpp:5:3: remark: skipped 'operator<<': macro (in the body of "
                          "SYS_EXPECT, in a file that is not rewritten)"], listing)
        text = self.read("out/src/span.cpp")
        self.assertRegex(text, r'\n#pragma GCC system_header\n#line \d+ "[^"]*/sys_span.h"\n'
                               r'#define overdub_span_\w+_sites_m0_0_SYS_EXPECT\(overdub_o_c, c\) '
                               r'\\\n +if \(c\) \{\} else (::overdub::Span'
                               r'\{overdub_span_\w+_sites\+\d\}\.ref\( ){3}sys_log\(\) << ')
        self.build(["src/span.cpp"], flags, "g++", "plain")
        for compiler in ("g++", "clang++-19"):
            exe = self.build(["out/src/span.cpp"], flags, compiler, "span")
            trace = os.path.join(self.dir, compiler + "-span.trace")
            r = run([exe], env=dict(os.environ, OVERDUB_OUTPUT=trace))
            self.assertEqual((r.returncode, r.stdout), (0, "failed: twice(1) == 3, why 4\n"))
            r = run([REPORT, "--format=csv", trace])
            calls = {row.split(",")[0]: row.split(",")[1] for row in r.stdout.splitlines()[1:]}
            self.assertEqual((calls.get("operator<<"), calls.get("twice")), ("3", "2"), r.stdout)

    def test_calls_going_on_after_an_invocation_in_a_source_compiled_twice(self):
        # Report's `=` and Msg's last `<<` both close after "why": the `=` goes around. The copies
        # of a source compiled twice, which differ (UNUSED), are merged in order of text and
        # callee name (Msg before Report); the closings still nest as the calls do.
        self.compiled_twice("src/reports.cpp", REPORTS_CPP, "-DUNUSED")
        listing = self.overdub("-p", ".", "--list-sites", "--output-dir=out", "src/reports.cpp")
        self.assertEqual(sum("instrumented 'Msg::operator<<'" in l or
                             "instrumented 'Report::operator='" in l
                             for l in self.remarks(listing, "src/reports.cpp")), 3, listing)
        self.assertIn('<< "why"), ::overdub::unit{}));', self.read("out/src/reports.cpp"))
        for compiler in ("g++", "clang++-19"):
            exe = self.build(["out/src/reports.cpp"], [], compiler, "reports")
            trace = os.path.join(self.dir, compiler + "-reports.trace")
            r = run([exe], env=dict(os.environ, OVERDUB_OUTPUT=trace))
            self.assertEqual((r.returncode, r.stdout), (0, "failed: why\n"))
            r = run([REPORT, "--format=csv", trace])
            calls = {row.split(",")[0]: row.split(",")[1] for row in r.stdout.splitlines()[1:]}
            self.assertEqual((calls.get("Msg::operator<<"), calls.get("Report::operator=")),
                             ("2", "1"), r.stdout)

    def test_the_launcher(self):
        env = dict(os.environ, OVERDUB=OVERDUB, OVERDUB_INCLUDE_DIR=INCLUDE,
                   OVERDUB_RUNTIME_DIR=os.path.dirname(RUNTIME))
        env.pop("OVERDUB_FLAGS", None)
        objects = []
        for source in ("main", "other"):
            r = run([LAUNCH, "clang++-19", "-std=c++17", *STRICT, "-Iinclude", "-isystem", "sys",
                     "-c", "src/%s.cpp" % source, "-o", source + ".o"], cwd=self.dir, env=env)
            self.assertEqual((r.returncode, r.stderr), (0, ""))
            objects.append(source + ".o")
        r = run([LAUNCH, "clang++-19", *objects, "-o", "launched"], cwd=self.dir, env=env)
        self.assertEqual((r.returncode, r.stderr), (0, ""))
        # The program's trace only (an instrumented overdub, in the self-check, traces too).
        r = run([os.path.join(self.dir, "launched")],
                env=dict(env, OVERDUB_OUTPUT=os.path.join(self.dir, "launched.trace")))
        self.assertEqual(r.returncode, 0, r.stdout)
        r = run([REPORT, "--format=csv", os.path.join(self.dir, "launched.trace")])
        calls = {row.split(",")[0]: row.split(",")[1] for row in r.stdout.splitlines()[1:]}
        self.assertEqual((calls.get("scaled"), calls.get("sys_ok")), ("9", "1"), r.stdout)

    def test_compiles_that_know_a_macro_differently(self):
        # main.cpp compiled with and without QUIET: LOG and NOTE differ, TWICE does not.
        entries = [{"directory": self.dir, "file": "src/main.cpp",
                    "arguments": ["g++", "-std=c++17", "-Iinclude", "-isystem", "sys", *extra,
                                  "-c", "src/main.cpp", "-o", out]}
                   for extra, out in (([], "loud.o"), (["-DQUIET"], "quiet.o"))]
        self.write("compile_commands.json", json.dumps(entries))
        listing = self.overdub("-p", ".", "--list-sites", "--output-dir=out", "src/main.cpp")
        main = self.remarks(listing)
        self.assertIn("src/main.cpp:6:3: remark: skipped 'scaled': compiles-differ (in the "
                      "expansion of LOG, which the compiles know differently (its macros or the "
                      "wrappers of their calls))", main)
        self.assertEqual(sum("src/main.cpp:7:11: remark: instrumented 'scaled' [value]" == l
                             for l in main), 2, main)
        text = self.read("out/src/main.cpp")
        self.assertRegex(text, r"\.val\(LOG\(1\)\);\n")
        self.assertIn("\n  NOTE(3);\n", text)
        self.write("src/other2.cpp", "int other() { return 40; }\n")
        for flags in ([], ["-DQUIET"]):
            for compiler in ("g++", "clang++-19"):
                original = self.build(["src/main.cpp", "src/other2.cpp"], flags, compiler, "orig")
                exe = self.build(["out/src/main.cpp", "src/other2.cpp"], flags, compiler, "inst")
                expected = run([original])
                r = run([exe], env=dict(os.environ, OVERDUB_OUTPUT=os.devnull))
                self.assertEqual((r.returncode, r.stdout), (expected.returncode, expected.stdout))

    def test_compiles_that_record_a_body_call_target_differently(self):
        # A class final under SEALED: one compile calls its area() directly, the other records
        # the target. The calls stay instrumented in both, with no target, the one that is a
        # whole expansion in a variant too.
        self.compiled_twice("src/shapes.cpp", SHAPES_CPP, "-DSEALED")
        listing = self.overdub("-p", ".", "--list-sites", "--output-dir=out", "src/shapes.cpp")
        for column in (26, 38):
            self.assertIn("src/shapes.cpp:12:%d: remark: instrumented 'Square::area' [value] "
                          "(target not recorded: the translation units that include this file "
                          "record it differently)" % column, self.remarks(listing, "src/shapes.cpp"))
        self.assertRegex(self.read("out/src/shapes.cpp"), r"_m0_0_AREA_OF\(p\), \w+_m1_0_WHOLE_AREA\(p\)")
        for flags in ([], ["-DSEALED"]):
            for compiler in ("g++", "clang++-19"):
                exe = self.build(["out/src/shapes.cpp"], flags, compiler, "inst")
                r = run([exe], env=dict(os.environ, OVERDUB_OUTPUT=os.devnull))
                self.assertEqual((r.returncode, r.stdout), (0, "4 4\n"), (flags, compiler))

    def test_a_whole_expansion_the_compiles_expand_differently_stays_at_its_text(self):
        # The compiles make different variants of AREA(p), which no copy takes: checked() is left
        # out, and the call that is the whole expansion goes back to its file text in both.
        self.compiled_twice("src/checked.cpp", CHECKED_CPP, "-DNDEBUG")
        listing = self.overdub("-p", ".", "--list-sites", "--output-dir=out", "src/checked.cpp")
        remarks = self.remarks(listing, "src/checked.cpp")
        self.assertIn("src/checked.cpp:13:23: remark: instrumented 'Shape::area' [value] (target "
                      "not recorded: its object or callee is written in a macro apart from the "
                      "call)", remarks)
        self.assertIn("src/checked.cpp:13:23: remark: skipped 'checked': compiles-differ (in the "
                      "expansion of AREA, which the compiles know differently (its macros or the "
                      "wrappers of their calls))", remarks)
        # Left out in the variant (a NOOVERDUB comment): left out at its text too.
        for callee in ("Shape::area", "checked"):
            self.assertIn("src/checked.cpp:14:15: remark: skipped '%s': suppressed (a NOOVERDUB "
                          "comment)" % callee, remarks)
        self.assertNotRegex(self.read("out/src/checked.cpp"), r"_AREA\(")
        for flags in ([], ["-DNDEBUG"]):
            for compiler in ("g++", "clang++-19"):
                exe = self.build(["out/src/checked.cpp"], flags, compiler, "inst")
                r = run([exe], env=dict(os.environ, OVERDUB_OUTPUT=os.devnull))
                self.assertEqual((r.returncode, r.stdout), (0, "4\n"), (flags, compiler))

    def test_one_source_at_a_time(self):
        # The launcher's way: each run alone, the header's copies shared; each source's variants
        # are its own.
        for source in ("main", "other"):
            self.overdub("--header-dir=headers", "--output-dir=out", "src/%s.cpp" % source, "--",
                         "-std=c++17", "-Iinclude", "-isystem", "sys", *(["-DQUIET"] if source == "other" else []))
        self.assertRegex(self.read("out/src/main.cpp"), r"_m0_0_LOG\(1\)\);")
        self.assertRegex(self.read("out/src/other.cpp"), r"_m0_0_TWICE\(2\)")
        # The header's copy is the same for both: one variant, whatever -D the sources had.
        copies = [os.path.join(d, f) for d, _, fs in os.walk(os.path.join(self.dir, "headers"))
                  for f in fs if f == "log.h"]
        self.assertEqual(len(copies), 1, copies)
        exe = self.build(["out/src/main.cpp", "out/src/other.cpp"], [], "clang++-19", "inst")
        r = run([exe], env=dict(os.environ, OVERDUB_OUTPUT=os.devnull))
        self.assertEqual(r.returncode, 0, r.stdout)


if __name__ == "__main__":
    OVERDUB, REPORT, INCLUDE, RUNTIME, LAUNCH = sys.argv[1:6]
    unittest.main(argv=sys.argv[:1], verbosity=2)
