#!/usr/bin/env python3
"""Nothing lost, nothing broken: how overdub and overdub-launch write files.

Every file is written whole or not at all (a full disk leaves the original and no partial or
temporary file, with a one-line error naming the file); stdout that cannot be written is an error.

    test_writes.py <overdub> <overdub-launch>

The full-disk cases mount a 64 KiB tmpfs (as root, as CI runs); elsewhere they say why they skip."""
import errno
import os
import subprocess
import sys
import unittest

from project import ProjectTestCase, run

OVERDUB = LAUNCH = None

SOURCE = "".join(f"int f{i}(int x) {{ return x + {i}; }}\n" for i in range(40)) + \
    "int main() { return f1(1) - 2; }\n"


def files_under(top):
    return sorted(os.path.relpath(os.path.join(d, n), top)
                  for d, _, names in os.walk(top) for n in names)


class FullDisk(ProjectTestCase):
    """A nearly full file system: disk/ is a 64 KiB tmpfs holding the source and a filler."""

    def setUp(self):
        super().setUp()
        if os.geteuid() != 0:
            self.skipTest("mounting a small tmpfs needs root (CI runs the tests as root)")
        self.disk = os.path.join(self.dir, "disk")
        os.makedirs(self.disk)
        r = run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", self.disk])
        if r.returncode != 0:
            self.skipTest("cannot mount a tmpfs here: " + r.stderr.strip())
        self.source = self.write("disk/ok.cpp", SOURCE)

    def tearDown(self):
        if hasattr(self, "disk"):
            run(["umount", self.disk])
        super().tearDown()

    def fill(self):
        """Takes every free block of the disk."""
        with open(os.path.join(self.disk, "filler"), "wb", buffering=0) as f:
            try:
                while True:
                    f.write(b"\0" * 1024)
            except OSError as e:
                self.assertEqual(e.errno, errno.ENOSPC)

    def assertOneError(self, r, message):
        self.assertEqual(r.returncode, 1, r.stderr)
        errors = [l for l in r.stderr.splitlines() if "error" in l.lower()]
        self.assertEqual(errors, ["overdub: error: " + message], r.stderr)

    def test_fix_keeps_the_source_whole(self):
        self.fill()
        r = run([OVERDUB, "--fix", "ok.cpp", "--", "-std=c++17"], cwd=self.disk)
        self.assertOneError(r, f"cannot write '{self.source}': No space left on device")
        self.assertEqual(self.read("disk/ok.cpp"), SOURCE)
        self.assertEqual(files_under(self.disk), ["filler", "ok.cpp"])

    def test_output_dir_writes_nothing_partial(self):
        self.fill()
        r = run([OVERDUB, "--output-dir=out", "ok.cpp", "--", "-std=c++17"], cwd=self.disk)
        self.assertOneError(r, "cannot write 'out/ok.cpp': No space left on device")
        # No copy, no temporary, and no database naming a copy that is not there.
        self.assertEqual(files_under(self.disk), ["filler", "ok.cpp"])

    def test_export_fixes_and_depfile_write_nothing_partial(self):
        # The sources and the shadow tree on a roomy disk, the two outputs on the full one.
        self.write("a.cpp", SOURCE)
        self.fill()
        r = run([OVERDUB, "--output-dir=out", "--depfile=disk/a.d", "--export-fixes=disk/f.yaml",
                 "a.cpp", "--", "-std=c++17"], cwd=self.dir)
        self.assertEqual(r.returncode, 1, r.stderr)
        self.assertIn("overdub: error: cannot write 'disk/f.yaml': No space left on device",
                      r.stderr)
        self.assertIn("overdub: error: cannot write 'disk/a.d': No space left on device", r.stderr)
        self.assertEqual(files_under(self.disk), ["filler", "ok.cpp"])
        self.assertEqual(files_under(os.path.join(self.dir, "out")),
                         ["a.cpp", "compile_commands.json"])

    def test_launcher_output_on_a_full_disk(self):
        # The instrumented temporary source cannot be written: overdub says so, the launcher
        # fails the compile, and nothing is left beside the object.
        self.fill()
        env = dict(os.environ, OVERDUB=OVERDUB)
        r = subprocess.run([LAUNCH, "g++", "-std=c++17", "-c", "ok.cpp", "-o", "ok.o"],
                           cwd=self.disk, capture_output=True, text=True, env=env)
        self.assertNotEqual(r.returncode, 0)
        self.assertIn("cannot write to standard output: No space left on device", r.stderr)
        self.assertEqual(files_under(self.disk), ["filler", "ok.cpp"])


class Stdout(ProjectTestCase):
    def test_an_unwritable_stdout_is_an_error(self):
        self.write("ok.cpp", SOURCE)
        for mode in [[], ["--list-sites"], ["--stats"], ["--diff"]]:
            with open("/dev/full", "w") as full:
                r = subprocess.run([OVERDUB, *mode, "ok.cpp", "--", "-std=c++17"], cwd=self.dir,
                                   stdout=full, stderr=subprocess.PIPE, text=True)
            self.assertEqual(r.returncode, 1, mode)
            self.assertEqual(r.stderr, "overdub: error: cannot write to standard output: "
                                       "No space left on device\n", mode)
        with open("/dev/full", "w") as full:
            r = subprocess.run([LAUNCH, "--help"], stdout=full, stderr=subprocess.PIPE, text=True)
        self.assertEqual(r.returncode, 1)
        self.assertIn("cannot write to standard output", r.stderr)


if __name__ == "__main__":
    OVERDUB, LAUNCH = sys.argv[1:3]
    unittest.main(argv=sys.argv[:1] + sys.argv[3:], verbosity=2)
