#!/usr/bin/env python3
"""The instrumented cold build against the original, on three projects: the multi example
(integration/examples/multi), GoogleTest with its samples (Debian's /usr/src/googletest) and
overdub's own report tool (this source tree, target overdub-report). Each is configured and built
from a clean build directory as it is and through overdub-launch (default options, no compiler
cache), with g++ at -O2, interleaved; medians of RUNS runs. The target (issue 19): the median over
the three projects of the instrumented build's wall time over the original's at most 1.6.

    bench/build-projects.py [--build DIR] [--runs N] [--projects NAME...] [--jobs N] [--keep]
      --build:    overdub's build directory (default build/), installed into a temporary prefix
      --runs:     runs per project and variant (default $RUNS, else 3)
      --projects: a subset of multi googletest overdub
      --jobs:     ninja -j (default: ninja's own, cores + 2)

Besides the wall time of `ninja` it prints where the instrumented build's time goes, in CPU
time (user + system, of everything ninja ran, so independent of -j): `CPU s` of the original's
and of the instrumented build, `overdub s` the part of the latter in the overdub processes the
launcher ran (a logging wrapper reads their CPU time from bash's `times`), `rest s` what is left
(the instrumented sources compiled, the links), each also as a ratio to the original's CPU. Every instrumented program must behave as the
original: the multi example's programs print the same, GoogleTest's samples pass, overdub-report
prints the same table of a small trace.
"""
import argparse
import glob
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

from benchutil import install_logged_overdub, overdub_cpu, overdub_times

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TARGET = 1.6


class Failed(Exception):
    pass


def run(cmd, env=None, cwd=None):
    r = subprocess.run(cmd, env=env, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                       text=True)
    if r.returncode != 0:
        errors = [l for l in r.stdout.splitlines() if " error" in l or "error:" in l]
        raise Failed("%s: %s" % (" ".join(cmd[:3]), (errors or r.stdout.splitlines()[-3:]
                                                     or ["exit %d" % r.returncode])[0]))
    return r.stdout


def timed_build(cmd, env):
    """(wall seconds, CPU seconds of the command and everything it waited for)."""
    begin = time.perf_counter()
    p = subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                         text=True)
    output = p.stdout.read()
    _, status, usage = os.wait4(p.pid, 0)
    wall = time.perf_counter() - begin
    p.stdout.close()
    if os.waitstatus_to_exitcode(status) != 0:
        errors = [l for l in output.splitlines() if "error" in l]
        raise Failed("ninja: %s" % (errors or output.splitlines()[-3:] or ["failed"])[0])
    return wall, usage.ru_utime + usage.ru_stime


class Project:
    """A project to build: its sources, CMake options, targets and what its programs print."""

    def __init__(self, name, src, options, targets, behaviour):
        self.name, self.src, self.options, self.targets = name, src, options, targets
        self.behaviour = behaviour  # build directory -> what must not change


def multi_behaviour(build):
    return [run([os.path.join(build, p)], cwd=build) for p in ("area", "summary")]


def googletest_behaviour(build):
    samples = sorted(glob.glob(os.path.join(build, "googletest", "sample*_unittest")))
    if len(samples) < 9:
        raise Failed("expected GoogleTest's samples, found %d" % len(samples))
    return [(os.path.basename(s), "PASSED" in run([s, "--gtest_brief=1"], cwd=build))
            for s in samples]


def overdub_behaviour(build):
    trace = os.path.join(build, "bench-small.trace")
    if not os.path.exists(trace):
        sys.path.insert(0, os.path.join(ROOT, "tests", "report"))
        import tracegen
        tracegen.write_recursion_trace(trace, 20000, depth=12)
    return run([os.path.join(build, "tool", "overdub-report"), trace], cwd=build)


def projects():
    return {
        "multi": Project("multi", os.path.join(ROOT, "integration", "examples", "multi"), [],
                         [], multi_behaviour),
        "googletest": Project("googletest", "/usr/src/googletest",
                              ["-Dgtest_build_samples=ON"], [], googletest_behaviour),
        "overdub": Project("overdub", ROOT, [], ["overdub-report"], overdub_behaviour),
    }


class Bench:
    def __init__(self, args, work):
        self.args, self.work = args, work
        self.prefix = os.path.join(work, "prefix")
        install_logged_overdub(args.build, self.prefix)
        self.launch = os.path.join(self.prefix, "bin", "overdub-launch")
        # The builds see neither the user's launchers nor overdub options.
        self.env = {k: v for k, v in os.environ.items()
                    if not k.startswith("OVERDUB") and not k.endswith("_COMPILER_LAUNCHER")
                    and k not in ("CC", "CXX", "CFLAGS", "CXXFLAGS", "LDFLAGS", "MAKEFLAGS",
                                  "CCACHE_DISABLE")}
        self.env["CCACHE_DISABLE"] = "1"
        self.expected = {}

    def build(self, project, variant):
        build = os.path.join(self.work, "%s-%s" % (project.name, variant))
        shutil.rmtree(build, ignore_errors=True)
        configure = ["cmake", "-S", project.src, "-B", build, "-G", "Ninja",
                     "-DCMAKE_BUILD_TYPE=Release", "-DCMAKE_CXX_FLAGS_RELEASE=-O2 -DNDEBUG",
                     "-DCMAKE_C_FLAGS_RELEASE=-O2 -DNDEBUG", "-DCMAKE_CXX_COMPILER=g++",
                     "-DCMAKE_C_COMPILER=gcc"] + project.options
        if variant == "launcher":
            configure += ["-DCMAKE_CXX_COMPILER_LAUNCHER=" + self.launch,
                          "-DCMAKE_CXX_LINKER_LAUNCHER=" + self.launch]
        run(configure, env=self.env)
        log = os.path.join(build, "overdub-times.log")
        ninja = ["ninja", "-C", build] + (["-j", str(self.args.jobs)] if self.args.jobs else [])
        wall, cpu = timed_build(ninja + project.targets, dict(self.env, BENCH_OVERDUB_LOG=log))
        calls = overdub_times(log)[1]
        if (calls == 0) != (variant == "original"):
            raise Failed("overdub ran %d times in the %s build" % (calls, variant))
        behaviour = project.behaviour(build)
        if variant == "original":
            self.expected[project.name] = behaviour
        elif behaviour != self.expected.get(project.name, behaviour):
            raise Failed("the instrumented programs behave otherwise than the original's")
        return {"build": wall, "cpu": cpu, "overdub": overdub_cpu(log), "units": calls}


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--build", default=os.path.join(ROOT, "build"))
    ap.add_argument("--runs", type=int, default=int(os.environ.get("RUNS", 3)))
    ap.add_argument("--projects", nargs="+", default=list(projects()), choices=list(projects()))
    ap.add_argument("--jobs", type=int)
    ap.add_argument("--keep", action="store_true", help="keep the work directory")
    args = ap.parse_args()
    args.build = os.path.abspath(args.build)
    if not os.access(os.path.join(args.build, "tool", "overdub"), os.X_OK):
        sys.exit("bench: no overdub in %s (build first, or pass --build)" % args.build)
    for tool in ("cmake", "ninja", "g++", "gcc"):
        if not shutil.which(tool):
            sys.exit("bench: %s is not installed" % tool)
    if "googletest" in args.projects and not os.path.isdir("/usr/src/googletest"):
        sys.exit("bench: /usr/src/googletest is missing (apt-get install googletest)")

    commit = subprocess.run(["git", "-C", ROOT, "log", "-1", "--format=%h"],
                            stdout=subprocess.PIPE, text=True).stdout.strip()
    print("instrumented cold builds (overdub-launch, g++ -O2, no cache) against the original: "
          "%d runs each, interleaved, medians" % args.runs)
    print("overdub %s; %s; %d CPUs, load %s" % (
        commit, time.strftime("%Y-%m-%d %H:%M"), os.cpu_count(),
        " ".join(open("/proc/loadavg").read().split()[:3])))
    sys.stdout.flush()

    work = tempfile.mkdtemp(prefix="overdub-build-projects-")
    results, failed = {}, {}
    try:
        bench = Bench(args, work)
        chosen = [projects()[name] for name in args.projects]
        for r in range(args.runs):
            for project in chosen:
                # The original first (what the programs must do), then the launcher.
                for variant in ("original", "launcher"):
                    if project.name in failed:
                        continue
                    try:
                        results.setdefault((project.name, variant), []).append(
                            bench.build(project, variant))
                    except Failed as e:
                        failed[project.name] = "%s build: %s" % (variant, e)
        load_after = " ".join(open("/proc/loadavg").read().split()[:3])
    finally:
        if args.keep:
            print("work directory kept: %s" % work)
        else:
            shutil.rmtree(work, ignore_errors=True)

    def med(name, variant, column):
        return statistics.median(f[column] for f in results[(name, variant)])

    print("\n%-11s %5s %10s %10s %6s %9s %9s %6s %10s %6s %8s %6s" % (
        "project", "units", "original s", "launcher s", "ratio", "CPU s", "CPU s", "ratio",
        "overdub s", "ratio", "rest s", "ratio"))
    ratios = []
    for project in args.projects:
        if project in failed or (project, "launcher") not in results:
            continue
        original, launcher = med(project, "original", "build"), med(project, "launcher", "build")
        steps0, steps1 = med(project, "original", "cpu"), med(project, "launcher", "cpu")
        overdub_s = med(project, "launcher", "overdub")
        ratios.append(launcher / original)
        print("%-11s %5d %10.2f %10.2f %6.2f %9.2f %9.2f %6.2f %10.2f %6.2f %8.2f %6.2f" % (
            project, med(project, "launcher", "units"), original, launcher, launcher / original,
            steps0, steps1, steps1 / steps0, overdub_s, overdub_s / steps0, steps1 - overdub_s,
            (steps1 - overdub_s) / steps0))
    if ratios:
        print("\nmedian build-time ratio over %d project(s): %.2f (target <= %.1f)" % (
            len(ratios), statistics.median(ratios), TARGET))
    print("original s, launcher s: wall time of ninja, ratio: launcher over original; CPU s: "
          "the original's and the launcher's build CPU time; overdub s: the CPU time of the "
          "overdub runs within the launcher's; rest s: the launcher's less overdub's; each ratio "
          "over the original's CPU time. Load after: %s" % load_after)
    for project, message in failed.items():
        print("FAILED %s: %s" % (project, message))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
