#!/usr/bin/env python3
"""Macros chosen by a condition on the compiler, with the compile's compiler known: overdub asks
its own preprocessor (the compile command with -E -dD) which of them it defines as overdub's
Clang parse did. GoogleTest's shape (a flag defined 1 in an `#elif defined(__clang__)` group and
in the `#elif defined(__GNUC__)` one, and the macros `#if FLAG` chooses) keeps its variants for
g++; a macro g++ defines otherwise stays as written (macro-compiler); for clang++-19 nothing
does. The compiler is named after `--`, in compile_commands.json, or by the launcher; with no
compiler named, or one whose preprocessor fails, every such macro stays as written, with why.
Each instrumented program behaves as the original and its trace has the calls.

    test_compiler_macros.py <overdub> <overdub-report> <include dir> <liboverdub_rt.a> <overdub-launch>"""
import json
import os
import sys
import unittest

from project import ProjectTestCase, run

OVERDUB = REPORT = INCLUDE = RUNTIME = LAUNCH = None
STRICT = ["-Wall", "-Wextra", "-Wpedantic", "-Werror"]

PORT_H = """#ifndef PORT_H
#define PORT_H
#include <cstdio>
#include <stdexcept>
inline int clang_log(int x) { return std::printf("clang %d\\n", x); }
inline int other_log(int x) { return std::printf("other %d\\n", x); }
inline int checked(int x) { if (x < 0) throw std::runtime_error("negative"); return x; }
#if defined(_MSC_VER)
#define HAS_EXCEPTIONS 0
#elif defined(__clang__)
#define HAS_EXCEPTIONS 1
#elif defined(__GNUC__)
#define HAS_EXCEPTIONS 1
#endif
#if HAS_EXCEPTIONS
#define EXPECT_THROW(s) \\
  do { try { s; std::printf("no throw\\n"); } catch (...) { std::printf("threw\\n"); } } while (0)
#else
#define EXPECT_THROW(s) std::printf("no exceptions\\n")
#endif
#ifdef __clang__
#define LOG(x) clang_log(x)
#else
#define LOG(x) other_log(x)
#endif
#endif
"""
MAIN_CPP = """#include "port.h"
int main() {
  EXPECT_THROW(checked(-1));
  EXPECT_THROW(checked(2));
  LOG(checked(3));
  return 0;
}
"""

# A macro an argument is forwarded into (DEP stringizes it for g++ only: the wrapper would be in
# g++'s string); one defined alike in two chains with only directives between them (as Catch's
# CATCH_INTERNAL_IGNORE_BUT_WARN), and one with code between them.
FORWARD_CPP = """#include <cstdio>
int f(int x) { return x; }
#ifdef __clang__
#define DEP(x) ((void)(x), "same")
#else
#define DEP(x) ((void)(x), #x)
#endif
#define CHECK(x) DEP(x)
#if defined(__GNUC__) && !defined(__clang__)
#define ALIKE(x) (x)
#endif
#if defined(__clang__)
// the same definition, a few lines later
#define ALIKE(x) (x)
#endif
#ifdef __clang__
#define LATE(x) (x)
#endif
int between = 1;
#ifndef __clang__
#define LATE(x) (x)
#endif
int main() { std::printf("%s %d %d\\n", CHECK(f(1)), ALIKE(f(2)), LATE(f(3))); }
"""

# Definitions that look alike in the -dD output but are not read where Clang reads them: a
# guarded header Clang includes earlier (a use between: the function for g++), a #line that
# makes two lines one, a #define inside a raw string; and a macro that hands its argument to one
# empty for Clang and stringizing for g++. Also the defensive `#undef X` before `#define X`.
TRAPS_H = """#ifndef TRAPS_H
#define TRAPS_H
#define EARLY(x) log_value(x)
#endif
"""
TRAPS_CPP = """#include <cstdio>
int log_value(int x) { return std::printf("log %d\\n", x); }
void EARLY(int x) { std::printf("plain %d\\n", x); }
void RAW(int x) { std::printf("function RAW %d\\n", x); }
#ifdef __clang__
#include "traps.h"
#endif
void early() { EARLY(1); }
#include "traps.h"
#ifdef __clang__
#define RAW(x) log_value(x)
#endif
void raw() { RAW(2); }
const char *text = R"(
# 11 "traps.cpp"
#define RAW(x) log_value(x)
)";
#define STR(x) #x
#ifdef __clang__
#define PFX
#else
#define PFX STR
#endif
#if __GNUC__ >= 4
#define AF(x) PFX(x)
#undef SAFE
#define SAFE(x) log_value(x)
#endif
void show(const char *s) { std::puts(s); }
void show(int v) { std::printf("%d\\n", v); }
int main() {
  early();
  raw();
  show(AF(log_value(3)));
  return SAFE(4) + EARLY(5) - 14;
}
"""
LINED_CPP = """#include <cstdio>
int log_value(int x) { return std::printf("log %d\\n", x); }
void LINED(int x) { std::printf("function LINED %d\\n", x); }
#ifdef __clang__
#line 100
#define LINED(x) log_value(x)
#endif
void lined() { LINED(1); }
#ifndef __clang__
#line 100
#define LINED(x) log_value(x)
#endif
int main() { lined(); return LINED(2) - 6; }
"""


class CompilerMacros(ProjectTestCase):
    def setUp(self):
        super().setUp()
        self.write(".git/HEAD", "ref: refs/heads/main\n")
        self.write("include/port.h", PORT_H)
        self.write("src/main.cpp", MAIN_CPP)

    def overdub(self, *args):
        r = run([OVERDUB, *args], cwd=self.dir)
        self.assertEqual((r.returncode, r.stderr), (0, ""), args)
        return r.stdout

    def reasons(self, listing):
        """(line, callee) -> the remark's text after the callee, for src/main.cpp."""
        out = {}
        for line in listing.splitlines():
            if line.startswith("src/main.cpp:"):
                where, _, text = line.partition(": remark: ")
                callee = text.split("'")[1]
                out.setdefault((int(where.split(":")[1]), callee), []).append(text)
        return out

    def build_and_run(self, sources, compiler, out, original_source="src/main.cpp"):
        original = run([compiler, "-std=c++17", *STRICT, "-Iinclude", original_source, "-o", "orig"],
                       cwd=self.dir)
        self.assertEqual((original.returncode, original.stderr), (0, ""))
        r = run([compiler, "-std=c++17", *STRICT, "-I" + INCLUDE, "-Iinclude", *sources, RUNTIME,
                 "-pthread", "-o", out], cwd=self.dir)
        self.assertEqual((r.returncode, r.stderr), (0, ""), (compiler, sources))
        return self.run_both(os.path.join(self.dir, out), compiler)

    def run_both(self, exe, compiler):
        expected = run([os.path.join(self.dir, "orig")])
        trace = os.path.join(self.dir, compiler + ".trace")
        if os.path.exists(trace):
            os.remove(trace)
        r = run([exe], env=dict(os.environ, OVERDUB_OUTPUT=trace))
        self.assertEqual((r.returncode, r.stdout), (expected.returncode, expected.stdout))
        r = run([REPORT, "--format=csv", "--check", trace])
        self.assertEqual(r.returncode, 0, r.stderr)
        return {row.split(",")[0]: int(row.split(",")[1]) for row in r.stdout.splitlines()[1:]}

    def test_gxx_named_after_double_dash(self):
        listing = self.overdub("--list-sites", "--output-dir=out", "src/main.cpp", "--", "g++",
                               "-std=c++17", "-Iinclude")
        sites = self.reasons(listing)
        # HAS_EXCEPTIONS is 1 for both, EXPECT_THROW the same macro at the same place.
        self.assertEqual(sites[(3, "checked")], ["instrumented 'checked' [value]"], listing)
        self.assertEqual(sites[(4, "checked")], ["instrumented 'checked' [value]"], listing)
        self.assertIn("instrumented 'std::printf'", " ".join(sites[(3, "std::printf")]))
        # g++ reads LOG's other definition.
        self.assertEqual(sites[(5, "clang_log")],
                         ["skipped 'clang_log': macro-compiler (LOG is defined under a condition "
                          "on the compiler (#ifdef at port.h:21), and the compile's preprocessor "
                          "defines it otherwise)"], listing)
        self.assertTrue(sites[(5, "checked")][0].startswith("skipped 'checked': macro-compiler"))
        calls = self.build_and_run(["out/src/main.cpp"], "g++", "inst")
        self.assertEqual(calls.get("checked"), 2, calls)
        self.assertNotIn("other_log", calls)

    def test_forwarded_and_moved_definitions(self):
        self.write("src/forward.cpp", FORWARD_CPP)
        listing = self.overdub("--list-sites", "src/forward.cpp", "--", "g++", "-std=c++17")
        remarks = [l.split(": remark: ")[1] for l in listing.splitlines()
                   if l.startswith("src/forward.cpp:23:")]
        self.assertEqual(remarks, [
            "instrumented 'std::printf' [value]",
            "skipped 'f': macro-compiler (CHECK hands its argument to DEP: DEP is defined under a "
            "condition on the compiler (#ifdef at forward.cpp:3), and the compile's preprocessor "
            "defines it otherwise)",
            "instrumented 'f' [value]",
            "skipped 'f': macro-compiler (LATE is defined under a condition on the compiler "
            "(#ifdef at forward.cpp:16), and the compile's preprocessor defines it otherwise)"],
            listing)
        self.overdub("--output-dir=out", "src/forward.cpp", "--", "g++", "-std=c++17")
        calls = self.build_and_run(["out/src/forward.cpp"], "g++", "inst", "src/forward.cpp")
        self.assertEqual(calls.get("f"), 1, calls)
        self.assertNotIn("macro-compiler", self.overdub("--list-sites", "src/forward.cpp", "--",
                                                        "clang++-19", "-std=c++17"))

    def test_definitions_read_elsewhere(self):
        self.write("src/traps.h", TRAPS_H)
        self.write("src/traps.cpp", TRAPS_CPP)
        self.write("src/lined.cpp", LINED_CPP)
        decided = []
        for source in ("src/traps.cpp", "src/lined.cpp"):
            listing = self.overdub("--list-sites", "--output-dir=out", source, "--", "g++",
                                   "-std=c++17")
            decided += [l.split(": remark: ")[0].rsplit(":", 1)[0] + " " +
                        l.split(": remark: ")[1].split(" (")[0].split(":")[0] + " " +
                        (l.split(" (")[1].split(" ")[0] if " (" in l else "")
                        for l in listing.splitlines() if "'log_value'" in l and source in l]
        self.assertEqual(decided, [
            "src/traps.cpp:8 skipped 'log_value' EARLY",    # Clang reads traps.h earlier
            "src/traps.cpp:13 skipped 'log_value' RAW",     # g++'s "#define" is a raw string's text
            "src/traps.cpp:34 skipped 'log_value' AF",      # hands its argument to PFX
            "src/traps.cpp:35 instrumented 'log_value' [value] ",  # SAFE: #undef of nothing
            "src/traps.cpp:35 skipped 'log_value' EARLY",
            "src/lined.cpp:102 skipped 'log_value' LINED",  # a #line made two lines one
            "src/lined.cpp:107 skipped 'log_value' LINED"], decided)
        for source, expected in (("traps.cpp", 1), ("lined.cpp", None)):
            calls = self.build_and_run(["out/src/" + source], "g++", "inst", "src/" + source)
            self.assertEqual(calls.get("log_value"), expected, calls)

    def test_a_compiler_that_prints(self):
        # A wrapper's own output on stdout stays out of the instrumented source.
        self.write("bin/noisy-cc", "#!/bin/sh\necho 'noise from the compiler'\nexec g++ \"$@\"\n")
        os.chmod(os.path.join(self.dir, "bin/noisy-cc"), 0o755)
        text = self.overdub("src/main.cpp", "--", "bin/noisy-cc", "-std=c++17", "-Iinclude")
        self.assertNotIn("noise", text)
        listing = self.overdub("--list-sites", "src/main.cpp", "--", "ccache", "g++",
                               "-std=c++17", "-Iinclude")
        self.assertEqual(self.reasons(listing)[(3, "checked")], ["instrumented 'checked' [value]"])

    def test_clang_is_overdubs_own(self):
        listing = self.overdub("--list-sites", "--output-dir=out", "src/main.cpp", "--",
                               "clang++-19", "-std=c++17", "-Iinclude")
        self.assertNotIn("macro-compiler", listing)
        calls = self.build_and_run(["out/src/main.cpp"], "clang++-19", "inst")
        self.assertEqual((calls.get("checked"), calls.get("clang_log")), (3, 1), calls)

    def test_no_compiler_named(self):
        # The output may go to any compiler: every such macro stays as written.
        listing = self.overdub("--list-sites", "src/main.cpp", "--", "-std=c++17", "-Iinclude")
        sites = self.reasons(listing)
        self.assertTrue(sites[(3, "checked")][0].startswith(
            "skipped 'checked': macro-compiler (EXPECT_THROW is defined under a condition on the compiler (#if at port.h:15), which the compile may "
            "read otherwise than overdub's Clang parse)"), listing)

    def test_a_preprocessor_that_fails(self):
        self.write("bin/failing-cc", "#!/bin/sh\necho 'cannot preprocess' >&2\nexit 3\n")
        os.chmod(os.path.join(self.dir, "bin/failing-cc"), 0o755)
        listing = self.overdub("--list-sites", "src/main.cpp", "--", "bin/failing-cc",
                               "-std=c++17", "-Iinclude")
        sites = self.reasons(listing)
        self.assertTrue(sites[(3, "checked")][0].endswith(
            "which the compile may read otherwise than overdub's Clang parse ('bin/failing-cc -E "
            "-dD' failed: cannot preprocess))"), listing)
        listing = self.overdub("--list-sites", "src/main.cpp", "--", "no-such-compiler++",
                               "-std=c++17", "-Iinclude")
        self.assertIn("(cannot find the compiler 'no-such-compiler++'))", listing)

    def test_compile_database(self):
        self.write("compile_commands.json", json.dumps([{
            "directory": self.dir, "file": "src/main.cpp",
            "arguments": ["g++", "-std=c++17", "-Iinclude", "-MD", "-MF", "main.d", "-c",
                          "src/main.cpp", "-o", "main.o"]}]))
        listing = self.overdub("--list-sites", "--output-dir=out", "-p", self.dir, "src/main.cpp")
        sites = self.reasons(listing)
        self.assertEqual(sites[(3, "checked")], ["instrumented 'checked' [value]"], listing)
        self.assertFalse(os.path.exists(os.path.join(self.dir, "main.d")))
        self.assertEqual(self.build_and_run(["out/src/main.cpp"], "g++", "inst").get("checked"), 2)

    def test_launcher(self):
        env = dict(os.environ, OVERDUB_INCLUDE_DIR=INCLUDE,
                   OVERDUB_RUNTIME_DIR=os.path.dirname(RUNTIME))
        r = run([LAUNCH, "g++", "-std=c++17", *STRICT, "-Iinclude", "-c", "src/main.cpp", "-o",
                 "main.o"], cwd=self.dir, env=env)
        self.assertEqual((r.returncode, r.stderr), (0, ""))
        r = run([LAUNCH, "g++", "main.o", "-o", "launched"], cwd=self.dir, env=env)
        self.assertEqual((r.returncode, r.stderr), (0, ""))
        run(["g++", "-std=c++17", "-Iinclude", "src/main.cpp", "-o", "orig"], cwd=self.dir)
        calls = self.run_both(os.path.join(self.dir, "launched"), "launched")
        self.assertEqual(calls.get("checked"), 2, calls)


if __name__ == "__main__":
    OVERDUB, REPORT, INCLUDE, RUNTIME, LAUNCH = sys.argv[1:6]
    unittest.main(argv=sys.argv[:1])
