#!/usr/bin/env python3
"""The shadow tree of --output-dir and its compile_commands.json: concurrent runs into one
directory merge their entries and leave no lock file; flags after `--` give the commands a real
compiler name.

    test_shadow_tree.py <overdub> <include dir>"""
import json
import os
import subprocess
import sys
import unittest

from project import ProjectTestCase, run

OVERDUB = INCLUDE = None


class ShadowTree(ProjectTestCase):
    def database(self):
        with open(os.path.join(self.dir, "shadow", "compile_commands.json")) as f:
            return json.load(f)

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
        self.write("src/lib.cpp", "int twice(int x) { return x + x; }\n")
        r = run([OVERDUB, "--output-dir=shadow", "src/lib.cpp", "--", "-std=c++17"], cwd=self.dir)
        self.assertEqual(r.returncode, 0, r.stderr)
        entry = self.database()[0]
        self.assertEqual(entry["arguments"][:2], ["c++", "-I" + INCLUDE])
        self.assertNotIn("clang-tool", json.dumps(entry))


if __name__ == "__main__":
    OVERDUB, INCLUDE = sys.argv[1:3]
    unittest.main(argv=sys.argv[:1] + sys.argv[3:], verbosity=2)
