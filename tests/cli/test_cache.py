#!/usr/bin/env python3
"""overdub --cache-dir (or OVERDUB_CACHE_DIR): what overdub makes of one source printed on stdout
with --header-dir, given again while nothing it depends on changed, and never otherwise: a header
edited, a header that an include now finds first, a comment of the source, an option, the config.

usage: test_cache.py OVERDUB OVERDUB_LAUNCH RUNTIME_INCLUDE_DIR
"""
import os
import subprocess
import sys
import tempfile
import unittest

OVERDUB = LAUNCH = INCLUDE = None

HEADER = "inline int twice(int x) { return x * 2; }\ninline int quad(int x) { return twice(twice(x)); }\n"
SOURCE = '#include "h.h"\n#include <cstdio>\nint main() { std::printf("%d\\n", quad(3)); }\n'


class Cache(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.dir = self.tmp.name
        self.proj = os.path.join(self.dir, "proj")
        self.cache = os.path.join(self.dir, "cache")
        self.copies = os.path.join(self.dir, "copies")
        os.makedirs(os.path.join(self.proj, ".git"))  # the project's root
        self.write("include/h.h", HEADER)
        self.write("a.cpp", SOURCE)
        self.env = {k: v for k, v in os.environ.items() if k != "OVERDUB_CACHE_DIR"}

    def tearDown(self):
        self.tmp.cleanup()

    def write(self, name, text):
        path = os.path.join(self.proj, name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            f.write(text)

    def overdub(self, *options, flags=("-Iinclude",), cache=True, env=None, compiler=()):
        cmd = [OVERDUB] + (["--cache-dir=" + self.cache] if cache else []) + [
            "--header-dir=" + self.copies, "--compiled-as=a.o.overdub.cpp", *options, "a.cpp",
            "--", *compiler, "-std=c++17", *flags]
        return subprocess.run(cmd, cwd=self.proj, capture_output=True, text=True,
                              env=dict(self.env, **(env or {})))

    def stats(self):
        r = subprocess.run([OVERDUB, "--cache-stats", "--cache-dir=" + self.cache],
                           capture_output=True, text=True)
        self.assertEqual(r.returncode, 0, r.stderr)
        return r.stdout.split(",")[:2]  # hits, misses

    def copies_made(self):
        found = {}
        for root, _, files in os.walk(self.copies):
            for f in files:
                with open(os.path.join(root, f)) as text:
                    found[os.path.relpath(os.path.join(root, f), self.copies)] = text.read()
        return found

    def test_a_hit_gives_the_same_output_and_header_copies(self):
        first = self.overdub()
        self.assertEqual(first.returncode, 0, first.stderr)
        copies = self.copies_made()
        self.assertEqual(len(copies), 1, copies)  # h.h's copy
        self.assertIn("overdub", next(iter(copies.values())))
        self.assertEqual(self.stats(), ["0 hits", " 1 misses"])
        import shutil
        shutil.rmtree(self.copies)  # a clean build directory: the copies come from the cache
        second = self.overdub()
        self.assertEqual((second.returncode, second.stdout, second.stderr),
                         (0, first.stdout, first.stderr))
        self.assertEqual(self.copies_made(), copies)
        self.assertEqual(self.stats(), ["1 hits", " 1 misses"])
        # Without the cache the output is the same.
        self.assertEqual(self.overdub(cache=False).stdout, first.stdout)

    def test_a_hit_says_what_the_run_said(self):
        flags = ("-Iinclude", "-fno-such-flag-for-overdub")
        first = self.overdub(flags=flags)
        self.assertIn("does not know the flag '-fno-such-flag-for-overdub'", first.stderr)
        second = self.overdub(flags=flags)
        self.assertEqual((second.stdout, second.stderr), (first.stdout, first.stderr))
        self.assertEqual(self.stats(), ["1 hits", " 1 misses"])

    def test_what_the_output_depends_on_misses(self):
        outputs = {self.overdub().stdout}
        self.write("include/h.h", HEADER + "inline int eight(int x) { return twice(quad(x)); }\n")
        outputs.add(self.overdub().stdout)  # a header edited
        self.assertIn("eight", "".join(self.copies_made().values()))
        # A header found first by an include, where there was none: no file the last run read
        # changed, the preprocessor's run finds it.
        self.write("first/h.h", "inline int quad(int x) { return x * 4; }\n")
        outputs.add(self.overdub(flags=("-Ifirst", "-Iinclude")).stdout)
        self.assertIn("x * 4", "".join(self.copies_made().values()))
        os.remove(os.path.join(self.proj, "first/h.h"))
        self.write("a.cpp", SOURCE.replace("int main()", "// a comment\nint main()"))
        outputs.add(self.overdub().stdout)  # the source's own text
        outputs.add(self.overdub("--exclude-callee=quad").stdout)  # an option
        self.write(".overdub.yaml", "ExcludeCallees: [printf]\n")
        outputs.add(self.overdub().stdout)  # the config in effect
        self.assertEqual(len(outputs), 6, "an output came from a stale entry")
        self.assertEqual(self.stats(), ["0 hits", " 6 misses"])

    def test_another_build_of_the_compiler_misses(self):
        # overdub asks the named compiler's preprocessor about some macros: a compiler replaced
        # under the same name may answer otherwise.
        self.write("bin/cc", "#!/bin/sh\nexec g++ \"$@\"\n")
        os.chmod(os.path.join(self.proj, "bin/cc"), 0o755)
        for _ in range(2):
            self.assertEqual(self.overdub(compiler=["bin/cc"]).returncode, 0)
        self.assertEqual(self.stats(), ["1 hits", " 1 misses"])
        self.write("bin/cc", "#!/bin/sh\n# another version\nexec g++ \"$@\"\n")
        self.assertEqual(self.overdub(compiler=["bin/cc"]).returncode, 0)
        self.assertEqual(self.stats(), ["1 hits", " 2 misses"])

    def test_has_include_and_database_flags_miss(self):
        # A header that __has_include finds once it exists, though nothing includes it.
        self.write("a.cpp", 'int g() { return 1; }\n#if __has_include("opt.h")\n'
                   'int f() { return g(); }\n#endif\n')
        before = self.overdub().stdout
        self.write("include/opt.h", "")
        self.assertNotEqual(self.overdub().stdout, before)
        self.assertEqual(self.stats(), ["0 hits", " 2 misses"])
        # Flags from a compile database (-p), which overdub's command line does not show.
        import json
        for define in ("HAVE_X=0", "HAVE_X=1"):
            self.write("a.cpp", "int g() { return 1; }\n#if HAVE_X\nint f() { return g(); }\n#endif\n")
            with open(os.path.join(self.proj, "compile_commands.json"), "w") as f:
                json.dump([{"directory": self.proj, "file": "a.cpp",
                            "command": "g++ -D%s -c a.cpp -o a.o" % define}], f)
            r = subprocess.run([OVERDUB, "--cache-dir=" + self.cache, "-p", self.proj, "a.cpp"],
                               cwd=self.proj, capture_output=True, text=True, env=self.env)
            self.assertEqual(r.returncode, 0, r.stderr)
            self.assertEqual("overdub" in r.stdout.split("#if HAVE_X")[-1], define == "HAVE_X=1")
        self.assertEqual(self.stats(), ["0 hits", " 4 misses"])

    def test_a_damaged_entry_is_a_miss(self):
        first = self.overdub().stdout
        for root, _, files in os.walk(self.cache):
            for f in files:
                if f not in ("hits", "misses"):
                    with open(os.path.join(root, f), "r+b") as e:
                        e.truncate(40)
        self.assertEqual(self.overdub().stdout, first)
        self.assertEqual(self.stats(), ["0 hits", " 2 misses"])
        self.assertEqual(self.overdub().stdout, first)  # stored again, whole
        self.assertEqual(self.stats(), ["1 hits", " 2 misses"])

    def test_only_where_it_can_serve(self):
        r = subprocess.run([OVERDUB, "--cache-dir=" + self.cache,
                            "--output-dir=" + os.path.join(self.dir, "out"), "a.cpp", "--",
                            "-Iinclude"], cwd=self.proj, capture_output=True, text=True,
                           env=self.env)
        self.assertNotEqual(r.returncode, 0)
        self.assertIn("--cache-dir goes with one source printed on standard output", r.stderr)
        # The variable applies where the cache can serve, and is left alone elsewhere.
        r = subprocess.run([OVERDUB, "--output-dir=" + os.path.join(self.dir, "out"), "a.cpp",
                            "--", "-Iinclude"], cwd=self.proj, capture_output=True, text=True,
                           env=dict(self.env, OVERDUB_CACHE_DIR=self.cache))
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertFalse(os.path.exists(self.cache))
        # Nor with --stats-dir, whose file the run writes.
        r = self.overdub("--stats-dir=" + os.path.join(self.dir, "stats"))
        self.assertNotEqual(r.returncode, 0)
        self.assertIn("without --stats-dir", r.stderr)
        r = self.overdub(cache=False, env={"OVERDUB_CACHE_DIR": self.cache,
                                           "OVERDUB_STATS_DIR": os.path.join(self.dir, "stats")})
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertFalse(os.path.exists(self.cache))
        r = subprocess.run([OVERDUB, "--cache-stats"], capture_output=True, text=True,
                           env=self.env)
        self.assertNotEqual(r.returncode, 0)
        self.assertIn("--cache-stats needs --cache-dir or OVERDUB_CACHE_DIR", r.stderr)

    def test_through_the_launcher(self):
        env = dict(self.env, OVERDUB_CACHE_DIR=self.cache, OVERDUB_HEADER_DIR=self.copies,
                   OVERDUB_INCLUDE_DIR=INCLUDE, OVERDUB=OVERDUB)
        objects = []
        for _ in range(2):
            obj = os.path.join(self.proj, "a.o")
            if os.path.exists(obj):
                os.remove(obj)
            r = subprocess.run([LAUNCH, "g++", "-std=c++17", "-Iinclude", "-c", "a.cpp", "-o",
                                "a.o"], cwd=self.proj, capture_output=True, text=True, env=env)
            self.assertEqual(r.returncode, 0, r.stderr)
            with open(obj, "rb") as f:
                objects.append(f.read())
        self.assertEqual(objects[0], objects[1])
        self.assertEqual(self.stats(), ["1 hits", " 1 misses"])


if __name__ == "__main__":
    OVERDUB, LAUNCH, INCLUDE = sys.argv[1:4]
    del sys.argv[1:4]
    unittest.main()
