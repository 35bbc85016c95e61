#!/usr/bin/env python3
"""--header-filter and --exclude-header-filter: headers instrumented once for every translation
unit that includes them, their copies found through redirected includes, translation units that
disagree on a header refused, and the headers that cannot take a prelude left as they are.

    test_headers.py <overdub> <overdub-report> <include dir> <liboverdub_rt.a>"""
import json
import os
import re
import shutil
import subprocess
import sys
import unittest

from project import ProjectTestCase, run

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "runtime"))
import tracefile  # noqa: E402

OVERDUB = REPORT = INCLUDE = RUNTIME = None

UTIL_H = """#ifndef PROJ_UTIL_H
#define PROJ_UTIL_H
#include <string>
#include "detail.h"
inline int twice(int x) { return detail::add(x, x); }
template <class T> T thrice(T x) { return detail::add(detail::add(x, x), x); }
struct Greeter {
  std::string name;
  std::string greet() const { return "hello " + name; }
};
#endif
"""
DETAIL_H = """#pragma once
namespace detail {
inline int add(int a, int b) { return a + b; }
}
"""
A_CPP = """#include <proj/util.h>
#include <cstdio>
int from_b();
int main() {
  Greeter g{"a"};
  std::printf("%d %d %s %d\\n", twice(2), thrice(3), g.greet().c_str(), from_b());
  return 0;
}
"""
B_CPP = """#include "../include/proj/util.h"
int from_b() { return twice(10) + thrice(1); }
"""
SHAPE_H = """#pragma once
struct Shape { virtual ~Shape() {} virtual long area() const = 0; };
struct Box : Shape { long area() const override { return 4; } };
inline long area_of(const Shape &s) { return s.area(); }
"""
D_CPP = """#include <proj/shape.h>
#include <cstdio>
struct Disc : Shape { long area() const override { return 3; } };
long from_c();
int main() {
  long total = from_c() + area_of(Disc()) + area_of(Box()) + from_c() - 3;
  std::printf("%ld\\n", total);
}
"""
FLAGS = ["-std=c++17", "-Iinclude"]
STRICT = ["-Wall", "-Wextra", "-Werror", "-pedantic-errors"]



OBJECTS_H = """#pragma once
#include <cstdio>
#include <string>
#include <vector>
struct Counted {
  static int moves;
  int v = 1;
  Counted() = default;
  Counted(Counted &&o) : v(o.v) { ++moves; }
  int get() const & { return v; }
  int get() && { return v + 100; }
  const Counted *self() const { return this; }
  explicit operator bool() const & { return false; }
  explicit operator bool() && { return true; }
};
inline int Counted::moves = 0;
template <class T> T make() { return T(); }
template <class T> T *find(std::vector<T> &v) { return v.data(); }
template <class T> int use(std::vector<T> &v) {
  int a = make<T>().get();
  int b = (make<T>()).self()->get();
  int c = find(v)->get() + a;
  const auto &r = make<T>().v;
  int d = 0;
  if (make<T>()) d = 1000;
  int e = make<T>() ? 10000 : 0;
  return a + b + c + r + d + e;
}
"""

class Headers(ProjectTestCase):
    def setUp(self):
        super().setUp()
        self.write("include/proj/util.h", UTIL_H)
        self.write("include/proj/detail.h", DETAIL_H)
        self.write("src/a.cpp", A_CPP)
        self.write("src/b.cpp", B_CPP)

    def overdub(self, *args):
        return run([OVERDUB, *args], cwd=self.dir)

    def database(self, sources=("src/a.cpp", "src/b.cpp"), flags=FLAGS):
        entries = [{"directory": self.dir, "file": s,
                    "arguments": ["g++", *flags, "-c", s, "-o", os.path.basename(s) + ".o"]}
                   for s in sources]
        self.write("src/c1.cpp", "#include <cfg.h>\nint c1() { return one(); }\n")
        self.write("compile_commands.json", json.dumps(entries))

    def build(self, sources, compiler, out):
        objects = []
        for s in sources:
            obj = os.path.join(self.dir, out + "-" + os.path.basename(s) + ".o")
            r = run([compiler, *FLAGS, *STRICT, "-I" + INCLUDE, "-c", s, "-o", obj], cwd=self.dir)
            self.assertEqual(r.returncode, 0, f"{compiler} {s}:\n{r.stderr}")
            objects.append(obj)
        exe = os.path.join(self.dir, out)
        r = run([compiler, *objects, RUNTIME, "-pthread", "-o", exe])
        self.assertEqual(r.returncode, 0, r.stderr)
        return exe

    def test_shared_header_is_written_once_and_its_calls_are_traced(self):
        self.database()
        r = self.overdub("-p", ".", "--header-filter=/include/", "--output-dir=out",
                         "src/a.cpp", "src/b.cpp")
        self.assertEqual(r.returncode, 0, r.stderr)
        util = self.read("out/include/proj/util.h")
        absolute = os.path.join(self.dir, "include/proj/util.h")
        self.assertRegex(util, f'^#line 1 "{absolute}"\n#define overdub_util_\\w+_digest 0x[0-9a-f]{{15}}\n'
                               '#ifndef overdub_util_')
        self.assertIn("Span{overdub_util_", util)
        # Both sources include the copy, however they found the header.
        copy = os.path.join(self.dir, "out/include/proj/util.h")
        self.assertIn(f'#include "{copy}"', self.read("out/src/a.cpp"))
        self.assertIn(f'#include "{copy}"', self.read("out/src/b.cpp"))
        self.assertIn(f'#include "{os.path.join(self.dir, "out/include/proj/detail.h")}"', util)
        # The shadow database names the sources only.
        db = json.loads(self.read("out/compile_commands.json"))
        self.assertEqual(sorted(os.path.relpath(e["file"], self.dir) for e in db),
                         ["out/src/a.cpp", "out/src/b.cpp"])
        original = self.build(["src/a.cpp", "src/b.cpp"], "g++", "original")
        expected = run([original]).stdout
        self.assertEqual(expected, "4 9 hello a 23\n")
        for compiler in ("g++", "clang++-19"):
            exe = self.build(["out/src/a.cpp", "out/src/b.cpp"], compiler, "instrumented-" + compiler)
            trace = os.path.join(self.dir, compiler + ".trace")
            r = run([exe], env=dict(os.environ, OVERDUB_OUTPUT=trace))
            self.assertEqual(r.stdout, expected)
            r = run([REPORT, "--format=csv", "--by-site", trace])
            self.assertEqual(r.returncode, 0, r.stderr)
            # detail::add is called from twice() in the header (twice(2), twice(10)), and as the
            # return operand of the template thrice() (the full-expression form: thrice(3),
            # thrice(1)); its call inside that larger expression is dependent and stays skipped.
            rows = [l.split(",") for l in r.stdout.splitlines() if "detail::add" in l]
            self.assertTrue(rows, r.stdout)
            self.assertTrue(all(absolute in ",".join(row) for row in rows), rows)
            self.assertEqual(sum(int(row[header_index(r.stdout, "calls")]) for row in rows), 4)
            # One table per program, however many units include the header: the trace describes
            # each of its sites once, and the program holds one copy of it.
            table = int(re.search(r"static const ::overdub::Site sites\[(\d+)\];", util).group(1))
            described = [s for s in tracefile.Trace(trace).sites.values() if s[0] == absolute]
            self.assertEqual(len(described), table, described)
            symbols = run(["nm", "-C", exe]).stdout
            self.assertEqual(len(re.findall(r"_sites_tables<void>::sites$", symbols, re.M)), 1, symbols)
            self.assertNotRegex(symbols, r" [dDrRbB] overdub_util_\w+_(sites|state)$")

    def test_copies_with_the_same_sites_share_one_table(self):
        # One source at a time (the module, the launcher): a.cpp finds the headers as system
        # headers, b.cpp as its own. Their copies differ (the system-header pragma, the paths of
        # the copies they include), their sites do not: the program holds one table per header.
        for source, flags in (("src/a.cpp", ["-isystem", "include"]), ("src/b.cpp", ["-Iinclude"])):
            r = self.overdub("--project-root=.", "--header-dir=headers", "--output-dir=out",
                             source, "--", "-std=c++17", *flags)
            self.assertEqual((r.returncode, r.stderr), (0, ""))
        copies = sorted(os.path.relpath(os.path.join(d, f), self.dir)
                        for d, _, fs in os.walk(os.path.join(self.dir, "headers")) for f in fs)
        self.assertEqual(len(copies), 4, copies)
        for compiler in ("g++", "clang++-19"):
            exe = self.build(["out/src/a.cpp", "out/src/b.cpp"], compiler, "shared-" + compiler)
            trace = os.path.join(self.dir, compiler + ".trace")
            r = run([exe], env=dict(os.environ, OVERDUB_OUTPUT=trace))
            self.assertEqual(r.stdout, "4 9 hello a 23\n")
            path = os.path.join(self.dir, "include/proj/util.h")
            t = tracefile.Trace(trace)
            described = [t.positions[i] for i, s in t.sites.items() if s[0] == path]
            self.assertTrue(described)
            self.assertEqual(len(described), len(set(described)), sorted(described))
            symbols = run(["nm", "-C", exe]).stdout
            tables = re.findall(r"overdub_util_\w+_tables<void>::sites$", symbols, re.M)
            self.assertEqual(len(tables), 1, symbols)

    def test_a_headers_virtual_calls_record_their_targets(self):
        # The header's table holds its sites' target caches and registers them (one per program),
        # so that the runtime can empty them when a library is unloaded.
        self.write("include/proj/shape.h", SHAPE_H)
        self.write("src/c.cpp", '#include <proj/shape.h>\nlong from_c() { return area_of(Box()); }\n')
        self.write("src/d.cpp", D_CPP)
        r = self.overdub("--header-filter=/include/", "--output-dir=out", "src/c.cpp", "src/d.cpp",
                         "--", "-std=c++17", "-Iinclude")
        self.assertEqual((r.returncode, r.stderr), (0, ""))
        shape = self.read("out/include/proj/shape.h")
        self.assertRegex(shape, r"Registration \w+_tables<T>::registration\{\w+_tables<T>::sites, "
                                r"\w+_tables<T>::targets\};")
        path = os.path.join(self.dir, "include/proj/shape.h")
        for compiler in ("g++", "clang++-19"):
            exe = self.build(["out/src/c.cpp", "out/src/d.cpp"], compiler, "shapes-" + compiler)
            trace = os.path.join(self.dir, compiler + ".trace")
            r = run([exe], env=dict(os.environ, OVERDUB_OUTPUT=trace))
            self.assertEqual(r.stdout, "12\n")
            r = run([REPORT, "--by-target", "--format=csv", trace])
            self.assertEqual(r.returncode, 0, r.stderr)
            rows = [l for l in r.stdout.splitlines() if path in l]
            self.assertEqual(len(rows), 2, r.stdout)  # one site, two targets
            self.assertTrue(any("Box::area" in l for l in rows), rows)
            self.assertTrue(any("Disc::area" in l for l in rows), rows)

    def test_a_headers_captured_enumerations_are_named_once_per_program(self):
        # The header's table holds the names of the enumerations its sites capture, registered
        # once per program like its sites; the report names the values.
        self.write("include/proj/mode.h", "#pragma once\nenum class Mode { Slow = 1, Fast = 2 };\n"
                   "inline int pick(Mode m) { return static_cast<int>(m); }\n"
                   "inline int run(Mode m) { return pick(m) * 10; }\n")
        self.write("src/e.cpp", "#include <proj/mode.h>\nint from_e() { return run(Mode::Fast); }\n")
        self.write("src/f.cpp", '#include <proj/mode.h>\n#include <cstdio>\nint from_e();\n'
                   'int main() { std::printf("%d\\n", from_e() + run(Mode::Slow)); }\n')
        r = self.overdub("--header-filter=/include/", "--output-dir=out", "--capture=^pick$",
                         "src/e.cpp", "src/f.cpp", "--", "-std=c++17", "-Iinclude")
        self.assertEqual((r.returncode, r.stderr), (0, ""))
        mode = self.read("out/include/proj/mode.h")
        self.assertRegex(mode, r"ValueNamesRegistration \w+_tables<T>::values_registration\{"
                               r"\w+_tables<T>::values\};")
        for compiler in ("g++", "clang++-19"):
            exe = self.build(["out/src/e.cpp", "out/src/f.cpp"], compiler, "modes-" + compiler)
            trace = os.path.join(self.dir, compiler + ".trace")
            r = run([exe], env=dict(os.environ, OVERDUB_OUTPUT=trace))
            self.assertEqual(r.stdout, "30\n")
            log = run([REPORT, "--format=events", trace]).stdout
            self.assertIn("pick(Mode::Fast) = 2", log)
            self.assertIn("pick(Mode::Slow) = 1", log)
            symbols = run(["nm", "-C", exe]).stdout
            self.assertEqual(len(re.findall(r"_tables<void>::values$", symbols, re.M)), 1, symbols)

    def test_a_value_the_including_units_record_differently_is_left_out(self):
        # std::string is complete where t1 includes the header and only declared where t2 does
        # (<iosfwd>): t2 cannot record count's argument, so the one copy records it in neither,
        # and says why (the report shows its type); count's result is recorded in both.
        self.write("include/text.h", "#ifndef TEXT_H\n#define TEXT_H\n#include <iosfwd>\n"
                   "int count(const std::string &s);\n"
                   "inline int twice(const std::string &s) { return count(s) * 2; }\n#endif\n")
        self.write("src/t1.cpp", "#include <string>\n#include <text.h>\n"
                   "int count(const std::string &s) { return static_cast<int>(s.size()); }\n"
                   "int t1() { return twice(\"abc\"); }\n")
        self.write("src/t2.cpp", "#include <text.h>\nint t2(const std::string &s) { return twice(s); }\n")
        self.write("src/t3.cpp", "#include <cstdio>\n#include <string>\nint t1();\n"
                   "int t2(const std::string &s);\n"
                   "int main() { std::printf(\"%d\\n\", t1() + t2(\"hello\")); }\n")
        sources = ["src/t1.cpp", "src/t2.cpp", "src/t3.cpp"]
        options = ["--header-filter=/include/", "--capture=^count$"]
        r = self.overdub(*options, "--output-dir=out", *sources, "--", *FLAGS)
        self.assertEqual((r.returncode, r.stderr), (0, ""))
        text = self.read("out/include/text.h")
        self.assertIn("result_value", text)
        self.assertNotIn("arg_value", text)
        r = self.overdub(*options, "--list-sites", *sources, "--", *FLAGS)
        header = os.path.join(self.dir, "include/text.h")
        self.assertRegex(r.stdout, re.escape(header) + r":5:\d+: .*'count'.*argument 1: the "
                         r"translation units that include this file record it differently")
        for compiler in ("g++", "clang++-19"):
            exe = self.build(["out/" + s for s in sources], compiler, "text-" + compiler)
            trace = os.path.join(self.dir, compiler + ".trace")
            r = run([exe], env=dict(os.environ, OVERDUB_OUTPUT=trace))
            self.assertEqual(r.stdout, "16\n")
            log = run([REPORT, "--format=events", trace]).stdout
            self.assertIn("count(<std::string>) = 3", log)
            self.assertIn("count(<std::string>) = 5", log)

    def test_dependent_calls_of_a_header_follow_the_rule_for_every_instantiation(self):
        # A header's template may be instantiated by translation units outside the run: its
        # dependent calls take the lambda form only where it is exact whatever the types. The
        # same template in the main file is judged by its instantiations, all made there.
        body = ("template <class T> long biggest(T t) { long m = std::max<long>(t, 5L); return m; }\n"
                "template <class T> T twice(T x) { return x + x; }\n"
                "template <class T> T more(T t) { return twice(t) + 1; }\n")
        self.write("include/tmpl.h", "#pragma once\n#include <algorithm>\n" + body)
        self.write("src/h.cpp", "#include <tmpl.h>\n#include <cstdio>\n"
                   "int main() { std::printf(\"%ld %d\\n\", biggest(3), more(2)); }\n")
        self.write("src/m.cpp", "#include <algorithm>\n#include <cstdio>\n" + body +
                   "int main() { std::printf(\"%ld %d\\n\", biggest(3), more(2)); }\n")
        header = os.path.join(self.dir, "include/tmpl.h")
        r = self.overdub("--header-filter=tmpl", "--list-sites", "--output-dir=out", "src/h.cpp",
                         "--", "-std=c++17", "-Iinclude")
        self.assertEqual(r.returncode, 0, r.stderr)
        # The lambda form would let the reference std::max returns into its temporary operand
        # dangle; the full-expression form leaves the call, and the temporaries, in place.
        self.assertIn(f"{header}:3:49: remark: instrumented 'std::max' [full-expression]", r.stdout)
        self.assertIn(f"{header}:5:41: remark: skipped 'twice': dependent (the type depends on a "
                      "template parameter and the call is inside a larger expression", r.stdout)
        r = self.overdub("--list-sites", "--output-dir=out", "src/m.cpp", "--", "-std=c++17")
        self.assertEqual(r.returncode, 0, r.stderr)
        # Each instantiation takes one form as a call of its own, in place: std::max's result,
        # a reference to converted operands, is read before they die.
        self.assertIn("src/m.cpp:3:49: remark: instrumented 'std::max' [reference]", r.stdout)
        self.assertIn("src/m.cpp:5:41: remark: instrumented 'twice' [value]", r.stdout)
        for source in ("h", "m"):
            exe = os.path.join(self.dir, source)
            c = run(["clang++-19", "-std=c++17", *STRICT, "-I" + INCLUDE, "-Iinclude",
                     f"out/src/{source}.cpp", RUNTIME, "-pthread", "-o", exe], cwd=self.dir)
            self.assertEqual((c.returncode, c.stderr), (0, ""))
            r = run([exe], env=dict(os.environ, OVERDUB_OUTPUT=os.devnull))
            self.assertEqual((r.returncode, r.stdout), (0, "5 5\n"))

    def test_dependent_objects_of_member_calls_and_arrows_in_a_header(self):
        # `make<T>().get()`, `find(v)->get()`, `if (make<T>())`: a class result is materialized
        # there whatever T is, so the reference form is exact for every instantiation, also
        # where other translation units instantiate the header. Not `const auto &r =
        # make<T>().v`: the reference keeps the temporary alive, the wrapper's would not.
        self.write("include/objects.h", OBJECTS_H)
        self.write("src/objects.cpp", "#include <objects.h>\nint main() {\n"
                   "  std::vector<Counted> v(1);\n  int n = use(v);\n"
                   "  std::printf(\"%d %d\\n\", n, Counted::moves);\n}\n")
        header = os.path.join(self.dir, "include/objects.h")
        r = self.overdub("--header-filter=objects", "--list-sites", "--output-dir=out",
                         "src/objects.cpp", "--", "-std=c++17", "-Iinclude")
        self.assertEqual(r.returncode, 0, r.stderr)
        for line, column in ((20, 11), (21, 11), (21, 12), (22, 11), (25, 7), (26, 11)):
            self.assertRegex(r.stdout, f"{header}:{line}:{column}: remark: instrumented "
                                       r"'(make|find|<dependent type>::self)' \[materialized\]")
        self.assertIn(f"{header}:23:19: remark: skipped 'make': dependent", r.stdout)
        for compiler in ("g++", "clang++-19"):
            exe = os.path.join(self.dir, "objects-" + compiler)
            c = run([compiler, "-std=c++17", *STRICT, "-I" + INCLUDE, "-Iinclude",
                     "out/src/objects.cpp", RUNTIME, "-pthread", "-o", exe], cwd=self.dir)
            self.assertEqual((c.returncode, c.stderr), (0, ""))
            trace = os.path.join(self.dir, compiler + ".trace")
            r = run([exe], env=dict(os.environ, OVERDUB_OUTPUT=trace))
            # get() && and bool() && on the prvalues, no move: as the original.
            self.assertEqual((r.returncode, r.stdout), (0, "11205 0\n"))
            r = run([REPORT, "--format=csv", trace])
            calls = {row.split(",")[0]: row.split(",")[1] for row in r.stdout.splitlines()[1:]}
            self.assertEqual((calls.get("make"), calls.get("find")), ("4", "1"), r.stdout)

    def test_copies_that_differ_in_skipped_branches_are_merged(self):
        # c1 takes the #ifdef branch, c2 the #else: one copy wraps the calls of both, and each
        # translation unit compiles only its own branch (cfg() is static: an inline function
        # defined differently by two translation units is the program's own ODR violation). The
        # same source compiled twice, with
        # and without EXTRA, is merged the same way.
        self.write("include/cfg.h", "#ifndef CFG_H\n#define CFG_H\ninline int one() { return 1; }\n"
                   "static int cfg() {\n#ifdef EXTRA\n  return one() + one();\n#else\n"
                   "  return one();\n#endif\n}\n#endif\n")
        self.write("src/c1.cpp", "#define EXTRA\n#include <cfg.h>\nint c1() { return cfg(); }\n")
        self.write("src/c2.cpp", "#include <cfg.h>\n#include <cstdio>\nint c1();\n"
                   "int main() { std::printf(\"%d %d\\n\", c1(), cfg()); }\n")
        r = self.overdub("--header-filter=cfg", "--output-dir=out", "--list-sites", "src/c1.cpp",
                         "src/c2.cpp", "--", "-Iinclude")
        self.assertEqual(r.returncode, 0, r.stderr)
        cfg = os.path.join(self.dir, "include/cfg.h")
        for line in (f"{cfg}:6:10: remark: instrumented 'one' [value]",
                     f"{cfg}:6:18: remark: instrumented 'one' [value]",
                     f"{cfg}:8:10: remark: instrumented 'one' [value]"):
            self.assertIn(line, r.stdout)
        exe = self.build(["out/src/c1.cpp", "out/src/c2.cpp"], "g++", "merged")
        trace = os.path.join(self.dir, "merged.trace")
        r = run([exe], env=dict(os.environ, OVERDUB_OUTPUT=trace))
        self.assertEqual(r.stdout, "2 1\n")
        r = run([REPORT, "--format=csv", trace])
        self.assertIn("\none,3,", r.stdout)
        entries = [{"directory": self.dir, "file": "src/c1.cpp",
                    "arguments": ["g++", "-Iinclude", *extra, "-c", "src/c1.cpp", "-o", out]}
                   for extra, out in (([], "plain.o"), (["-DMORE"], "more.o"))]
        self.write("include/cfg.h", "#ifndef CFG_H\n#define CFG_H\ninline int one() { return 1; }\n"
                   "#ifdef MORE\ninline int more() { return one(); }\n#endif\n#endif\n")
        self.write("src/c1.cpp", "#include <cfg.h>\nint c1() { return one(); }\n")
        self.write("compile_commands.json", json.dumps(entries))
        r = self.overdub("-p", ".", "--header-filter=cfg", "--output-dir=twice", "--stats", "src/c1.cpp")
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn("Span{overdub_cfg_", self.read("twice/include/cfg.h"))
        # Compiled once with the header as a system header (-isystem: never instrumented) and
        # once not: the source's copy goes back to including the original, which its include
        # guard keeps from being read twice beside the copy. A #pragma once header cannot.
        for guard, ok in (("#ifndef CFG_H\n#define CFG_H\n", True), ("#pragma once\n", False)):
            self.write("include/cfg.h", guard + "inline int one() { return 1; }\n" +
                       ("#endif\n" if ok else ""))
            entries = [{"directory": self.dir, "file": "src/c1.cpp",
                        "arguments": ["g++", flag, "include", "-c", "src/c1.cpp", "-o", out]}
                       for flag, out in (("-I", "user.o"), ("-isystem", "system.o"))]
            self.write("compile_commands.json", json.dumps(entries))
            r = self.overdub("-p", ".", "--header-filter=cfg", "--output-dir=sys", "src/c1.cpp")
            if ok:
                self.assertEqual(r.returncode, 0, r.stderr)
                self.assertIn("#include <cfg.h>\n", self.read("sys/src/c1.cpp"))
                for flag in ("-I", "-isystem"):
                    c = run(["g++", flag, "include", "-I" + INCLUDE, *STRICT, "-c", "sys/src/c1.cpp",
                             "-o", os.devnull], cwd=self.dir)
                    self.assertEqual(c.returncode, 0, c.stderr)
            else:
                self.assertEqual(r.returncode, 1)
                self.assertIn("(compiled to user.o): the #include of line 1 names", r.stderr)
                self.assertIn("(a header without include guard)", r.stderr)
                self.assertIn("(compiled to system.o): the #include of line 1 stays as written",
                              r.stderr)

    def test_translation_units_that_disagree_on_a_call_leave_it_alone(self):
        # pick(1) is a reference in c1 and a value in c2: no one wrapper is right for both, the
        # call as written is (it was refused with the whole header before).
        self.write("include/cfg.h", "#ifndef CFG_H\n#define CFG_H\n#ifdef EXTRA\n"
                   "inline const int &pick(const int &x) { return x; }\n#else\n"
                   "inline int pick(int x) { return x; }\n#endif\n"
                   "inline int cfg() { return pick(1) + 1; }\n#endif\n")
        self.write("src/c1.cpp", "#define EXTRA\n#include <cfg.h>\nint c1() { return cfg(); }\n")
        self.write("src/c2.cpp", "#include <cfg.h>\nint c2() { return cfg(); }\n")
        r = self.overdub("--header-filter=cfg", "--output-dir=out", "src/c1.cpp", "src/c2.cpp",
                         "--", "-Iinclude")
        self.assertEqual((r.returncode, r.stderr), (0, ""))
        cfg = os.path.join(self.dir, "include/cfg.h")
        self.assertIn("inline int cfg() { return pick(1) + 1; }", self.read("out/include/cfg.h"))
        r = self.overdub("--header-filter=cfg", "--list-sites", "src/c1.cpp", "src/c2.cpp",
                         "--", "-Iinclude")
        self.assertIn(f"{cfg}:8:27: remark: skipped 'pick': compiles-differ (the compiles differ: "
                      "src/c1.cpp: [reference]; src/c2.cpp: [value])", r.stdout)
        for source in ("c1", "c2"):
            compiled = run(["g++", "-Iinclude", "-I" + INCLUDE, *STRICT, "-c",
                            f"out/src/{source}.cpp", "-o", os.devnull], cwd=self.dir)
            self.assertEqual(compiled.returncode, 0, compiled.stderr)
        # One run per source (as build steps run them): the source compiled with the copy the
        # other one wrote fails, naming the header.
        for source in ("src/c1.cpp", "src/c2.cpp"):
            r = self.overdub("--header-filter=cfg", "--output-dir=steps", source, "--", "-Iinclude")
            self.assertEqual(r.returncode, 0, r.stderr)
        compiled = {source: run(["g++", "-Iinclude", "-I" + INCLUDE, *STRICT, "-c",
                                 f"steps/src/{source}.cpp", "-o", os.devnull], cwd=self.dir)
                    for source in ("c1", "c2")}
        self.assertEqual(compiled["c2"].returncode, 0, compiled["c2"].stderr)
        self.assertNotEqual(compiled["c1"].returncode, 0)
        self.assertIn("cfg.h: the instrumented copy included here is not the one this source was "
                      "instrumented with", compiled["c1"].stderr)
        # Left out, the header is no trouble.
        r = self.overdub("--header-filter=cfg", "--exclude-header-filter=cfg\\.h$", "--output-dir=out2",
                         "src/c1.cpp", "src/c2.cpp", "--", "-Iinclude")
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertFalse(os.path.exists(os.path.join(self.dir, "out2/include/cfg.h")))

    def test_system_headers_and_excluded_headers_are_left_alone(self):
        r = self.overdub("--header-filter=.*", "--exclude-header-filter=detail", "--list-sites",
                         "src/a.cpp", "--", *FLAGS)
        self.assertEqual(r.returncode, 0, r.stderr)
        files = {line.split(":")[0] for line in r.stdout.splitlines()}
        self.assertEqual(files, {"src/a.cpp", os.path.join(self.dir, "include/proj/util.h")})

    def test_headers_that_cannot_take_a_prelude_are_left_as_they_are(self):
        # Included inside a namespace, and entered twice (no guard): a prelude cannot go there.
        self.write("include/inner.h", "inline int inner() { return 7; }\n"
                   "inline int outer() { return inner(); }\n")
        self.write("include/twice.h", "ITEM(first)\nITEM(second)\n")
        self.write("src/n.cpp", "#include <cstdio>\nnamespace ns {\n#include <inner.h>\n}\n"
                   "#define ITEM(x) int x() { return std::puts(#x); }\n#include <twice.h>\n#undef ITEM\n"
                   "#define ITEM(x) x();\nint main() {\n#include <twice.h>\n  return ns::outer() - 7;\n}\n")
        r = self.overdub("--header-filter=include/", "--output-dir=out", "src/n.cpp", "--",
                         "-Iinclude")
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn("include/inner.h: included inside a declaration of another file, left as is",
                      r.stderr)
        self.assertIn("include/twice.h: entered 2 times by src/n.cpp, left as is", r.stderr)
        self.assertFalse(os.path.exists(os.path.join(self.dir, "out/include/inner.h")))
        self.assertFalse(os.path.exists(os.path.join(self.dir, "out/include/twice.h")))
        exe = os.path.join(self.dir, "n")
        r = run(["g++", "-Iinclude", "-I" + INCLUDE, *STRICT, "out/src/n.cpp", RUNTIME, "-pthread",
                 "-o", exe], cwd=self.dir)
        self.assertEqual(r.returncode, 0, r.stderr)
        r = run([exe], env=dict(os.environ, OVERDUB_OUTPUT=os.path.join(self.dir, "n.trace")))
        self.assertEqual((r.returncode, r.stdout), (0, "first\nsecond\n"))
        # inner.h's call is listed, skipped; counted once, instrumented, where another source of
        # the run instruments the header.
        r = self.overdub("--header-filter=include/", "--list-sites", "src/n.cpp", "--", "-Iinclude")
        self.assertRegex(r.stdout, r"include/inner.h:2:\d+: remark: skipped 'ns::inner': "
                         r"header-left-as-is \(included inside a declaration of another file\)")
        self.write("src/o.cpp", "#include <inner.h>\nint other() { return outer(); }\n")
        for sources, instrumented in ((["src/n.cpp"], "instrumented: 1 of 2 sites"),
                                      (["src/n.cpp", "src/o.cpp"], "instrumented: 3 of 3 sites")):
            r = self.overdub("--header-filter=include/", "--stats", *sources, "--", "-Iinclude")
            self.assertEqual(r.returncode, 0, r.stderr)
            self.assertIn(instrumented, r.stdout)

    def test_a_header_whose_default_arguments_later_definitions_inherit_is_instrumented(self):
        # Definitions in other files (a source, another header) inherit the header's default
        # arguments: those are the header's text, not code inside the other file's declarations.
        self.write("include/node.h", "#pragma once\nint fresh();\nvoid reset(int x = fresh());\n"
                   "struct Node {\n  int v = 0;\n  void assign(int x = fresh());\n"
                   "  template <class T> T as(T d = T(fresh())) const;\n"
                   "  bool defined() const { return fresh() > 0; }\n};\n"
                   "#include \"node_impl.h\"\n")
        self.write("include/node_impl.h", "#pragma once\n#include \"node.h\"\n"
                   "inline void Node::assign(int x) { v = x; }\n"
                   "template <class T> T Node::as(T d) const { return v ? T(v) : d; }\n")
        self.write("src/node.cpp", "#include <node.h>\n#include <cstdio>\n"
                   "int fresh() { return 5; }\nvoid reset(int x) { std::printf(\"%d\\n\", x); }\n"
                   "int main() {\n  Node n;\n  reset();\n  n.assign();\n"
                   "  return n.defined() && n.as<long>() == 5 ? 0 : 1;\n}\n")
        r = self.overdub("--header-filter=include/", "--output-dir=out", "src/node.cpp", "--",
                         "-Iinclude")
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertNotIn("left as is", r.stderr)
        with open(os.path.join(self.dir, "out/include/node.h")) as f:
            self.assertIn("return ::overdub::Span", f.read().replace("  ", " "))
        exe = os.path.join(self.dir, "node")
        r = run(["g++", "-Iinclude", "-I" + INCLUDE, *STRICT, "out/src/node.cpp", RUNTIME,
                 "-pthread", "-o", exe], cwd=self.dir)
        self.assertEqual(r.returncode, 0, r.stderr)
        trace = os.path.join(self.dir, "node.trace")
        r = run([exe], env=dict(os.environ, OVERDUB_OUTPUT=trace))
        self.assertEqual((r.returncode, r.stdout), (0, "5\n"))
        r = run([REPORT, trace, "--by-site"])
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertRegex(r.stdout, r"node\.h:8:\d+")  # fresh() in Node::defined

    def test_a_header_entered_again_inside_its_own_guard_is_instrumented(self):
        # As {fmt}'s format.h with FMT_HEADER_ONLY: lib.h includes lib-inl.h inside its guard,
        # which includes lib.h again (skipped whole by the guard, which is defined by then). Both
        # are instrumented, in a shadow tree and as copies named by content (which include each
        # other: one name for the two). again.h is entered a second time with its guard
        # undefined: left as is.
        self.write("include/lib.h", "// lib\n#ifndef LIB_H\n#define LIB_H\n"
                   "inline int base() { return 2; }\nint twice();\n"
                   "#ifdef LIB_HEADER_ONLY\n#include \"lib-inl.h\"\n#endif\n#endif  // LIB_H\n")
        self.write("include/lib-inl.h", "#ifndef LIB_INL_H\n#define LIB_INL_H\n#include \"lib.h\"\n"
                   "#include \"util.h\"\ninline int twice() { return one() * base() + base(); }\n"
                   "#endif\n")
        self.write("include/util.h", "#ifndef UTIL_H\n#define UTIL_H\ninline int id(int x) { return x; }\n"
                   "inline int one() { return id(1); }\n#endif\n")
        self.write("include/again.h", "#ifndef AGAIN_H\n#define AGAIN_H\n"
                   "inline int again() { return 1; }\n#endif\n")
        self.write("src/h.cpp", "#include <again.h>\n#undef AGAIN_H\n#define again again2\n"
                   "#include <again.h>\n#undef again\n#include <lib.h>\n#include <lib-inl.h>\n"
                   "int main() { return twice() + again() + again2() == 6 ? 0 : 1; }\n")
        for out, copies in (("out", []), ("out-copies", ["--header-dir=headers"])):
            r = self.overdub("--header-filter=include/", *copies, "--output-dir=" + out,
                             "src/h.cpp", "--", "-Iinclude", "-DLIB_HEADER_ONLY")
            self.assertEqual(r.returncode, 0, r.stderr)
            self.assertNotIn("lib.h: entered", r.stderr)
            self.assertIn("include/again.h: entered 2 times by src/h.cpp, left as is", r.stderr)
            self.assertFalse(os.path.exists(os.path.join(self.dir, out, "include/again.h")))
            exe = os.path.join(self.dir, out, "h")
            r = run(["g++", "-Iinclude", "-DLIB_HEADER_ONLY", "-I" + INCLUDE, *STRICT,
                     out + "/src/h.cpp", RUNTIME, "-pthread", "-o", exe], cwd=self.dir)
            self.assertEqual(r.returncode, 0, r.stderr)
            trace = os.path.join(self.dir, out, "h.trace")
            r = run([exe], env=dict(os.environ, OVERDUB_OUTPUT=trace))
            self.assertEqual(r.returncode, 0, r.stderr)
            # (The runtime's own sites are described in every trace.)
            files = {os.path.relpath(os.path.join(self.dir, s[0]), self.dir)
                     for s in tracefile.Trace(trace).sites.values()
                     if s[0] != tracefile.RUNTIME_FILE}
            self.assertEqual(files, {"src/h.cpp", "include/lib-inl.h", "include/util.h"}, files)
        copies = {}
        for d, _, fs in os.walk(os.path.join(self.dir, "headers")):
            for f in fs:
                variant = os.path.relpath(d, os.path.join(self.dir, "headers")).split(os.sep)[0]
                self.assertRegex(variant, "^[0-9a-f]{16}$")
                copies[f] = variant
        self.assertEqual(sorted(copies), ["lib-inl.h", "lib.h", "util.h"])
        self.assertEqual(copies["lib.h"], copies["lib-inl.h"])
        self.assertNotEqual(copies["lib.h"], copies["util.h"])

    def test_headers_also_read_through_files_left_as_they_are(self):
        # lib/ is not instrumented. once.h (#pragma once) is first included by the source, then
        # by lib/other.h: the original would follow the copy, so it is left as is. guarded.h
        # shares its guard with its copy: instrumented. first.h is entered through lib/: the
        # compiler reads the original there, so it is left as is. inner.h is included by once.h,
        # which is now left as is, and by the source: left as is too.
        self.write("inc/once.h", "#pragma once\n#include <inner.h>\ninline int one() { return 1; }\n"
                   "inline int once() { return one(); }\n")
        self.write("inc/inner.h", "#pragma once\ninline int four() { return 4; }\n"
                   "inline int inner() { return four(); }\n")
        self.write("inc/guarded.h", "#ifndef GUARDED_H\n#define GUARDED_H\n"
                   "inline int two() { return 2; }\ninline int guarded() { return two(); }\n#endif\n")
        self.write("inc/first.h", "#pragma once\ninline int three() { return 3; }\n"
                   "inline int first() { return three(); }\n")
        self.write("lib/other.h", "#pragma once\n#include <once.h>\n#include <guarded.h>\n"
                   "#include <first.h>\ninline int other() { return once() + guarded() + first(); }\n")
        self.write("src/m.cpp", "#include <once.h>\n#include <guarded.h>\n#include <other.h>\n"
                   "#include <inner.h>\nint main() { return other() == 6 && inner() == 4 ? 0 : 1; }\n")
        r = self.overdub("--header-filter=/inc/", "--output-dir=out", "src/m.cpp", "--",
                         "-Iinc", "-Ilib")
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn("inc/once.h: also included by lib/other.h, which is not instrumented, and it "
                      "has no include guard that the instrumented copy would share: left as is",
                      r.stderr)
        self.assertIn("inc/inner.h: also included by inc/once.h, which is not instrumented",
                      r.stderr)
        self.assertIn("inc/first.h: first included by lib/other.h, which is not instrumented, "
                      "left as is", r.stderr)
        self.assertNotIn("guarded.h", r.stderr)
        self.assertEqual(sorted(os.listdir(os.path.join(self.dir, "out/inc"))), ["guarded.h"])
        exe = os.path.join(self.dir, "m")
        r = run(["g++", "-Iinc", "-Ilib", "-I" + INCLUDE, *STRICT, "out/src/m.cpp", RUNTIME,
                 "-pthread", "-o", exe], cwd=self.dir)
        self.assertEqual(r.returncode, 0, r.stderr)
        trace = os.path.join(self.dir, "m.trace")
        r = run([exe], env=dict(os.environ, OVERDUB_OUTPUT=trace))
        self.assertEqual(r.returncode, 0)
        r = run([REPORT, "--format=csv", trace])
        self.assertIn("\ntwo,1,", r.stdout)
        # Their calls are listed and counted, skipped, each with why its header is left.
        r = self.overdub("--header-filter=/inc/", "--list-sites", "src/m.cpp", "--", "-Iinc", "-Ilib")
        self.assertEqual(r.returncode, 0, r.stderr)
        for header, callee, why in (
                ("once.h:4", "one", "also included by lib/other.h, which is not instrumented, "
                 "with no include guard its copy would share"),
                ("inner.h:3", "four", "also included by inc/once.h, which is not instrumented"),
                ("first.h:3", "three", "first included by lib/other.h, which is not instrumented")):
            self.assertRegex(r.stdout, re.escape(header) + r":\d+: remark: skipped '" + callee +
                             "': header-left-as-is \\(" + re.escape(why))
        self.assertRegex(r.stdout, r"guarded.h:4:\d+: remark: instrumented 'two'")
        r = self.overdub("--header-filter=/inc/", "--stats", "src/m.cpp", "--", "-Iinc", "-Ilib")
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn("instrumented: 3 of 6 sites", r.stdout)
        self.assertRegex(r.stdout, r"header-left-as-is +3 ")

    def test_a_carrier_left_as_is_is_not_listed_but_the_header_it_carries_is(self):
        # wrap/ is not instrumented (by default options, as a bundled library's headers would
        # not be). carrier.h carries the includes to inc/h.h; wrap/other.h
        # includes the carrier too, which has no include guard its copy would share: the carrier
        # is left as is, and h.h, which it includes, with it. Only h.h's calls are the project's
        # to count: the carrier's are none of the filters' choosing.
        self.write("inc/h.h", "#pragma once\ninline int leaf() { return 2; }\n"
                   "inline int h() { return leaf(); }\n")
        self.write("wrap/carrier.h", "#pragma once\n#include <h.h>\ninline int c() { return h(); }\n")
        self.write("wrap/other.h", "#pragma once\n#include <carrier.h>\n"
                   "inline int other() { return c(); }\n")
        self.write("src/m.cpp", "#include <carrier.h>\n#include <other.h>\n"
                   "int main() { return other() == 2 ? 0 : 1; }\n")
        args = ["--project-root=.", "--exclude-header-filter=/wrap/", "src/m.cpp", "--", "-Iinc", "-Iwrap"]
        r = self.overdub("--output-dir=out", *args)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn("wrap/carrier.h: also included by wrap/other.h", r.stderr)
        self.assertIn("inc/h.h: also included by wrap/carrier.h", r.stderr)
        self.assertFalse(os.path.exists(os.path.join(self.dir, "out/inc")))
        exe = os.path.join(self.dir, "m")
        r = run(["g++", "-Iinc", "-Iwrap", "-I" + INCLUDE, *STRICT, "out/src/m.cpp", RUNTIME,
                 "-pthread", "-o", exe], cwd=self.dir)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(run([exe], env=dict(os.environ, OVERDUB_OUTPUT=exe + ".trace")).returncode, 0)
        r = self.overdub("--list-sites", *args)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertRegex(r.stdout, r"h\.h:3:\d+: remark: skipped 'leaf': header-left-as-is \("
                         r"also included by wrap/carrier\.h, which is not instrumented")
        self.assertNotRegex(r.stdout, r"carrier\.h:\d+:\d+: remark")
        self.assertRegex(r.stdout, r"m\.cpp:3:\d+: remark: instrumented 'other'")
        r = self.overdub("--stats", *args)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn("instrumented: 1 of 2 sites", r.stdout)
        # The user's selection comes first, as in a header that is instrumented.
        self.write("inc/h.h", "#pragma once\ninline int leaf() { return 2; }\n"
                   "inline int h() { return leaf(); }\n"
                   "inline int q() { return leaf(); }  // NOOVERDUB\n"
                   "inline int r() { return h(); }\n")
        r = self.overdub("--list-sites", "--exclude-callee=^h$", *args)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertRegex(r.stdout, r"h\.h:3:\d+: remark: skipped 'leaf': header-left-as-is")
        self.assertRegex(r.stdout, r"h\.h:4:\d+: remark: skipped 'leaf': suppressed")
        self.assertRegex(r.stdout, r"h\.h:5:\d+: remark: skipped 'h': excluded")

    def test_in_place_modes_write_headers_once(self):
        args = ["--header-filter=proj/util", "src/a.cpp", "src/b.cpp", "--", *FLAGS]
        r = self.overdub("--export-fixes=fixes.yaml", *args)
        self.assertEqual(r.returncode, 0, r.stderr)
        r = self.overdub("--diff", *args)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(r.stdout.count("--- a/include/proj/util.h\n"), 1)
        patched = os.path.join(self.dir, "patched")
        shutil.copytree(os.path.join(self.dir, "src"), os.path.join(patched, "src"))
        shutil.copytree(os.path.join(self.dir, "include"), os.path.join(patched, "include"))
        p = subprocess.run(["patch", "-s", "-p1"], input=r.stdout, cwd=patched, text=True)
        self.assertEqual(p.returncode, 0)
        r = self.overdub("--fix", *args)
        self.assertEqual(r.returncode, 0, r.stderr)
        fixed = self.read("include/proj/util.h")
        self.assertIn("#ifndef overdub_util_", fixed)
        with open(os.path.join(patched, "include/proj/util.h")) as f:
            self.assertEqual(f.read(), fixed)
        # clang-apply-replacements-19 on a copy of the originals gives the same text.
        applied = os.path.join(self.dir, "applied")
        os.makedirs(os.path.join(applied, "include/proj"))
        with open(os.path.join(applied, "include/proj/util.h"), "w") as f:
            f.write(UTIL_H)
        os.makedirs(os.path.join(applied, "src"))
        for s, text in (("a.cpp", A_CPP), ("b.cpp", B_CPP)):
            with open(os.path.join(applied, "src", s), "w") as f:
                f.write(text)
        yaml = self.read("fixes.yaml").replace(self.dir + "/", applied + "/")
        with open(os.path.join(applied, "fixes.yaml"), "w") as f:
            f.write(yaml)
        r = run(["clang-apply-replacements-19", applied])
        self.assertEqual(r.returncode, 0, r.stderr)
        with open(os.path.join(applied, "include/proj/util.h")) as f:
            self.assertEqual(f.read(), fixed.replace(self.dir + "/", applied + "/"))
        # Instrumented in place, the header is not instrumented again.
        r = self.overdub("--fix", "--header-filter=proj/util", "src/a.cpp", "--", *FLAGS)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(self.read("include/proj/util.h"), fixed)

    def test_config_depfile_and_stdout(self):
        self.write(".overdub.yaml", "HeaderFilterRegex: 'proj/util\\.h$'\n")
        r = self.overdub("--dump-config", "src/a.cpp")
        self.assertIn("HeaderFilterRegex: 'proj/util\\.h$'", r.stdout)
        r = self.overdub("--output-dir=out", "--depfile=out.d", "src/a.cpp", "--", *FLAGS)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertTrue(os.path.exists(os.path.join(self.dir, "out/include/proj/util.h")))
        self.assertFalse(os.path.exists(os.path.join(self.dir, "out/include/proj/detail.h")))
        depfile = self.read("out.d")
        self.assertEqual(depfile.count(":"), 1, depfile)  # one rule: the source's
        self.assertIn(os.path.join(self.dir, "include/proj/util.h"), depfile)
        # On stdout only the source is printed; the header is said to be left out.
        r = self.overdub("src/a.cpp", "--", *FLAGS)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn("instrumented header not written", r.stderr)
        self.assertIn('#line 1 "src/a.cpp"', r.stdout)
        r = self.overdub("--header-filter=(", "--list-sites", "src/a.cpp", "--", *FLAGS)
        self.assertEqual(r.returncode, 1)
        self.assertIn("(", r.stderr)


# A library found through -isystem whose headers would not compile under STRICT if they were not
# system headers: an unused parameter (-Wextra), a zero-size array and a variable-length array
# (-pedantic-errors), in the header and in the one it includes beside it.
LIB_H = """#ifndef LIB_LIB_H
#define LIB_LIB_H
#include "detail.h"
#include <vector>
inline int helper(int unused) { int z[0]; (void)z; return 2; }
inline int lib(int x) {
  std::vector<int> v{helper(x), detail(x)};
  return v[0] + v[1];
}
#endif
"""
LIB_DETAIL_H = """#pragma once
inline int detail(int x) { int a[x]; (void)a; return x + 1; }
"""
SYS_CPP = """#include <lib/lib.h>
#include <cstdio>
int main() { std::printf("%d\\n", lib(3)); }
"""
SYSTEM_PRAGMA = "#if defined(__GNUC__) && __INCLUDE_LEVEL__ > 0\n#pragma GCC system_header\n#endif\n"


class SystemHeaders(ProjectTestCase):
    """--system-headers: headers found in system directories instrumented too, their copies still
    system headers; the toolchain's never."""

    def setUp(self):
        super().setUp()
        self.write("sys/lib/lib.h", LIB_H)
        self.write("sys/lib/detail.h", LIB_DETAIL_H)
        self.write("src/m.cpp", SYS_CPP)
        self.lib = os.path.join(self.dir, "sys/lib/lib.h")
        self.detail = os.path.join(self.dir, "sys/lib/detail.h")

    def overdub(self, *args):
        return run([OVERDUB, *args], cwd=self.dir)

    def compile(self, compiler, source, *flags, out=os.devnull):
        return run([compiler, "-std=c++17", *STRICT, "-I" + INCLUDE, source, *flags, "-o", out],
                   cwd=self.dir)

    def test_system_header_is_instrumented_only_with_the_flag(self):
        # The headers warn unless they are system headers.
        for compiler in ("g++", "clang++-19"):
            self.assertNotEqual(self.compile(compiler, "src/m.cpp", "-Isys", "-c").returncode, 0)
            self.assertEqual(self.compile(compiler, "src/m.cpp", "-isystem", "sys", "-c").returncode, 0)
        flags = ["--", "-std=c++17", "-isystem", "sys"]
        r = self.overdub("--header-filter=lib/", "--output-dir=plain", "--list-sites", "src/m.cpp", *flags)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual({l.split(":")[0] for l in r.stdout.splitlines()}, {"src/m.cpp"})
        self.assertFalse(os.path.exists(os.path.join(self.dir, "plain/sys")))
        self.assertIn("#include <lib/lib.h>\n", self.read("plain/src/m.cpp"))

        r = self.overdub("--system-headers", "--header-filter=lib/", "--output-dir=out", "--list-sites",
                         "src/m.cpp", *flags)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn(f"{self.lib}:7:22: remark: instrumented 'helper' [value]", r.stdout)
        self.assertIn(f"{self.lib}:7:33: remark: instrumented 'detail' [value]", r.stdout)
        lib = self.read("out/sys/lib/lib.h")
        # The pragma follows the #line (and the digest), before the site table and the text.
        self.assertRegex(lib, f'^#line 1 "{self.lib}"\n#define overdub_lib_\\w+_digest 0x[0-9a-f]+\n'
                         + SYSTEM_PRAGMA.replace("(", "\\(").replace(")", "\\)") + "#ifndef overdub_lib_")
        self.assertIn(f'#include "{os.path.join(self.dir, "out/sys/lib/detail.h")}"', lib)
        self.assertIn(SYSTEM_PRAGMA, self.read("out/sys/lib/detail.h"))
        copy = os.path.join(self.dir, "out/sys/lib/lib.h")
        self.assertIn(f'#include "{copy}"', self.read("out/src/m.cpp"))
        # Warning-free under -Werror -pedantic-errors with both compilers, traced.
        for compiler in ("g++", "clang++-19"):
            exe = os.path.join(self.dir, "m-" + compiler)
            c = self.compile(compiler, "out/src/m.cpp", "-isystem", "sys", RUNTIME, "-pthread", out=exe)
            self.assertEqual(c.returncode, 0, c.stderr)
            self.assertEqual(c.stderr, "")
            trace = os.path.join(self.dir, compiler + ".trace")
            r = run([exe], env=dict(os.environ, OVERDUB_OUTPUT=trace))
            self.assertEqual((r.returncode, r.stdout), (0, "6\n"))
            r = run([REPORT, "--format=csv", "--by-site", trace])
            self.assertEqual(r.returncode, 0, r.stderr)
            self.assertIn(f"{self.lib}:7:22", r.stdout)
            self.assertIn(f"{self.lib}:7:33", r.stdout)
            # Compiled on its own (a main file), the copy is no system header, as the original
            # was not, and the pragma says nothing.
            c = run([compiler, "-std=c++17", "-I" + INCLUDE, "-fsyntax-only", "-x", "c++",
                     "out/sys/lib/detail.h"], cwd=self.dir)
            self.assertNotIn("system_header", c.stderr)
        # Already instrumented, the copy is recognised as overdub's output.
        r = self.overdub("--system-headers", "--header-filter=lib/", "--list-sites", "out/sys/lib/lib.h",
                         "--", "-std=c++17", "-x", "c++")
        self.assertIn("already instrumented", r.stderr)
        # In place the header is found where it was: a system header exactly where the original
        # was, without the pragma.
        r = self.overdub("--system-headers", "--header-filter=lib/", "--fix", "src/m.cpp", *flags)
        self.assertEqual(r.returncode, 0, r.stderr)
        fixed = self.read("sys/lib/lib.h")
        self.assertTrue(fixed.startswith("#ifndef overdub_lib_"), fixed)
        self.assertNotIn("system_header", fixed)
        for compiler in ("g++", "clang++-19"):
            c = self.compile(compiler, "src/m.cpp", "-isystem", "sys", "-c")
            self.assertEqual((c.returncode, c.stderr), (0, ""))

    def test_the_toolchains_headers_are_never_instrumented(self):
        # Every header matches, the C++ standard library is named by -isystem too, and overdub's
        # runtime is included: only the project's system header is instrumented.
        self.write("src/m.cpp", "#include <overdub/overdub.h>\n" + SYS_CPP)
        stdlib = next(d for d in (os.path.join("/usr/include/c++", v) for v in os.listdir("/usr/include/c++"))
                      if os.path.exists(os.path.join(d, "vector")))
        r = self.overdub("--system-headers", "--header-filter=.*", "--output-dir=out", "--list-sites",
                         "src/m.cpp", "--", "-std=c++17", "-isystem", stdlib, "-isystem", "sys",
                         "-isystem", INCLUDE)
        self.assertEqual(r.returncode, 0, r.stderr)
        files = {l.split(":")[0] for l in r.stdout.splitlines()}
        self.assertEqual(files, {"src/m.cpp", self.lib})  # detail.h has no calls
        self.assertEqual(sorted(f for f in os.listdir(os.path.join(self.dir, "out"))
                                if not f.startswith(".")), ["compile_commands.json", "src", "sys"])
        self.assertEqual(sorted(os.listdir(os.path.join(self.dir, "out/sys/lib"))),
                         ["detail.h", "lib.h"])

    def test_headers_using_include_next_are_left_as_they_are(self):
        # wrap/lib.h adds to the lib.h that follows it in the include path: from a copy found by
        # absolute path, #include_next would search from the start.
        self.write("wrap/lib/lib.h", "#ifndef WRAP_LIB_H\n#define WRAP_LIB_H\n#include_next <lib/lib.h>\n"
                   "inline int wrapped(int x) { return lib(x) + 1; }\n#endif\n")
        self.write("src/m.cpp", "#include <lib/lib.h>\nint main() { return wrapped(3) == 7 ? 0 : 1; }\n")
        r = self.overdub("--system-headers", "--header-filter=lib/", "--output-dir=out", "src/m.cpp",
                         "--", "-std=c++17", "-isystem", "wrap", "-isystem", "sys")
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn("wrap/lib/lib.h: uses #include_next, which would search the include path from "
                      "elsewhere in a copy, left as is", r.stderr)
        self.assertIn("sys/lib/lib.h: first included by wrap/lib/lib.h, which is not instrumented, "
                      "left as is", r.stderr)
        self.assertFalse(os.path.exists(os.path.join(self.dir, "out/wrap")))
        c = self.compile("clang++-19", "out/src/m.cpp", "-isystem", "wrap", "-isystem", "sys", "-c")
        self.assertEqual(c.returncode, 0, c.stderr)

    def test_a_header_that_declares_itself_a_system_header(self):
        # Found through -I, own.h makes itself a system header: it is a user header, instrumented
        # without --system-headers, and after its pragma its includes are still redirected and
        # the calls in its stringized macro arguments call variants defined in its copy's prelude
        # (sib.h is found only beside it).
        self.write("inc/sub/own.h", "#pragma once\n#pragma GCC system_header\n#include \"sib.h\"\n"
                   "#include <cassert>\n"
                   "inline int own(int unused) { assert(sib() == 1); int z[0]; (void)z; return sib(); }\n")
        self.write("inc/sub/sib.h", "#pragma once\ninline int sib() { return 1; }\n")
        self.write("src/o.cpp", "#include <sub/own.h>\nint main() { return own(0) - 1; }\n")
        r = self.overdub("--header-filter=own", "--output-dir=out", "--list-sites", "src/o.cpp",
                         "--", "-std=c++17", "-Iinc")
        self.assertEqual(r.returncode, 0, r.stderr)
        own = os.path.join(self.dir, "inc/sub/own.h")
        self.assertIn(f"{own}:5:37: remark: instrumented 'sib' [value]", r.stdout)
        self.assertIn(f"{own}:5:76: remark: instrumented 'sib' [value]", r.stdout)
        copy = self.read("out/inc/sub/own.h")
        self.assertIn(f'#include "{os.path.join(self.dir, "inc/sub/sib.h")}"', copy)
        self.assertNotIn(SYSTEM_PRAGMA, copy)  # its own pragma is in the text
        self.assertIn("_assert(sib() == 1, ", copy)  # the variant of assert, the text as written
        for compiler in ("g++", "clang++-19"):
            c = self.compile(compiler, "out/src/o.cpp", "-Iinc", "-c")
            self.assertEqual((c.returncode, c.stderr), (0, ""))

    def test_macro_bodies_of_a_system_header(self):
        # A call in the body of a macro defined in a system header: with --macro-bodies it is
        # wrapped at the #define only when --system-headers lets the header be rewritten.
        self.write("sys/mac/mac.h", "#pragma once\ninline int base(int x) { return x * 2; }\n"
                   "#define MAC_TWICE(x) (base(x) + 0)\n")
        self.write("src/u.cpp", "#include <mac/mac.h>\nint main() { return MAC_TWICE(3) - 6; }\n")
        mac = os.path.join(self.dir, "sys/mac/mac.h")
        flags = ["--macro-bodies", "--header-filter=mac/", "--list-sites", "src/u.cpp",
                 "--", "-std=c++17", "-isystem", "sys"]
        r = self.overdub("--output-dir=plain", *flags)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertNotIn(mac, r.stdout)
        self.assertIn("skipped 'base': macro", r.stdout)
        r = self.overdub("--system-headers", "--output-dir=out", *flags)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn(f"{mac}:3:23: remark: instrumented 'base' [value]", r.stdout)
        for compiler in ("g++", "clang++-19"):
            exe = os.path.join(self.dir, "u-" + compiler)
            c = self.compile(compiler, "out/src/u.cpp", "-isystem", "sys", RUNTIME, "-pthread", out=exe)
            self.assertEqual((c.returncode, c.stderr), (0, ""))
            trace = os.path.join(self.dir, compiler + ".trace")
            r = run([exe], env=dict(os.environ, OVERDUB_OUTPUT=trace))
            self.assertEqual(r.returncode, 0, r.stderr)
            r = run([REPORT, "--format=csv", "--by-site", trace])
            self.assertIn(f"{mac}:3:23", r.stdout)

    def test_config_key_dump_config_and_a_header_found_both_ways(self):
        self.write(".overdub.yaml", "HeaderFilterRegex: 'lib/'\nSystemHeaders: true\n")
        r = self.overdub("--dump-config", "src/m.cpp")
        self.assertIn("SystemHeaders:   true", r.stdout)
        r = self.overdub("--dump-config", "--system-headers=false", "src/m.cpp")
        self.assertIn("SystemHeaders:   false", r.stdout)
        r = self.overdub("--system-headers=false", "--output-dir=off", "src/m.cpp", "--", "-isystem", "sys")
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertFalse(os.path.exists(os.path.join(self.dir, "off/sys")))
        # One compile finds the library through -I, the other through -isystem: one copy, a
        # system header for both (the -I compile loses the header's warnings, gains none).
        self.write("src/n.cpp", "#include <lib/lib.h>\nint n() { return lib(1); }\n")
        entries = [{"directory": self.dir, "file": s,
                    "arguments": ["g++", "-std=c++17", flag, "sys", "-c", s, "-o", s + ".o"]}
                   for s, flag in (("src/m.cpp", "-isystem"), ("src/n.cpp", "-I"))]
        self.write("compile_commands.json", json.dumps(entries))
        r = self.overdub("-p", ".", "--output-dir=out", "src/m.cpp", "src/n.cpp")
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn(SYSTEM_PRAGMA, self.read("out/sys/lib/lib.h"))
        for s, flag in (("m", "-isystem"), ("n", "-I")):
            c = self.compile("g++", f"out/src/{s}.cpp", flag, "sys", "-c")
            self.assertEqual(c.returncode, 0, c.stderr)


def header_index(csv, column):
    return csv.splitlines()[0].split(",").index(column)


if __name__ == "__main__":
    OVERDUB, REPORT, INCLUDE, RUNTIME = sys.argv[1:5]
    unittest.main(argv=sys.argv[:1] + sys.argv[5:], verbosity=2)
