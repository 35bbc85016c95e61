#!/usr/bin/env python3
"""Instrumented shared libraries loaded by an uninstrumented host. The hot path reaches the
runtime's thread state with initial-exec TLS, inlined into every instrumented object, so a host
that dlopens an instrumented library (and with it liboverdub_rt.so) must find room for that TLS in
the small surplus of its static TLS block: the runtime's budget is 128 bytes, for good. Checked
on the runtime's ELF files, and by a C program and python3 (ctypes) loading several instrumented
libraries, calling into them (from threads too) and leaving a trace that overdub-report --check
passes. Arguments as test_runtime.py's."""
import os
import re
import subprocess
import sys
import unittest

import test_runtime as base
from test_runtime import run

TLS_BUDGET = 128

LIBRARIES = {
    "alpha": r"""
static int square(int x) { return x * x; }
extern "C" int alpha_sum(int n) {
  int s = 0;
  for (int i = 0; i < n; ++i) s += square(i);
  return s;
}
""",
    "beta": r"""
#include <thread>
static int twice(int x) { return 2 * x; }
static void work(int n, int *out) { for (int i = 0; i < n; ++i) *out += twice(i); }
extern "C" int beta_threads(int n) {
  int a = 0, b = 0;
  std::thread first(work, n, &a), second(work, n, &b);
  first.join();
  second.join();
  return a + b;
}
""",
    "gamma": r"""
#include <string>
static std::string named(int i) { return "n" + std::to_string(i); }
extern "C" int gamma_length(int n) {
  std::string all;
  for (int i = 0; i < n; ++i) all += named(i);
  return static_cast<int>(all.size());
}
""",
}

C_HOST = r"""
#include <dlfcn.h>
#include <stdio.h>
typedef int (*entry)(int);
static int call(const char *lib, const char *name, int n) {
  void *handle = dlopen(lib, RTLD_NOW | RTLD_LOCAL);
  if (!handle) { printf("dlopen: %s\n", dlerror()); return -1; }
  entry f = (entry)dlsym(handle, name);
  if (!f) { printf("dlsym: %s\n", dlerror()); return -1; }
  return f(n);
}
int main(int argc, char **argv) {
  if (argc != 4) return 2;
  printf("%d %d %d\n", call(argv[1], "alpha_sum", 100), call(argv[2], "beta_threads", 50),
         call(argv[3], "gamma_length", 20));
  return 0;
}
"""

PY_HOST = r"""
import ctypes, sys
alpha, beta, gamma = (ctypes.CDLL(path) for path in sys.argv[1:4])
print(alpha.alpha_sum(100), beta.beta_threads(50), gamma.gamma_length(20))
"""

EXPECTED_OUTPUT = "328350 4900 50\n"  # sum of squares below 100; 2 x 2 x sum below 50; n0..n19
EXPECTED_CALLS = {"square": 100, "twice": 100, "named": 20}


def tls_sizes(elf):
    """The MemSiz of each PT_TLS segment of a shared object."""
    out = run(["readelf", "-lW", elf]).stdout
    return [int(m.group(1), 16) for m in re.finditer(
        r"^\s*TLS\s+\S+\s+\S+\s+\S+\s+\S+\s+(0x[0-9a-f]+)", out, re.M)]


def tls_symbols(archive):
    """Sizes of the thread-local symbols an archive's objects define."""
    out = run(["readelf", "-sW", archive]).stdout
    return [int(m.group(1)) for m in re.finditer(r"^\s*\d+:\s+\S+\s+(\d+)\s+TLS\s+\S+\s+\S+\s+(?!UND)\S+",
                                                 out, re.M)]


class TlsBudget(unittest.TestCase):
    def test_the_runtime_keeps_its_initial_exec_tls_within_budget(self):
        shared = os.path.join(os.path.dirname(base.RUNTIME), "liboverdub_rt.so")
        sizes = tls_sizes(shared)
        self.assertEqual(len(sizes), 1, "liboverdub_rt.so has one TLS segment")
        self.assertLessEqual(sizes[0], TLS_BUDGET, f"liboverdub_rt.so: {sizes[0]} bytes of TLS")
        symbols = tls_symbols(base.RUNTIME)
        self.assertTrue(symbols, "liboverdub_rt.a defines its thread state")
        self.assertLessEqual(sum(symbols), TLS_BUDGET, f"liboverdub_rt.a: TLS symbols {symbols}")


class UninstrumentedHosts(base.RuntimeTest):
    def setUp(self):
        super().setUp()
        self.shared = os.path.join(os.path.dirname(base.RUNTIME), "liboverdub_rt.so")
        self.libraries = [self.instrumented_library(name, source)
                          for name, source in LIBRARIES.items()]

    def instrumented_library(self, name, source):
        with open(os.path.join(self.dir, name + ".cpp"), "w") as f:
            f.write(source)
        inst = run([base.OVERDUB, name + ".cpp", "--", "-std=c++17", "-fPIC"], cwd=self.dir)
        self.assertEqual(inst.returncode, 0, inst.stderr)
        with open(os.path.join(self.dir, name + ".inst.cpp"), "w") as f:
            f.write(inst.stdout)
        lib = os.path.join(self.dir, f"lib{name}.so")
        c = run(["g++", "-std=c++17", "-O2", "-fPIC", "-shared", "-I", base.INCLUDE,
                 name + ".inst.cpp", "-o", lib, self.shared, "-pthread",
                 "-Wl,-rpath," + os.path.dirname(self.shared)], cwd=self.dir)
        self.assertEqual(c.returncode, 0, c.stderr)
        return lib

    def check_trace(self, r):
        self.assertEqual((r.returncode, r.stdout, r.stderr), (0, EXPECTED_OUTPUT, ""))
        trace = self.only_trace()  # one runtime for the three libraries
        self.report(trace, "--check")
        for callee, calls in EXPECTED_CALLS.items():
            self.assertEqual(self.count(trace, callee), calls, callee)

    def test_a_c_program(self):
        src = os.path.join(self.dir, "host.c")
        with open(src, "w") as f:
            f.write(C_HOST)
        host = os.path.join(self.dir, "host")
        c = run(["gcc", "-O2", src, "-o", host, "-ldl"])
        self.assertEqual(c.returncode, 0, c.stderr)
        self.assertNotIn("overdub", run(["readelf", "-dW", host]).stdout)
        self.check_trace(self.execute(host, args=self.libraries))

    def test_python_with_ctypes(self):
        self.check_trace(self.execute(sys.executable, args=["-c", PY_HOST, *self.libraries]))


# What an object instrumented against the version 2 header refers to (overdub.h of trace format 2):
# the registration and the thread state under their unversioned names. Its hot path would write
# 16-byte events into a runtime that reads 8-byte ones.
STALE_OBJECT = r"""
namespace overdub {
class Registration {
 public:
  void enroll() noexcept;
};
namespace detail {
struct ThreadState { void *cur, *end; };
extern __thread ThreadState tls_state __attribute__((tls_model("initial-exec")));
}  // namespace detail
}  // namespace overdub
extern "C" int stale_entry(int n) {
  overdub::Registration r;
  r.enroll();
  return n + (overdub::detail::tls_state.cur != nullptr);
}
"""


# Versions 3 and 4's registration: no target caches (version 5's runtime empties them when a
# library is unloaded, and would read past an older registration).
STALE_REGISTRATION = r"""
namespace overdub {
class Registration {
 public:
  void enroll() noexcept __asm__("overdub_registration_enroll_format3");
};
}  // namespace overdub
extern "C" int stale_entry(int n) {
  overdub::Registration r;
  r.enroll();
  return n;
}
int main() { return stale_entry(0); }
"""


class ObjectsOfAnotherVersion(base.RuntimeTest):
    """An object built against another trace format's header never records into this runtime:
    it does not link, nor load (docs/trace-format.md, "Objects of another version")."""

    def setUp(self):
        super().setUp()
        self.shared = os.path.join(os.path.dirname(base.RUNTIME), "liboverdub_rt.so")
        with open(os.path.join(self.dir, "stale.cpp"), "w") as f:
            f.write(STALE_OBJECT + 'int main() { return stale_entry(0); }\n')
        with open(os.path.join(self.dir, "stale4.cpp"), "w") as f:
            f.write(STALE_REGISTRATION)

    def test_a_stale_object_does_not_link(self):
        for runtime in (base.RUNTIME, self.shared):
            for source, missing in (("stale.cpp", "overdub::Registration::enroll()"),
                                    ("stale4.cpp", "overdub_registration_enroll_format3")):
                c = run(["g++", "-std=c++17", source, "-o", "stale", runtime, "-pthread"],
                        cwd=self.dir)
                self.assertNotEqual(c.returncode, 0, (source, runtime))
                self.assertIn(missing, c.stderr)

    def test_a_stale_library_does_not_load(self):
        lib = os.path.join(self.dir, "libstale.so")
        c = run(["g++", "-std=c++17", "-fPIC", "-shared", "stale.cpp", "-o", lib], cwd=self.dir)
        self.assertEqual(c.returncode, 0, c.stderr)
        # A host that has the runtime loaded already (an instrumented program) loads it lazily.
        host = os.path.join(self.dir, "host.c")
        with open(host, "w") as f:
            f.write(r"""
#include <dlfcn.h>
#include <stdio.h>
int main(int argc, char **argv) {
  if (!dlopen(argv[1], RTLD_NOW | RTLD_GLOBAL)) return 2;
  void *stale = dlopen(argv[2], RTLD_LAZY);
  printf("%s\n", stale ? "loaded" : dlerror());
  return 0;
}
""")
        c = run(["gcc", host, "-o", os.path.join(self.dir, "host"), "-ldl"])
        self.assertEqual(c.returncode, 0, c.stderr)
        r = self.execute(os.path.join(self.dir, "host"), args=[self.shared, lib])
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn("undefined symbol", r.stdout)
        self.assertNotIn("loaded", r.stdout)


if __name__ == "__main__":
    base.OVERDUB, base.REPORT, base.INCLUDE, base.RUNTIME = sys.argv[1:5]
    unittest.main(argv=sys.argv[:1] + sys.argv[5:], verbosity=2)
