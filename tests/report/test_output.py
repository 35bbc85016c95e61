"""Where the report goes: every write is checked. A report that does not reach standard output or
-o FILE whole is an error (one line, exit 1); -o never leaves a partial file or a temporary behind,
never replaces a device with a file, keeps what FILE has besides its text (mode, owner, extended
attributes), writes /dev/stderr and /dev/fd/N through the descriptor, and a signal either ends it
with nothing left behind or, ignored, changes nothing. The writer is the tools' one
(tool/common/AtomicFile.h); tests/cli/test_writes.py checks it through overdub.

    test_output.py <overdub-report>"""
import os
import resource
import signal
import stat
import subprocess
import sys
import tempfile
import threading
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "cli"))
import injection  # noqa: E402
from tracegen import TraceWriter  # noqa: E402

REPORT = None
FORMATS = ["table", "csv", "events", "tree", "folded", "chrome", "svg", "html"]


def report(*args, **kwargs):
    kwargs.setdefault("stdout", subprocess.PIPE)
    return subprocess.run([REPORT, *args], stderr=subprocess.PIPE, text=True, **kwargs)


def file_size_limit(limit):
    """For preexec_fn: files may not grow past `limit` bytes (EFBIG, not SIGXFSZ)."""
    def apply():
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))
    return apply


class WriteErrors(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.dir = self.tmp.name
        self.trace = os.path.join(self.dir, "t.trace")
        w = TraceWriter()  # 50 callees: every format prints a few KB
        for k in range(50):
            w.call(1, 10 * k, 10 * k + 5, w.site(f"callee_{k}", line=k + 1))
        w.write(self.trace)

    def tearDown(self):
        self.tmp.cleanup()

    def assertFailedWrite(self, r, what):
        self.assertEqual(r.returncode, 1, r.stderr)
        # An instrumented overdub-report (scripts/self-check.sh) also says that its own trace
        # hit the file size limit: not the report's message.
        lines = [line for line in r.stderr.splitlines()
                 if not line.startswith("overdub: writing the trace failed: ")]
        self.assertEqual(len(lines), 1, r.stderr)
        self.assertRegex(lines[0], rf"^overdub-report: error: cannot write {what}: ")

    def test_a_full_standard_output_is_an_error(self):
        for fmt in FORMATS:
            with self.subTest(format=fmt), open("/dev/full", "w") as full:
                r = report(f"--format={fmt}", self.trace, stdout=full)
                self.assertFailedWrite(r, "to standard output")
                self.assertIn("No space left on device", r.stderr)
        with open("/dev/full", "w") as full:
            r = report("diff", self.trace, self.trace, stdout=full)
            self.assertFailedWrite(r, "to standard output")
            r = report("--check", self.trace, stdout=full)  # the check's summary line too
            self.assertFailedWrite(r, "to standard output")

    def test_a_closed_standard_output_is_an_error(self):
        r = subprocess.run(f"'{REPORT}' '{self.trace}' >&-", shell=True, capture_output=True,
                           text=True)
        self.assertFailedWrite(r, "to standard output")

    def test_a_device_is_written_in_place_and_stays_a_device(self):
        device = os.path.join(self.dir, "full")
        try:
            os.mknod(device, 0o666 | stat.S_IFCHR, os.makedev(1, 7))  # /dev/full's numbers
        except OSError:
            device = "/dev/full"  # not root: renaming over /dev/full could not succeed anyway
        r = report("--format=chrome", "-o", device, self.trace)
        self.assertFailedWrite(r, f"'{device}'")
        self.assertTrue(stat.S_ISCHR(os.stat(device).st_mode), "the device was replaced")
        self.assertEqual(sorted(os.listdir(self.dir)), sorted(["t.trace", "full"]
                                                              if device.startswith(self.dir)
                                                              else ["t.trace"]))

    def test_a_failed_write_leaves_the_old_file_and_no_temporary(self):
        out = os.path.join(self.dir, "r.json")
        with open(out, "w") as f:
            f.write("old report\n")
        for fmt in FORMATS:
            with self.subTest(format=fmt):
                r = report(f"--format={fmt}", "-o", out, self.trace,
                           preexec_fn=file_size_limit(200))
                self.assertFailedWrite(r, f"'{out}'")
                self.assertIn("File too large", r.stderr)
                with open(out) as f:
                    self.assertEqual(f.read(), "old report\n")
                self.assertEqual(sorted(os.listdir(self.dir)), ["r.json", "t.trace"])

    def test_a_report_that_fits_replaces_the_file(self):
        out = os.path.join(self.dir, "r.txt")
        link = os.path.join(self.dir, "link.txt")
        with open(out, "w") as f:
            f.write("old report\n")
        os.symlink("r.txt", link)
        r = report("-o", link, self.trace)
        self.assertEqual((r.returncode, r.stdout, r.stderr), (0, "", ""))
        self.assertTrue(os.path.islink(link))  # the file it names is replaced, not the link
        with open(out) as f:
            self.assertTrue(f.read().startswith("overdub profile: "))
        self.assertEqual(sorted(os.listdir(self.dir)), ["link.txt", "r.txt", "t.trace"])

    def test_an_existing_file_keeps_its_mode_owner_and_attributes(self):
        out = os.path.join(self.dir, "r.txt")
        with open(out, "w") as f:
            f.write("old report\n")
        os.chmod(out, 0o600)  # a private report stays private
        root = os.geteuid() == 0
        if root:
            os.chown(out, 4321, 4322)
        try:
            os.setxattr(out, "user.origin", b"kept")
            xattrs = True
        except OSError:
            xattrs = False
        r = report("-o", out, self.trace)
        self.assertEqual((r.returncode, r.stderr), (0, ""))
        with open(out) as f:
            self.assertTrue(f.read().startswith("overdub profile: "))
        st = os.stat(out)
        self.assertEqual(oct(stat.S_IMODE(st.st_mode)), oct(0o600))
        if root:
            self.assertEqual((st.st_uid, st.st_gid), (4321, 4322))
        if xattrs:
            self.assertEqual(os.getxattr(out, "user.origin"), b"kept")
        self.assertEqual(sorted(os.listdir(self.dir)), ["r.txt", "t.trace"])
        if not (root and xattrs):
            self.skipTest("checked the mode only: the owner needs root, extended attributes a file "
                          "system with user attributes")

    def test_a_descriptor_is_written_through_not_replaced(self):
        log = os.path.join(self.dir, "log")
        with open(log, "w") as f:
            f.write("earlier line\n")
        with open(log, "a") as f:  # as `2>>log`: the report is added, the log not replaced
            r = subprocess.run([REPORT, "-o", "/dev/stderr", self.trace], stderr=f)
        self.assertEqual(r.returncode, 0)
        with open(log) as f:
            self.assertRegex(f.read(), r"^earlier line\noverdub profile: ")
        r = report("-o", "/dev/stdout", self.trace)  # a pipe
        self.assertEqual((r.returncode, r.stderr), (0, ""))
        self.assertTrue(r.stdout.startswith("overdub profile: "))
        self.assertEqual(sorted(os.listdir(self.dir)), ["log", "t.trace"])

    def test_a_fifo_is_written_in_place(self):
        fifo = os.path.join(self.dir, "fifo")
        os.mkfifo(fifo)
        got = []

        def read():
            with open(fifo) as f:
                got.append(f.read())
        reader = threading.Thread(target=read, daemon=True)  # a run that fails must not hang
        reader.start()
        r = report("-o", fifo, self.trace, timeout=60)
        reader.join(timeout=60)
        self.assertEqual((r.returncode, r.stderr), (0, ""))
        self.assertTrue(got[0].startswith("overdub profile: "))
        self.assertTrue(stat.S_ISFIFO(os.stat(fifo).st_mode))

    def test_a_directory_is_refused(self):
        r = report("-o", self.dir, self.trace)
        self.assertFailedWrite(r, f"'{self.dir}'")
        self.assertIn("Is a directory", r.stderr)


class Signals(unittest.TestCase):
    """A signal while the report is written: at fsync, the temporary file is complete and not yet
    renamed over the target."""

    def setUp(self):
        why = injection.unavailable()
        if why:
            self.skipTest(why)
        self.tmp = tempfile.TemporaryDirectory()
        self.dir = self.tmp.name
        self.trace = os.path.join(self.dir, "t.trace")
        w = TraceWriter()
        w.call(1, 10, 15, w.site("callee"))
        w.write(self.trace)
        self.out = os.path.join(self.dir, "r.txt")
        with open(self.out, "w") as f:
            f.write("old report\n")

    def tearDown(self):
        self.tmp.cleanup()

    def report(self, action, **kwargs):
        return subprocess.run(injection.injecting("fsync", action) + [REPORT, "-o", self.out,
                                                                      self.trace],
                              capture_output=True, text=True, **kwargs)

    def old_report_and_nothing_else(self):
        with open(self.out) as f:
            self.assertEqual(f.read(), "old report\n")
        self.assertEqual(sorted(os.listdir(self.dir)), ["r.txt", "t.trace"])

    def test_a_fatal_signal_removes_the_temporary(self):
        for sig in [signal.SIGTERM, signal.SIGINT, signal.SIGHUP]:
            with self.subTest(signal=sig.name):
                r = self.report("signal=" + sig.name)
                self.assertEqual(r.returncode, -sig, r.stderr)
                self.old_report_and_nothing_else()

    def test_an_ignored_signal_changes_nothing(self):
        # nohup ignores SIGHUP; a background job of a script SIGINT and SIGQUIT.
        for sig in [signal.SIGHUP, signal.SIGINT, signal.SIGQUIT]:
            with self.subTest(signal=sig.name):
                r = self.report("signal=" + sig.name, preexec_fn=injection.ignoring(sig))
                self.assertEqual((r.returncode, r.stderr), (0, ""))
                with open(self.out) as f:
                    self.assertTrue(f.read().startswith("overdub profile: "))
                self.assertEqual(sorted(os.listdir(self.dir)), ["r.txt", "t.trace"])
                with open(self.out, "w") as f:
                    f.write("old report\n")

    def test_a_failed_fsync_is_an_error(self):
        r = self.report("error=EIO")
        self.assertEqual(r.returncode, 1)
        self.assertEqual(r.stderr, f"overdub-report: error: cannot write '{self.out}': "
                                   "Input/output error\n")
        self.old_report_and_nothing_else()


if __name__ == "__main__":
    REPORT = sys.argv[1]
    unittest.main(argv=sys.argv[:1] + sys.argv[2:], verbosity=2)
