#!/usr/bin/env python3
"""The shadow tree of --output-dir and its compile_commands.json: built as docs/cli.md says, it
writes its objects and dependency files under the output directory and never over the original
build's; concurrent runs into one directory merge their entries and leave no lock file; flags
after `--` give the commands a real compiler name.

    test_shadow_tree.py <overdub> <include dir> <liboverdub_rt.a> <docs/cli.md>"""
import json
import os
import re
import shutil
import subprocess
import sys
import unittest

from project import ProjectTestCase, run

OVERDUB = INCLUDE = RUNTIME = DOC = None

MAIN = """#include "lib.h"
int main() { return twice(21) == 42 ? 0 : 1; }
"""
LIB = "int twice(int x) { return x + x; }\n"


class ShadowTree(ProjectTestCase):
    def setUp(self):
        super().setUp()
        self.write("src/main.cpp", MAIN)
        self.write("src/lib.cpp", LIB)
        self.write("src/lib.h", "int twice(int x);\n")
        self.build = os.path.join(self.dir, "build")
        # A build as CMake with Ninja writes it (objects and depfiles relative to the build
        # directory), and one command without -o (its object goes to its directory).
        db = [{"directory": self.build, "file": "../src/main.cpp",
               "arguments": ["g++", "-std=c++17", "-MD", "-MT", "CMakeFiles/app.dir/main.cpp.o",
                             "-MF", "CMakeFiles/app.dir/main.cpp.o.d", "-o",
                             "CMakeFiles/app.dir/main.cpp.o", "-c", "../src/main.cpp"]},
              {"directory": self.build, "file": "../src/lib.cpp",
               "command": "g++ -std=c++17 -c ../src/lib.cpp"}]
        self.write("build/compile_commands.json", json.dumps(db))
        os.makedirs(os.path.join(self.build, "CMakeFiles", "app.dir"))
        for entry in db:  # the original build
            args = entry.get("arguments") or entry["command"].split()
            r = run(args, cwd=self.build)
            self.assertEqual(r.returncode, 0, r.stderr)
        self.originals = {name: self.read_bytes(os.path.join(self.build, name)) for name in
                          ["CMakeFiles/app.dir/main.cpp.o", "CMakeFiles/app.dir/main.cpp.o.d", "lib.o"]}

    @staticmethod
    def files(top):
        """Every file under `top`, by relative path: no lock file or other leftover."""
        return sorted(os.path.relpath(os.path.join(d, n), top)
                      for d, _, names in os.walk(top) for n in names)

    def database(self):
        with open(os.path.join(self.dir, "shadow", "compile_commands.json")) as f:
            return json.load(f)

    @staticmethod
    def read_bytes(path):
        with open(path, "rb") as f:
            return f.read()

    def documented_compile_line(self):
        """The line of docs/cli.md that compiles the entries of the shadow database."""
        with open(DOC) as f:
            block = re.search(r"Building the shadow tree.*?```sh\n(.*?)```", f.read(), re.S)
        self.assertTrue(block, "no shell block under 'Building the shadow tree' in " + DOC)
        lines = [l for l in block.group(1).splitlines() if "shadow/compile_commands.json" in l]
        self.assertEqual(len(lines), 1, block.group(1))
        return lines[0]

    def test_the_documented_build_commands(self):
        if not shutil.which("jq"):
            self.skipTest("jq is not installed (scripts/install-deps.sh installs it)")
        r = run([OVERDUB, "-p", "build", "--output-dir=shadow", "src/main.cpp"], cwd=self.dir)
        self.assertEqual(r.returncode, 0, r.stderr)
        c = run(["sh", "-c", self.documented_compile_line()], cwd=self.dir)
        self.assertEqual(c.returncode, 0, c.stderr)
        self.assertTrue(os.path.exists(
            os.path.join(self.dir, "shadow/build/CMakeFiles/app.dir/main.cpp.o")))

    def test_building_the_shadow_tree_leaves_the_original_build_alone(self):
        r = run([OVERDUB, "-p", "build", "--output-dir=shadow", "src/main.cpp", "src/lib.cpp"],
                cwd=self.dir)
        self.assertEqual(r.returncode, 0, r.stderr)
        shadow = os.path.join(self.dir, "shadow")
        entries = self.database()
        main = [e for e in entries if e["file"].endswith("main.cpp")][0]["arguments"]
        objects = os.path.join(shadow, "build", "CMakeFiles", "app.dir")
        self.assertEqual(main[main.index("-o") + 1], os.path.join(objects, "main.cpp.o"))
        self.assertEqual(main[main.index("-MF") + 1], os.path.join(objects, "main.cpp.o.d"))
        self.assertEqual(main[main.index("-MT") + 1], os.path.join(objects, "main.cpp.o"))
        lib = [e for e in entries if e["file"].endswith("lib.cpp")][0]["arguments"]
        self.assertEqual(lib[-2:], ["-o", os.path.join(shadow, "build", "lib.o")])
        # Each command in its directory (as the line of docs/cli.md does), then one link.
        for e in entries:
            c = run(e["arguments"], cwd=e["directory"])
            self.assertEqual(c.returncode, 0, c.stderr)
        objs = sorted(os.path.join(d, n) for d, _, names in os.walk(shadow)
                      for n in names if n.endswith(".o"))
        self.assertEqual(len(objs), 2, objs)
        exe = os.path.join(self.dir, "program")
        c = run(["c++", *objs, RUNTIME, "-pthread", "-o", exe])
        self.assertEqual(c.returncode, 0, c.stderr)
        trace = os.path.join(self.dir, "t.trace")
        p = run([exe], env=dict(os.environ, OVERDUB_OUTPUT=trace))
        self.assertEqual(p.returncode, 0)
        self.assertTrue(os.path.exists(trace))
        # The depfile names the shadow object and the shadow source.
        dep = self.read("shadow/build/CMakeFiles/app.dir/main.cpp.o.d")
        self.assertTrue(dep.startswith(os.path.join(objects, "main.cpp.o") + ":"), dep[:200])
        for name, data in self.originals.items():
            self.assertEqual(self.read_bytes(os.path.join(self.build, name)), data, name)
        # What the build wrote, and no lock file.
        self.assertEqual(self.files(shadow), [
            "build/CMakeFiles/app.dir/main.cpp.o", "build/CMakeFiles/app.dir/main.cpp.o.d",
            "build/lib.o", "compile_commands.json", "src/lib.cpp", "src/main.cpp"])

    def test_concurrent_runs_merge_into_one_database(self):
        names = []
        for i in range(6):
            names.append(f"src/u{i}.cpp")
            self.write(names[-1], f"int u{i}(int x) {{ return x + {i}; }}\n")
        runs = [subprocess.Popen([OVERDUB, "--output-dir=shadow", name, "--", "-std=c++17"],
                                 cwd=self.dir, stderr=subprocess.PIPE, text=True)
                for name in names]
        for p in runs:
            self.assertEqual(p.wait(), 0, p.stderr.read())
            p.stderr.close()
        entries = self.database()
        self.assertEqual(sorted(os.path.relpath(e["file"], self.dir) for e in entries),
                         [os.path.join("shadow", n) for n in names])
        self.assertEqual(sorted(os.listdir(os.path.join(self.dir, "shadow"))),
                         ["compile_commands.json", "src"])

    def test_flags_after_dashes_name_a_compiler(self):
        r = run([OVERDUB, "--output-dir=shadow", "src/lib.cpp", "--", "-std=c++17"], cwd=self.dir)
        self.assertEqual(r.returncode, 0, r.stderr)
        entry = self.database()[0]
        self.assertEqual(entry["arguments"][:2], ["c++", "-I" + INCLUDE])
        self.assertNotIn("clang-tool", json.dumps(entry))


if __name__ == "__main__":
    OVERDUB, INCLUDE, RUNTIME, DOC = sys.argv[1:5]
    unittest.main(argv=sys.argv[:1] + sys.argv[5:], verbosity=2)
