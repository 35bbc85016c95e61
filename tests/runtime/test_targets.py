#!/usr/bin/env python3
"""Call targets in the trace: a virtual call's site records which function each call went to (an
extension word after the call's start, numbered per site; call-target records give each number's
address, modules records the module that holds it). The programs here wrap their virtual calls by
hand as the tool does (overdub.h, virtual_target and virtual_object), so that the runtime is
tested on its own."""
import collections
import csv
import glob
import io
import os
import re
import subprocess
import sys
import unittest

import tracefile
import test_runtime as base
from test_runtime import run

# A program of `classes` shapes, each overriding area(); main calls area() through a base pointer
# (site 0) and a base reference (site 1), `calls` times round the shapes; `fork` forks once.
PROGRAM = r"""
#include <overdub/overdub.h>
#include <cstdio>
#include <cstdlib>
#include <sys/wait.h>
#include <unistd.h>
static unsigned state[2];
static ::overdub::TargetCache caches[2];
static constexpr ::overdub::Site sites[] = {
  {"prog.cpp", "main", "Shape::area", 20, 5, 0, state + 0},
  {"prog.cpp", "main", "Shape::area", 21, 5, 0, state + 1},
};
static const ::overdub::Registration registration{sites};
struct Shape { virtual ~Shape() {} virtual long area() const = 0; };
%(classes)s
int main(int argc, char **argv) {
  %(objects)s
  const Shape *shapes[] = {%(pointers)s};
  const int n = sizeof shapes / sizeof *shapes;
  const bool fork_once = argc > 2;
  long t = 0;
  for (int i = 0; i < std::atoi(argv[1]); ++i) {
    if (fork_once && i == n) {
      pid_t child = fork();
      if (child > 0) waitpid(child, nullptr, 0);
    }
    const Shape *p = shapes[i %% n];
    t += ::overdub::Span{sites + 0}.val(
        ::overdub::virtual_target<0, 2>(sites + 0, caches + 0, p)->area());
    t += ::overdub::Span{sites + 1}.val(
        ::overdub::virtual_object<0, 2>(sites + 1, caches + 1, *p).area());
  }
  std::printf("%%ld\n", t);
}
"""


# One site calls area() through a base pointer, from main round three shapes and from a SIGUSR1
# handler on a fourth; the first and third shapes' area() raise the signal (after the call's
# target, before its stop).
SIGNALLED = r"""
#include <overdub/overdub.h>
#include <csignal>
#include <cstdio>
#include <cstdlib>
static unsigned state[1];
static ::overdub::TargetCache caches[1];
static constexpr ::overdub::Site sites[] = {
  {"prog.cpp", "area_of", "Shape::area", 15, 10, 0, state + 0},
};
static const ::overdub::Registration registration{sites};
struct Shape { virtual ~Shape() {} virtual long area() const = 0; };
static long area_of(const Shape *p) {
  return ::overdub::Span{sites + 0}.val(
      ::overdub::virtual_target<0, 2>(sites + 0, caches + 0, p)->area());
}
struct S3 : Shape { long area() const override { return 4; } };
static const S3 in_handler;
static volatile long handled;
static void on_usr1(int) { handled = handled + area_of(&in_handler) / 4; }
struct S0 : Shape { long area() const override { std::raise(SIGUSR1); return 1; } };
struct S1 : Shape { long area() const override { return 2; } };
struct S2 : Shape { long area() const override { std::raise(SIGUSR1); return 3; } };
int main(int argc, char **argv) {
  std::signal(SIGUSR1, on_usr1);
  const S0 s0;
  const S1 s1;
  const S2 s2;
  const Shape *shapes[] = {&s0, &s1, &s2};
  long t = 0;
  for (int i = 0; argc > 1 && i < std::atoi(argv[1]); ++i) t += area_of(shapes[i % 3]);
  std::printf("%ld %ld\n", t, handled);
}
"""

def program(classes):
    return PROGRAM % {
        "classes": "\n".join("struct S%d : Shape { long area() const override { return %d; } };"
                             % (i, i + 1) for i in range(classes)),
        "objects": " ".join("S%d s%d;" % (i, i) for i in range(classes)),
        "pointers": ", ".join("&s%d" % i for i in range(classes)),
    }


class CallTargets(base.RuntimeTest):
    def build_program(self, classes, compiler=("g++", "-std=c++17")):
        return self.compile_wrapped(program(classes), compiler)

    def compile_wrapped(self, source, compiler=("g++", "-std=c++17")):
        """A program wrapped by hand, compiled as it is."""
        src = os.path.join(self.dir, "prog.cpp")
        with open(src, "w") as f:
            f.write(source)
        exe = os.path.join(self.dir, "prog")
        c = run([*compiler, "-O2", "-Wall", "-Wextra", "-Werror", "-pedantic-errors", "-I",
                 base.INCLUDE, src, base.RUNTIME, "-pthread", "-o", exe])
        self.assertEqual(c.returncode, 0, c.stderr)
        return exe

    def symbols(self, exe):
        """area()'s address in the file, per class number."""
        out = run(["nm", "-C", "--defined-only", exe]).stdout
        found = {}
        for line in out.splitlines():
            m = re.match(r"([0-9a-f]+) [tTW] S(\d+)::area\(\) const$", line)
            if m:
                found[int(m.group(2))] = int(m.group(1), 16)
        return found

    def targets_by_call(self, t, exe):
        """Per thread's calls, in order: (site index, class number) from the call's target."""
        symbols = {v: k for k, v in self.symbols(exe).items()}
        calls = []
        for tid in t.threads():
            open_calls = []
            for kind, site, number in t.thread_targets(tid):
                if kind == 0:
                    open_calls.append([site, None])
                elif kind == 3:
                    match = [c for c in open_calls if c[0] == site and c[1] is None]
                    self.assertTrue(match, "a target without its call's start")
                    address, modules = t.call_targets[(site, number)]
                    module = [m for m in modules if m[1] <= address < m[2]]
                    self.assertEqual(len(module), 1, "the target's module")
                    base_address, _start, _end, path, build_id = module[0]
                    self.assertEqual(os.path.realpath(path), os.path.realpath(exe))
                    self.assertTrue(build_id, "the program's build id")
                    match[-1][1] = symbols.get(address - base_address, "?")
                else:
                    call = next(c for c in reversed(open_calls) if c[0] == site)
                    open_calls.remove(call)
                    if t.sites[site][0] != tracefile.RUNTIME_FILE:  # not a buffer hand-off
                        calls.append(tuple(call))
        return calls

    def expect(self, calls, classes, count, sites):
        self.assertEqual(len(calls), count * 2)
        for i in range(count):
            self.assertEqual(calls[2 * i], (sites[0], i % classes))
            self.assertEqual(calls[2 * i + 1], (sites[1], i % classes))

    def sites_of(self, t):
        return sorted(t.sites)[:2]

    def test_each_call_names_the_function_it_went_to(self):
        exe = self.build_program(3)
        r = self.execute(exe, args=["30"])
        self.assertEqual(r.returncode, 0, r.stderr)
        t = tracefile.Trace(self.only_trace())
        self.assertEqual(len(t.call_targets), 6)  # three per site, numbered once
        self.expect(self.targets_by_call(t, exe), 3, 30, self.sites_of(t))
        self.report(self.only_trace(), "--check")

    def test_both_compilers_every_standard_without_rtti_and_exceptions(self):
        for compiler in ("g++", "clang++-19"):
            for std in ("c++11", "c++14", "c++17", "c++20"):
                with self.subTest(compiler=compiler, std=std):
                    exe = self.build_program(
                        3, (compiler, "-std=" + std, "-fno-rtti", "-fno-exceptions"))
                    for old in self.traces():
                        os.remove(old)
                    r = self.execute(exe, args=["6"])
                    self.assertEqual(r.returncode, 0, r.stderr)
                    t = tracefile.Trace(self.only_trace())
                    self.expect(self.targets_by_call(t, exe), 3, 6, self.sites_of(t))

    def test_more_targets_than_a_site_caches(self):
        exe = self.build_program(7)
        r = self.execute(exe, args=["70"])
        self.assertEqual(r.returncode, 0, r.stderr)
        t = tracefile.Trace(self.only_trace())
        self.assertEqual(sorted(n for _, n in t.call_targets), sorted(list(range(1, 8)) * 2))
        self.expect(self.targets_by_call(t, exe), 7, 70, self.sites_of(t))

    def test_a_forked_child_describes_its_parents_targets(self):
        exe = self.build_program(3)
        r = self.execute(exe, args=["9", "fork"])
        self.assertEqual(r.returncode, 0, r.stderr)
        traces = [tracefile.Trace(p) for p in self.traces()]
        self.assertEqual(len(traces), 2)
        child = next(t for t in traces if t.parent_pid)
        # The child's calls go to targets its parent numbered: its own file describes them.
        self.assertEqual(len(child.call_targets), 6)
        calls = self.targets_by_call(child, exe)
        self.assertEqual(len(calls), 12)
        self.assertEqual(calls[:2], [(self.sites_of(child)[0], 0), (self.sites_of(child)[1], 0)])

    def test_throttled_and_disabled_calls_name_no_target(self):
        exe = self.build_program(3)
        r = self.execute(exe, env={"OVERDUB_THROTTLE_CALLS": "10", "OVERDUB_THROTTLE_NS": "1000000000",
                                   "OVERDUB_BUFFER_EVENTS": "1024"}, args=["3000"])
        self.assertEqual(r.returncode, 0, r.stderr)
        t = tracefile.Trace(self.only_trace())
        calls = self.targets_by_call(t, exe)
        self.assertLess(len(calls), 6000)  # the sites were throttled: fewer calls recorded
        # A call whose site was throttled between its start and its object's evaluation records
        # its start, not its target: at most one per site here (one thread, no recursion). A
        # target is never recorded without its start (targets_by_call checks that).
        self.assertLessEqual(sum(target is None for _, target in calls), 2, calls[:5])
        self.report(self.only_trace(), "--check")

    def test_aggregate_mode_folds_each_sites_calls_per_target(self):
        exe = self.build_program(3)
        r = self.execute(exe, env={"OVERDUB_MODE": "aggregate"}, args=["300"])
        self.assertEqual(r.returncode, 0, r.stderr)
        t = tracefile.Trace(self.only_trace())
        self.assertEqual(len(t.call_targets), 6)  # three per site, numbered as trace mode does
        symbols = {v: k for k, v in self.symbols(exe).items()}
        calls = {}
        for (site, number), figures in t.target_statistics.items():
            address, modules = t.call_targets[(site, number)]
            base_address = next(m[0] for m in modules if m[1] <= address < m[2])
            calls[(site, symbols[address - base_address])] = figures[0]
            _calls, inclusive, total, exclusive, shortest, longest = figures
            self.assertTrue(shortest <= longest and exclusive <= total and inclusive <= total,
                            figures)
        self.assertEqual(calls, {(site, shape): 100 for site in self.sites_of(t)
                                 for shape in range(3)})
        self.report(self.only_trace(), "--check")
        rows = list(csv.DictReader(io.StringIO(
            self.report(self.only_trace(), "--by-target", "--format=csv").stdout)))
        self.assertEqual(sorted((row["site"], row["target"], row["calls"], row["share_percent"])
                                for row in rows),
                         sorted(("prog.cpp:%d:5" % line, "S%d::area" % shape, "100", "33.33")
                                for line in (20, 21) for shape in range(3)))
        self.assertIn("Shape::area -> S", self.report(self.only_trace()).stdout)

    def test_a_signal_handlers_call_of_the_same_site_names_its_own_target(self):
        # Aggregate mode names a call's target at the thread's next event: here the call's body
        # raises a signal whose handler calls through the same site, so that the handler's start
        # comes between the interrupted call's target and its stop, and the handler's target
        # after that. Each call must keep its own target.
        exe = self.compile_wrapped(SIGNALLED)
        symbols = {v: k for k, v in self.symbols(exe).items()}
        for mode in ("aggregate", "trace"):
            with self.subTest(mode=mode):
                r = self.execute(exe, env={"OVERDUB_MODE": mode}, args=["300"])
                self.assertEqual(r.returncode, 0, r.stderr)
                self.assertEqual(r.stdout.split()[1], "200", "the handler's calls")
                t = tracefile.Trace(self.only_trace())
                calls = collections.Counter()
                if mode == "aggregate":
                    for (site, number), figures in t.target_statistics.items():
                        address, modules = t.call_targets[(site, number)]
                        base_address = next(m[0] for m in modules if m[1] <= address < m[2])
                        calls[symbols[address - base_address]] += figures[0]
                else:
                    calls.update(shape for _site, shape in self.targets_by_call(t, exe))
                self.assertEqual(calls, {0: 100, 1: 100, 2: 100, 3: 200})
                self.report(self.only_trace(), "--check")
                os.remove(self.only_trace())

    def test_aggregate_mode_adds_a_recursion_of_a_site_and_target_once(self):
        # A site of one target: its figures per target are the site's own, recursion included.
        exe = self.build(RECURSION)
        r = self.execute(exe, env={"OVERDUB_MODE": "aggregate"})
        self.assertEqual(r.returncode, 0, r.stderr)
        self.report(self.only_trace(), "--check")
        by_site = {row["site"]: row for row in csv.DictReader(io.StringIO(
            self.report(self.only_trace(), "--by-site", "--format=csv").stdout))}
        by_target = list(csv.DictReader(io.StringIO(
            self.report(self.only_trace(), "--by-target", "--format=csv").stdout)))
        self.assertEqual(sorted((row["site"], row["target"], row["calls"]) for row in by_target),
                         [("prog.cpp:12:37", "Leaf::depth", "10"),
                          ("prog.cpp:8:10", "Leaf::depth", "40")])
        for row in by_target:
            site = by_site[row["site"]]
            self.assertEqual((row["calls"], row["inclusive_ns"]),
                             (site["calls"], site["inclusive_ns"]), row["site"])
        inner = next(row for row in by_target if row["site"] == "prog.cpp:8:10")
        # Its calls nest four deep: the outermost are about 4/10 of every call's time.
        self.assertLess(float(inner["inclusive_ns"]), 0.6 * 40 * float(inner["mean_ns"]))

    def test_ring_mode(self):
        exe = self.build_program(3)
        r = self.execute(exe, env={"OVERDUB_MODE": "ring", "OVERDUB_RING_EVENTS": "4096"},
                         args=["300"])
        self.assertEqual(r.returncode, 0, r.stderr)
        self.report(self.only_trace(), "--check")
        # The ring's calls name their targets as the trace's do.
        calls = self.targets_by_call(tracefile.Trace(self.only_trace()), exe)
        self.assertEqual(len(calls), 600, calls[:5])
        self.assertEqual({target for _, target in calls}, {0, 1, 2}, calls[:5])


# A virtual call that recurses four deep through one site (line 8) to its one target.
RECURSION = r"""#include <cstdio>
struct Node { virtual ~Node() {} virtual long depth(int n) const = 0; };
struct Leaf : Node { long depth(int n) const override; };
const Node *root;
long Leaf::depth(int n) const {
  volatile long s = 0;
  if (n == 0) { for (int i = 0; i < 200000; ++i) s = s + i; return s; }
  return root->depth(n - 1);
}
int main() {
  Leaf leaf; root = &leaf; long t = 0;
  for (int i = 0; i < 10; ++i) t += root->depth(4);
  std::printf("%d\n", t > 0);
}
"""


# A virtual call whose object expression throws half the time (the call is never entered).
THROWING_OBJECT = r"""#include <cstdio>
struct Node { virtual ~Node() {} virtual int go(int i) const = 0; };
struct A : Node { int go(int i) const override { return i; } };
A a;
const Node *pick(int i) { if (i % 2) throw i; return &a; }
int main() {
  int t = 0;
  for (int i = 0; i < 10; ++i) {
    try { t += pick(i)->go(i); } catch (int) {}
  }
  std::printf("%d\n", t);
}
"""


# A plugin of one shape: two of them, alike but for their names and their areas, so that one
# loaded where the other was unloaded holds its area() at the other's address.
SHAPE_H = "struct Shape { virtual ~Shape() {} virtual long area() const = 0; };\n"
PLUGIN = r"""#include "shape.h"
struct %(name)s : Shape { long area() const override { return %(area)d; } };
extern "C" Shape *make() { return new %(name)s; }
extern "C" void unmake(Shape *s) { delete s; }
"""
# An instrumented library with no virtual call: it registers sites when loaded, withdraws them
# when unloaded.
BYSTANDER = r"""static int twice(int x) { return x + x; }
extern "C" int bystander(int x) { return twice(x); }
"""
# The host calls area() through a base pointer (its one virtual site). Its arguments are steps:
# `load:PATH` loads a library, `use:N` calls the N-th loaded plugin's area() 5 times (and prints
# the address of the function it called, from the object's vtable), `close:N` unloads the N-th.
HOST = r"""#include "shape.h"
#include <dlfcn.h>
#include <cstdio>
#include <cstdlib>
#include <cstring>
long measure(const Shape *s) { return s->area(); }
int main(int argc, char **argv) {
  void *loaded[8] = {};
  int count = 0;
  long total = 0;
  for (int i = 1; i < argc; ++i) {
    const char *step = argv[i];
    if (!std::strncmp(step, "load:", 5)) {
      if (!(loaded[count++] = dlopen(step + 5, RTLD_NOW | RTLD_LOCAL))) {
        std::printf("%s\n", dlerror());
        return 1;
      }
      continue;
    }
    void *plugin = loaded[std::atoi(std::strchr(step, ':') + 1)];
    if (!std::strncmp(step, "close:", 6)) {
      dlclose(plugin);
      continue;
    }
    auto make = reinterpret_cast<Shape *(*)()>(dlsym(plugin, "make"));
    auto unmake = reinterpret_cast<void (*)(Shape *)>(dlsym(plugin, "unmake"));
    Shape *s = make();
    for (int n = 0; n < 5; ++n) total += measure(s);
    void *const *vtable;
    std::memcpy(&vtable, static_cast<void *>(s), sizeof vtable);
    std::printf("%p\n", vtable[2]);  // area(), after the two destructors (Itanium C++ ABI)
    unmake(s);
  }
  std::printf("%ld\n", total);
}
"""


class ReloadedLibraries(base.RuntimeTest):
    """A library unloaded, and another loaded at its address: the host's virtual site names the
    second library's function, not the first's, though both lie at the same address. The runtime
    forgets its targets when a library's registration is withdrawn, and when one enrolls after
    an unload (docs/how-it-works.md): each way is tested alone, with the plugins uninstrumented
    and a bystander library that is."""

    def setUp(self):
        super().setUp()
        self.shared = os.path.join(os.path.dirname(base.RUNTIME), "liboverdub_rt.so")
        with open(os.path.join(self.dir, "shape.h"), "w") as f:
            f.write(SHAPE_H)

    def compile(self, name, source, instrumented, flags):
        with open(os.path.join(self.dir, name + ".cpp"), "w") as f:
            f.write(source)
        src = name + ".cpp"
        if instrumented:
            inst = run([base.OVERDUB, src, "--", "-std=c++17", "-fPIC"], cwd=self.dir)
            self.assertEqual(inst.returncode, 0, inst.stderr)
            src = name + ".inst.cpp"
            with open(os.path.join(self.dir, src), "w") as f:
                f.write(inst.stdout)
        out = os.path.join(self.dir, name)
        c = run(["g++", "-std=c++17", "-O1", "-fPIC", "-Wall", "-Wextra", "-Werror", "-I",
                 base.INCLUDE, "-I", self.dir, src, *flags, "-o", out,
                 *((self.shared, "-Wl,-rpath," + os.path.dirname(self.shared))
                   if instrumented else ())], cwd=self.dir)
        self.assertEqual(c.returncode, 0, c.stderr)
        return out

    def names(self, path):
        out = run(["nm", "-C", "--defined-only", path]).stdout
        return {int(a, 16): n for a, _, n in (l.split(" ", 2) for l in out.splitlines()
                                               if l.count(" ") >= 2)}

    def check(self, steps, instrumented_plugins):
        """Runs the host through `steps`, in which {circle}, {square} and {bystander} are the
        libraries' paths: Circle's calls are named Circle::area, Square's Square::area."""
        host = self.compile("host", HOST, True, ["-pthread"])
        paths = {name.lower(): self.compile("lib%s.so" % name, PLUGIN % {"name": name, "area": area},
                                            instrumented_plugins, ["-shared"])
                 for name, area in (("Circle", 3), ("Square", 4))}
        paths["bystander"] = self.compile("libbystander.so", BYSTANDER, True, ["-shared"])
        r = self.execute(host, args=[step.format(**paths) for step in steps])
        self.assertEqual(r.returncode, 0, r.stderr)
        called = r.stdout.split()
        self.assertEqual(called[0], called[1], "area() of both plugins at one address")
        self.assertEqual(called[2], "35")
        t = tracefile.Trace(self.only_trace())
        named = []
        for tid in t.threads():
            for kind, site, number in t.thread_targets(tid):
                if kind != 3 or t.sites[site][2] != "Shape::area":  # not make() or unmake()
                    continue
                address, modules = t.call_targets[(site, number)]
                base_address, _, _, path, _ = next(m for m in modules if m[1] <= address < m[2])
                named.append((os.path.basename(path),
                              self.names(path).get(address - base_address, hex(address))))
        self.assertEqual(named, [("libCircle.so", "Circle::area() const")] * 5 +
                         [("libSquare.so", "Square::area() const")] * 5)
        report = self.report(self.only_trace(), "--by-target").stdout
        self.assertIn("Circle::area", report)
        self.assertIn("Square::area", report)

    def test_instrumented_plugins(self):
        self.check(["load:{circle}", "use:0", "close:0", "load:{square}", "use:1"], True)

    def test_a_library_withdrawn(self):
        # The bystander, loaded below the first plugin, is unloaded after it.
        self.check(["load:{circle}", "use:0", "load:{bystander}", "close:0", "close:1",
                    "load:{square}", "use:2"], False)

    def test_a_library_enrolled_after_an_unload(self):
        self.check(["load:{circle}", "use:0", "close:0", "load:{square}", "load:{bystander}",
                    "use:1"], False)


GOLDEN = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "golden",
                      "virtual_call_targets.cpp")
INDIRECT = os.path.join(os.path.dirname(GOLDEN), "indirect_call_targets.cpp")
MEMBER = os.path.join(os.path.dirname(GOLDEN), "member_pointer_targets.cpp")
STD_FUNCTION = os.path.join(os.path.dirname(GOLDEN), "std_function_calls.cpp")
DEPENDENT = os.path.join(os.path.dirname(GOLDEN), "dependent_call_targets.cpp")
MACRO_ARGUMENTS = os.path.join(os.path.dirname(GOLDEN), "macro_argument_targets.cpp")
MACRO_BODIES = os.path.join(os.path.dirname(GOLDEN), "macro_body_targets.cpp")
MACRO_NESTED = os.path.join(os.path.dirname(GOLDEN), "macro_argument_targets_nested.cpp")


class RewrittenVirtualCalls(base.RuntimeTest):
    """The tool's rewrite of tests/golden/virtual_call_targets.cpp and indirect_call_targets.cpp:
    each wrapped virtual or indirect call names the function that ran, thunks (a base at an
    offset, a virtual base) included."""

    def names(self, exe):
        """Function names by address in the file, thunks by the function they lead to; types by
        the address of their type_info (a std::function's target known by its type)."""
        out = run(["nm", "-C", "--defined-only", exe]).stdout
        found = {}
        for line in out.splitlines():
            parts = line.split(" ", 2)
            if len(parts) == 3 and parts[2].startswith("typeinfo for "):
                found[int(parts[0], 16)] = parts[2][len("typeinfo for "):]
            elif len(parts) == 3 and parts[2].startswith("std::_Function_handler<"):
                found[int(parts[0], 16)] = self.callable_of_invoker(parts[2])
            elif len(parts) == 3 and parts[1] in "tTW":
                name = re.sub(r"^(non-)?virtual thunk to ", "", parts[2])
                found[int(parts[0], 16)] = name.replace("() const", "").replace("(long) const", "")
        return found

    @staticmethod
    def callable_of_invoker(name):
        """F of `std::_Function_handler<Sig, F>::_M_invoke(...)`: what a std::function held."""
        depth, at = 0, len("std::_Function_handler<")
        for i in range(at, len(name)):
            if name[i] in "<([{":
                depth += 1
            elif name[i] in ">)]}":
                if depth == 0:
                    return name[at:i].strip()
                depth -= 1
            elif name[i] == "," and depth == 0:
                at = i + 1
        return name

    def targets_by_site(self, source, compiler, flags=()):
        """Instruments and builds `source` with `compiler` and `flags`, runs it: per site (line,
        column), the names of the functions its calls went to, in order."""
        exe = self.build(source, flags, name="targets")
        if compiler != "g++":  # build() compiles with g++: the same copy with clang
            c = run([compiler, "-std=c++17", "-O1", "-Wall", "-Wextra", "-Werror", *flags, "-I",
                     base.INCLUDE, exe + ".inst.cpp", base.RUNTIME, "-pthread", "-o", exe])
            self.assertEqual(c.returncode, 0, c.stderr)
        for old in self.traces():
            os.remove(old)
        r = self.execute(exe)
        self.assertEqual(r.returncode, 0, r.stderr)
        t = tracefile.Trace(self.only_trace())
        names = self.names(exe)

        def name(t, site, number):
            if number == 0:
                return "<unknown>"
            address, modules = t.call_targets[(site, number)]
            base_address = next(m[0] for m in modules if m[1] <= address < m[2])
            return names.get(address - base_address, hex(address))
        by_site = {}
        for tid in t.threads():
            for kind, site, number in t.thread_targets(tid):
                if kind == 3:
                    by_site.setdefault(t.positions[site], []).append(name(t, site, number))
        self.report(self.only_trace(), "--check")
        # Aggregate mode folds the same calls per site and target.
        pattern = os.path.join(self.dir, "aggregate.%p.trace")
        for old in glob.glob(pattern.replace("%p", "*")):
            os.remove(old)
        r = self.execute(exe, env={"OVERDUB_MODE": "aggregate", "OVERDUB_OUTPUT": pattern})
        self.assertEqual(r.returncode, 0, r.stderr)
        [path] = glob.glob(pattern.replace("%p", "*"))
        a = tracefile.Trace(path)
        folded = collections.Counter()
        for (site, number), figures in a.target_statistics.items():
            folded[(a.positions[site], name(a, site, number))] += figures[0]
        self.assertEqual(folded, collections.Counter(
            (position, target) for position, targets in by_site.items() for target in targets))
        self.report(path, "--check")
        return by_site

    @staticmethod
    def at(source, text, after=""):
        """Where a call's text starts in the source: (line, column)."""
        for n, line in enumerate(source.splitlines(), 1):
            if after in line and text in line:
                return (n, line.index(text, line.index(after)) + 1)
        raise AssertionError("no %r in the source" % text)

    def test_each_virtual_site_names_its_targets(self):
        self.maxDiff = None
        with open(GOLDEN) as f:
            source = f.read()
        square, tri, mixed = "Square::area", "Tri::area", "Mixed::area"
        at = lambda text, after="": self.at(source, text, after)
        for compiler in ("g++", "clang++-19"):
            with self.subTest(compiler=compiler):
                self.assertEqual(self.targets_by_site(source, compiler), {
                    at("area()", "return k *"): [square, mixed, "Diamond::area", square, mixed,
                                                 "Panel::area", mixed, "Plate::area"],
                    at("this->area()"): [square, tri, mixed],
                    at("p->area()"): [square, tri, mixed],
                    at("(*p).scaled(2)"): ["Shape::scaled", "Tri::scaled", "Shape::scaled"],
                    at("pick(i).area()"): [square, tri, mixed],
                    at("hidden.area()"): [square],  # a private base's, by a using-declaration
                    at("diamond.area()"): ["Diamond::area"],
                    at("m->area()"): [mixed],
                    at("owned->area()"): [tri],  # unique_ptr's operator->
                    at("shared->scaled(1)"): ["Shape::scaled"],  # shared_ptr's, inherited
                    # Through a virtual base: its offset read from the vtable, as the call does.
                    at("diamond.scaled(1)"): ["Shape::scaled"],
                    at("boxed.scaled(3)"): ["Shape::scaled"] * 2,  # a base 16 bytes into it
                    at("boxed.area()"): [mixed] * 2,
                    at("framed->area()"): ["Panel::area", "Plate::area"],  # a virtual thunk
                    at("framed->scaled(2)"): ["Shape::scaled"] * 2,
                    at("squares->area()"): [square] * 2,  # an array
                })

    def test_each_dependent_site_of_a_template_names_its_targets(self):
        with open(DEPENDENT) as f:
            source = f.read()
        at = lambda text, after="": self.at(source, text, after)
        for compiler in ("g++", "clang++-19"):
            with self.subTest(compiler=compiler):
                self.assertEqual(self.targets_by_site(source, compiler), {
                    at("s.area()"): ["Square::area", "Tri::area"],
                    at("this->area()"): ["Square::area"],  # a dependent base's
                    at("p->area()"): ["Tri::area"],  # unique_ptr's operator->
                })

    def test_each_indirect_site_names_its_targets(self):
        with open(INDIRECT) as f:
            source = f.read()
        at = lambda text, after="": self.at(source, text, after)
        alternate = ["twice(int)", "thrice(int)"] * 2
        for compiler in ("g++", "clang++-19"):
            with self.subTest(compiler=compiler):
                self.assertEqual(self.targets_by_site(source, compiler), {
                    at("f(x)", "return"): alternate,
                    at("(*f)(x)"): alternate,
                    at("table[i % 2](1)"): alternate,
                    at("s.cb(i)"): ["thrice(int)"] * 4,
                    at("r(x)"): ["twice(int)"] * 4,
                })

    def test_each_member_pointer_site_names_its_targets(self):
        with open(MEMBER) as f:
            source = f.read()
        at = lambda text, after="": self.at(source, text, after)
        square, tri, shape_id = "Square::area", "Tri::area", "Shape::id"
        twice = "Shape::twice(int) &&"
        for compiler in ("g++", "clang++-19"):
            with self.subTest(compiler=compiler):
                self.assertEqual(self.targets_by_site(source, compiler), {
                    at("(p->*pm)()"): [square, tri] * 2,
                    at("((*p).*pm)()"): [square, tri] * 2,
                    at("(p->*table[i % 2])()"): [square, shape_id] * 2,
                    at("(r.*table[i % 2])()"): [tri, shape_id] * 2,
                    at("(make().*pm)()"): ["Shape::area"],
                    at("(make().*&Shape::twice)(3)"): [twice],
                    at("(std::move(square).*&Shape::twice)(1)"): [twice],
                    at("(diamond.*bp)()"): ["Diamond::value"],  # through a virtual base
                    at("(both.*np)()"): ["Both::name"],
                    at("(both.*bq)()"): [square],  # a second base's member
                })

    def test_each_site_in_a_macro_argument_names_its_targets(self):
        with open(MACRO_ARGUMENTS) as f:
            source = f.read()
        at = lambda text, after="": self.at(source, text, after)
        square, circle = "Square::area", "Circle::area"
        for compiler in ("g++", "clang++-19"):
            with self.subTest(compiler=compiler):
                self.assertEqual(self.targets_by_site(source, compiler), {
                    at("area() > 0"): [square],  # implicit this
                    at("area();"): [square],
                    at("p->area()", "CHECK"): [square],  # a stringizing macro's argument
                    at("fp(3)"): ["twice(int)"],
                    at("(q->*pm)()"): [circle],
                    at("fn(1)"): ["twice(int)"],
                    at("q->area()", "TWICE"): [circle] * 2,  # expanded twice
                    at("ID(p)->area()"): [square],  # a whole expansion as the object
                    at("CALL_AREA(q)"): [circle],  # a whole expansion: its argument
                    at("ID(fp(2))"): ["twice(int)"],  # a whole expansion: in its argument
                    at("n->name()"): ["Widget::name"],  # a class result: the lambda form
                    at("(*n).name()"): ["Widget::name"],
                })

    def test_each_site_in_a_macro_argument_in_another_macros_names_its_targets(self):
        with open(MACRO_NESTED) as f:
            source = f.read()
        at = lambda text, after: self.at(source, text, after)
        for compiler in ("g++", "clang++-19"):
            with self.subTest(compiler=compiler):
                by_site = self.targets_by_site(source, compiler)
                for check in ("EXPECT(", "assert("):
                    self.assertEqual(by_site.pop(at("AREA_OF(q)", check)), ["Square::area"])
                    self.assertEqual(by_site.pop(at("CALL_AREA(q)", check)), ["Square::area"])
                    self.assertEqual(by_site.pop(at("ID(fp(2))", check)), ["twice(int)"])
                    self.assertEqual(by_site.pop(at("ID(ID(fp)(2))", check)), ["twice(int)"])
                self.assertEqual(by_site, {})

    def test_calls_whose_object_threw_are_no_calls_in_either_mode(self):
        # pick() throws for odd i: go() is never entered, in trace mode as in aggregate mode
        # (targets_by_site compares them).
        source = THROWING_OBJECT
        exe_calls = {}
        by_site = self.targets_by_site(source, "g++")
        self.assertEqual(by_site, {self.at(source, "pick(i)->go(i)"): ["A::go(int) const"] * 5})
        for mode in ("trace", "aggregate"):
            for old in self.traces():
                os.remove(old)
            r = self.execute(os.path.join(self.dir, "targets"), env={"OVERDUB_MODE": mode})
            self.assertEqual(r.returncode, 0, r.stderr)
            rows = csv.DictReader(io.StringIO(
                self.report(self.only_trace(), "--by-site", "--format=csv").stdout))
            exe_calls[mode] = {row["callee"]: row["calls"] for row in rows}
        self.assertEqual(exe_calls["aggregate"], exe_calls["trace"])
        self.assertEqual(exe_calls["trace"]["Node::go"], "5")

    def test_each_site_in_a_macro_body_names_its_targets(self):
        # Sites in macro bodies are placed at their invocations: those of one invocation share
        # a position, and their calls are listed together in the order they ran.
        with open(MACRO_BODIES) as f:
            source = f.read()
        at = lambda text, after="": self.at(source, text, after)
        square, circle = "Square::area", "Circle::area"
        for compiler in ("g++", "clang++-19"):
            with self.subTest(compiler=compiler):
                self.assertEqual(self.targets_by_site(source, compiler), {
                    at("CHECKED(1)"): [square],  # implicit this
                    at("AREA_OF(p)"): [square],
                    at("AREA_TWICE(q)"): [circle] * 2,  # a parameter used twice
                    at("AREA_OF(true ? p : q)"): [square],
                    at("PICKED_AREA(1)"): [circle],  # around the call it holds
                    at("AREA_OF(pick(0))"): [square],
                    at("CALL_FP(3)"): ["twice(int)"],
                    at("CALL_FN(4)"): ["twice(int)"],
                    at("OUTER(q)"): [circle],  # a level down
                    at("CHECK_AREA(p)"): [square],  # with the copies of a stringized argument
                    at("WHOLE(q)"): [circle],  # the call is the whole expansion
                })

    def test_each_std_function_site_names_its_target(self):
        # A function pointer it holds by its value, with RTTI or without; anything else (a
        # lambda) by its type, with RTTI only; an empty one records none.
        with open(STD_FUNCTION) as f:
            source = f.read()
        at = lambda text, after="": self.at(source, text, after)
        for compiler in ("g++", "clang++-19"):
            for rtti in (True, False):
                with self.subTest(compiler=compiler, rtti=rtti):
                    by_site = self.targets_by_site(source, compiler, () if rtti else ("-fno-rtti",))
                    lambda_type = by_site.pop(at("g(f(2))"), [None])[0]
                    self.assertEqual(by_site, {at("f(1)"): ["inc(int)"], at("f(2)"): ["inc(int)"]})
                    # libstdc++'s: named by the function that invokes it, RTTI or not.
                    self.assertRegex(lambda_type, r"^main::(\{lambda\(int\)#1\}|\$_0)$")
                    table = self.report(self.only_trace(), "--by-target").stdout
                    self.assertEqual(len(re.findall(r"\n +1 +100\.0% .* +-> inc\n", table)), 2,
                                     table)
                    # LLVM's demangler spells g++'s lambda 'lambda'(int).
                    lambdas = re.findall(r"-> main::('lambda'\(int\)|\$_0)\n", table)
                    self.assertEqual(len(lambdas), 1, table)


if __name__ == "__main__":
    base.OVERDUB, base.REPORT, base.INCLUDE, base.RUNTIME = sys.argv[1:5]
    unittest.main(argv=sys.argv[:1] + sys.argv[5:])
