#!/usr/bin/env python3
"""The project's own headers are instrumented by default: the root found from the first source
(.git or .overdub.yaml) or given, headers under it found through -I or -isystem, not those of
build directories, other repositories, the toolchain or outside the root; headers reached through
a generated header; one text whatever the order of the translation units; the launcher's
dependency files. (One source compiled under several flag sets: test_flag_sets.py.)

    test_project_headers.py <overdub> <overdub-launch> <include dir> <liboverdub_rt.a>"""
import glob
import json
import os
import shutil
import subprocess
import sys
import unittest

from project import ProjectTestCase, run

OVERDUB = LAUNCH = INCLUDE = RUNTIME = None

OWN_H = """#ifndef OWN_H
#define OWN_H
inline int twice(int x) { return x + x; }
inline int quad(int x) { return twice(twice(x)); }
#endif
"""
# Found through -isystem, under the root: the project's, and its warnings stay suppressed.
OWNSYS_H = """#pragma once
inline int unused_param(int x, int y) { return x; }
inline int thrice(int x) { return unused_param(x, 0) * 3; }
"""
THIRD_H = """#pragma once
inline int third_party(int x) { return x - 1; }
inline int third(int x) { return third_party(x); }
"""
MAIN_CPP = """#include <cstdio>
#include "own.h"
#include <ownsys.h>
#include <third.h>
int main() { std::printf("%d\\n", quad(1) + thrice(1) + third(1)); return 0; }
"""
FLAGS = ["-std=c++17", "-Iinclude", "-isystem", "sys", "-isystem", "../third"]
STRICT = ["-Wall", "-Wextra", "-Werror"]


class ProjectHeaders(ProjectTestCase):
    def setUp(self):
        super().setUp()
        self.root = os.path.join(self.dir, "proj")
        self.write("proj/.git/HEAD", "ref: refs/heads/main\n")
        self.write("proj/include/own.h", OWN_H)
        self.write("proj/sys/ownsys.h", OWNSYS_H)
        self.write("third/third.h", THIRD_H)
        self.write("proj/src/main.cpp", MAIN_CPP)

    def overdub(self, *args, cwd=None):
        return run([OVERDUB, *args], cwd=cwd or self.root)

    def listed_files(self, *args):
        r = self.overdub("--list-sites", *args)
        self.assertEqual(r.returncode, 0, r.stderr)
        return {line.split(":")[0] for line in r.stdout.splitlines()}, r

    def in_root(self, name):
        return os.path.join(self.root, name)

    def test_default_run_instruments_own_headers_only(self):
        files, r = self.listed_files("src/main.cpp", "--", *FLAGS)
        self.assertEqual(files, {"src/main.cpp", self.in_root("include/own.h"),
                                 self.in_root("sys/ownsys.h")})
        self.assertEqual(r.stderr, "")
        # Written, and the program compiles warning-free (the -isystem header's copy stays a
        # system header) and runs as before.
        r = self.overdub("--output-dir=out", "src/main.cpp", "--", *FLAGS)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertTrue(os.path.exists(self.in_root("out/include/own.h")))
        self.assertTrue(os.path.exists(self.in_root("out/sys/ownsys.h")))
        self.assertFalse(os.path.exists(self.in_root("out/third")))
        exe = self.in_root("main")
        r = run(["g++", *FLAGS, *STRICT, "-I" + INCLUDE, "out/src/main.cpp", RUNTIME, "-pthread",
                 "-o", exe], cwd=self.root)
        self.assertEqual(r.returncode, 0, r.stderr)
        r = run([exe], env=dict(os.environ, OVERDUB_OUTPUT=self.in_root("t.trace")))
        self.assertEqual((r.returncode, r.stdout), (0, "7\n"))

    def test_a_static_members_in_class_initializer_stays_a_constant(self):
        # In a class template of a header, `<<` on dependent operands with an operator<< in
        # scope looks like a call; a static const member's initializer must stay constant.
        self.write("proj/include/bits.h", "#pragma once\n#include <ostream>\n"
                   "struct Note {};\n"
                   "inline std::ostream &operator<<(std::ostream &os, const Note &) { return os; }\n"
                   "template <class T> struct Word { using Bits = unsigned; };\n"
                   "template <class T> struct Mask {\n"
                   "  using Bits = typename Word<T>::Bits;\n"
                   "  static const Bits kTop = static_cast<Bits>(1) << (8 * sizeof(T) - 1);\n"
                   "  static Bits top() { return kTop; }\n"
                   "};\n")
        self.write("proj/src/mask.cpp", "#include <cstdio>\n#include \"bits.h\"\n"
                   "int main() { std::printf(\"%u\\n\", Mask<char>::top()); return 0; }\n")
        r = self.overdub("--list-sites", "--output-dir=out", "src/mask.cpp", "--", *FLAGS)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn(self.in_root("include/bits.h") + ":8:28: remark: skipped 'operator<<': "
                      "constant-context (in in-class initializer of a static member)", r.stdout)
        for compiler in ("g++", "clang++-19"):
            exe = self.in_root("mask-" + compiler)
            c = run([compiler, *FLAGS, *STRICT, "-I" + INCLUDE, "out/src/mask.cpp", RUNTIME,
                     "-pthread", "-o", exe], cwd=self.root)
            self.assertEqual(c.returncode, 0, c.stderr)
            self.assertEqual(run([exe], env=dict(os.environ, OVERDUB_OUTPUT=exe + ".trace")).stdout,
                             "128\n")

    def test_every_way_of_running_includes_the_headers(self):
        self.write("proj/compile_commands.json", json.dumps([{
            "directory": self.root, "file": "src/main.cpp",
            "arguments": ["g++", *FLAGS, "-c", "src/main.cpp", "-o", "main.o"]}]))
        r = self.overdub("-p", ".", "--stats", "--format=json", "src/main.cpp")
        self.assertEqual(json.loads(r.stdout)["files"], 3)
        r = self.overdub("-p", ".", "--diff", "src/main.cpp")
        self.assertIn("+++ b/include/own.h", r.stdout)
        r = self.overdub("-p", ".", "--fix", "src/main.cpp")
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn("overdub", self.read("proj/include/own.h"))
        self.assertEqual(self.read("third/third.h"), THIRD_H)

    def test_the_root_rule_and_its_overrides(self):
        shutil.rmtree(self.in_root(".git"))
        files, _ = self.listed_files("src/main.cpp", "--", *FLAGS)
        self.assertEqual(files, {"src/main.cpp"}, "no .git nor .overdub.yaml: no root, no header")
        self.write("proj/.overdub.yaml", "Quiet: false\n")
        files, _ = self.listed_files("src/main.cpp", "--", *FLAGS)
        self.assertIn(self.in_root("include/own.h"), files)
        # --project-root narrows it (or widens it: the directory above holds third/).
        files, _ = self.listed_files("--project-root=include", "src/main.cpp", "--", *FLAGS)
        self.assertEqual(files, {"src/main.cpp", self.in_root("include/own.h")})
        files, _ = self.listed_files("--project-root=..", "src/main.cpp", "--", *FLAGS)
        self.assertIn(os.path.join(self.dir, "third/third.h"), files)
        # The config key, relative to the config file.
        self.write("proj/.overdub.yaml", "ProjectRoot: sys\n")
        files, _ = self.listed_files("src/main.cpp", "--", *FLAGS)
        self.assertEqual(files, {"src/main.cpp", self.in_root("sys/ownsys.h")})
        # Headers off: --no-headers, an empty --header-filter; a filter chooses instead.
        for off in ("--no-headers", "--header-filter="):
            files, _ = self.listed_files(off, "src/main.cpp", "--", *FLAGS)
            self.assertEqual(files, {"src/main.cpp"}, off)
        files, _ = self.listed_files("--header-filter=third", "src/main.cpp", "--", *FLAGS)
        self.assertEqual(files, {"src/main.cpp"}, "third.h is a system header")
        files, _ = self.listed_files("--header-filter=own", "src/main.cpp", "--", *FLAGS)
        self.assertEqual(files, {"src/main.cpp", self.in_root("include/own.h")})
        # The source on stdout: its headers could be written nowhere, so none is chosen.
        r = self.overdub("src/main.cpp", "--", *FLAGS)
        self.assertEqual((r.returncode, r.stderr), (0, ""))
        self.assertIn('#include "own.h"', r.stdout)

    def test_build_directories_and_other_repositories_are_not_the_projects(self):
        # A CMake build directory inside the root holds a generated header that includes the
        # project's own; a submodule (its .git a file) has headers of its own.
        self.write("proj/build/CMakeCache.txt", "")
        self.write("proj/build/gen/version.h", '#pragma once\n#include "../../include/own.h"\n'
                   "inline int version() { return twice(21); }\n")
        self.write("proj/ext/lib/.git", "gitdir: ../../.git/modules/lib\n")
        self.write("proj/ext/lib/lib.h", "#pragma once\ninline int lib_one() { return 1; }\n"
                   "inline int lib() { return lib_one(); }\n")
        self.write("proj/src/gen.cpp", '#include <cstdio>\n#include "version.h"\n#include <lib.h>\n'
                   '#include "own.h"\nint main() { std::printf("%d\\n", version() + lib() + quad(1));'
                   " }\n")
        flags = ["-std=c++17", "-Iinclude", "-Ibuild/gen", "-Iext/lib"]
        files, r = self.listed_files("src/gen.cpp", "--", *flags)
        self.assertEqual(files, {"src/gen.cpp", self.in_root("include/own.h")})
        # own.h is first included by the generated header: no "left as is", its copy is
        # reached through an include-only copy of version.h.
        self.assertEqual(r.stderr, "")
        r = self.overdub("--output-dir=out", "src/gen.cpp", "--", *flags)
        self.assertEqual((r.returncode, r.stderr), (0, ""))
        version = self.read("proj/out/build/gen/version.h")
        self.assertIn('#include "%s"' % self.in_root("out/include/own.h"), version)
        self.assertNotIn("overdub/overdub.h", version)
        exe = self.in_root("gen")
        r = run(["g++", *flags, *STRICT, "-I" + INCLUDE, "out/src/gen.cpp", RUNTIME, "-pthread",
                 "-o", exe], cwd=self.root)
        self.assertEqual(r.returncode, 0, r.stderr)
        r = run([exe], env=dict(os.environ, OVERDUB_OUTPUT=self.in_root("t.trace")))
        self.assertEqual((r.returncode, r.stdout), (0, "47\n"))
        # The -p directory is a build directory too, whatever it holds.
        shutil.move(self.in_root("build/CMakeCache.txt"), self.in_root("build/cache"))
        self.write("proj/build/compile_commands.json", json.dumps([{
            "directory": self.root, "file": "src/gen.cpp",
            "arguments": ["g++", *flags, "-c", "src/gen.cpp", "-o", "gen.o"]}]))
        files, _ = self.listed_files("-p", "build", "src/gen.cpp")
        self.assertEqual(files, {"src/gen.cpp", self.in_root("include/own.h")})
        # Headers the compiler reads before the source (-include) lose no call: no warning.
        self.write("proj/include/decls.h", "#pragma once\nint declared(int);\n")
        r = self.overdub("--list-sites", "src/gen.cpp", "--", *flags, "-include", "decls.h")
        self.assertEqual((r.returncode, r.stderr), (0, ""))

    def mode_flags(self, name):
        return ["-std=c++17", "-Iinclude"] + (["-DMODE_HIGH"] if name == "b" else [])

    def write_mode_sources(self):
        self.write("proj/include/mode.h", """#pragma once
int low(int);
int high(int);
static inline int pick(int x) {
#ifdef MODE_HIGH
  return high(x) + high(x + 1);
#else
  return low(x) + low(x - 1);
#endif
}
""")
        for name, body in (("a", "int low(int x) { return x; }\nint a() { return pick(1); }\n"),
                           ("b", "int high(int x) { return x; }\nint b() { return pick(2); }\n")):
            self.write("proj/src/%s.cpp" % name, '#include "mode.h"\n' + body)

    def test_one_text_whatever_the_order_of_the_translation_units(self):
        # Two sources see the header's other #if branch.
        self.write_mode_sources()
        entries = [{"directory": self.root, "file": "src/%s.cpp" % n,
                    "arguments": ["g++", *self.mode_flags(n), "-c", "src/%s.cpp" % n, "-o", n + ".o"]}
                   for n in ("a", "b")]
        self.write("proj/compile_commands.json", json.dumps(entries))
        texts = []
        for order in (["src/a.cpp", "src/b.cpp"], ["src/b.cpp", "src/a.cpp"]):
            shutil.rmtree(self.in_root("out"), ignore_errors=True)
            r = self.overdub("-p", ".", "--output-dir=out", *order)
            self.assertEqual(r.returncode, 0, r.stderr)
            with open(self.in_root("out/include/mode.h"), "rb") as f:
                texts.append(f.read())
            # The header's sites, in one order (the sources' follow the command line).
            r = self.overdub("-p", ".", "--list-sites", *order)
            header = self.in_root("include/mode.h")
            texts.append("".join(l + "\n" for l in r.stdout.splitlines()
                                 if l.startswith(header)).encode())
        self.assertIn(b"'high'", texts[1])
        self.assertEqual(texts[0], texts[2])
        self.assertEqual(texts[1], texts[3])

    def test_one_text_whatever_the_order_of_a_build_of_one_source_at_a_time(self):
        # Build steps (overdub_instrument, the launcher) run one source each and share the
        # header directory: a and b see mode.h differently, in either order, at once or not.
        self.write_mode_sources()
        states = []
        for order in (["a", "b"], ["b", "a"]):
            shutil.rmtree(self.in_root("steps"), ignore_errors=True)
            for name in order:
                r = self.overdub("--header-dir=steps/headers", "--output-dir=steps",
                                 "src/%s.cpp" % name, "--", *self.mode_flags(name))
                self.assertEqual((r.returncode, r.stderr), (0, ""))
            state = {}
            for d, _, fs in os.walk(self.in_root("steps")):
                for f in fs:
                    with open(os.path.join(d, f), "rb") as h:
                        state[os.path.relpath(os.path.join(d, f), self.root)] = h.read()
            states.append(state)
            # Each source compiles with the copy it was instrumented with, and they link.
            objects = []
            for name in ("a", "b"):
                obj = self.in_root(name + ".o")
                r = run(["g++", *self.mode_flags(name), *STRICT, "-I" + INCLUDE, "-c",
                         "steps/src/%s.cpp" % name, "-o", obj], cwd=self.root)
                self.assertEqual(r.returncode, 0, r.stderr)
                objects.append(obj)
            self.write("proj/src/main2.cpp", "int a(); int b();\nint main() { return a() + b() == 6 ? 0 : 1; }\n")
            r = run(["g++", "-Iinclude", "src/main2.cpp", *objects, RUNTIME, "-pthread", "-o", "m2"],
                    cwd=self.root)
            self.assertEqual(r.returncode, 0, r.stderr)
            r = run([self.in_root("m2")], env=dict(os.environ, OVERDUB_OUTPUT=self.in_root("m.trace")))
            self.assertEqual(r.returncode, 0)
            os.remove(self.in_root("m.trace"))
        self.assertEqual(sorted(states[0]), sorted(states[1]))
        self.assertEqual(states[0], states[1])
        self.assertEqual(len([p for p in states[0] if p.endswith("mode.h")]), 2)


NINJA = """rule cxx
  command = %(launch)s g++ -std=c++17 -Iinclude -MD -MF $out.d -c $in -o $out
  depfile = $out.d
  deps = gcc
build a.o: cxx src/a.cpp
build b.o: cxx src/b.cpp
"""


class LauncherHeaders(ProjectTestCase):
    """The launcher instruments the project's headers into one directory of the build, and the
    dependency files name the originals: editing a header rebuilds exactly its includers."""

    def test_dependency_files_name_the_original_headers(self):
        if not shutil.which("ninja"):
            self.skipTest("no ninja")
        root = os.path.join(self.dir, "proj")
        self.write("proj/.git/HEAD", "")
        self.write("proj/include/x.h", "#pragma once\ninline int x1() { return 1; }\n"
                   "inline int x() { return x1(); }\n")
        self.write("proj/include/y.h", "#pragma once\ninline int y1() { return 2; }\n"
                   "inline int y() { return y1(); }\n")
        self.write("proj/src/a.cpp", '#include "x.h"\nint a() { return x(); }\n')
        self.write("proj/src/b.cpp", '#include "y.h"\n#include "x.h"\nint b() { return y(); }\n')
        self.write("proj/build.ninja", NINJA % {"launch": LAUNCH})
        env = dict(os.environ, OVERDUB_INCLUDE_DIR=INCLUDE)
        env.pop("OVERDUB_FLAGS", None)
        r = run(["ninja"], cwd=root, env=env)
        self.assertEqual(r.returncode, 0, r.stdout + r.stderr)
        copies = os.path.join(root, ".overdub-headers")
        self.assertEqual(len(glob.glob(os.path.join(copies, "*", "include/x.h"))), 1)
        deps = run(["ninja", "-t", "deps"], cwd=root).stdout
        self.assertNotIn(".overdub-headers", deps)
        self.assertIn(os.path.join(root, "include/y.h"), deps)
        self.assertEqual(run(["ninja", "-n"], cwd=root).stdout.strip(), "ninja: no work to do.")
        with open(os.path.join(root, "include/y.h"), "a") as f:
            f.write("// edited\n")
        out = run(["ninja", "-n"], cwd=root).stdout
        self.assertIn("b.o", out)
        self.assertNotIn("a.o", out)
        r = run(["ninja"], cwd=root, env=env)
        self.assertEqual(r.returncode, 0, r.stdout + r.stderr)
        self.assertEqual(run(["ninja", "-n"], cwd=root).stdout.strip(), "ninja: no work to do.")
        # Copies whose #line names no existing file (--path-prefix-map): found by their path.
        run(["ninja", "-t", "clean"], cwd=root)
        env["OVERDUB_FLAGS"] = "--path-prefix-map=%s/=" % root
        r = run(["ninja"], cwd=root, env=env)
        self.assertEqual(r.returncode, 0, r.stdout + r.stderr)
        deps = run(["ninja", "-t", "deps"], cwd=root).stdout
        self.assertNotIn(".overdub-headers", deps)
        self.assertIn(os.path.join(root, "include/y.h"), deps)


if __name__ == "__main__":
    OVERDUB, LAUNCH, INCLUDE, RUNTIME = sys.argv[1:5]
    unittest.main(argv=sys.argv[:1] + sys.argv[5:], verbosity=2)
