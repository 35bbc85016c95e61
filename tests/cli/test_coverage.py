#!/usr/bin/env python3
"""The coverage report: `overdub --stats` over the project's files (a source, an own header; a
third-party -isystem header outside the root, whose macro the source uses; a stringized
assert-like macro; a constant-context call), per directory, per skip reason with an example, in
JSON; scripts/site-stats.py gives the same report from --list-sites; the runs of a launcher build
written to OVERDUB_STATS_DIR and summed by --stats-merge, a header seen by both sources once.

    test_coverage.py <overdub> <overdub-launch> <include dir>"""
import json
import os
import sys
import unittest

from project import ProjectTestCase, run

OVERDUB = LAUNCH = INCLUDE = None
SITE_STATS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "scripts",
                          "site-stats.py")

THIRD_H = """#pragma once
#include <cstdlib>
inline bool check_impl(bool ok) { return ok; }
#define CHECK(x) (check_impl(static_cast<bool>(x)) ? (void)0 : std::abort())
"""
OWN_H = """#pragma once
inline int twice(int x) { return x + x; }
inline int quad(int x) { return twice(twice(x)); }
"""
MAIN_CPP = """#include <cstdio>
#define MY_CHECK(x) ((x) ? (void)0 : (std::fprintf(stderr, "failed: %s\\n", #x), std::abort()))
#include "own.h"
#include <check.h>
#define MY_ASSERT(...) MY_CHECK(__VA_ARGS__)
constexpr int sq(int x) { return x * x; }
int main() {
  constexpr int k = sq(3);
  MY_ASSERT(twice(2) == 4);
  CHECK(quad(1) == 4);
  std::printf("%d\\n", k + quad(1));
  return 0;
}
"""
OTHER_CPP = """#include "own.h"
int other() { return quad(2); }
"""
FLAGS = ["-std=c++17", "-Iinclude", "-isystem", "../third"]


class Coverage(ProjectTestCase):
    def setUp(self):
        super().setUp()
        self.root = os.path.join(self.dir, "proj")
        self.write("proj/.git/HEAD", "ref: refs/heads/main\n")
        self.write("third/check.h", THIRD_H)
        self.write("proj/include/own.h", OWN_H)
        self.write("proj/src/main.cpp", MAIN_CPP)
        self.write("proj/src/other.cpp", OTHER_CPP)

    def overdub(self, *args, env=None):
        r = run([OVERDUB, *args], cwd=self.root, env=env)
        self.assertEqual((r.returncode, r.stderr), (0, ""), args)
        return r.stdout

    def site_stats(self, *args):
        r = run([sys.executable, SITE_STATS, *args], cwd=self.root)
        self.assertEqual((r.returncode, r.stderr), (0, ""), args)
        return r.stdout

    def test_tokens_that_macros_make_count_as_the_macros_text(self):
        # `#` and `##` make tokens that no file holds: a call among them is the text of the macro
        # that made them, the project's (OWN_MAKE, defined in the source: its variant wraps the
        # text that makes the argument, `(W, #x)`) or a third party's (counted apart).
        self.write("third/make.h", "#pragma once\nstruct Named {\n  const char *n;\n"
                   "  explicit Named(const char *p) : n(p) {}\n};\n"
                   "#define THIRD_MAKE(x) Named third_##x(#x);\n")
        self.write("proj/src/made.cpp", "#include <make.h>\n#define OWN_MAKE(x) Named own_##x(#x);\n"
                   "int main() {\n  THIRD_MAKE(a)\n  OWN_MAKE(b)\n"
                   "  return third_a.n[0] + own_b.n[0] == 97 + 98 ? 0 : 1;\n}\n")
        text = self.overdub("--list-sites", "src/made.cpp", "--", *FLAGS)
        self.assertIn("src/made.cpp:4:3: remark: skipped 'Named': macro (in the body of THIRD_MAKE, "
                      "in a file that is not rewritten)\n", text)
        self.assertIn("src/made.cpp:5:3: remark: instrumented 'Named' [full-expression]\n", text)
        text = self.overdub("--stats", "src/made.cpp", "--", *FLAGS)
        self.assertEqual(text.splitlines()[:2], [
            "instrumented: 1 of 1 sites spelled in the project's files (100.0%)",
            "  2 sites in 1 files: 1 instrumented, 0 skipped; not counted: 0 forced skips, 1 in "
            "third-party macro bodies"])

    def test_the_report_of_a_run(self):
        text = self.overdub("--stats", "src/main.cpp", "--", *FLAGS)
        header = os.path.join(self.root, "include/own.h")
        # twice and quad in main, quad's two calls of twice in the header, the two calls in
        # MY_CHECK's body (the project's macro); not counted: sq (constant), CHECK's two calls
        # (third-party macro body); counted and skipped: twice in MY_ASSERT's __VA_ARGS__, which
        # MY_CHECK stringizes as its named parameter.
        self.assertEqual(text.splitlines()[:2], [
            "instrumented: 7 of 8 sites spelled in the project's files (87.5%)",
            "  11 sites in 2 files: 7 instrumented, 1 skipped; not counted: 1 forced skips, 2 in "
            "third-party macro bodies"])
        self.assertIn("\ninclude                                 2 / 2  100.0%\n"
                      "src                                     5 / 6   83.3%\n", text)
        self.assertIn("\n  macro-stringized               1  a stringized or pasted argument "
                      "that no variant keeps exact: --list-sites says why "
                      "(docs/skip-reasons.md#macro-stringized)\n"
                      "                                    e.g. src/main.cpp:9:13 'twice'\n", text)
        self.assertIn("\n  constant-context               1  forced: ", text)
        self.assertIn("e.g. src/main.cpp:8:21 'sq'\n", text)
        self.assertIn("\n  third-party macro bodies       2  calls in the bodies of other "
                      "projects' macros (docs/skip-reasons.md#third-party-macro-bodies)\n"
                      "                                    e.g. src/main.cpp:10:3 'check_impl'\n", text)
        self.assertNotIn(header + ":", text)  # an example from the first file in order

        stats = json.loads(self.overdub("--stats", "--format=json", "src/main.cpp", "--", *FLAGS))
        self.assertEqual({k: stats[k] for k in ("files", "sites", "instrumented", "eligible",
                                                "share", "skipped", "forced",
                                                "third_party_macro_bodies")},
                         {"files": 2, "sites": 11, "instrumented": 7, "eligible": 8,
                          "share": "87.5%", "skipped": 1, "forced": 1,
                          "third_party_macro_bodies": 2})
        self.assertEqual(stats["directories"], [
            {"directory": "include", "instrumented": 2, "eligible": 2, "share": "100.0%"},
            {"directory": "src", "instrumented": 5, "eligible": 6, "share": "83.3%"}])
        self.assertEqual([(x["reason"], x["class"], x["sites"], x["example"]["line"],
                           x["example"]["callee"]) for x in stats["reasons"]],
                         [("macro-stringized", "counted", 1, 9, "twice"),
                          ("constant-context", "forced", 1, 8, "sq"),
                          ("macro", "third-party", 2, 10, "check_impl")])

        # The script gives the same report from the listing, in both formats.
        self.write("proj/sites.txt", self.overdub("--list-sites", "src/main.cpp", "--", *FLAGS))
        self.assertEqual(json.loads(self.site_stats("--format=json", "sites.txt")), stats)
        self.assertEqual(self.site_stats("sites.txt"), text)

    def launch(self, *sources):
        # Compiles src/<source>.cpp through the launcher, each run's sites into the stats
        # directory, which it returns.
        stats_dir = os.path.join(self.dir, "stats")
        env = dict(os.environ, OVERDUB=OVERDUB, OVERDUB_INCLUDE_DIR=INCLUDE,
                   OVERDUB_STATS_DIR=stats_dir)
        env.pop("OVERDUB_FLAGS", None)
        for source in sources:
            r = run([LAUNCH, "g++", *FLAGS, "-c", "src/%s.cpp" % source, "-o", source + ".o"],
                    cwd=self.root, env=env)
            self.assertEqual((r.returncode, r.stderr), (0, ""))
        return stats_dir

    def test_a_launcher_build_summed(self):
        stats_dir = self.launch("main", "other")
        self.assertEqual(len([n for n in os.listdir(stats_dir) if n.endswith(".sites")]), 2)
        merged = json.loads(self.overdub("--stats-merge", stats_dir, "--format=json"))
        # main's 11 sites, other's quad call: own.h's two sites once, though both runs list them.
        self.assertEqual((merged["files"], merged["sites"], merged["instrumented"],
                          merged["eligible"], merged["share"]), (3, 12, 8, 9, "88.9%"))
        self.assertEqual(merged["directories"], [
            {"directory": "include", "instrumented": 2, "eligible": 2, "share": "100.0%"},
            {"directory": "src", "instrumented": 6, "eligible": 7, "share": "85.7%"}])
        self.assertEqual(json.loads(self.site_stats("--format=json", stats_dir)), merged)
        self.assertEqual(self.site_stats(stats_dir),
                         self.overdub("--stats-merge", stats_dir))
        # A build again replaces each run's file.
        self.launch("other")
        self.assertEqual(len(os.listdir(stats_dir)), 2)

    def test_templates_no_unit_instantiates_are_told_apart(self):
        # Each unit has its own copy of the header and judges its dependent calls by its own
        # instantiations: `used` is instantiated by one.cpp only, `unused` by none.
        self.write("proj/include/tpl.h", "#pragma once\n"
                   "template <class T> T make(int i) { return T(i); }\n"
                   "inline int twice(int x) { return 2 * x; }\n"
                   "template <class T> int unused(int i) { return twice(make<T>(i)) + 1; }\n"
                   "template <class T> int used(int i) { return twice(make<T>(i)) + 1; }\n")
        self.write("proj/src/one.cpp", '#include "tpl.h"\nint one() { return used<int>(1); }\n')
        self.write("proj/src/two.cpp", '#include "tpl.h"\nint two() { return twice(2); }\n')
        stats_dir = self.launch("one", "two")
        merged = json.loads(self.overdub("--stats-merge", stats_dir, "--format=json"))
        dependent = [x for x in merged["reasons"] if x["reason"] == "dependent"]
        # unused's two calls, in both listings; used's, skipped by two.cpp only, are not such.
        self.assertEqual([(x["sites"], x.get("never_instantiated")) for x in dependent], [(2, 2)])
        self.assertIn("\n" + " " * 36 + "2 of them in templates no translation unit instantiates "
                      "(no code of theirs runs)\n", self.overdub("--stats-merge", stats_dir))
        self.assertEqual(json.loads(self.site_stats("--format=json", stats_dir)), merged)
        self.assertEqual(self.site_stats(stats_dir), self.overdub("--stats-merge", stats_dir))

    def test_a_callee_two_compiles_spell_differently_counts_once(self):
        # The header's namespace is a macro each source sets: its calls are first::one in one run
        # and second::one in the other, at the same file, line and column.
        self.write("proj/include/named.h", "#pragma once\nnamespace NS {\n"
                   "inline int one() { return 1; }\n"
                   "inline int both() { return one() + one(); }\n}\n")
        for name in ("first", "second"):
            self.write("proj/src/%s.cpp" % name, '#define NS %s\n#include "named.h"\n'
                       "int %s_both() { return %s::both(); }\n" % (name, name, name))
        stats_dir = self.launch("first", "second")
        merged = json.loads(self.overdub("--stats-merge", stats_dir, "--format=json"))
        # named.h's two calls of one(), once; each source's call of both().
        self.assertEqual((merged["files"], merged["sites"], merged["instrumented"]), (3, 4, 4))
        self.assertEqual(json.loads(self.site_stats("--format=json", stats_dir)), merged)


if __name__ == "__main__":
    OVERDUB, LAUNCH, INCLUDE = sys.argv[1:4]
    unittest.main(argv=sys.argv[:1] + sys.argv[4:], verbosity=2)
