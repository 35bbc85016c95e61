#!/usr/bin/env python3
"""The shelf example (integration/examples/shelf: a header-only library found through a SYSTEM
include directory, a C++11 library, a thread-safety annotated library built with -Wthread-safety
-Werror, constructor calls, one program compiled at -std=c++17 and -std=c++20, tests that reach
the library through a utility header) built with clang++-19 and NO overdub options, one way:

  module     overdub_instrument() on every target (Ninja)
  launcher   CMAKE_CXX_COMPILER_LAUNCHER=overdub-launch (and the linker launcher)

Each run checks that
  - the programs print what the uninstrumented ones print, the tests pass, and the traces hold
    the expected calls (overdub-report --check): header functions, the C++11 library, the
    thread-safety annotated functions, constructors (the class as callee);
  - at least 95% of the sites spelled in the project's files outside macros (other than forced
    skips) are instrumented, by the build's own coverage report (OVERDUB_STATS_DIR);
  - editing a header recompiles exactly the sources that include it, and nothing else;
  - a second build from scratch writes byte-identical instrumented files.

usage: test_shelf_example.py OVERDUB_BUILD_DIR VARIANT      (exit 77: skipped, with the reason)
"""
import csv
import glob
import hashlib
import io
import json
import os
import re
import shutil
import sys
import tempfile
import time

from example_support import SKIP, Failure, copy_project, install, run

HERE = os.path.dirname(os.path.abspath(__file__))
EXAMPLE = os.path.join(HERE, "examples", "shelf")
CXX = "clang++-19"
TARGET = 95.0
PROGRAMS = ["tally17", "tally20", "shelf_test"]
HEADERS = ["include/shelf/shelf.hpp", "include/shelf/detail/order-inl.h", "legacy/legacy.h",
           "locked/ledger.h", "tests/util.hpp"]

# Calls each program makes, for a few callees of each part of the project.
TALLY = {"shelf::make_pantry": 1, "shelf::Shelf::add": 9, "shelf::detail::insert_sorted": 6,
         "shelf::Item": 7, "shelf::Shelf": 1, "shelf::Shelf::receipt": 1, "shelf::Receipt": 1,
         "shelf::total_count": 1, "legacy::make_table": 4, "legacy::Totals": 7,
         "legacy::combine": 1, "legacy::Table::render": 4, "locked::run_deposits": 1,
         "locked::Guard": 1001, "locked::Ledger::deposit": 1000,
         "locked::Ledger::add_locked": 1000, "locked::Ledger::sum_locked": 1}
EXPECTED = {"tally17": TALLY, "tally20": TALLY,
            "shelf_test": {"testing_util::sample_shelf": 3, "testing_util::expect_near": 5,
                           "testing_util::expect_true": 9, "shelf::Shelf": 3,
                           "shelf::Item::restocked": 1, "shelf::Receipt": 1, "legacy::Totals": 4,
                           "locked::Ledger::deposit": 20, "locked::Guard": 21}}


class Project:
    def __init__(self, overdub_build, work):
        self.work = work
        self.prefix = install(overdub_build, work)
        self.bin = os.path.join(self.prefix, "bin")
        # A repository of its own: its root is where .git is, as in a user's clone.
        self.src = copy_project(EXAMPLE, work, "shelf")

    def build(self, name, args=(), env=None):
        build = os.path.join(self.work, name)
        shutil.rmtree(build, ignore_errors=True)
        run(["cmake", "-S", self.src, "-B", build, "-G", "Ninja", "-DCMAKE_CXX_COMPILER=" + CXX,
             "-DCMAKE_PREFIX_PATH=" + self.prefix] + list(args), env=env)
        run(["cmake", "--build", build], env=env)
        return build

    def outputs(self, build, env=None):
        return {p: run([os.path.join(build, p)], cwd=build, env=env).stdout for p in PROGRAMS}


def check_programs(project, build, expected_outputs, label):
    for program, counts in EXPECTED.items():
        trace = os.path.join(build, program + ".trace")
        if os.path.exists(trace):  # the runtime never overwrites a trace
            os.remove(trace)
        env = dict(os.environ, OVERDUB_OUTPUT=trace)
        out = run([os.path.join(build, program)], cwd=build, env=env).stdout
        if out != expected_outputs[program]:
            raise Failure("%s: %s prints\n%s\ninstead of\n%s" % (label, program, out,
                                                                 expected_outputs[program]))
        report = run([os.path.join(project.bin, "overdub-report"), "--format=csv", "--check",
                      trace]).stdout
        calls = {row["callee"]: int(row["calls"]) for row in csv.DictReader(io.StringIO(report))}
        for callee, n in counts.items():
            if calls.get(callee) != n:
                raise Failure("%s: %s: expected %d calls of %s, got %s in\n%s" % (
                    label, program, n, callee, calls.get(callee), report))
    run(["ctest", "--test-dir", build, "--output-on-failure"])
    print("ok: %s: outputs as uninstrumented, tests pass, traces with the expected calls" % label)


def check_coverage(project, stats_dir, label):
    """The build's own report: the share outside macros (issue 15's figure) must reach TARGET."""
    overdub = os.path.join(project.bin, "overdub")
    report = json.loads(run([overdub, "--stats-merge", stats_dir, "--format=json"]).stdout)
    counted = {r["reason"]: r["sites"] for r in report["reasons"] if r["class"] == "counted"}
    in_macros = sum(n for reason, n in counted.items() if reason.startswith("macro"))
    eligible = report["eligible"] - in_macros
    share = 100.0 * report["instrumented"] / eligible
    others = {reason: n for reason, n in counted.items() if not reason.startswith("macro")}
    print("%s: %d of %d sites outside macros instrumented (%.1f%%); skipped: %s; in macros: %d; "
          "all sites: %s" % (label, report["instrumented"], eligible, share, others or "none",
                             in_macros, report["share"]))
    if share < TARGET:
        table = run([overdub, "--stats-merge", stats_dir]).stdout
        raise Failure("%s: %.1f%% of the sites outside macros instrumented, below %.0f%%\n%s"
                      % (label, share, TARGET, table))


def includers(plain_build):
    """Per header, the (target, source) pairs whose compile reads it, from Ninja's own deps."""
    deps = run(["ninja", "-C", plain_build, "-t", "deps"]).stdout
    found = {h: set() for h in HEADERS}
    for block in deps.split("\n\n"):
        lines = block.strip().splitlines()
        if not lines:
            continue
        m = re.match(r"CMakeFiles/(\w+)\.dir/(\S+)\.o:", lines[0])
        if not m:
            continue
        for line in lines[1:]:
            for header in HEADERS:
                if os.path.realpath(line.strip()) == os.path.realpath(
                        os.path.join(plain_build, "..", "shelf", header)):
                    found[header].add((m.group(1), os.path.basename(m.group(2))))
    return found


def compiled_objects(ninja_output):
    return {(m.group(1), os.path.basename(m.group(2)))
            for m in re.finditer(r"Building CXX object CMakeFiles/(\w+)\.dir/(\S+)\.o",
                                 ninja_output)}


def check_header_edits(project, build, expected, label, env=None):
    for header in HEADERS:
        path = os.path.join(project.src, header)
        with open(path) as f:
            original = f.read()
        # A later time than the last build's outputs (coarse file clocks), as a person's edit.
        time.sleep(0.05)
        with open(path, "a") as f:
            f.write("// edited\n")
        try:
            out = run(["cmake", "--build", build], env=env).stdout
        finally:
            with open(path, "w") as f:
                f.write(original)
        if compiled_objects(out) != expected[header]:
            raise Failure("%s: editing %s recompiled %s; its includers are %s\n%s" % (
                label, header, sorted(compiled_objects(out)), sorted(expected[header]), out))
        time.sleep(0.05)
        run(["cmake", "--build", build], env=env)
        again = run(["ninja", "-C", build, "-n"]).stdout
        if "Building" in again:
            raise Failure("%s: the build after restoring %s is not up to date:\n%s"
                          % (label, header, again))
    print("ok: %s: editing a header recompiles exactly its includers" % label)


def snapshot(paths):
    """Digests of the instrumented files (sources and header copies) under the given roots."""
    digests = {}
    for root in paths:
        for path in glob.glob(os.path.join(root, "**", "*"), recursive=True):
            if os.path.isfile(path) and re.search(r"\.(cpp|hpp|h)$", path):
                with open(path, "rb") as f:
                    digests[os.path.relpath(path, root)] = hashlib.sha256(f.read()).hexdigest()
    return digests


def check_identical(first, second, label):
    if not first:
        raise Failure("%s: no instrumented files to compare" % label)
    if first != second:
        differ = sorted(k for k in set(first) | set(second) if first.get(k) != second.get(k))
        raise Failure("%s: two builds wrote different instrumented files: %s" % (label, differ))
    print("ok: %s: two builds wrote the same %d instrumented files, byte for byte"
          % (label, len(first)))


# The launcher writes its instrumented source to a temporary file it removes: this overdub keeps
# a copy of each, named by its arguments (the same for the same compile of two builds).
KEEPING_OVERDUB = r"""#!%(python)s
import hashlib, os, subprocess, sys
r = subprocess.run([%(real)r] + sys.argv[1:], stdout=subprocess.PIPE)
name = hashlib.sha256("\0".join(sys.argv[1:]).encode()).hexdigest()[:16] + ".cpp"
with open(os.path.join(%(keep)r, name), "wb") as f:
    f.write(r.stdout)
sys.stdout.buffer.write(r.stdout)
sys.exit(r.returncode)
"""


def module(project, expected_outputs, edits):
    stats = os.path.join(project.work, "stats-module")
    snapshots = []
    for n in range(2):  # from scratch each time
        shutil.rmtree(stats, ignore_errors=True)
        env = dict(os.environ, OVERDUB_STATS_DIR=stats)
        build = project.build("module", ["-DSHELF_INSTRUMENT=ON"], env=env)
        snapshots.append(snapshot([os.path.join(build, "overdub")]))
    check_identical(snapshots[0], snapshots[1], "overdub_instrument")
    check_programs(project, build, expected_outputs, "overdub_instrument")
    check_coverage(project, stats, "overdub_instrument")
    check_header_edits(project, build, edits, "overdub_instrument")


def launcher(project, expected_outputs, edits):
    stats = os.path.join(project.work, "stats-launcher")
    launch = os.path.join(project.bin, "overdub-launch")
    args = ["-DCMAKE_CXX_COMPILER_LAUNCHER=" + launch, "-DCMAKE_CXX_LINKER_LAUNCHER=" + launch]
    keep = os.path.join(project.work, "kept")
    keeping = os.path.join(project.work, "keeping-overdub")
    with open(keeping, "w") as f:
        f.write(KEEPING_OVERDUB % {"python": sys.executable,
                                   "real": os.path.join(project.bin, "overdub"), "keep": keep})
    os.chmod(keeping, 0o755)
    env = dict(os.environ, OVERDUB=keeping, OVERDUB_STATS_DIR=stats)
    snapshots = []
    for n in range(2):  # from scratch each time; the header copies live in the build directory
        shutil.rmtree(stats, ignore_errors=True)
        shutil.rmtree(keep, ignore_errors=True)
        os.makedirs(keep)
        build = project.build("launcher", args, env=env)
        snapshots.append(snapshot([keep, os.path.join(build, ".overdub-headers")]))
    check_identical(snapshots[0], snapshots[1], "overdub-launch")
    check_programs(project, build, expected_outputs, "overdub-launch")
    check_coverage(project, stats, "overdub-launch")
    check_header_edits(project, build, edits, "overdub-launch", env=env)


def main():
    if len(sys.argv) != 3 or sys.argv[2] not in ("module", "launcher"):
        sys.exit(__doc__)
    if shutil.which(CXX) is None or shutil.which("ninja") is None:
        print("SKIP: %s and ninja are needed" % CXX)
        return SKIP
    with tempfile.TemporaryDirectory(prefix="overdub-shelf-") as work:
        project = Project(sys.argv[1], work)
        plain = project.build("plain")
        expected_outputs = project.outputs(plain)
        run(["ctest", "--test-dir", plain])
        edits = includers(plain)
        if not all(edits.values()):
            raise Failure("no includers found for %s" % [h for h, s in edits.items() if not s])
        {"module": module, "launcher": launcher}[sys.argv[2]](project, expected_outputs, edits)
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except Failure as e:
        print("FAIL: %s" % e)
        sys.exit(1)
