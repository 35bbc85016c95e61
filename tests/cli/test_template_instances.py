#!/usr/bin/env python3
"""Dependent calls judged by instantiations across translation units. A main file's templates are
judged by the instantiations made there; when another unit of the run includes that source too
(as a test runner that #includes test sources), or with --header-instances for headers, each unit
judges by its own, and the one copy written keeps a wrapper only where every unit that
instantiates the template chose it. A unit that makes no instantiation takes the others'
decision, and the lexical children that go with it. The programs built from the copies with g++
and clang++-19 behave as the originals and trace the calls kept.

    test_template_instances.py <overdub> <overdub-report> <include dir> <liboverdub_rt.a>"""
import os
import re
import sys
import unittest

from project import ProjectTestCase, run

OVERDUB = REPORT = INCLUDE = RUNTIME = None

# unit.cc is compiled on its own (with unit_main.cc) and #included by all.cc, which may
# instantiate `more` itself (ALL_USES).
UNIT_CC = """#include <string>
struct Box { int v; };
inline int twice(int x) { return 2 * x; }
inline const int &twice(const Box &b) { return b.v; }
inline const std::string &twice(const std::string &s) { return s; }
inline int count(int x) { return x; }
inline int count(const std::string &s) { return static_cast<int>(s.size()); }
template <class T> int more(T t) { return count(twice(t)) + 1; }
int unit() { return more(2); }
"""
UNIT_MAIN_CC = """#include <cstdio>
int unit();
int main() { std::printf("%d\\n", unit()); }
"""
ALL_CC = """#include "unit.cc"
#include <cstdio>
int main() { std::printf("%d %d\\n", unit(), ALL_USES); }
"""
TMPL_H = """#pragma once
inline int zero() { return 0; }
inline int twice(int x, int z) { return 2 * x + z; }
template <class T> int more(T t) { return twice(t, zero()) + 1; }
"""
SHAPES_H = """#pragma once
struct Shape { virtual ~Shape() {} virtual long area() const = 0; };
struct Plain { long area() const { return 1; } };
template <class S> long area_of(const S &s) { return s.area(); }
"""
MAKE_H = """#pragma once
template <class T> T make(int i) { return T(i); }
template <class T> int twice(T x) { return static_cast<int>(x) * 2; } inline int note(int i) { return 0 * i; }
template <class T> int use(int i) {
  int r = twice(make<T>(i)) + 1;
  T kept = make<T>(i);
  return r + static_cast<int>(kept) + note(i);
}
"""
MAKE_A = "#include <make.h>\nint a() { return use<int>(3); }\n"
MAKE_B = """#include <make.h>
#include <cstdio>
struct X {
  int v;
  X(int i) : v(i) {}
  X(const X &o) : v(o.v) { std::puts("copy"); }
  explicit operator int() const { return v; }
};
int a();
int main() { std::printf("%d %d\\n", use<X>(2), a()); }
"""
FLAGS = ["-std=c++17"]
STRICT = ["-Wall", "-Wextra", "-Werror", "-pedantic-errors"]
TWICE = "remark: {} 'twice'"


class TemplateInstances(ProjectTestCase):
    def setUp(self):
        super().setUp()
        self.write("src/unit.cc", UNIT_CC)
        self.write("src/unit_main.cc", UNIT_MAIN_CC)

    def instrument(self, all_uses, *options):
        self.write("src/all.cc", ALL_CC.replace("ALL_USES", all_uses))
        r = run([OVERDUB, "--header-filter=unit\\.cc", "--output-dir=out", "--list-sites", *options,
                 "src/unit.cc", "src/unit_main.cc", "src/all.cc", "--", *FLAGS], cwd=self.dir)
        self.assertEqual(r.returncode, 0, r.stderr)
        # Listed once, as the main file names it (the copy all.cc includes is the same).
        lines = [l for l in r.stdout.splitlines() if "unit.cc:8:49:" in l]
        return lines

    def build_and_run(self, sources, compiler, out, *flags):
        """Builds the instrumented `sources` -Werror, runs them: the run and its trace's path."""
        exe = os.path.join(self.dir, out)
        r = run([compiler, *FLAGS, *STRICT, *flags, "-I" + INCLUDE, *sources, RUNTIME, "-pthread",
                 "-o", exe], cwd=self.dir)
        self.assertEqual(r.returncode, 0, f"{compiler} {sources}:\n{r.stderr}")
        trace = exe + ".trace"
        if os.path.exists(trace):  # the runtime never overwrites a trace
            os.remove(trace)
        return run([exe], env=dict(os.environ, OVERDUB_OUTPUT=trace)), trace

    def build_and_trace(self, sources, compiler, out):
        r, trace = self.build_and_run(sources, compiler, out)
        report = run([REPORT, "--format=csv", trace])
        self.assertEqual(report.returncode, 0, report.stderr)
        return r, report.stdout

    def check_programs(self, all_expected, twice_calls, twice_calls_in_all=None):
        if twice_calls_in_all is None:
            twice_calls_in_all = twice_calls
        for compiler in ("g++", "clang++-19"):
            r, report = self.build_and_trace(["out/src/unit.cc", "out/src/unit_main.cc"],
                                             compiler, "unit")
            self.assertEqual((r.returncode, r.stdout), (0, "5\n"))
            self.assertIn("\nunit,1,", report)
            self.assertEqual(f"\ntwice,{twice_calls}," in report, twice_calls > 0, report)
            r, report = self.build_and_trace(["out/src/all.cc"], compiler, "all")
            self.assertEqual((r.returncode, r.stdout), (0, all_expected))
            self.assertIn("\nunit,1,", report)
            self.assertEqual(f"\ntwice,{twice_calls_in_all}," in report, twice_calls_in_all > 0,
                             report)

    def test_a_unit_without_instantiations_takes_the_decision_of_the_others(self):
        # h2.cpp includes the header but instantiates nothing of it: only h1.cpp's instantiation
        # counts. h2.cpp comes first, so its copy is the one kept: zero() must be the lexical
        # child of the call it takes from h1.cpp (a sibling of twice in the tree, not under it).
        self.write("inc/tmpl.h", TMPL_H)
        self.write("src/h1.cpp", "#include <tmpl.h>\nint h1() { return more(2); }\n")
        self.write("src/h2.cpp", "#include <tmpl.h>\n#include <cstdio>\nint h1();\n"
                   "int main() { std::printf(\"%d %d\\n\", h1(), twice(1, 0)); }\n")
        r = run([OVERDUB, "--header-filter=tmpl", "--header-instances", "--output-dir=out",
                 "--list-sites", "src/h2.cpp", "src/h1.cpp", "--", *FLAGS, "-Iinc"], cwd=self.dir)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn("inc/tmpl.h:4:43: " + TWICE.format("instrumented") + " [value]", r.stdout)
        for compiler in ("g++", "clang++-19"):
            p, trace = self.build_and_run(["out/src/h1.cpp", "out/src/h2.cpp"], compiler, "h",
                                          "-Iinc")
            self.assertEqual((p.returncode, p.stdout), (0, "5 2\n"))
            tree = run([REPORT, "--format=tree", trace]).stdout.splitlines()
            depth = {line.split()[-1]: line.rindex(line.split()[-1]) for line in tree
                     if line.rstrip().endswith(("more", "zero"))}
            self.assertEqual(depth["zero"] - depth["more"], 2, "\n".join(tree))

    def test_a_dependent_virtual_call_records_its_target_where_every_unit_agrees(self):
        # s1.cpp calls area() virtually through area_of<Shape>; s2.cpp calls Plain's, no virtual
        # function: the one copy records no target (its helper would read a vtable Plain has
        # not). Without s2.cpp's instantiation (s3.cpp makes none), it records the target.
        self.write("inc/shapes.h", SHAPES_H)
        self.write("src/s1.cpp", "#include <shapes.h>\nstruct Box : Shape { long area() const "
                   "override { return 4; } };\nlong s1() { return area_of<Shape>(Box()); }\n")
        main = ("#include <shapes.h>\n#include <cstdio>\nlong s1();\n"
                "int main() { std::printf(\"%ld\\n\", s1() + OTHER); }\n")
        self.write("src/s2.cpp", main.replace("OTHER", "area_of(Plain{})"))
        self.write("src/s3.cpp", main.replace("OTHER", "Plain{}.area()"))
        for other, target in (("s2", None), ("s3", "Box::area")):
            with self.subTest(other=other):
                r = run([OVERDUB, "--header-filter=shapes", "--header-instances", "--output-dir=out",
                         "--list-sites", "src/s1.cpp", f"src/{other}.cpp", "--", *FLAGS, "-Iinc"],
                        cwd=self.dir)
                self.assertEqual(r.returncode, 0, r.stderr)
                [line] = [l for l in r.stdout.splitlines() if "shapes.h:4:" in l]
                self.assertIn("(records its target)" if target else
                              "(target not recorded: the translation units that include this file "
                              "record it differently)", line)
                for compiler in ("g++", "clang++-19"):
                    p, trace = self.build_and_run(["out/src/s1.cpp", f"out/src/{other}.cpp"],
                                                  compiler, other, "-Iinc")
                    self.assertEqual((p.returncode, p.stdout), (0, "5\n"))
                    log = run([REPORT, "--format=events", trace]).stdout
                    self.assertRegex(log, r"stop +S::area -> Box::area \(" if target else
                                     r"stop +S::area \(")

    def test_a_source_included_elsewhere_is_judged_alike_in_both_units(self):
        # Without --header-instances, all.cc judges the included source by the rule for every
        # instantiation, which refuses a call inside a larger expression: both copies skip it.
        lines = self.instrument("0")
        self.assertEqual(len(lines), 1, lines)
        self.assertIn(TWICE.format("skipped") + ": dependent (the template is instantiated "
                      "differently by src/all.cc: skipped: dependent (the type depends on a "
                      "template parameter and the call is inside a larger expression "
                      "(temporaries of its operands, the object expression and the arguments, "
                      "would die before the expression ends)); src/unit.cc: [value] or [lambda])",
                      lines[0])
        self.check_programs("5 0\n", 0)
        # With it, both judge more<int> alike.
        lines = self.instrument("0", "--header-instances")
        self.assertEqual(lines, ["src/unit.cc:8:49: " + TWICE.format("instrumented") + " [value]"])
        self.check_programs("5 0\n", 1)

    def test_units_that_take_different_forms_agree_on_the_lambda_form(self):
        # unit.cc makes only more<int>, which takes the value form; all.cc makes more<Box> too,
        # which takes the reference form, and so takes the lambda form, exact for both. unit.cc
        # has it too: the one copy takes it.
        lines = self.instrument("more(Box{3})", "--header-instances")
        self.assertEqual(lines, ["src/unit.cc:8:49: " + TWICE.format("instrumented") + " [lambda]"])
        self.check_programs("5 4\n", 1, 2)

    def test_an_instantiation_the_lambda_does_not_suit_skips_the_call_in_every_unit(self):
        # more<const char *> converts its argument to a std::string temporary that twice's result
        # refers to: the lambda form would let it die, and all.cc's more<int> takes another form
        # than the reference form. No form suits all.cc, so unit.cc's copy skips the call too
        # (there is only one copy).
        lines = self.instrument("more(\"ab\")", "--header-instances")
        self.assertEqual(len(lines), 1, lines)
        self.assertIn(TWICE.format("skipped") + ": dependent (the template is instantiated "
                      "differently by src/all.cc: skipped: dependent (the type depends on a "
                      "template parameter and where it is an lvalue of type const std::string, a "
                      "temporary of its operands would die before the full-expression ends); "
                      "src/unit.cc: [value] or [lambda])", lines[0])
        self.check_programs("5 3\n", 0)

    def test_units_with_copies_of_their_own_judge_by_their_own_instantiations(self):
        # Runs of one source each with --header-dir (the launcher's, the CMake module's): each
        # unit's copy is named by its text's digest, so each judges make.h's dependent calls by
        # the instantiations it makes. a.cpp makes use<int>: make<int>(i) inside twice(...)
        # takes the value form. b.cpp makes use<X>: its X would need copy elision, which only
        # the lambda form keeps, and the lambda form's temporaries would die early there: skipped
        # with the reason. `T kept = make<T>(i)` takes the lambda form in both, as the text alone
        # decides it: a closure type is numbered in use<int>'s mangled names, which the linker
        # merges, so whether one is written must not depend on the unit.
        self.write("inc/make.h", MAKE_H)
        self.write("src/a.cpp", MAKE_A)
        self.write("src/b.cpp", MAKE_B)
        listings = {}
        for unit in ("a", "b"):
            options = ["--header-filter=make", "--header-dir=hd", "--output-dir=out",
                       "--capture=note", f"src/{unit}.cpp", "--", *FLAGS, "-Iinc"]
            r = run([OVERDUB, "--list-sites", *options], cwd=self.dir)
            self.assertEqual(r.returncode, 0, r.stderr)
            listings[unit] = r.stdout
            r = run([OVERDUB, *options], cwd=self.dir)
            self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn("inc/make.h:5:17: remark: instrumented 'make' [value]", listings["a"])
        self.assertIn("inc/make.h:5:17: remark: skipped 'make': dependent (the type depends on a "
                      "template parameter and the call is inside a larger expression "
                      "(temporaries of its operands, the object expression and the arguments, "
                      "would die before the expression ends); where it is a prvalue of type X, "
                      "only the lambda form is exact)", listings["b"])
        for unit in ("a", "b"):
            self.assertIn("inc/make.h:6:12: remark: instrumented 'make' [lambda]", listings[unit])
            self.assertIn("inc/make.h:5:11: remark: instrumented 'twice' [value]", listings[unit])
        self.assertEqual(len(os.listdir(os.path.join(self.dir, "hd"))), 2)
        # Without it, the rule for any instantiation: a call inside a larger expression is not.
        r = run([OVERDUB, "--header-filter=make", "--header-dir=hd2", "--header-instances=false",
                 "--list-sites", "src/a.cpp", "--", *FLAGS, "-Iinc"], cwd=self.dir)
        self.assertIn("inc/make.h:5:17: remark: skipped 'make': dependent", r.stdout)

        original = run(["g++", *FLAGS, "-Iinc", "src/a.cpp", "src/b.cpp", "-o", "plain"],
                       cwd=self.dir)
        self.assertEqual(original.returncode, 0, original.stderr)
        expected = run([os.path.join(self.dir, "plain")]).stdout
        self.assertEqual(expected, "7 10\n")
        for compiler in ("g++", "clang++-19"):
            p, trace = self.build_and_run(["out/src/a.cpp", "out/src/b.cpp"], compiler, "ab",
                                          "-Iinc")
            self.assertEqual((p.returncode, p.stdout), (0, expected))
            # Each site one row, though the two copies' tables differ (b.cpp's lacks make's).
            rows = run([REPORT, "--by-site", "--format=csv", trace]).stdout.splitlines()
            make_h = sorted(row.split(",")[0].rsplit("/", 1)[-1] + " " + row.split(",")[3]
                            for row in rows if "make.h" in row)
            self.assertEqual(make_h, ["make.h:5:11 2", "make.h:5:17 1", "make.h:6:12 2",
                                      "make.h:7:39 2"], rows)
            # And one list of slowest calls: both of note's, whichever copy made them.
            slowest = run([REPORT, "--slowest", "3", trace]).stdout
            self.assertEqual(slowest.count("make.h:7:39: use -> note"), 1, slowest)
            self.assertEqual(len(re.findall(r"  note\((2|3)\) = 0$", slowest, re.M)), 2, slowest)


if __name__ == "__main__":
    OVERDUB, REPORT, INCLUDE, RUNTIME = sys.argv[1:5]
    unittest.main(argv=sys.argv[:1] + sys.argv[5:], verbosity=2)
