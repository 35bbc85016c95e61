#!/usr/bin/env python3
"""What instrumenting costs at build time: the multi example (integration/examples/multi: a
library and two programs sharing headers, a precompiled header, GCC-only warnings, -Werror)
configured and built from clean build directories, original and instrumented, with each compiler
and optimization level; medians of RUNS runs, interleaved (each run builds every variant once,
in a rotating order), with ratios to the original built in the same run.

    bench/build-cost.py [--build DIR] [--runs N] [--compilers CXX...] [--opts LEVEL...]
                        [--variants NAME...] [--no-pch] [--jobs N] [--keep]
      --build:     overdub's build directory (default build/), installed into a temporary prefix
      --runs:      runs per variant (default $RUNS, else 3)
      --compilers: default g++ clang++-19 (the C compiler is the matching gcc / clang-19)
      --opts:      optimization levels, default O2 O0 (CMAKE_BUILD_TYPE empty, -O<level> in
                   CMAKE_C_FLAGS and CMAKE_CXX_FLAGS)
      --variants:  original (always built: the baseline), module (overdub_instrument()),
                   launcher (CMAKE_CXX_COMPILER_LAUNCHER=overdub-launch); default all three
      --no-pch:    no precompiled header: CMAKE_DISABLE_PRECOMPILE_HEADERS=ON, and the same
                   header given as `-include include/multi/pch.h` in CMAKE_CXX_FLAGS instead
      --jobs:      ninja -j (default: ninja's own, cores + 2)

Times, in seconds: `configure` is the CMake run, `build` the wall time of `ninja` on the
clean build directory (everything after configuring: instrumenting, compiling, linking), `par.`
the summed durations of its steps (.ninja_log) over that wall time: how many steps ran at once,
on average. The parts are then made again, one step at a time (their commands, as `ninja -t commands`
gives them; in the full build they share the cores and, in the module, wait for one another): `pre-build` is the module's instrumenting
steps (`cmake -P overdub.cmake` per source: reading its compile command, running overdub,
replacing the output), `C++ compile` the five C++ objects (for the launcher without the overdub
run inside each), `overdub` the time spent in the overdub processes themselves in the one or the
other (the installed overdub is a bash wrapper that logs its start and end; it adds a few ms per
call).

Sizes, in bytes: `objects` is the total file size of the .o files (the five C++ units and the C
source), `objects t+d` their text+data as `size` counts them, `programs t+d` the text+data of
the two executables. The instrumented programs link liboverdub_rt.a: `w/o runtime` is their
ratio without it, taking off twice the runtime's share of a one-call program (measured first).

Every build's programs must print what the original's print; a build that fails is reported with
its first error and the benchmark exits 1. Warnings that an instrumented build prints and the
original does not are listed (the project builds with -Werror, so a compiler warning is a
failure).
"""
import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

from benchutil import clear_overdub_logs, install_logged_overdub, overdub_times

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXAMPLE = os.path.join(ROOT, "integration", "examples", "multi")
PROGRAMS = ["area", "summary"]
CXX_UNITS = 5  # src/shapes.cpp, src/stats.cpp, apps/area.cpp, apps/report.cpp, apps/summary.cpp
C_COMPILER = {"g++": "gcc", "clang++-19": "clang-19", "clang++": "clang"}


class BuildFailed(Exception):
    def __init__(self, message, output=""):
        super().__init__(message)
        self.output = output


def run(cmd, env=None, cwd=None):
    r = subprocess.run(cmd, env=env, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                       text=True)
    if r.returncode != 0:
        errors = [l for l in r.stdout.splitlines() if re.search(r"\berror\b", l)]
        raise BuildFailed((errors or r.stdout.splitlines()[-3:] or ["exit %d" % r.returncode])[0],
                          r.stdout)
    return r.stdout


def timed(cmd, env=None, cwd=None):
    begin = time.perf_counter()
    out = run(cmd, env=env, cwd=cwd)
    return time.perf_counter() - begin, out


def ninja_steps(build):
    """(seconds, output) per step of the build's .ninja_log (one line per output: a step with
    two outputs, or one output spelled two ways, is counted once)."""
    steps = {}
    with open(os.path.join(build, ".ninja_log")) as f:
        for line in f:
            if line.startswith("#"):
                continue
            start, end, _, output, command_hash = line.rstrip("\n").split("\t")
            key = (start, end, command_hash)
            if key not in steps or os.path.isabs(steps[key][1]):  # the relative spelling
                steps[key] = ((int(end) - int(start)) / 1000, output)
    return list(steps.values())


def size_text_data(files):
    out = run(["size"] + files)
    total = 0
    for line in out.splitlines()[1:]:
        text, data = line.split()[:2]
        total += int(text) + int(data)
    return total


def warnings_of(output, build, src):
    """The warning lines of a build's output, paths relative to the source or build directory
    (and an instrumented text's path as its original's), so that builds compare."""
    found = set()
    for line in output.splitlines():
        if "warning" in line.lower():
            line = line.replace(build + "/", "").replace(src + "/", "")
            found.add(re.sub(r"(^|[\s'\"])overdub/\w+/", r"\1", line))
    return found


class Bench:
    def __init__(self, args, work):
        self.args = args
        self.work = work
        self.prefix = os.path.join(work, "prefix")
        install_logged_overdub(args.build, self.prefix)
        self.launch = os.path.join(self.prefix, "bin", "overdub-launch")
        # A copy of the project: nothing is written into the repository.
        self.src = os.path.join(work, "multi")
        shutil.copytree(EXAMPLE, self.src)
        # The builds see neither the user's launchers nor overdub options.
        self.env = {k: v for k, v in os.environ.items()
                    if not k.startswith("OVERDUB") and not k.endswith("_COMPILER_LAUNCHER")
                    and k not in ("CC", "CXX", "CFLAGS", "CXXFLAGS", "LDFLAGS", "MAKEFLAGS")}
        self.expected = {}

    def runtime_size(self, cxx):
        """What the runtime adds to a program (text+data): a program of one call, instrumented
        and linked with the runtime, minus the same program as it is (-O2)."""
        d = os.path.join(self.work, "runtime-" + cxx)
        os.makedirs(d)
        with open(os.path.join(d, "one.cpp"), "w") as f:
            f.write("int f(int x) { return x + 1; }\nint main(int argc, char **) { return f(argc); }\n")
        instrumented = run([os.path.join(self.prefix, "bin", "overdub.real"), "one.cpp", "--",
                            "-std=c++17"], cwd=d)
        with open(os.path.join(d, "one.inst.cpp"), "w") as f:
            f.write(instrumented)
        run([cxx, "-O2", "-std=c++17", "-o", "plain", "one.cpp"], cwd=d)
        run([cxx, "-O2", "-std=c++17", "-I" + os.path.join(self.prefix, "include"), "-o", "inst",
             "one.inst.cpp", os.path.join(self.prefix, "lib", "liboverdub_rt.a"), "-pthread"],
            cwd=d)
        return size_text_data([os.path.join(d, "inst")]) - size_text_data([os.path.join(d, "plain")])

    def again(self, build, targets):
        """Runs the commands that made the targets again, alone and one at a time (not through
        ninja, which would also make what they order-depend on): (wall seconds, seconds in
        overdub, overdub calls)."""
        commands = [run(["ninja", "-C", build, "-t", "commands", "-s", t]).strip() for t in targets]
        log = os.path.join(build, "overdub-times-again.log")
        clear_overdub_logs(log)
        env = dict(self.env, BENCH_OVERDUB_LOG=log)
        seconds = 0.0
        for command in commands:
            seconds += timed(["sh", "-c", command], env=env, cwd=build)[0]
        return (seconds,) + overdub_times(log)

    def configure_args(self, cxx, opt, variant):
        cxx_flags = opt
        args = ["-G", "Ninja", "-DCMAKE_BUILD_TYPE=", "-DCMAKE_CXX_COMPILER=" + cxx,
                "-DCMAKE_C_COMPILER=" + C_COMPILER.get(cxx, "cc"), "-DCMAKE_C_FLAGS=" + opt,
                "-DCMAKE_PREFIX_PATH=" + self.prefix]
        if self.args.no_pch:
            args.append("-DCMAKE_DISABLE_PRECOMPILE_HEADERS=ON")
            cxx_flags += " -include " + os.path.join(self.src, "include", "multi", "pch.h")
        args.append("-DCMAKE_CXX_FLAGS=" + cxx_flags)
        if variant == "module":
            args.append("-DMULTI_INSTRUMENT=ON")
        elif variant == "launcher":
            args += ["-DCMAKE_CXX_COMPILER_LAUNCHER=" + self.launch,
                     "-DCMAKE_CXX_LINKER_LAUNCHER=" + self.launch]
        return args

    def build(self, cxx, opt, variant):
        """One clean configure and build; its figures."""
        build = os.path.join(self.work, "%s%s-%s" % (cxx, opt, variant))
        shutil.rmtree(build, ignore_errors=True)
        configure_s, configure_out = timed(
            ["cmake", "-S", self.src, "-B", build] + self.configure_args(cxx, opt, variant),
            env=self.env)
        log = os.path.join(build, "overdub-times.log")
        ninja = ["ninja", "-C", build] + (["-j", str(self.args.jobs)] if self.args.jobs else [])
        with open(os.path.join(build, "bench-configure.log"), "w") as f:
            f.write(configure_out)
        build_out = ""
        try:
            build_s, build_out = timed(ninja, env=dict(self.env, BENCH_OVERDUB_LOG=log))
        except BuildFailed as e:
            build_out = e.output
            raise
        finally:
            with open(os.path.join(build, "bench-build.log"), "w") as f:
                f.write(build_out)

        steps = ninja_steps(build)
        figures = {"configure": configure_s, "build": build_s,
                   # How many steps ran at once on average: their summed time over the wall time.
                   "parallel": sum(seconds for seconds, _ in steps) / build_s}
        if overdub_times(log)[1] != (0 if variant == "original" else CXX_UNITS):
            raise BuildFailed("overdub ran %d times, expected once per C++ unit"
                              % overdub_times(log)[1])

        # The parts, each made again alone (the full build's steps share the cores and, in the
        # module, wait for one another): the module's instrumented texts, then the C++ objects
        # (through overdub-launch for the launcher).
        outputs = [o for _, o in steps if not os.path.isabs(o)]
        texts = [o for o in outputs if o.startswith("overdub/") and not o.endswith(".flags.cmake")]
        objects = [o for o in outputs if o.endswith(".cpp.o")]
        if len(texts) != (CXX_UNITS if variant == "module" else 0) or len(objects) != CXX_UNITS:
            raise BuildFailed("unexpected steps in .ninja_log: %s" % outputs)
        figures["overdub"] = figures["pre-build"] = 0.0
        if texts:
            figures["pre-build"], figures["overdub"], calls = self.again(build, texts)
            if calls != CXX_UNITS:
                raise BuildFailed("the instrumenting steps ran overdub %d times" % calls)
        figures["compile"], overdub_s, calls = self.again(build, objects)
        if calls != (CXX_UNITS if variant == "launcher" else 0):
            raise BuildFailed("the compile steps ran overdub %d times" % calls)
        if variant == "launcher":
            figures["compile"] -= overdub_s  # overdub ran inside the compile steps
            figures["overdub"] = overdub_s

        objects = sorted(os.path.join(d, f) for d, _, fs in os.walk(build) for f in fs
                         if f.endswith(".o"))  # the C source's too
        if len(objects) != 6:
            raise BuildFailed("expected 6 object files, found %d: %s" % (len(objects), objects))
        programs = [os.path.join(build, p) for p in PROGRAMS]
        figures["objects"] = sum(os.path.getsize(o) for o in objects)
        figures["objects t+d"] = size_text_data(objects)
        figures["programs t+d"] = size_text_data(programs)

        outputs = {}
        for program in programs:
            outputs[program] = subprocess.run(
                [program], env=dict(self.env, OVERDUB_OUTPUT="/dev/null"), check=True,
                stdout=subprocess.PIPE, text=True).stdout
        key = (cxx, opt)
        outputs = [outputs[p] for p in programs]
        if variant == "original":
            self.expected[key] = outputs
        elif outputs != self.expected.get(key, outputs):
            raise BuildFailed("the programs print other things than the original's")
        figures["warnings"] = warnings_of(configure_out + build_out, build, self.src)
        return figures


def fmt_s(v):
    return "%.2f" % v


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--build", default=os.path.join(ROOT, "build"))
    ap.add_argument("--runs", type=int, default=int(os.environ.get("RUNS", 3)))
    ap.add_argument("--compilers", nargs="+", default=["g++", "clang++-19"])
    ap.add_argument("--opts", nargs="+", default=["O2", "O0"], metavar="LEVEL")
    ap.add_argument("--variants", nargs="+", default=["module", "launcher"],
                    choices=["original", "module", "launcher"])
    ap.add_argument("--no-pch", action="store_true")
    ap.add_argument("--jobs", type=int)
    ap.add_argument("--keep", action="store_true", help="keep the work directory")
    args = ap.parse_args()
    args.build = os.path.abspath(args.build)
    if not os.access(os.path.join(args.build, "tool", "overdub"), os.X_OK):
        sys.exit("bench: no overdub in %s (build first, or pass --build)" % args.build)
    for tool in ["cmake", "ninja", "size"] + args.compilers:
        if not shutil.which(tool):
            sys.exit("bench: %s is not installed" % tool)
    variants = ["original"] + [v for v in args.variants if v != "original"]
    configs = [(cxx, "-" + opt.lstrip("-")) for cxx in args.compilers for opt in args.opts]

    build_type = ""
    with open(os.path.join(args.build, "CMakeCache.txt")) as f:
        m = re.search(r"^CMAKE_BUILD_TYPE:\w+=(.*)$", f.read(), re.M)
        build_type = m.group(1) if m else "?"
    commit = subprocess.run(["git", "-C", ROOT, "log", "-1", "--format=%h"],
                            stdout=subprocess.PIPE, text=True).stdout.strip()
    cpu = next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo")
                if l.startswith("model name")), "?")
    print("overdub build cost on integration/examples/multi (%s): %d runs per variant, "
          "interleaved, medians" % ("no precompiled header" if args.no_pch
                                    else "precompiled header", args.runs))
    print("overdub %s (%s, %s build); %s" % (commit, args.build, build_type or "no",
                                             time.strftime("%Y-%m-%d %H:%M")))
    print("machine: %d CPUs, %s, load %s" % (os.cpu_count(), cpu,
                                            " ".join(open("/proc/loadavg").read().split()[:3])))
    sys.stdout.flush()

    work = tempfile.mkdtemp(prefix="overdub-build-cost-")
    results = {}   # (cxx, opt, variant) -> [figures]
    failed = {}    # (cxx, opt, variant) -> message
    try:
        bench = Bench(args, work)
        runtime = {cxx: bench.runtime_size(cxx) for cxx in args.compilers}
        for r in range(args.runs):
            for cxx, opt in configs:
                # The original first (the baseline, and the outputs to compare with), then the
                # instrumented variants in an order that rotates from run to run.
                order = variants[1:]
                order = order[r % len(order):] + order[:r % len(order)] if order else []
                for variant in ["original"] + order:
                    key = (cxx, opt, variant)
                    if key in failed or (cxx, opt, "original") in failed:
                        continue
                    try:
                        results.setdefault(key, []).append(bench.build(cxx, opt, variant))
                    except BuildFailed as e:
                        failed[key] = str(e)
        load_after = " ".join(open("/proc/loadavg").read().split()[:3])
    finally:
        if args.keep:
            print("work directory kept: %s" % work)
        else:
            shutil.rmtree(work, ignore_errors=True)

    def med(key, column):
        return statistics.median(f[column] for f in results[key])

    def ratio(key, column):
        base = med(key[:2] + ("original",), column)
        return "%.2f" % (med(key, column) / base) if base else "-"

    header = "%-10s %-4s %-9s" % ("compiler", "opt", "variant")
    print("\n%s %11s %8s %6s %5s %10s %12s %13s %6s" % (
        header, "configure s", "build s", "ratio", "par.", "overdub s", "pre-build s",
        "C++ compile s", "ratio"))
    for cxx, opt in configs:
        for variant in variants:
            key = (cxx, opt, variant)
            if key in failed:
                print("%-10s %-4s %-9s FAILED: %s" % (cxx, opt, variant, failed[key]))
                continue
            if key not in results or (cxx, opt, "original") not in results:
                continue
            print("%-10s %-4s %-9s %11s %8s %6s %5.1f %10s %12s %13s %6s" % (
                cxx, opt, variant, fmt_s(med(key, "configure")), fmt_s(med(key, "build")),
                ratio(key, "build"), med(key, "parallel"),
                fmt_s(med(key, "overdub")) if variant != "original" else "-",
                fmt_s(med(key, "pre-build")) if variant == "module" else "-",
                fmt_s(med(key, "compile")), ratio(key, "compile")))

    print("\n%s %10s %6s %12s %6s %13s %6s %13s" % (
        header, "objects B", "ratio", "objects t+d", "ratio", "programs t+d", "ratio",
        "w/o runtime"))
    for cxx, opt in configs:
        for variant in variants:
            key = (cxx, opt, variant)
            if key not in results or key in failed or (cxx, opt, "original") not in results:
                continue
            base = med(key[:2] + ("original",), "programs t+d")
            without = "-" if variant == "original" else "%.2f" % (
                (med(key, "programs t+d") - len(PROGRAMS) * runtime[cxx]) / base)
            print("%-10s %-4s %-9s %10d %6s %12d %6s %13d %6s %13s" % (
                cxx, opt, variant, med(key, "objects"), ratio(key, "objects"),
                med(key, "objects t+d"), ratio(key, "objects t+d"), med(key, "programs t+d"),
                ratio(key, "programs t+d"), without))

    print("\nbuild: wall time of ninja on the clean build directory; par.: its steps' summed "
          "time over that wall time. Made again afterwards, one step at a time: pre-build: the "
          "module's instrumenting steps (cmake -P, overdub included); C++ compile: the five C++ "
          "objects (launcher: minus its overdub runs); overdub: the time in overdub itself, in "
          "the one or the other. objects B: file sizes of the .o files; t+d: text+data as size(1) "
          "counts them; w/o runtime: the programs' ratio without the runtime each links (%s)."
          % ", ".join("%s: %d bytes" % (cxx, runtime[cxx]) for cxx in args.compilers))
    print("load after: %s" % load_after)
    for cxx, opt in configs:
        for variant in variants[1:]:
            key = (cxx, opt, variant)
            if key not in results or key in failed:
                continue
            base = set().union(*(f["warnings"] for f in results[(cxx, opt, "original")]))
            extra = set().union(*(f["warnings"] for f in results[key])) - base
            for line in sorted(extra):
                print("warning in %s %s %s, not in the original: %s" % (cxx, opt, variant, line))
    if failed:
        print("\n%d variant(s) failed to build:" % len(failed))
        for (cxx, opt, variant), message in failed.items():
            print("  %s %s %s: %s" % (cxx, opt, variant, message))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
