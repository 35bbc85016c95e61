"""What the CLI tests share: running a command, and a temporary project to write files into."""
import os
import subprocess
import tempfile
import unittest


def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, **kw)


class ProjectTestCase(unittest.TestCase):
    """A test with a fresh directory, self.dir, removed after it."""

    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.dir = self.tmp.name

    def tearDown(self):
        self.tmp.cleanup()

    def write(self, name, text):
        path = os.path.join(self.dir, name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            f.write(text)
        return path

    def read(self, name):
        with open(os.path.join(self.dir, name)) as f:
            return f.read()
