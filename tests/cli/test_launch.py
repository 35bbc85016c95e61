#!/usr/bin/env python3
"""overdub-launch on single commands: what it instruments, what it leaves alone, the dependency
file it leaves behind, failures of overdub, launchers after it, response files and links.

usage: test_launch.py OVERDUB_LAUNCH OVERDUB_REPORT RUNTIME_INCLUDE_DIR RUNTIME_LIB_DIR
"""
import os
import re
import stat
import subprocess
import sys
import tempfile
import unittest

LAUNCH = REPORT = INCLUDE = LIBDIR = None

PROGRAM = """#include <cstdio>
int square(int x) { return x * x; }
int main() { std::printf("%d\\n", square(square(3))); return 0; }
"""


class Launch(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.dir = self.tmp.name
        self.env = dict(os.environ, OVERDUB_INCLUDE_DIR=INCLUDE, OVERDUB_RUNTIME_DIR=LIBDIR)
        for name in ("OVERDUB", "OVERDUB_LAUNCH_FALLBACK", "OVERDUB_LAUNCHERS",
                     "OVERDUB_LAUNCH_RUNTIME", "OVERDUB_FLAGS"):
            self.env.pop(name, None)

    def tearDown(self):
        self.tmp.cleanup()

    def write(self, name, text, mode=None):
        path = os.path.join(self.dir, name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            f.write(text)
        if mode:
            os.chmod(path, mode)
        return path

    def launch(self, *args, **env):
        return subprocess.run([LAUNCH] + list(args), cwd=self.dir, capture_output=True,
                              text=True, env=dict(self.env, **env))

    def leftovers(self):
        return [f for _, _, fs in os.walk(self.dir) for f in fs if ".overdub." in f]

    def run_program(self, exe):
        trace = os.path.join(self.dir, "t.trace")
        if os.path.exists(trace):  # the runtime never overwrites a trace
            os.remove(trace)
        r = subprocess.run([os.path.join(self.dir, exe)], capture_output=True, text=True,
                           env=dict(os.environ, OVERDUB_OUTPUT=trace))
        self.assertEqual(r.stdout, "81\n")
        return subprocess.run([REPORT, "--format=csv", "--check", trace], capture_output=True,
                              text=True, check=True).stdout

    def test_compile_and_link_instrument_the_program(self):
        self.write("sub dir/a.cpp", PROGRAM)
        os.mkdir(os.path.join(self.dir, "obj"))
        r = self.launch("g++", "-std=c++17", "-Wall", "-Werror", "-MD", "-MT", "obj/a.o", "-MF",
                        "obj/a.o.d", "-o", "obj/a.o", "-c", "sub dir/a.cpp")
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(self.leftovers(), [])
        with open(os.path.join(self.dir, "obj/a.o.d")) as f:
            deps = f.read()
        self.assertTrue(deps.startswith("obj/a.o: sub\\ dir/a.cpp "), deps)
        self.assertIn("overdub/overdub.h", deps)
        self.assertNotIn(".overdub.", deps)
        r = self.launch("g++", "-o", "a", "obj/a.o")
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn("square,2,", self.run_program("a"))

    def test_md_without_o_keeps_the_names(self):
        self.write("b.cpp", PROGRAM)
        r = self.launch("g++", "-MD", "-c", "b.cpp")
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertTrue(os.path.exists(os.path.join(self.dir, "b.o")))
        with open(os.path.join(self.dir, "b.d")) as f:
            self.assertTrue(f.read().startswith("b.o: b.cpp "))
        self.assertEqual(self.leftovers(), [])

    def test_make_cxx_style_compile_and_link_in_one(self):
        # make CXX="overdub-launch g++" links through it too; an uninstrumented link still works.
        self.write("c.cpp", PROGRAM)
        self.assertEqual(self.launch("g++", "-c", "c.cpp", "-o", "c.o").returncode, 0)
        r = self.launch("g++", "c.o", "-o", "c")
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn("square,2,", self.run_program("c"))
        r = self.launch("g++", "c.o", "-o", "c2", OVERDUB_LAUNCH_RUNTIME="none")
        self.assertNotEqual(r.returncode, 0)  # the runtime is what the launcher adds
        self.assertIn("overdub", r.stderr)
        r = self.launch("g++", "c.o", "-o", "c3", OVERDUB_LAUNCH_RUNTIME="bogus")
        self.assertNotEqual(r.returncode, 0)
        self.assertIn("OVERDUB_LAUNCH_RUNTIME must be", r.stderr)

    def test_object_directory_missing(self):
        self.write("m.cpp", PROGRAM)
        r = self.launch("g++", "-c", "m.cpp", "-o", "nodir/m.o")
        self.assertNotEqual(r.returncode, 0)  # the compiler's own error, nothing left behind
        self.assertIn("nodir/m.o", r.stderr)
        self.assertEqual([f for f in os.listdir(tempfile.gettempdir()) if
                          f.startswith("m.o.overdub") and os.getuid() == os.stat(
                              os.path.join(tempfile.gettempdir(), f)).st_uid], [])

    def test_object_to_dev_null(self):
        # Compiler checks compile to /dev/null: the instrumented text goes to the temp directory.
        self.write("n.cpp", PROGRAM)
        log = os.path.join(self.dir, "log")
        self.write("bin/ccache", '#!/bin/sh\necho "$*" >> %s\nexec "$@"\n' % log, 0o755)
        r = self.launch(os.path.join(self.dir, "bin/ccache"), "g++", "-c", "n.cpp", "-o",
                        "/dev/null")
        self.assertEqual(r.returncode, 0, r.stderr)
        with open(log) as f:
            compiled = f.read()
        self.assertRegex(compiled, r"-c %s/null\.overdub-\w+\.cpp " % re.escape(
            tempfile.gettempdir()))

    def test_overdub_failure_fails_the_compile(self):
        self.write("d.cpp", PROGRAM)
        r = self.launch("g++", "-c", "d.cpp", "-o", "d.o", OVERDUB="/bin/false")
        self.assertNotEqual(r.returncode, 0)
        self.assertIn("overdub failed on 'd.cpp'", r.stderr)
        self.assertIn("OVERDUB_LAUNCH_FALLBACK", r.stderr)
        self.assertFalse(os.path.exists(os.path.join(self.dir, "d.o")))
        self.assertEqual(self.leftovers(), [])
        r = self.launch("g++", "-c", "d.cpp", "-o", "d.o", OVERDUB="/bin/false",
                        OVERDUB_LAUNCH_FALLBACK="1")
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn("compiling it uninstrumented", r.stderr)
        self.assertTrue(os.path.exists(os.path.join(self.dir, "d.o")))

    def test_overdub_diagnostics_reach_the_user(self):
        # Valid for g++ (a GNU extension Clang rejects): overdub's own error is shown.
        self.write("e.cpp", "int main() { int n = 2; int a[n] = {}; return a[0]; }\n"
                   "struct S { int f(); }; int S::S::f() { return 0; }\n")
        real = subprocess.run(["g++", "-fsyntax-only", "e.cpp"], cwd=self.dir,
                              capture_output=True)
        self.assertEqual(real.returncode, 0, "g++ should accept it")
        r = self.launch("g++", "-c", "e.cpp", "-o", "e.o")
        self.assertNotEqual(r.returncode, 0)
        self.assertIn("e.cpp:1:31: error: variable-sized object may not be initialized", r.stderr)
        self.assertIn("overdub failed", r.stderr)
        self.assertFalse(os.path.exists(os.path.join(self.dir, "e.o")))
        self.assertEqual(self.leftovers(), [])
        r = self.launch("g++", "-c", "e.cpp", "-o", "e.o", OVERDUB_LAUNCH_FALLBACK="1")
        self.assertEqual(r.returncode, 0, r.stderr)

    def test_other_commands_run_unchanged(self):
        self.write("f.c", "int f(void) { return 1; }\n")
        self.write("g.cpp", PROGRAM)
        self.write("h.cpp", "int h() { return 2; }\n")
        broken = dict(OVERDUB="/bin/false")  # any use of overdub would fail
        for args in (["gcc", "-c", "f.c", "-o", "f.o"],            # C source
                     ["g++", "-E", "g.cpp", "-o", "g.ii"],          # preprocessing
                     ["g++", "-S", "g.cpp", "-o", "g.s"],           # assembly
                     ["g++", "-c", "g.cpp", "h.cpp"],               # several sources
                     ["g++", "-x", "c++-header", "-c", "h.cpp", "-o", "h.gch"],
                     ["g++", "--version"]):
            r = self.launch(*args, **broken)
            self.assertEqual(r.returncode, 0, "%s: %s" % (args, r.stderr))
        with open(os.path.join(self.dir, "g.cpp")) as src:
            r = subprocess.run([LAUNCH, "g++", "-x", "c++", "-c", "-", "-o", "stdin.o"],
                               stdin=src, cwd=self.dir, capture_output=True, text=True,
                               env=dict(self.env, **broken))
        self.assertEqual(r.returncode, 0, r.stderr)

    def test_next_launcher_and_response_file(self):
        log = os.path.join(self.dir, "log")
        self.write("bin/ccache", '#!/bin/sh\necho "$*" >> %s\nexec "$@"\n' % log, 0o755)
        self.write("bin/mylauncher", '#!/bin/sh\necho "mine $*" >> %s\nexec "$@"\n' % log, 0o755)
        self.write("i.cpp", PROGRAM)
        self.write("args.rsp", "-std=c++17 -c i.cpp -o i.o\n")
        env = dict(PATH=os.path.join(self.dir, "bin") + ":" + os.environ["PATH"])
        r = self.launch("ccache", "g++", "@args.rsp", **env)
        self.assertEqual(r.returncode, 0, r.stderr)
        with open(log) as f:
            line = f.read()
        self.assertRegex(line, r"^g\+\+ -std=c\+\+17 -c i\.o\.overdub\.cpp -o i\.o -I")
        os.remove(log)
        r = self.launch("mylauncher", "g++", "-c", "i.cpp", "-o", "i.o",
                        OVERDUB_LAUNCHERS="other:mylauncher", **env)
        self.assertEqual(r.returncode, 0, r.stderr)
        with open(log) as f:
            self.assertIn("mine g++ -c i.o.overdub.cpp ", f.read())
        self.assertEqual(self.leftovers(), [])

    def test_bad_command_lines(self):
        r = self.launch()
        self.assertEqual(r.returncode, 2)
        self.assertIn("usage: overdub-launch", r.stderr)
        r = self.launch("ccache")
        self.assertEqual(r.returncode, 2)
        self.assertIn("no compiler", r.stderr)
        r = self.launch("no-such-compiler-xyz", "-c", "x.cpp")
        self.assertNotEqual(r.returncode, 0)
        r = self.launch("g++", "-c", "@missing.rsp")
        self.assertNotEqual(r.returncode, 0)
        self.assertIn("missing.rsp", r.stderr)
        self.assertEqual(self.launch("--help").returncode, 0)


if __name__ == "__main__":
    LAUNCH, REPORT, INCLUDE, LIBDIR = sys.argv[1:5]
    del sys.argv[1:5]
    unittest.main(verbosity=2)
