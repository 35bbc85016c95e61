#!/usr/bin/env python3
"""Contexts (overdub.h, "Contexts"): the same test context selected at run time (exported by the
program, preloaded, installed by a call) and at rewrite time (overdub --context), with exact hook
counts per callee, unwinding, threads, per-site disable, and the interplay with the recorder's
control API. Arguments as test_runtime.py's."""
import os
import subprocess
import sys
import unittest

import test_runtime as base
from test_runtime import run

# The test context: hook counts per site, the threads seen, and whether Thread::id was right;
# written at exit to $CTX_OUT as "callee enters exits unwinds" lines and "threads N" / "bad-id N".
CTX_H = r"""
#pragma once
#include <overdub/overdub.h>
struct TestContext {
  static bool enter(const overdub::Site &site, overdub::Thread &thread) noexcept;
  static void exit(const overdub::Site &site, overdub::Thread &thread) noexcept;
  static void unwind(const overdub::Site &site, overdub::Thread &thread) noexcept;
};
"""
CTX_CPP = r"""
#include "ctx.h"
#include <mutex>
#include <stdio.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <unistd.h>
namespace {
struct Row { const overdub::Site *site; unsigned long long enters, exits, unwinds; };
std::mutex lock;
Row rows[256];
unsigned long long threads[64];
unsigned nthreads, bad_ids;
Row &row(const overdub::Site &site, const overdub::Thread &thread) {
  if (thread.id != static_cast<unsigned long long>(syscall(SYS_gettid))) ++bad_ids;
  unsigned t = 0;
  while (t < nthreads && threads[t] != thread.id) ++t;
  if (t == nthreads && nthreads < 64) threads[nthreads++] = thread.id;
  unsigned i = 0;
  while (rows[i].site && rows[i].site != &site) ++i;
  rows[i].site = &site;
  return rows[i];
}
struct Dump {
  ~Dump() {
    FILE *out = fopen(getenv("CTX_OUT"), "w");
    if (!out) return;
    for (const Row &r : rows)
      if (r.site) fprintf(out, "%s %llu %llu %llu\n", r.site->callee, r.enters, r.exits, r.unwinds);
    fprintf(out, "threads %u\nbad-id %u\n", nthreads, bad_ids);
    fclose(out);
  }
} dump;
}  // namespace
bool TestContext::enter(const overdub::Site &site, overdub::Thread &thread) noexcept {
  std::lock_guard<std::mutex> hold(lock);
  ++row(site, thread).enters;
  return true;
}
void TestContext::exit(const overdub::Site &site, overdub::Thread &thread) noexcept {
  std::lock_guard<std::mutex> hold(lock);
  ++row(site, thread).exits;
}
void TestContext::unwind(const overdub::Site &site, overdub::Thread &thread) noexcept {
  std::lock_guard<std::mutex> hold(lock);
  ++row(site, thread).unwinds;
}
"""
EXPORT_CPP = '#include "ctx.h"\nOVERDUB_EXPORT_CONTEXT(TestContext);\n'

# guarded: 99 calls; thrower: 99, 33 of them unwound; leaf: 66; std::runtime_error (the
# construction of each exception thrown): 33; in three threads.
PROGRAM = r"""
#include "ctx.h"
#include <cstdio>
#include <cstring>
#include <stdexcept>
#include <thread>
int leaf(int x) { return x + 1; }
int thrower(int x) {
  if (x % 3 == 0) throw std::runtime_error("x");
  return leaf(x);
}
int guarded(int x) {
  try {
    return thrower(x);
  } catch (const std::runtime_error &) {
    return -1;
  }
}
void work(int n) {
  for (int i = 0; i < n; ++i) guarded(i);
}
int main() {
  SETUP;
  std::thread a(work, 30), b(work, 60);
  a.join();
  b.join();
  work(9);
  std::printf("done\n");
  return 0;
}
"""
EXPECTED = {"guarded": (99, 99, 0), "thrower": (99, 66, 33), "leaf": (66, 66, 0), "work": (1, 1, 0),
            "std::thread": (2, 2, 0), "std::thread::join": (2, 2, 0), "std::printf": (1, 1, 0),
            "std::runtime_error": (33, 33, 0)}


class Contexts(base.RuntimeTest):
    def write(self, name, text):
        with open(os.path.join(self.dir, name), "w") as f:
            f.write(text)

    def build_with(self, setup="(void)0", overdub_flags=(), objects=(), name="prog", program=PROGRAM,
                   runtime=None):
        """Instruments `program` (SETUP replaced), links it with `objects` and the runtime."""
        self.write("ctx.h", CTX_H)
        self.write("ctx.cpp", CTX_CPP)
        self.write("export.cpp", EXPORT_CPP)
        self.write(name + ".cpp", program.replace("SETUP", setup))
        inst = run([base.OVERDUB, *overdub_flags, name + ".cpp", "--", "-std=c++17", "-pthread",
                    "-I", base.INCLUDE],
                   cwd=self.dir)
        self.assertEqual(inst.returncode, 0, inst.stderr)
        self.write(name + ".inst.cpp", inst.stdout)
        exe = os.path.join(self.dir, name)
        c = run(["g++", "-std=c++17", "-O1", "-Wall", "-Wextra", "-I", base.INCLUDE, "-I", self.dir,
                 name + ".inst.cpp", *objects, *(runtime or [base.RUNTIME]), "-pthread", "-o", exe],
                cwd=self.dir)
        self.assertEqual(c.returncode, 0, c.stderr)
        return exe

    def hooks(self, exe, env=None):
        out = os.path.join(self.dir, "ctx.out")
        if os.path.exists(out):
            os.remove(out)
        r = self.execute(exe, dict(env or {}, CTX_OUT=out))
        self.assertEqual((r.returncode, r.stdout, r.stderr), (0, "done\n", ""))
        counts, info = {}, {}
        with open(out) as f:
            for line in f:
                if line.startswith(("threads ", "bad-id ")):
                    key, value = line.split()
                    info[key] = int(value)
                    continue
                callee, *hooks = line.rsplit(None, 3)
                before = counts.get(callee, (0, 0, 0))
                counts[callee] = tuple(b + int(h) for b, h in zip(before, hooks))
        return counts, info

    def check_expected(self, exe, env=None):
        counts, info = self.hooks(exe, env)
        self.assertEqual(counts, EXPECTED)
        self.assertEqual(info, {"threads": 3, "bad-id": 0})
        self.assertEqual(self.traces(), [], "a context replaces the trace")

    # Both selections, each with unwinding and threads.
    def test_run_time_context_exported_by_the_program(self):
        self.check_expected(self.build_with(objects=["ctx.cpp", "export.cpp"]))

    def test_run_time_context_with_the_shared_runtime(self):
        # liboverdub_rt.so finds a context the executable defines (its weak reference makes the
        # linker export it) and one a preloaded library defines.
        shared = os.path.splitext(base.RUNTIME)[0] + ".so"
        runtime = [shared, "-Wl,-rpath," + os.path.dirname(shared)]
        self.check_expected(self.build_with(objects=["ctx.cpp", "export.cpp"], runtime=runtime))
        lib = os.path.join(self.dir, "libctx.so")
        c = run(["g++", "-std=c++17", "-O1", "-fPIC", "-shared", "-I", base.INCLUDE, "-I", self.dir,
                 "ctx.cpp", "export.cpp", "-o", lib], cwd=self.dir)
        self.assertEqual(c.returncode, 0, c.stderr)
        self.check_expected(self.build_with(runtime=runtime, name="prog2"),
                            {"LD_PRELOAD": lib})

    def test_run_time_context_preloaded(self):
        lib = os.path.join(self.dir, "libctx.so")
        exe = self.build_with()  # the context is only in the library
        c = run(["g++", "-std=c++17", "-O1", "-fPIC", "-shared", "-I", base.INCLUDE, "-I", self.dir,
                 "ctx.cpp", "export.cpp", "-o", lib], cwd=self.dir)
        self.assertEqual(c.returncode, 0, c.stderr)
        # Without the library: the recorder, as usual.
        r = self.execute(exe, {"OVERDUB_THROTTLE": "0"})
        self.assertEqual(r.stdout, "done\n")
        self.assertEqual(self.count(self.only_trace(), "thrower"), 99)
        os.remove(self.only_trace())
        self.check_expected(exe, {"LD_PRELOAD": lib})

    def test_run_time_context_installed_by_a_call(self):
        self.check_expected(self.build_with("overdub::install_context<TestContext>()",
                                            objects=["ctx.cpp"]))

    def test_rewrite_time_context(self):
        exe = self.build_with(overdub_flags=["--context=TestContext", "--context-header=ctx.h"],
                              objects=["ctx.cpp"])
        self.check_expected(exe)
        with open(os.path.join(self.dir, "prog.inst.cpp")) as f:
            self.assertIn("BasicSpan< TestContext>", f.read())

    # Per-site disable, through the same interface for the three contexts: leaf is turned off
    # before the threads start and on again for one last call.
    DISABLE = ("overdub::for_each_site([](const overdub::Site &s) {"
               " if (!std::strcmp(s.callee, \"leaf\")) overdub::site_disable(s); })")
    ENABLE_PROGRAM = PROGRAM.replace('  std::printf("done\\n");', """  overdub::for_each_site([](const overdub::Site &s) {
    if (!std::strcmp(s.callee, "leaf")) overdub::site_enable(s);
  });
  leaf(1);
  std::printf("done\\n");""")

    def test_sites_turned_off_and_on_in_each_context(self):
        expected = dict(EXPECTED, leaf=(1, 1, 0))
        for variant, setup, flags in [
                ("run-time", "overdub::install_context<TestContext>(); " + self.DISABLE, []),
                ("rewrite-time", self.DISABLE, ["--context=TestContext", "--context-header=ctx.h"])]:
            with self.subTest(variant):
                exe = self.build_with(setup, flags, ["ctx.cpp"], program=self.ENABLE_PROGRAM)
                counts, _ = self.hooks(exe)
                # The visitors' own calls: a context gets them, one per site and visit.
                self.assertGreater(counts.pop("std::strcmp")[0], 0)
                self.assertEqual(counts, expected)
        # The recorder: no event and no count for the site while it is off.
        exe = self.build_with(self.DISABLE, program=self.ENABLE_PROGRAM)
        for throttle in ("0", "1"):
            r = self.execute(exe, {"OVERDUB_THROTTLE": throttle, "OVERDUB_THROTTLE_CALLS": "10"})
            self.assertEqual(r.stdout, "done\n")
            trace = self.only_trace()
            self.assertEqual(self.count(trace, "leaf"), 1)
            self.assertEqual(self.count(trace, "thrower"), 99)
            os.remove(trace)

    def test_recording_control_applies_to_a_run_time_context(self):
        # Off: no hook; on again: the context (not the recorder); uninstalled: the recorder.
        program = PROGRAM.replace("  std::thread a(work, 30), b(work, 60);\n  a.join();\n  b.join();\n",
                                  """  overdub_disable();
  work(5);
  overdub_enable();
  leaf(0);
  overdub_set_context(nullptr);
  leaf(1);
  leaf(2);
""")
        exe = self.build_with("overdub::install_context<TestContext>()", objects=["ctx.cpp"],
                              program=program)
        counts, info = self.hooks(exe, {"OVERDUB_THROTTLE": "0"})
        self.assertEqual(counts, {"leaf": (1, 1, 0)})
        self.assertEqual(info["threads"], 1)
        trace = self.only_trace()
        self.assertEqual(self.count(trace, "leaf"), 2 + 6)  # leaf(1), leaf(2), and work(9)'s 6
        self.assertEqual(self.count(trace, "work"), 1)

    def test_a_static_context_may_throw_from_enter(self):
        # A rewrite-time enter that is not noexcept: the wrappers let its exception through, the
        # call is not made, and no end is reported for it.
        self.write("thrower_ctx.h", r"""
#include <overdub/overdub.h>
#include <cstring>
#include <stdexcept>
struct Refuse {
  static inline int ends = 0;
  static bool enter(const overdub::Site &site, overdub::Thread &) {
    if (!std::strcmp(site.callee, "leaf")) throw std::runtime_error("refused");
    return true;
  }
  static void exit(const overdub::Site &, overdub::Thread &) noexcept { ++ends; }
  static void unwind(const overdub::Site &, overdub::Thread &) noexcept { ++ends; }
};
""")
        program = r"""
#include <cstdio>
#include <stdexcept>
int calls = 0;
int leaf(int x) { ++calls; return x + 1; }
int middle(int x) { return leaf(x) * 2; }
int main() {
  try {
    middle(1);
  } catch (const std::runtime_error &e) {
    std::printf("handler: %s, leaf ran %d times\n", e.what(), calls);
  }
  return 0;
}
"""
        exe = self.build_with(overdub_flags=["--context=Refuse", "--context-header=thrower_ctx.h"],
                              program=program)
        r = self.execute(exe)
        self.assertEqual((r.returncode, r.stdout), (0, "handler: refused, leaf ran 0 times\n"))


if __name__ == "__main__":
    base.OVERDUB, base.REPORT, base.INCLUDE, base.RUNTIME = sys.argv[1:5]
    unittest.main(argv=sys.argv[:1] + sys.argv[5:], verbosity=2)
