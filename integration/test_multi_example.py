#!/usr/bin/env python3
"""The multi example (a library, two executables, shared headers, GCC-only warnings, precompiled
headers) built with g++ from an installed overdub, three ways:

  module        overdub_instrument() through find_package(overdub) (Ninja)
  module-headers  ... with HEADER_FILTER: header calls traced, copies shared, edits rebuild includers
  module-deps   the same with Ninja and with Makefiles: touching a header re-instruments only
                the sources that include it, editing it recompiles only them
  launcher      CMAKE_CXX_COMPILER_LAUNCHER=overdub-launch;<another launcher>, with
                CMAKE_CXX_LINKER_LAUNCHER=overdub-launch for the runtime
  shadow        overdub -p <plain build> --output-dir=<shadow>, then the compile commands of the
                database on the shadow files

Each run compares both programs' output with an uninstrumented build and checks the trace with
overdub-report --format=csv --check (expected call counts). Exit 77: skipped, with the reason.

usage: test_multi_example.py OVERDUB_BUILD_DIR VARIANT
"""
import csv
import glob
import io
import json
import os
import re
import shlex
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time

from example_support import SKIP, Failure, copy_project, install, run

HERE = os.path.dirname(os.path.abspath(__file__))
EXAMPLE = os.path.join(HERE, "examples", "multi")
CXX_SOURCES = ["src/shapes.cpp", "src/stats.cpp", "apps/area.cpp", "apps/report.cpp",
               "apps/summary.cpp"]

# Calls per callee that each program makes (a subset: the project's own functions, a call into
# the C source, and one into the standard library through the precompiled header).
EXPECTED = {
    "area": {"multi::sample_shapes": 1, "multi::describe": 6, "multi::area": 6,
             "multi::scaled": 12, "multi_kind_name": 6, "std::printf": 6, "std::snprintf": 6},
    "summary": {"multi::sample_shapes": 1, "multi::area": 4, "multi::scaled": 8,
                "multi::summarize": 1, "multi::mean": 2, "print_summary": 1, "std::printf": 2,
                "multi_kind_name": 4},
}


class Example:
    def __init__(self, overdub_build, work):
        self.work = work
        self.prefix = install(overdub_build, work)
        self.bin = os.path.join(self.prefix, "bin")
        # The .overdub.yaml marks the project's root for the launcher and the command line.
        self.src = copy_project(EXAMPLE, work, "multi", config="Quiet: false\n")
        self.expected = None

    def configure_and_build(self, name, args=(), generator="Ninja", env=None):
        build = os.path.join(self.work, name)
        run(["cmake", "-S", self.src, "-B", build, "-G", generator,
             "-DCMAKE_PREFIX_PATH=" + self.prefix] + list(args), env=env)
        out = run(["cmake", "--build", build], env=env).stdout
        return build, out

    def plain(self):
        """The uninstrumented build: its outputs are the reference."""
        build, _ = self.configure_and_build("plain", ["-DCMAKE_EXPORT_COMPILE_COMMANDS=ON"])
        self.expected = {p: run([os.path.join(build, p)]).stdout for p in EXPECTED}
        return build

    def check_programs(self, build, label, more=None):
        for program, counts in EXPECTED.items():
            counts = dict(counts, **(more or {}).get(program, {}))
            trace = os.path.join(build, program + ".trace")
            if os.path.exists(trace):  # the runtime never overwrites a trace
                os.remove(trace)
            env = dict(os.environ, OVERDUB_OUTPUT=trace)
            out = run([os.path.join(build, program)], cwd=build, env=env).stdout
            if out != self.expected[program]:
                raise Failure("%s: %s prints\n%s\ninstead of\n%s" % (label, program, out,
                                                                     self.expected[program]))
            if not os.path.exists(trace):
                raise Failure("%s: %s wrote no trace" % (label, program))
            report = run([os.path.join(self.bin, "overdub-report"), "--format=csv", "--check",
                          trace]).stdout
            calls = {row["callee"]: int(row["calls"]) for row in csv.DictReader(io.StringIO(report))}
            for callee, n in counts.items():
                if calls.get(callee) != n:
                    raise Failure("%s: %s: expected %d calls of %s, got %s in\n%s" % (
                        label, program, n, callee, calls.get(callee), report))
        print("ok: %s: outputs as uninstrumented, traces with the expected calls" % label)


def has_depfile(overdub):
    return "--depfile" in run([overdub, "--help"], check=False).stdout


def check_header_copies(build, pattern):
    """The copies under build/pattern are the project's headers that hold calls, no other."""
    copies = sorted({os.path.basename(p) for p in glob.glob(
        os.path.join(build, pattern, "**", "*.h*"), recursive=True)})
    if copies != ["names.h", "report.h", "shapes.h", "stats.h"]:
        raise Failure("header copies %s under %s" % (copies, pattern))


def module(ex):
    ex.plain()
    build, out = ex.configure_and_build("module", ["-DMULTI_INSTRUMENT=ON"])
    instrumented = sorted(re.findall(r"Instrumenting (\S+) \((\w+)\)", out))
    expected = sorted([("src/shapes.cpp", "multi"), ("src/stats.cpp", "multi"),
                       ("apps/area.cpp", "area"), ("apps/report.cpp", "summary"),
                       ("apps/summary.cpp", "summary")])
    if instrumented != expected:
        raise Failure("instrumented %s, expected %s\n%s" % (instrumented, expected, out))
    # The C source is compiled as it is; the C++ ones from overdub/<target>/.
    with open(os.path.join(build, "compile_commands.json")) as f:
        files = {e["file"] for e in json.load(f)}
    if os.path.join(ex.src, "src/names.c") not in files:
        raise Failure("the C source is not compiled from its own place: %s" % files)
    for source, target in expected:
        if os.path.join(build, "overdub", target, source) not in files:
            raise Failure("%s is not compiled from overdub/%s/: %s" % (source, target, files))
    if run(["ninja", "-C", build, "-n"]).stdout.count("\n") > 2:
        raise Failure("a second build is not empty:\n" + run(["ninja", "-C", build, "-n"]).stdout)
    # The project's headers by default (none of the build directory's, such as cmake_pch.hxx);
    # range_of() in stats.h calls std::max and std::min once per summary.
    check_header_copies(build, "overdub/*/headers")
    ex.check_programs(build, "overdub_instrument (Ninja)", {"summary": {"std::max": 1, "std::min": 1}})

    # A CMake run re-reads the compile commands but re-instruments only when they change.
    os.utime(os.path.join(ex.src, "CMakeLists.txt"))
    out = run(["ninja", "-C", build]).stdout
    if "Instrumenting" in out or "Building" in out:
        raise Failure("a CMake run with the same flags re-instrumented or recompiled:\n" + out)
    run(["cmake", "-DCMAKE_CXX_FLAGS=-DMULTI_EXTRA=1", build])
    out = run(["ninja", "-C", build]).stdout
    if len(re.findall(r"Instrumenting", out)) != len(expected):
        raise Failure("new flags did not re-instrument every source:\n" + out)
    with open(os.path.join(build, "overdub/multi/src/stats.cpp.flags.cmake")) as f:
        if "-DMULTI_EXTRA=1" not in f.read():
            raise Failure("the new flag does not reach overdub")
    print("ok: a CMake run re-instruments only when the flags change")
    module_errors(ex)
    module_config(ex)
    return 0


def module_config(ex):
    """CONFIG <file> reaches overdub as --config-file and is a dependency of the step."""
    project = os.path.join(ex.work, "config")
    os.makedirs(project)
    with open(os.path.join(project, "main.cpp"), "w") as f:
        f.write("#include <cstdio>\nint f() { return 4; }\n"
                "int main() { std::printf(\"%d\\n\", f()); return 0; }\n")
    with open(os.path.join(project, "overdub.yaml"), "w") as f:
        f.write("# no options: the defaults\n")
    with open(os.path.join(project, ".overdub.yaml"), "w") as f:
        f.write("# found by overdub itself\n")
    with open(os.path.join(project, "CMakeLists.txt"), "w") as f:
        f.write("cmake_minimum_required(VERSION 3.20)\nproject(config CXX)\n"
                "find_package(overdub REQUIRED)\nadd_executable(app main.cpp)\n"
                "overdub_instrument(app CONFIG overdub.yaml)\n"
                "add_executable(app2 main.cpp)\noverdub_instrument(app2)\n")
    build = os.path.join(project, "build")
    run(["cmake", "-S", project, "-B", build, "-G", "Ninja", "-DCMAKE_PREFIX_PATH=" + ex.prefix])
    query = run(["ninja", "-C", build, "-t", "query", "overdub/app/main.cpp"]).stdout
    if os.path.join(project, "overdub.yaml") not in query:
        raise Failure("the config file is not a dependency of the instrumenting step")
    query = run(["ninja", "-C", build, "-t", "query", "overdub/app2/main.cpp"]).stdout
    if os.path.join(project, ".overdub.yaml") not in query:
        raise Failure("the .overdub.yaml above the source is not a dependency of its step")
    r = run(["ninja", "-C", build], check=False)
    if "--config-file" in run([os.path.join(ex.bin, "overdub"), "--help"]).stdout:
        if r.returncode != 0:
            raise Failure("the build with CONFIG failed:\n" + r.stdout + r.stderr)
        print("ok: CONFIG passes --config-file")
    elif r.returncode == 0 or "config-file" not in r.stdout + r.stderr:
        raise Failure("overdub has no --config-file, yet the build with CONFIG did not fail "
                      "saying so:\n" + r.stdout + r.stderr)
    else:
        print("note: CONFIG cannot work yet: overdub has no --config-file, and the build fails "
              "saying so")


def module_errors(ex):
    """Bad uses of overdub_instrument() stop the configuration with a clear message."""
    cases = [("overdub_instrument(app HEADER_FILTER)", "unexpected arguments"),
             ("overdub_instrument(app CONFIG nowhere.yaml)", "no config file"),
             ("overdub_instrument(nothing)", "'nothing' is not a target"),
             ("overdub_instrument(app BOGUS)", "unexpected arguments"),
             ("add_library(alias ALIAS app)\noverdub_instrument(alias)", "must be an executable"),
             ("overdub_instrument(app)\noverdub_instrument(app)", "called twice")]
    for i, (call, message) in enumerate(cases):
        project = os.path.join(ex.work, "bad%d" % i)
        os.makedirs(project)
        with open(os.path.join(project, "main.cpp"), "w") as f:
            f.write("int main() { return 0; }\n")
        with open(os.path.join(project, "CMakeLists.txt"), "w") as f:
            f.write("cmake_minimum_required(VERSION 3.20)\nproject(bad CXX)\n"
                    "find_package(overdub REQUIRED)\nadd_library(app STATIC main.cpp)\n%s\n"
                    % call)
        r = run(["cmake", "-S", project, "-B", os.path.join(project, "build"), "-G", "Ninja",
                 "-DCMAKE_PREFIX_PATH=" + ex.prefix], check=False)
        text = " ".join((r.stdout + r.stderr).split())
        if r.returncode == 0 or message not in text:
            raise Failure("%r: expected a failure saying %r, got (%d):\n%s" % (
                call, message, r.returncode, r.stdout + r.stderr))
    print("ok: bad uses of overdub_instrument() fail the configuration clearly")


def touched_rebuilds(ex, build, header, tool):
    """Touches a header, rebuilds; returns (instrumented sources, compiled objects)."""
    # File times come from the kernel's coarse clock (a few ms a tick): a touch in the same tick
    # as the previous build's last write (a step's dependency file, which Ninja's restat takes as
    # the step's time) would look no newer. A person's edit never lands in that tick.
    time.sleep(0.05)
    os.utime(os.path.join(ex.src, header))
    out = run(tool + [build] if tool[0] == "ninja" else tool, cwd=build).stdout
    instrumented = sorted(re.findall(r"Instrumenting (\S+) \(", out))
    compiled = sorted(set(re.findall(r"(?:overdub/\w+/)(\S+?\.cpp)\.o", out)))
    return instrumented, compiled, out


def module_deps(ex):
    ex.plain()
    cases = [("include/multi/stats.h", ["apps/report.cpp", "apps/summary.cpp", "src/stats.cpp"]),
             ("include/multi/shapes.h", ["apps/area.cpp", "apps/summary.cpp", "src/shapes.cpp"]),
             ("apps/report.h", ["apps/report.cpp", "apps/summary.cpp"])]

    def check(build, tool, label):
        # The project's headers are instrumented: with Ninja (restat) a touched header gives the
        # same copies, so nothing is compiled; an edited one recompiles exactly its includers.
        # Make has no restat: the step touches its outputs, and their objects are compiled.
        ninja = tool[0] == "ninja"
        for header, expected in cases:
            instrumented, compiled, out = touched_rebuilds(ex, build, header, tool)
            if instrumented != expected or compiled != ([] if ninja else expected):
                raise Failure("%s: touching %s re-instrumented %s and recompiled %s; expected %s"
                              "\n%s" % (label, header, instrumented, compiled, expected, out))
            if ninja:
                with open(os.path.join(ex.src, header), "a") as f:
                    f.write("// edited\n")
                instrumented, compiled, out = touched_rebuilds(ex, build, header, tool)
                if instrumented != expected or compiled != expected:
                    raise Failure("%s: editing %s re-instrumented %s and recompiled %s; expected "
                                  "%s\n%s" % (label, header, instrumented, compiled, expected, out))
            again = run(tool + [build] if tool[0] == "ninja" else tool, cwd=build).stdout
            if "Instrumenting" in again or "Building" in again:
                raise Failure("%s: the build after is not empty:\n%s" % (label, again))
        print("ok: %s: touching a header re-instruments and recompiles only its includers" % label)

    # Makefiles: with --depfile, or else the generator's own include scanning.
    build, _ = ex.configure_and_build("module-make", ["-DMULTI_INSTRUMENT=ON"],
                                      generator="Unix Makefiles")
    check(build, ["make"], "overdub_instrument (Makefiles)")
    ex.check_programs(build, "overdub_instrument (Makefiles)")

    overdub = os.path.join(ex.bin, "overdub")
    if has_depfile(overdub):
        build, _ = ex.configure_and_build("module-ninja", ["-DMULTI_INSTRUMENT=ON"])
        check(build, ["ninja", "-C"], "overdub_instrument (Ninja)")
        ex.check_programs(build, "overdub_instrument (Ninja, --depfile)")
        return 0

    # Without it, the module's side of the contract is still checked, with an overdub that
    # takes --depfile=FILE and writes "<dir>/<output path>: <source> <headers>" from Clang's -M.
    os.rename(overdub, overdub + ".real")
    with open(overdub, "w") as f:
        f.write(SIMULATED_DEPFILE % {"python": sys.executable, "real": overdub + ".real"})
    os.chmod(overdub, 0o755)
    build, _ = ex.configure_and_build("module-ninja", ["-DMULTI_INSTRUMENT=ON"])
    check(build, ["ninja", "-C"], "overdub_instrument (Ninja, SIMULATED --depfile)")
    os.rename(overdub + ".real", overdub)
    print("SKIP: the Ninja header check cannot run for real: %s has no --depfile option yet, "
          "so overdub_instrument() cannot give Ninja the headers a source includes (the "
          "Makefile check passed, and the Ninja one with a simulated --depfile)" % overdub)
    return SKIP


# An overdub with --depfile as the contract says, for the module's tests until overdub has it.
SIMULATED_DEPFILE = r"""#!%(python)s
import os, subprocess, sys
real = %(real)r
args = sys.argv[1:]
if args == ["--help"]:
    r = subprocess.run([real, "--help"], capture_output=True, text=True)
    print(r.stdout + "  --depfile=<file>   (simulated)")
    sys.exit(r.returncode)
depfile = [a[len("--depfile="):] for a in args if a.startswith("--depfile=")]
args = [a for a in args if not a.startswith("--depfile=")]
status = subprocess.call([real] + args)
if status or not depfile:
    sys.exit(status)
dash = args.index("--")
outdir = [a[len("--output-dir="):] for a in args[:dash] if a.startswith("--output-dir=")][0]
sources = [a for a in args[:dash] if not a.startswith("-")]
rules = []
for src in sources:
    path = os.path.abspath(src)
    rel = os.path.relpath(path) if path.startswith(os.getcwd() + "/") else path.lstrip("/")
    target = os.path.abspath(os.path.join(outdir, rel)).replace(" ", "\ ")
    r = subprocess.run(["clang++-19", "-M", "-w", "-MT", target] + args[dash + 1:] + [src],
                       capture_output=True, text=True, check=True)
    rules.append(r.stdout)
with open(depfile[0], "w") as f:
    f.write("".join(rules))
"""


def launcher(ex):
    ex.plain()
    # Another launcher after overdub-launch, as ccache would be: it logs what it runs.
    log = os.path.join(ex.work, "other-launcher.log")
    other = os.path.join(ex.work, "other-launcher")
    with open(other, "w") as f:
        f.write('#!/bin/sh\nprintf "%%s\\n" "$*" >> %s\nexec "$@"\n' % shlex.quote(log))
    os.chmod(other, 0o755)
    env = dict(os.environ, OVERDUB_LAUNCHERS="other-launcher")
    launch = os.path.join(ex.bin, "overdub-launch")
    build, _ = ex.configure_and_build("launcher", [
        "-DCMAKE_CXX_COMPILER_LAUNCHER=%s;%s" % (launch, other),
        "-DCMAKE_CXX_LINKER_LAUNCHER=" + launch], env=env)
    with open(log) as f:
        lines = f.read().splitlines()
    compiled = [l for l in lines if " -c " in l]
    temps = [l for l in compiled if ".o.overdub.cpp " in l]
    # Five C++ sources through overdub; the precompiled headers as they are.
    if len(temps) != len(CXX_SOURCES):
        raise Failure("the next launcher compiled %d instrumented files, expected %d:\n%s" % (
            len(temps), len(CXX_SOURCES), "\n".join(lines)))
    left = [os.path.join(d, f) for d, _, fs in os.walk(build) for f in fs if ".overdub." in f]
    if left:
        raise Failure("temporary files left: %s" % left)
    # The dependency files name the original sources (Ninja would rebuild for ever otherwise).
    if run(["ninja", "-C", build, "-n"], env=env).stdout.count("\n") > 2:
        raise Failure("a second build is not empty:\n" + run(["ninja", "-C", build, "-n"]).stdout)
    # The project's headers (the root: the example's .overdub.yaml), copies in the build
    # directory; the dependency files name the originals.
    check_header_copies(build, ".overdub-headers")
    ex.check_programs(build, "overdub-launch (Ninja, with another launcher)",
                      {"summary": {"std::max": 1, "std::min": 1}})
    deps = run(["ninja", "-C", build, "-t", "deps"]).stdout
    if ".overdub-headers" in deps or "include/multi/stats.h" not in deps:
        raise Failure("the dependency files name copies, or not the headers:\n" + deps)
    # An edited header rebuilds exactly its includers.
    with open(os.path.join(ex.src, "include/multi/stats.h"), "a") as f:
        f.write("// edited\n")
    time.sleep(0.05)
    out = run(["ninja", "-C", build, "-n"], env=env).stdout
    compiled = sorted(set(re.findall(r"CMakeFiles/\w+\.dir/(\S+?\.cpp)\.o", out)))
    if compiled != ["apps/report.cpp", "apps/summary.cpp", "src/stats.cpp"]:
        raise Failure("editing stats.h would recompile %s:\n%s" % (compiled, out))
    run(["ninja", "-C", build], env=env)
    ex.check_programs(build, "overdub-launch after a header edit",
                      {"summary": {"std::max": 1, "std::min": 1}})
    # A new overdub, or an edited config, re-instruments every C++ source.
    for changed in (os.path.join(ex.bin, "overdub"), os.path.join(ex.src, ".overdub.yaml")):
        time.sleep(0.05)
        os.utime(changed)  # now: later than every object
        out = run(["ninja", "-C", build, "-n"], env=env).stdout
        compiled = sorted(set(re.findall(r"CMakeFiles/\w+\.dir/(\S+?\.cpp)\.o", out)))
        if compiled != sorted(CXX_SOURCES):
            raise Failure("after a change of %s the build would recompile %s:\n%s" % (
                changed, compiled, out))
        run(["ninja", "-C", build], env=env)

    # make CXX="overdub-launch g++" with Make's built-in rules: compiles and links through it.
    build = os.path.join(ex.work, "make-cxx")
    os.makedirs(build)
    with open(os.path.join(build, "Makefile"), "w") as f:
        f.write(MAKEFILE % {"src": ex.src})
    out = run(["make", "-C", build, "CXX=%s g++" % launch]).stdout
    if out.count(launch + " g++") != 7:  # 5 C++ compiles and 2 links (the C source: $(CC))
        raise Failure("make did not run the launcher for every C++ compile and link:\n" + out)
    # The dependency files name the real sources: nothing is left to do.
    if run(["make", "-q", "-C", build, "CXX=%s g++" % launch], check=False).returncode != 0:
        raise Failure("make is not up to date after the build")
    ex.check_programs(build, 'overdub-launch (make CXX="overdub-launch g++")')
    return 0


def ccache_stats(env):
    """ccache's counters as a dict (ccache --print-stats: one `name value` per line)."""
    out = run(["ccache", "--print-stats"], env=env).stdout
    return {k: int(v) for k, v in (line.split("\t") for line in out.splitlines()) if v.isdigit()}


# ccache's counters of compiles it could not cache, and of failures.
UNCACHEABLE = ("autoconf_test", "bad_compiler_arguments", "called_for_preprocessing",
               "compile_failed", "could_not_use_modules", "could_not_use_precompiled_header",
               "internal_error", "multiple_source_files", "no_input_file", "output_to_stdout",
               "preprocessor_error", "unsupported_code_directive", "unsupported_compiler_option",
               "unsupported_environment_variable", "unsupported_source_language")


def launcher_ccache(ex):
    """overdub-launch before ccache: its output is deterministic (the same temporary name beside
    each object, the same instrumented text, header copies named by content), so a second build
    from a clean build directory is all cache hits, overdub's own (OVERDUB_CACHE_DIR) too, and its
    programs trace as the first's."""
    if shutil.which("ccache") is None:
        print("SKIP: ccache is not installed (scripts/install-deps.sh installs it)")
        return SKIP
    # The example's precompiled headers need ccache's pch sloppiness, as they do without overdub.
    # overdub's own output cached too: the second build parses no source.
    overdub_cache = os.path.join(ex.work, "overdub-cache")
    env = dict(os.environ, CCACHE_DIR=os.path.join(ex.work, "ccache"),
               CCACHE_SLOPPINESS="pch_defines,time_macros,include_file_mtime,include_file_ctime",
               OVERDUB_CACHE_DIR=overdub_cache)
    ex.plain()
    launch = os.path.join(ex.bin, "overdub-launch")
    args = ["-DCMAKE_CXX_COMPILER_LAUNCHER=%s;ccache" % launch,
            "-DCMAKE_CXX_LINKER_LAUNCHER=" + launch]
    for attempt in ("first", "second"):
        shutil.rmtree(os.path.join(ex.work, "ccache-build"), ignore_errors=True)
        run(["ccache", "--zero-stats"], env=env)
        build, _ = ex.configure_and_build("ccache-build", args, env=env)
        stats = ccache_stats(env)
        hits = stats.get("direct_cache_hit", 0) + stats.get("preprocessed_cache_hit", 0)
        misses = stats.get("cache_miss", 0)
        uncacheable = {k: stats.get(k) for k in UNCACHEABLE if stats.get(k)}
        if uncacheable:
            raise Failure("ccache could not cache some compiles (%s): %s" % (attempt, uncacheable))
        if attempt == "first" and (misses < len(CXX_SOURCES) or hits):
            raise Failure("a first build into an empty cache: %d hits, %d misses" % (hits, misses))
        if attempt == "second" and (misses or hits < len(CXX_SOURCES)):
            raise Failure("a second build from a clean build directory: %d hits, %d misses" % (
                hits, misses))
        overdub_stats = run([os.path.join(ex.bin, "overdub"), "--cache-stats",
                             "--cache-dir=" + overdub_cache]).stdout.strip()
        n = len(CXX_SOURCES)
        expected = "0 hits, %d misses" % n if attempt == "first" else "%d hits, %d misses" % (n, n)
        if not overdub_stats.startswith(expected + ","):
            raise Failure("overdub's cache after the %s build: %s (expected %s)" % (
                attempt, overdub_stats, expected))
        ex.check_programs(build, "overdub-launch before ccache (%s build)" % attempt)
    return 0


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def launcher_distcc(ex):
    """overdub-launch before distcc, with a distccd on 127.0.0.1: overdub runs locally, distcc
    sends the instrumented files to the daemon (no local fallback), the programs trace."""
    if shutil.which("distcc") is None or shutil.which("distccd") is None:
        print("SKIP: distcc is not installed (scripts/install-deps.sh installs it)")
        return SKIP
    ex.plain()
    port = free_port()
    log = os.path.join(ex.work, "distccd.log")
    with open(log, "w") as err:
        daemon = subprocess.Popen(
            ["distccd", "--daemon", "--no-detach", "--listen", "127.0.0.1", "--port", str(port),
             "--allow", "127.0.0.1", "--jobs", "2", "--log-stderr", "--log-level", "info"],
            stdout=subprocess.DEVNULL, stderr=err, start_new_session=True)
    try:
        for _ in range(100):  # until it listens
            with socket.socket() as s:
                if s.connect_ex(("127.0.0.1", port)) == 0:
                    break
            time.sleep(0.05)
        env = dict(os.environ, DISTCC_HOSTS="127.0.0.1:%d/2" % port, DISTCC_FALLBACK="0",
                   DISTCC_SKIP_LOCAL_RETRY="1", DISTCC_DIR=os.path.join(ex.work, "distcc"))
        os.makedirs(env["DISTCC_DIR"])
        launch = os.path.join(ex.bin, "overdub-launch")
        try:
            build, _ = ex.configure_and_build("distcc-build", [
                "-DCMAKE_CXX_COMPILER_LAUNCHER=%s;distcc" % launch,
                "-DCMAKE_CXX_LINKER_LAUNCHER=" + launch], env=env)
        except Failure as e:
            with open(log) as f:
                raise Failure("%s\ndistccd's log:\n%s" % (e, f.read()))
        ex.check_programs(build, "overdub-launch before distcc")
    finally:
        os.killpg(daemon.pid, signal.SIGTERM)
        daemon.wait()
    with open(log) as f:
        remote = [line for line in f if "COMPILE_OK" in line and ".o.overdub.cpp" in line]
    if len(remote) != len(CXX_SOURCES):
        with open(log) as f:
            raise Failure("distccd compiled %d instrumented files, expected %d:\n%s" % (
                len(remote), len(CXX_SOURCES), f.read()))
    return 0


# Make's built-in rules (%.o: %.cpp, %.o: %.c) on the example's sources.
MAKEFILE = """VPATH = %(src)s/src:%(src)s/apps
CPPFLAGS = -I%(src)s/include -I%(src)s/apps -DMULTI_SCALE=2 '-DMULTI_UNIT="cm2"'
CXXFLAGS = -std=c++17 -Wall -Wextra -Werror -include multi/pch.h -MD
all: area summary
area: area.o shapes.o stats.o names.o
	$(CXX) -o $@ $^
summary: summary.o report.o shapes.o stats.o names.o
	$(CXX) -o $@ $^
-include *.d
"""


def shadow(ex):
    plain = ex.plain()
    out_dir = os.path.join(ex.work, "shadow")
    sources = CXX_SOURCES + ["src/names.c"]
    r = run([os.path.join(ex.bin, "overdub"), "-p", plain, "-j", "2", "--output-dir=" + out_dir]
            + sources, cwd=ex.src)
    if "names.c" not in r.stderr:
        raise Failure("no warning about the C source:\n" + r.stderr)
    with open(os.path.join(out_dir, "src/names.c")) as a, \
            open(os.path.join(ex.src, "src/names.c")) as b:
        if a.read() != b.read():
            raise Failure("the C source was changed")

    # The compile commands: the shadow tree's own database, which overdub writes.
    shadow_db = os.path.join(out_dir, "compile_commands.json")
    if not os.path.exists(shadow_db):
        raise Failure("overdub wrote no " + shadow_db)
    with open(shadow_db) as f:
        entries = json.load(f)
    print("using %s (%d entries)" % (shadow_db, len(entries)))
    for e in entries:
        args = e["arguments"] if "arguments" in e else shlex.split(e["command"])
        clang_only = [a for a in args if a.startswith("--driver-mode=")]
        if clang_only:
            raise Failure("%s has Clang-only %s for %s, which g++ rejects"
                          % (shadow_db, clang_only, e["file"]))
    objects = os.path.join(ex.work, "shadow-objects")
    os.makedirs(objects)
    built = {}
    for e in entries:
        rel = os.path.relpath(e["file"], out_dir)
        if rel not in sources:
            raise Failure("database entry outside the shadow tree: %s" % e["file"])
        if not os.path.exists(e["file"]):
            raise Failure("no instrumented file %s" % e["file"])
        args = shlex.split(e["command"]) if "command" in e else list(e["arguments"])
        if not any(os.path.realpath(os.path.join(e["directory"], a)) == e["file"] for a in args):
            raise Failure("the command of %s does not compile it: %s" % (e["file"], args))
        o = args.index("-o")
        args[o + 1] = built[rel] = os.path.join(objects, rel.replace("/", "_") + ".o")
        run(args + ["-I" + os.path.join(ex.prefix, "include")], cwd=e["directory"])
    if sorted(built) != sorted(sources):
        raise Failure("compiled %s, expected %s" % (sorted(built), sorted(sources)))
    build = os.path.join(ex.work, "shadow-build")
    os.makedirs(build)
    lib = os.path.join(build, "libmulti.a")
    run(["ar", "rcs", lib, built["src/shapes.cpp"], built["src/stats.cpp"], built["src/names.c"]])
    runtime = [os.path.join(ex.prefix, "lib", "liboverdub_rt.a"), "-pthread"]
    run(["g++", "-o", os.path.join(build, "area"), built["apps/area.cpp"], lib] + runtime)
    run(["g++", "-o", os.path.join(build, "summary"), built["apps/summary.cpp"],
         built["apps/report.cpp"], lib] + runtime)
    ex.check_programs(build, "overdub -p --output-dir + shadow tree build")
    return 0


def module_headers(ex):
    """HEADER_FILTER: the headers' calls are traced, their copies shared by a target's sources,
    and an edited header re-instruments and recompiles only its includers."""
    ex.plain()
    build, out = ex.configure_and_build(
        "module-headers", ["-DMULTI_INSTRUMENT=ON", "-DMULTI_HEADER_FILTER=/(include/multi|apps)/"])
    copies = sorted(os.path.relpath(p, build) for p in
                    glob.glob(os.path.join(build, "overdub", "*", "headers", "**", "*.h"),
                              recursive=True))
    names = sorted({(p.split(os.sep)[1], os.path.basename(p)) for p in copies})
    expected_copies = [("area", "shapes.h"), ("multi", "names.h"), ("multi", "shapes.h"),
                       ("multi", "stats.h"), ("summary", "report.h"), ("summary", "shapes.h"),
                       ("summary", "stats.h")]
    if names != expected_copies:
        raise Failure("header copies %s, expected %s" % (names, expected_copies))
    # range_of() in stats.h calls std::max and std::min once per summary.
    ex.check_programs(build, "overdub_instrument HEADER_FILTER (Ninja)",
                      {"summary": {"std::max": 1, "std::min": 1}})
    if run(["ninja", "-C", build, "-n"]).stdout.count("\n") > 2:
        raise Failure("a second build is not empty:\n" + run(["ninja", "-C", build, "-n"]).stdout)
    includers = ["apps/report.cpp", "apps/summary.cpp", "src/stats.cpp"]
    # Touched, the header is instrumented again with the same text: nothing is compiled.
    instrumented, compiled, out = touched_rebuilds(ex, build, "include/multi/stats.h", ["ninja", "-C"])
    if instrumented != includers or compiled:
        raise Failure("touching stats.h re-instrumented %s and recompiled %s\n%s" %
                      (instrumented, compiled, out))
    # Edited, its copies change: only its includers are compiled again.
    with open(os.path.join(ex.src, "include/multi/stats.h"), "a") as f:
        f.write("// edited\n")
    instrumented, compiled, out = touched_rebuilds(ex, build, "include/multi/stats.h", ["ninja", "-C"])
    if instrumented != includers or compiled != includers:
        raise Failure("editing stats.h re-instrumented %s and recompiled %s; expected %s\n%s" %
                      (instrumented, compiled, includers, out))
    ex.check_programs(build, "overdub_instrument HEADER_FILTER after an edit",
                      {"summary": {"std::max": 1, "std::min": 1}})
    return 0


VARIANTS = {"module": module, "module-headers": module_headers, "module-deps": module_deps, "launcher": launcher, "launcher-ccache": launcher_ccache,
            "launcher-distcc": launcher_distcc,
            "shadow": shadow}


def main():
    if len(sys.argv) != 3 or sys.argv[2] not in VARIANTS:
        sys.exit("usage: test_multi_example.py OVERDUB_BUILD_DIR {%s}" % ",".join(VARIANTS))
    work = tempfile.mkdtemp(prefix="overdub-multi-")
    try:
        status = VARIANTS[sys.argv[2]](Example(sys.argv[1], work))
    except Failure as e:
        print("FAIL: %s" % e)
        return 1
    finally:
        shutil.rmtree(work, ignore_errors=True)
    if status == 0:
        print("PASS: multi example, %s" % sys.argv[2])
    return status


if __name__ == "__main__":
    sys.exit(main())
