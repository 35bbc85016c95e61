#!/usr/bin/env python3
"""overdub's clang-tidy-style options: output modes (--fix, --diff, --export-fixes applied with
clang-apply-replacements-19, --depfile, the shadow tree's compile_commands.json), config files,
selection filters and NOOVERDUB comments, gcc-written compile databases, determinism, and bad input.

    test_options.py <overdub> <include dir> <liboverdub_rt.a>"""
import json
import os
import shutil
import subprocess
import sys
import unittest

from project import ProjectTestCase, run

OVERDUB = INCLUDE = RUNTIME = None

SOURCE = """#include <vector>
#include "h.h"
int f(int x) { return x + 1; }
int main() {
  std::vector<int> v{1, 2, 3};
  int s = 0;
  for (unsigned i = 0; i < v.size(); ++i) s += f(v[i]);
  s += twice(f(1));  // NOOVERDUB
  // NOOVERDUBNEXTLINE
  s += f(2);
  // NOOVERDUBBEGIN
  s += f(3);
  // NOOVERDUBEND
  s += twice(4);
  return s == 28 ? 0 : 1;
}
"""
HEADER = "inline int twice(int x) { return 2 * x; }\n"


class Options(ProjectTestCase):
    def setUp(self):
        super().setUp()
        self.write("a.cpp", SOURCE)
        self.write("h.h", HEADER)

    def overdub(self, *args, cwd=None):
        return run([OVERDUB, *args], cwd=cwd or self.dir)

    def sites(self, *args):
        r = self.overdub("--list-sites", *args, "a.cpp", "--", "-std=c++17")
        self.assertEqual(r.returncode, 0, r.stderr)
        return r.stdout.splitlines()

    def build_and_run(self, source):
        exe = os.path.join(self.dir, "prog")
        c = run(["g++", "-std=c++17", "-Wall", "-Wextra", "-Werror", "-I", INCLUDE, "-I", self.dir,
                 source, RUNTIME, "-pthread", "-o", exe], cwd=self.dir)
        self.assertEqual(c.returncode, 0, c.stderr)
        trace = os.path.join(self.dir, "t.trace")
        if os.path.exists(trace):  # the runtime never overwrites a trace
            os.remove(trace)
        p = run([exe], env=dict(os.environ, OVERDUB_OUTPUT=trace, OVERDUB_THROTTLE="0"))
        self.assertEqual(p.returncode, 0)
        return os.path.exists(trace)

    def test_suppression_comments(self):
        lines = self.sites()
        suppressed = [l for l in lines if "suppressed" in l]
        self.assertEqual(len(suppressed), 4, lines)  # twice and f on line 8, f on 10 and 12
        self.assertTrue(all(":8:" in l or ":10:" in l or ":12:" in l for l in suppressed))
        self.assertTrue(any(":14:8: remark: instrumented 'twice'" in l for l in lines), lines)

    def test_filters_and_presets(self):
        lines = self.sites("--preset=std-accessors")
        self.assertIn("a.cpp:7:28: remark: skipped 'std::vector<int>::size': excluded (by preset "
                      "std-accessors)", lines)
        lines = self.sites("--include-callee=^twice$")
        self.assertEqual([l for l in lines if "instrumented" in l],
                         ["a.cpp:14:8: remark: instrumented 'twice' [value]"])
        lines = self.sites("--exclude-caller=^main$")
        self.assertFalse([l for l in lines if "instrumented" in l])
        self.assertIn("excluded (by --exclude-caller='^main$')", lines[0])
        r = self.overdub("--exclude-callee=(", "a.cpp", "--", "-std=c++17")
        self.assertEqual(r.returncode, 1)
        self.assertIn("invalid regular expression '('", r.stderr)
        r = self.overdub("--preset=nope", "a.cpp", "--")
        self.assertEqual(r.returncode, 1)
        self.assertIn("unknown preset 'nope' (known: std-accessors)", r.stderr)

    def test_file_filters_leave_sources_as_they_are(self):
        r = self.overdub("--exclude-file=a\\.cpp$", "--output-dir=out", "a.cpp", "--", "-std=c++17")
        self.assertEqual(r.returncode, 0, r.stderr)
        # Compiled from the shadow tree, it keeps its own name (__FILE__, messages).
        text = self.read("out/a.cpp")
        self.assertTrue(text.startswith('#line 1 "a.cpp"\n'))
        self.assertTrue(text.endswith('#endif\n#line 1 "a.cpp"\n' + SOURCE))

    def test_config_file_discovery_and_command_line(self):
        self.write(".overdub.yaml", "ExcludeCallees: ['^f$']\n")
        lines = self.sites()
        self.assertFalse([l for l in lines if "instrumented 'f'" in l])
        # --config-file replaces the discovered file; the command line adds to it.
        self.write("other.yaml", "Presets: [std-accessors]\n")
        lines = self.sites("--config-file=other.yaml", "--exclude-callee=^twice$")
        self.assertTrue([l for l in lines if "instrumented 'f'" in l])
        # (the preset leaves std::vector's accessors out, not its constructor `v{1, 2, 3}`)
        self.assertFalse([l for l in lines if "instrumented 'twice'" in l or
                          "instrumented 'std::vector<int>::" in l])
        dump = self.overdub("--dump-config", "--config={Quiet: true}", "--exclude-callee=x", "a.cpp",
                            "--")
        self.assertEqual(dump.returncode, 0, dump.stderr)
        self.assertIn("ExcludeCallees:\n  - x\n", dump.stdout)
        self.assertIn("Quiet:           true", dump.stdout)
        bad = self.overdub("--config={Nope: 1}", "a.cpp", "--")
        self.assertEqual(bad.returncode, 1)
        self.assertIn("unknown key 'Nope'", bad.stderr)
        self.write("broken.yaml", "ExcludeCallees: [\n")
        bad = self.overdub("--config-file=broken.yaml", "a.cpp", "--")
        self.assertEqual(bad.returncode, 1)
        self.assertIn("invalid configuration in broken.yaml", bad.stderr)
        missing = self.overdub("--config-file=missing.yaml", "a.cpp", "--")
        self.assertEqual(missing.returncode, 1)
        self.assertIn("cannot read the configuration 'missing.yaml'", missing.stderr)

    def test_fix_is_atomic_and_idempotent(self):
        r = self.overdub("--fix", "a.cpp", "--", "-std=c++17")
        self.assertEqual(r.returncode, 0, r.stderr)
        once = self.read("a.cpp")
        self.assertIn("#include <overdub/overdub.h>", once)
        self.assertFalse(once.startswith("#line"))  # in place: no leading #line
        self.assertIn('#include "h.h"', once)       # quoted includes still resolve in place
        r = self.overdub("--fix", "a.cpp", "--", "-std=c++17")
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn("already instrumented by overdub, left as is", r.stderr)
        self.assertEqual(self.read("a.cpp"), once)
        self.assertEqual(self.overdub("--fix", "--quiet", "a.cpp", "--", "-std=c++17").stderr, "")
        # A source that only mentions the prelude's text is instrumented as usual.
        self.write("m.cpp", '#include <cstring>\n'
                   'bool f(const char *t) { return std::strstr(t, "#include <overdub/overdub.h>\\n'
                   'static unsigned overdub_") != nullptr; }\nint main() { return f(""); }\n')
        r = self.overdub("m.cpp", "--", "-std=c++17")
        self.assertEqual((r.returncode, r.stderr), (0, ""))
        self.assertIn("::overdub::Span", r.stdout)
        self.assertTrue(self.build_and_run("a.cpp"))
        self.assertEqual([n for n in os.listdir(self.dir) if n.startswith("a.cpp") and n != "a.cpp"], [])

    def test_diff_applies_with_patch(self):
        r = self.overdub("--diff", "a.cpp", "--", "-std=c++17")
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertTrue(r.stdout.startswith("--- a/a.cpp\n+++ b/a.cpp\n@@ -1,"), r.stdout[:80])
        self.write("a.diff", r.stdout)
        p = run(["patch", "-s", "-p1", "-i", "a.diff"], cwd=self.dir)
        self.assertEqual(p.returncode, 0, p.stderr)
        # The patched file is what --fix writes.
        self.write("fixed/a.cpp", SOURCE)
        self.write("fixed/h.h", HEADER)
        fixed = self.overdub("--fix", "a.cpp", "--", "-std=c++17", cwd=os.path.join(self.dir, "fixed"))
        self.assertEqual(fixed.returncode, 0, fixed.stderr)
        self.assertEqual(self.read("a.cpp"), self.read("fixed/a.cpp"))

    def test_export_fixes_applied_equal_output_dir(self):
        shutil.copytree(self.dir, self.dir + "-fixes")
        fixes_dir = self.dir + "-fixes"
        try:
            r = self.overdub("--export-fixes=fixes.yaml", "a.cpp", "--", "-std=c++17", cwd=fixes_dir)
            self.assertEqual((r.returncode, r.stdout), (0, ""), r.stderr)
            a = run(["clang-apply-replacements-19", fixes_dir])
            self.assertEqual(a.returncode, 0, a.stderr)
            with open(os.path.join(fixes_dir, "a.cpp")) as f:
                applied = f.read()
        finally:
            shutil.rmtree(fixes_dir)
        r = self.overdub("--output-dir=out", "a.cpp", "--", "-std=c++17")
        self.assertEqual(r.returncode, 0, r.stderr)
        shadow = self.read("out/a.cpp")
        first, rest = shadow.split("\n", 1)
        self.assertEqual(first, '#line 1 "a.cpp"')
        # Apart from its leading #line, and its quoted include made absolute for the copy
        # elsewhere (in place the include still resolves).
        self.assertEqual(applied, rest.replace('#include "%s/h.h"' % self.dir, '#include "h.h"'))

    def test_depfile_and_shadow_database(self):
        r = self.overdub("--output-dir=out", "--depfile=out/a.d", "a.cpp", "--", "-std=c++17")
        self.assertEqual(r.returncode, 0, r.stderr)
        dep = self.read("out/a.d")
        target, deps = dep.split(":", 1)
        self.assertEqual(target, os.path.join(self.dir, "out", "a.cpp"))
        listed = deps.replace("\\\n", " ").split()
        self.assertEqual(listed[0], os.path.join(self.dir, "a.cpp"))
        self.assertIn(os.path.join(self.dir, "h.h"), listed)
        self.assertTrue(any(d.endswith("/vector") for d in listed))
        db = json.loads(self.read("out/compile_commands.json"))
        self.assertEqual(len(db), 1)
        self.assertEqual(db[0]["file"], os.path.join(self.dir, "out", "a.cpp"))
        self.assertIn("-I" + INCLUDE, db[0]["arguments"])
        self.assertFalse([a for a in db[0]["arguments"] if a.startswith("--driver-mode")])
        # A second run for another file merges into the same database.
        self.write("b.cpp", "int g() { return 1; }\nint main() { return g() - 1; }\n")
        self.overdub("--output-dir=out", "b.cpp", "--", "-std=c++17")
        db = json.loads(self.read("out/compile_commands.json"))
        self.assertEqual(sorted(os.path.basename(e["file"]) for e in db), ["a.cpp", "b.cpp"])
        # The shadow database compiles the shadow file (syntax only, with Clang's driver).
        entry = [e for e in db if e["file"].endswith("a.cpp")][0]
        args = ["clang++-19"] + entry["arguments"][1:] + ["-I", self.dir, "-fsyntax-only"]
        c = run(args, cwd=entry["directory"])
        self.assertEqual(c.returncode, 0, c.stderr)
        bad = self.overdub("--depfile=a.d", "a.cpp", "--")
        self.assertEqual(bad.returncode, 1)
        self.assertIn("--depfile needs --output-dir or --fix", bad.stderr)

    def test_gcc_database_flags_and_removed_args(self):
        db = [{"directory": self.dir, "file": "a.cpp",
               "arguments": ["g++", "-std=c++17", "-fno-aggressive-loop-optimizations",
                             "-fconcepts-diagnostics-depth=3", "-Wduplicated-cond",
                             "-fmy-own-flag", "-c", "a.cpp"]}]
        self.write("build/compile_commands.json", json.dumps(db))
        r = self.overdub("-p", "build", "--removed-arg=-fmy-*", "a.cpp")
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(r.stderr, "")
        self.assertIn("::overdub::Span", r.stdout)
        # The shadow database keeps the user's command (g++ would reject Clang's --driver-mode).
        r = self.overdub("-p", "build", "--removed-arg=-fmy-*", "--output-dir=out", "a.cpp")
        self.assertEqual(r.returncode, 0, r.stderr)
        args = json.loads(self.read("out/compile_commands.json"))[0]["arguments"]
        self.assertEqual(args[0], "g++")
        self.assertFalse([a for a in args if a.startswith("--driver-mode")], args)
        # A flag Clang does not know is dropped with a warning naming it, once.
        r = self.overdub("-p", "build", "a.cpp")
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(r.stderr, "overdub: warning: Clang does not know the flag '-fmy-own-flag': "
                                   "ignored (--removed-arg=-fmy-own-flag says so quietly)\n")
        self.assertIn("::overdub::Span", r.stdout)

    def test_source_missing_from_the_database_takes_a_neighbours_flags(self):
        # Clang infers `<neighbour's flags> -- n.cpp` for a source the database does not list;
        # overdub's own flags must go before that `--`, not be read as file names.
        db = [{"directory": self.dir, "file": "a.cpp",
               "arguments": ["g++", "-std=c++17", "-DFROM_DB=1", "-c", "a.cpp"]}]
        self.write("build/compile_commands.json", json.dumps(db))
        self.write("n.cpp", "int one() { return FROM_DB; }\nint main() { return one() - 1; }\n")
        r = self.overdub("-p", "build", "n.cpp")
        self.assertEqual((r.returncode, r.stderr), (0, ""))
        self.assertIn("Span{overdub_n_", r.stdout)

    def test_precompiled_headers_are_read_from_their_header(self):
        # CMake's commands for clang++: the .pch (not built yet when overdub runs first) and the
        # header it comes from, both as frontend flags; and the driver's own -include-pch.
        self.write("pch.hxx", "inline int from_pch() { return 1; }\n")
        self.write("p.cpp", "int main() { return from_pch() - 1; }\n")
        for flags in (["-Xclang", "-include-pch", "-Xclang", "missing.pch", "-Xclang", "-include",
                       "-Xclang", "pch.hxx"],
                      ["-include-pch", "missing.pch", "-include", "pch.hxx"]):
            r = self.overdub("p.cpp", "--", "-std=c++17", *flags)
            self.assertEqual(r.returncode, 0, r.stderr)
            self.assertIn("Span{overdub_p_", r.stdout)

    def test_missing_database(self):
        r = self.overdub("-p", "nowhere", "a.cpp")
        self.assertEqual((r.returncode, r.stdout), (1, ""))
        self.assertIn("no compile_commands.json in 'nowhere'", r.stderr)
        self.write("build/compile_commands.json", "[{]")
        r = self.overdub("-p", "build", "a.cpp")
        self.assertEqual((r.returncode, r.stdout), (1, ""))
        self.assertIn("compile_commands.json", r.stderr)

    def test_path_prefix_map_and_determinism(self):
        outs = []
        for _ in range(2):
            r = self.overdub(f"--path-prefix-map={self.dir}=/src", os.path.join(self.dir, "a.cpp"),
                             "--", "-std=c++17")
            self.assertEqual(r.returncode, 0, r.stderr)
            outs.append(r.stdout)
        self.assertEqual(outs[0], outs[1])
        self.assertIn('#line 1 "/src/a.cpp"', outs[0])
        self.assertIn('{"/src/a.cpp", "main", "f"', outs[0])
        bad = self.overdub("--path-prefix-map=nothing", "a.cpp", "--")
        self.assertEqual(bad.returncode, 1)
        self.assertIn("--path-prefix-map needs OLD=NEW", bad.stderr)

    def test_exclusive_modes_and_no_input(self):
        r = self.overdub("--fix", "--diff", "a.cpp", "--")
        self.assertEqual(r.returncode, 1)
        self.assertIn("exclude each other", r.stderr)
        r = self.overdub("--")
        self.assertEqual(r.returncode, 1)
        self.assertIn("no input files", r.stderr)

    def test_fix_refuses_an_unwritable_source_and_keeps_it(self):
        if os.geteuid() == 0:
            self.skipTest("root writes into read-only directories: run as a user to check this")
        os.chmod(self.dir, 0o555)
        try:
            r = self.overdub("--fix", "a.cpp", "--", "-std=c++17")
            self.assertEqual(r.returncode, 1)
            self.assertEqual(self.read("a.cpp"), SOURCE)
        finally:
            os.chmod(self.dir, 0o755)


if __name__ == "__main__":
    OVERDUB, INCLUDE, RUNTIME = sys.argv[1:4]
    unittest.main(argv=sys.argv[:1] + sys.argv[4:], verbosity=2)
