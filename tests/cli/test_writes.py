#!/usr/bin/env python3
"""Nothing lost, nothing broken: how overdub and overdub-launch write files.

Every file is written whole or not at all (a full disk leaves the original and no partial or
temporary file, with a one-line error naming the file); stdout that cannot be written is an error;
--fix keeps what a file has besides its text (mode, owner, extended attributes, ACLs, the symbolic
link that names it) and refuses read-only and hard-linked sources without --fix-force; a file name
is taken as it is (a '\\' is no separator on POSIX). What cannot be replaced is written in place: a
FIFO, a device, /dev/stdout and /dev/stderr (through the descriptor: `2>>log` is added to). A
signal ends a write with nothing left behind; one the process was started ignoring changes nothing.
overdub-report writes through the same writer (tests/report/test_output.py).

    test_writes.py <overdub> <overdub-launch>

The full-disk cases mount a 64 KiB tmpfs (as root, as CI runs); elsewhere they say why they skip."""
import errno
import os
import signal
import stat
import struct
import subprocess
import sys
import threading
import unittest

import injection
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


class SpecialTargets(ProjectTestCase):
    """Targets that cannot be replaced by a renamed file."""

    def setUp(self):
        super().setUp()
        self.write("ok.cpp", SOURCE)

    def overdub(self, *args, **kwargs):
        if "stdout" not in kwargs and "stderr" not in kwargs:
            kwargs["capture_output"] = True
        return subprocess.run([OVERDUB, *args, "ok.cpp", "--", "-std=c++17"], cwd=self.dir,
                              text=True, timeout=120, **kwargs)

    def test_a_fifo_is_written_in_place(self):
        fifo = os.path.join(self.dir, "fixes.yaml")
        os.mkfifo(fifo)
        got = []

        def read():
            with open(fifo) as f:
                got.append(f.read())
        reader = threading.Thread(target=read, daemon=True)  # a run that fails must not hang
        reader.start()
        r = self.overdub("--export-fixes=fixes.yaml")
        reader.join(timeout=60)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn("MainSourceFile:", got[0])
        self.assertTrue(stat.S_ISFIFO(os.stat(fifo).st_mode))
        self.assertEqual(files_under(self.dir), ["fixes.yaml", "ok.cpp"])

    def test_a_device_that_fails_is_an_error(self):
        r = self.overdub("--export-fixes=/dev/full")
        self.assertEqual(r.returncode, 1)
        self.assertIn("overdub: error: cannot write '/dev/full': No space left on device",
                      r.stderr)
        self.assertTrue(stat.S_ISCHR(os.stat("/dev/full").st_mode))

    def test_standard_descriptors_are_written_through(self):
        # /dev/stdout into a pipe, as "-": beside the instrumented source.
        r = self.overdub("--export-fixes=/dev/stdout")
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn("#include <overdub/overdub.h>", r.stdout)
        self.assertIn("MainSourceFile:", r.stdout)
        # /dev/stderr appended to a log: the log keeps what it had.
        log = self.write("log", "earlier line\n")
        with open(log, "a") as f:
            r = self.overdub("--export-fixes=/dev/stderr", "--fix", stdout=subprocess.DEVNULL,
                             stderr=f)
        self.assertEqual(r.returncode, 0)
        text = self.read("log")
        self.assertTrue(text.startswith("earlier line\n"), text)
        self.assertIn("MainSourceFile:", text)
        self.assertEqual(files_under(self.dir), ["log", "ok.cpp"])


class Signals(ProjectTestCase):
    """A signal while a file is written: at fsync, the temporary file is complete and not yet
    renamed over the target."""

    def setUp(self):
        super().setUp()
        why = injection.unavailable()
        if why:
            self.skipTest(why)
        self.path = self.write("ok.cpp", SOURCE)

    def fix(self, action, **kwargs):
        return subprocess.run(injection.injecting("fsync", action) +
                              [OVERDUB, "--fix", "ok.cpp", "--", "-std=c++17"],
                              cwd=self.dir, capture_output=True, text=True, **kwargs)

    def test_a_fatal_signal_removes_the_temporary(self):
        for sig in [signal.SIGTERM, signal.SIGINT, signal.SIGHUP]:
            with self.subTest(signal=sig.name):
                r = self.fix("signal=" + sig.name)
                self.assertEqual(r.returncode, -sig, r.stderr)
                self.assertEqual(self.read("ok.cpp"), SOURCE)
                self.assertEqual(files_under(self.dir), ["ok.cpp"])

    def test_an_ignored_signal_changes_nothing(self):
        # nohup ignores SIGHUP; a background job of a script SIGINT and SIGQUIT.
        for sig in [signal.SIGHUP, signal.SIGINT, signal.SIGQUIT]:
            with self.subTest(signal=sig.name):
                self.write("ok.cpp", SOURCE)
                r = self.fix("signal=" + sig.name, preexec_fn=injection.ignoring(sig))
                self.assertEqual((r.returncode, r.stderr), (0, ""))
                self.assertIn("#include <overdub/overdub.h>", self.read("ok.cpp"))
                self.assertEqual(files_under(self.dir), ["ok.cpp"])

    def test_a_failed_fsync_is_an_error(self):
        r = self.fix("error=EIO")
        self.assertEqual(r.returncode, 1)
        self.assertEqual(r.stderr,
                         f"overdub: error: cannot write '{self.path}': Input/output error\n")
        self.assertEqual(self.read("ok.cpp"), SOURCE)
        self.assertEqual(files_under(self.dir), ["ok.cpp"])

    def test_the_launcher_keeps_its_temporary_source_through_an_ignored_hangup(self):
        # The launcher's instrumented source beside the object lives while overdub and the
        # compiler run: a SIGHUP at each wait for them, ignored, must not remove it.
        include = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "runtime",
                               "include")
        env = dict(os.environ, OVERDUB=OVERDUB, OVERDUB_INCLUDE_DIR=include)
        r = subprocess.run(injection.injecting("wait4", "signal=SIGHUP") +
                           [LAUNCH, "g++", "-std=c++17", "-c", "ok.cpp", "-o", "ok.o"],
                           cwd=self.dir, capture_output=True, text=True, env=env,
                           preexec_fn=injection.ignoring(signal.SIGHUP))
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(files_under(self.dir), ["ok.cpp", "ok.o"])


def acl(*entries):
    """A POSIX ACL as the system.posix_acl_access extended attribute holds it: version 2, then
    (tag, permissions, id) entries sorted by tag."""
    return struct.pack("<I", 2) + b"".join(struct.pack("<HHI", tag, perm, ident)
                                           for tag, perm, ident in entries)


NO_ID = 0xFFFFFFFF
USER_OBJ, USER, GROUP_OBJ, MASK, OTHER = 0x01, 0x02, 0x04, 0x10, 0x20


class FixKeepsAttributes(ProjectTestCase):
    def setUp(self):
        super().setUp()
        self.path = self.write("ok.cpp", SOURCE)

    def fix(self, *args, name="ok.cpp"):
        return run([OVERDUB, "--fix", *args, name, "--", "-std=c++17"], cwd=self.dir)

    def assertInstrumented(self, name="ok.cpp"):
        self.assertIn("#include <overdub/overdub.h>", self.read(name))

    def test_mode(self):
        for mode in [0o600, 0o755, 0o640, 0o2755]:
            self.write("ok.cpp", SOURCE)
            os.chmod(self.path, mode)
            r = self.fix()
            self.assertEqual(r.returncode, 0, r.stderr)
            self.assertInstrumented()
            self.assertEqual(oct(stat.S_IMODE(os.stat(self.path).st_mode)), oct(mode))

    def test_owner(self):
        if os.geteuid() != 0:
            self.skipTest("giving a file to another user needs root (CI runs the tests as root)")
        os.chown(self.path, 4321, 4322)
        r = self.fix()
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertInstrumented()
        st = os.stat(self.path)
        self.assertEqual((st.st_uid, st.st_gid), (4321, 4322))

    def test_extended_attributes_and_acls(self):
        try:
            os.setxattr(self.path, "user.origin", b"kept")
        except OSError as e:
            self.skipTest(f"no user extended attributes on this file system: {e}")
        access = acl((USER_OBJ, 6, NO_ID), (USER, 4, 4321), (GROUP_OBJ, 4, NO_ID),
                     (MASK, 4, NO_ID), (OTHER, 0, NO_ID))
        try:
            os.setxattr(self.path, "system.posix_acl_access", access)
        except OSError as e:
            self.skipTest(f"no POSIX ACLs on this file system: {e}")
        # The directory's default ACL would be inherited by a new file: the original has none.
        os.makedirs(os.path.join(self.dir, "d"))
        other = self.write("d/other.cpp", SOURCE)
        os.setxattr(os.path.join(self.dir, "d"), "system.posix_acl_default",
                    acl((USER_OBJ, 7, NO_ID), (USER, 7, 4321), (GROUP_OBJ, 5, NO_ID),
                        (MASK, 7, NO_ID), (OTHER, 5, NO_ID)))
        before = os.listxattr(other)
        r = self.fix()
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertInstrumented()
        self.assertEqual(os.getxattr(self.path, "user.origin"), b"kept")
        self.assertEqual(os.getxattr(self.path, "system.posix_acl_access"), access)
        r = self.fix(name="d/other.cpp")
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertInstrumented("d/other.cpp")
        self.assertEqual(os.listxattr(other), before)

    def test_symbolic_link_keeps_its_place(self):
        os.makedirs(os.path.join(self.dir, "real"))
        target = self.write("real/target.cpp", SOURCE)
        os.symlink("real/target.cpp", os.path.join(self.dir, "link.cpp"))
        r = self.fix(name="link.cpp")
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertTrue(os.path.islink(os.path.join(self.dir, "link.cpp")))
        self.assertEqual(os.readlink(os.path.join(self.dir, "link.cpp")), "real/target.cpp")
        self.assertInstrumented("real/target.cpp")
        self.assertEqual(sorted(os.listdir(os.path.join(self.dir, "real"))), ["target.cpp"])
        self.assertEqual(os.stat(target).st_nlink, 1)

    def test_hard_links_are_refused_unless_forced(self):
        other = os.path.join(self.dir, "other-name.cpp")
        os.link(self.path, other)
        r = self.fix()
        self.assertEqual(r.returncode, 1)
        self.assertEqual(r.stderr, f"overdub: error: not instrumenting '{self.path}' in place: it "
                         "has 2 hard links, and the others would keep the old text (--fix-force "
                         "replaces it all the same)\n")
        self.assertEqual(self.read("ok.cpp"), SOURCE)
        self.assertEqual(os.stat(self.path).st_nlink, 2)
        r = self.fix("--fix-force")
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertInstrumented()
        with open(other) as f:
            self.assertEqual(f.read(), SOURCE)

    def test_read_only_files_are_refused_unless_forced(self):
        os.chmod(self.path, 0o444)
        r = self.fix()
        self.assertEqual(r.returncode, 1)
        self.assertIn(f"not instrumenting '{self.path}' in place: it is read-only (--fix-force",
                      r.stderr)
        self.assertEqual(self.read("ok.cpp"), SOURCE)
        r = self.fix("--fix-force")
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertInstrumented()
        self.assertEqual(stat.S_IMODE(os.stat(self.path).st_mode), 0o444)
        bad = run([OVERDUB, "--fix-force", "ok.cpp", "--"], cwd=self.dir)
        self.assertEqual(bad.returncode, 1)
        self.assertIn("--fix-force goes with --fix", bad.stderr)

    def test_nothing_is_left_beside_the_source(self):
        r = self.fix()
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(files_under(self.dir), ["ok.cpp"])


class FileNames(ProjectTestCase):
    """A '\\' is part of a file name on POSIX: a\\b.cpp is not a/b.cpp."""

    def setUp(self):
        super().setUp()
        self.write("a\\b.cpp", SOURCE)
        self.write("a/b.cpp", SOURCE)

    def test_fix_and_output_dir_take_the_name_as_it_is(self):
        r = run([OVERDUB, "--fix", "a\\b.cpp", "--", "-std=c++17"], cwd=self.dir)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn("#include <overdub/overdub.h>", self.read("a\\b.cpp"))
        self.assertEqual(self.read("a/b.cpp"), SOURCE)
        self.write("c\\d.cpp", SOURCE)
        r = run([OVERDUB, "--output-dir=out", "c\\d.cpp", "--", "-std=c++17"], cwd=self.dir)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertTrue(self.read("out/c\\d.cpp").startswith('#line 1 "c\\\\d.cpp"\n'))
        self.assertFalse(os.path.exists(os.path.join(self.dir, "out", "c")))

    def test_a_database_that_reads_the_name_as_another_file_is_refused(self):
        # Clang's compile database looks a\b.cpp up as a/b.cpp: that command is not the file's.
        self.write("build/compile_commands.json",
                   '[{"directory": "%s", "file": "a/b.cpp", "arguments": '
                   '["g++", "-std=c++17", "-c", "a/b.cpp"]}]' % self.dir)
        r = run([OVERDUB, "-p", "build", "--fix", "a\\b.cpp"], cwd=self.dir)
        self.assertEqual(r.returncode, 1)
        self.assertIn("the compile command found for 'a\\b.cpp' compiles '%s/a/b.cpp', another "
                      "file (compile databases read '\\' as '/')" % self.dir, r.stderr)
        self.assertEqual(self.read("a\\b.cpp"), SOURCE)
        self.assertEqual(self.read("a/b.cpp"), SOURCE)


if __name__ == "__main__":
    OVERDUB, LAUNCH = sys.argv[1:3]
    unittest.main(argv=sys.argv[:1] + sys.argv[3:], verbosity=2)
