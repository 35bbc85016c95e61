#!/usr/bin/env python3
"""Clang's thread-safety analysis checks each function body on its own: a call that needs a lock
its caller holds must stay in the caller's body. A class result that needs copy elision takes the
full-expression form there, which leaves the call in place: the instrumented program compiles
under clang++-19 -Wthread-safety -Werror like the original, in every standard, and a call made
without the lock is still reported, warning for warning."""
import os
import re
import sys
import unittest

from project import ProjectTestCase, run

OVERDUB = INCLUDE = RUNTIME = None

SOURCE = r"""#include <cstdio>
#include <mutex>

class __attribute__((capability("mutex"))) Mutex {
 public:
  void lock() __attribute__((acquire_capability())) { m_.lock(); }
  void unlock() __attribute__((release_capability())) { m_.unlock(); }
 private:
  std::mutex m_;
};

struct Snapshot {
  int value;
  explicit Snapshot(int v) : value(v) {}
  Snapshot(Snapshot &&o) : value(o.value) {}
  ~Snapshot() {}
};

Mutex mu;
int counter __attribute__((guarded_by(mu))) = 41;

Snapshot snapshot() __attribute__((requires_capability(mu))) { return Snapshot(counter + 1); }

Snapshot locked() {
  mu.lock();
  Snapshot s = snapshot();
  mu.unlock();
  return s;
}
@EXTRA@
int main() {
  Snapshot s = locked();
  std::printf("%d\n", s.value);
  return 0;
}
"""
UNLOCKED = "Snapshot unlocked() { return snapshot(); }\n"
WARNING = re.compile(r"^[^:]+:(\d+):\d+: (warning|error): (.*)$", re.M)
STANDARDS = ["c++11", "c++14", "c++17", "c++20", "c++23"]


class ThreadSafety(ProjectTestCase):
    def instrument(self, name, std):
        r = run([OVERDUB, name, "--", f"-std={std}"], cwd=self.dir)
        self.assertEqual(r.returncode, 0, r.stderr)
        return self.write("inst_" + name, r.stdout)

    def compile(self, source, std, output=None):
        cmd = ["clang++-19", f"-std={std}", "-Wall", "-Wextra", "-Wpedantic", "-Wthread-safety",
               "-Werror", "-I", INCLUDE, source]
        cmd += ["-o", output, RUNTIME, "-pthread"] if output else ["-fsyntax-only"]
        return run(cmd, cwd=self.dir)

    def test_locked_call_compiles_and_runs_like_the_original(self):
        self.write("ok.cpp", SOURCE.replace("@EXTRA@", ""))
        for std in STANDARDS:
            with self.subTest(std=std):
                sites = run([OVERDUB, "--list-sites", "ok.cpp", "--", f"-std={std}"], cwd=self.dir)
                self.assertIn("ok.cpp:26:16: remark: instrumented 'snapshot' [full-expression]",
                              sites.stdout)
                orig = self.compile("ok.cpp", std, os.path.join(self.dir, "orig"))
                self.assertEqual(orig.returncode, 0, orig.stderr)
                inst = self.compile(self.instrument("ok.cpp", std), std,
                                    os.path.join(self.dir, "inst"))
                self.assertEqual(inst.returncode, 0, inst.stderr)
                a = run([os.path.join(self.dir, "orig")])
                b = run([os.path.join(self.dir, "inst")],
                        env=dict(os.environ, OVERDUB_OUTPUT=os.path.join(self.dir, "t.trace")))
                self.assertEqual((a.stdout, a.returncode), (b.stdout, b.returncode))
                self.assertEqual(a.stdout, "42\n")

    def test_a_call_without_the_lock_is_still_reported(self):
        self.write("bad.cpp", SOURCE.replace("@EXTRA@", UNLOCKED))
        for std in STANDARDS:
            with self.subTest(std=std):
                orig = self.compile("bad.cpp", std)
                inst = self.compile(self.instrument("bad.cpp", std), std)
                expected = WARNING.findall(orig.stderr)
                self.assertTrue(any("requires holding mutex 'mu'" in w[2] for w in expected),
                                orig.stderr)
                self.assertEqual(WARNING.findall(inst.stderr), expected)


if __name__ == "__main__":
    OVERDUB, INCLUDE, RUNTIME = sys.argv[1:4]
    unittest.main(argv=sys.argv[:1] + sys.argv[4:], verbosity=2)
