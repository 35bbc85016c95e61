#!/usr/bin/env python3
"""Golden and behaviour test of one construct.

A case is tests/golden/<name>.cpp. Its leading comment lines hold directives:
  // FLAGS: <compiler flags>          (default -std=c++17; -Wall -Wextra are always added;
                                      @CASE_DIR@ is the case's folder)
  // LIBS: <link flags>               after the sources, such as -lgtest_main -lgtest
  // OVERDUB: <overdub options>       such as --context=...; @CASE_DIR@ is the case's folder
  // CALLS: <count> <callee>          one line per callee: the exact profile of a run (0: not recorded)
  // LATERCALLS: <count> <callee>     calls the matrix may also record under other flags, where a
                                      restriction of the case's own standard is lifted
  // ALLOW: unfinished | closed | aborted   anomalies the trace may show (exit(), exceptions
                                      through forms without an unwinding stop, abort())
  // EXIT: <status>                   expected exit status (default 0)
  // UNWOUND: <count>                 calls the trace must show ended by an exception
  // THREADS: <count>                 threads that recorded calls
  // PARENT: <callee> <parent>...      in the call tree, every call of <callee> is made inside a
                                      call of one of the <parent>s ("-": inside no recorded call)
Beside it, <name>.expected.cpp is the expected instrumented text and <name>.sites the expected
--list-sites output.

The test (1) instruments the case and compares both with the expectations (--update rewrites
them instead), then for g++ and clang++-19 (2) compiles the original and the instrumented copy
with the same flags and compares their warnings, (3) runs both and compares stdout and exit
status, (4) checks the trace: the exact calls per callee and proper nesting, and (5) runs the
instrumented program under AddressSanitizer and UndefinedBehaviorSanitizer.

--matrix (the long tier, scripts/conformance-matrix.sh) checks behaviour instead of text, for each
standard C++11 to C++23, with and without -fno-exceptions -fno-rtti, and -Wpedantic: where the
original compiles, its rewrite for those flags must compile warning for warning like it and behave
the same (calls: at most the expected ones, since older standards skip some forms), and the
rewrite made with the case's own flags must compile under every later standard too (one rewrite,
several flag sets).
"""
import argparse
import collections
import csv
import io
import os
import re
import shutil
import subprocess
import sys
import tempfile

COMPILERS = ["g++", "clang++-19"]
WARNING = re.compile(r"^(?P<file>[^:\s]+):(?P<line>\d+):\d+: warning: .*\[(?P<flag>-W[^\]]+)\]")


def fail(message):
    print("FAIL: " + message)
    sys.exit(1)


def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, **kw)


def directives(source):
    d = {"FLAGS": "-std=c++17", "LIBS": "", "OVERDUB": "", "CALLS": [], "LATERCALLS": [], "ALLOW": [],
         "EXIT": "0", "UNWOUND": None, "THREADS": None, "PARENT": []}
    for line in source.splitlines():
        m = re.match(r"^// ([A-Z]+): (.*)$", line)
        if not line.startswith("//"):
            break
        if not m or m.group(1) not in d:
            continue
        key, value = m.group(1), m.group(2).strip()
        if key in ("CALLS", "LATERCALLS"):
            count, callee = value.split(None, 1)
            d[key].append((callee, int(count)))
        elif key == "PARENT":
            d["PARENT"].append(tuple(value.split()))
        elif key == "ALLOW":
            d["ALLOW"].extend(value.split())
        else:
            d[key] = value
    return d


def compare_text(actual, expected_path, update, what):
    if update:
        with open(expected_path, "w") as f:
            f.write(actual)
        return
    if not os.path.exists(expected_path):
        fail(f"{expected_path} is missing (run with --update to create it)")
    with open(expected_path) as f:
        expected = f.read()
    if actual != expected:
        import difflib
        diff = "".join(difflib.unified_diff(expected.splitlines(True), actual.splitlines(True),
                                            "expected", "actual"))
        fail(f"{what} differs from {os.path.basename(expected_path)}:\n{diff}")


def warnings(stderr):
    found = collections.Counter()
    for line in stderr.splitlines():
        m = WARNING.match(line)
        if m:
            found[(os.path.basename(m.group("file")), int(m.group("line")), m.group("flag"))] += 1
    return found


def compile_program(compiler, source, output, flags, include, runtime, sanitize=False, libs=(),
                    cwd=None):
    os.makedirs(os.path.dirname(output), exist_ok=True)
    cmd = [compiler] + flags + ["-Wall", "-Wextra", "-g"]
    if sanitize:
        cmd += ["-fsanitize=address,undefined", "-fno-sanitize-recover=undefined",
                "-fno-omit-frame-pointer"]
    if include:
        cmd += ["-I", include]
    cmd += [source, "-o", output] + list(libs)
    if runtime:
        cmd += [runtime, "-pthread"]
    result = run(cmd, cwd=cwd)
    if result.returncode != 0:
        fail(f"{compiler} could not build {source}:\n{result.stderr}")
    return result.stderr


def profile(report, trace_path, allow):
    result = run([report, "--format=csv", trace_path] + ([] if allow else ["--check"]))
    if result.returncode != 0:
        fail(f"overdub-report failed on the trace:\n{result.stderr}")
    rows = list(csv.DictReader(io.StringIO(result.stdout)))
    return {r["callee"]: int(r["calls"]) for r in rows}, result.stderr


def check_anomalies(report, trace_path, allow):
    """Nesting check: --check must pass, except for the anomalies the case allows."""
    result = run([report, "--check", trace_path])
    if result.returncode == 0:
        return
    problems = result.stderr.strip()
    if "aborted" in allow:  # abort() writes no end record: the report says so and goes on
        problems = "\n".join(l for l in problems.splitlines() if "has no end record" not in l)
        if not problems:
            return
    allowed = {"unfinished": "unfinished at the end", "closed": "closed by an enclosing stop"}
    parts = [p.strip() for p in problems.split(":", 2)[-1].split(",")]
    for part in parts:
        if not any(allowed[a] in part for a in allow if a in allowed):
            fail(f"the trace does not nest properly: {problems}")


def check_parents(report, trace_path, parents, compiler):
    """PARENT directives, from the folded stacks of the call tree (a;b;c <ns>)."""
    stacks = [line.rsplit(" ", 1)[0].split(";")
              for line in run([report, "--format=folded", trace_path]).stdout.splitlines()]
    for callee, *allowed in parents:
        seen = {s[-2] if len(s) > 1 else "-" for s in stacks if s[-1] == callee}
        if not seen or not seen <= set(allowed):
            fail(f"{compiler}: {callee} is called inside {sorted(seen) or 'no recorded call'}, "
                 f"expected {' or '.join(allowed)}")


def check_behaviour(args, d, compiler, original, shadow, flags, work, exact):
    """Steps 2 to 5 for one compiler and one set of flags."""
    tag = compiler.replace("+", "x")
    # 2. Same warnings, warning for warning.
    libs = d["LIBS"].split()
    # One program name in two directories: messages that name the program (assert) compare equal.
    # The original by the name overdub was given (in its folder): __FILE__ is the same.
    w_orig = warnings(compile_program(compiler, os.path.basename(original), f"{work}/orig/{tag}",
                                      flags, None, None, libs=libs,
                                      cwd=os.path.dirname(original)))
    w_inst = warnings(compile_program(compiler, shadow, f"{work}/inst/{tag}", flags, args.include,
                                      args.runtime, libs=libs))
    if w_orig != w_inst:
        fail(f"{compiler} {' '.join(flags)}: warnings differ\n  original:     "
             f"{sorted(w_orig.items())}\n  instrumented: {sorted(w_inst.items())}")
    # 3. Same behaviour.
    r_orig = run([f"{work}/orig/{tag}"], cwd=work)
    trace_path = f"{work}/{tag}.trace"
    if os.path.exists(trace_path):
        os.remove(trace_path)
    env = dict(os.environ, OVERDUB_OUTPUT=trace_path)
    r_inst = run([f"{work}/inst/{tag}"], cwd=work, env=env)
    if str(r_orig.returncode) != d["EXIT"]:
        fail(f"{compiler}: the original exits with {r_orig.returncode}, the case says {d['EXIT']}")
    if (r_orig.stdout, r_orig.returncode) != (r_inst.stdout, r_inst.returncode):
        fail(f"{compiler} {' '.join(flags)}: behaviour differs\n  original ({r_orig.returncode}): "
             f"{r_orig.stdout!r}\n  instrumented ({r_inst.returncode}): {r_inst.stdout!r}")
    if r_inst.stderr != r_orig.stderr:
        fail(f"{compiler}: stderr differs (the runtime must stay silent)\n"
             f"  original: {r_orig.stderr!r}\n  instrumented: {r_inst.stderr!r}")
    # 4. The trace: exact calls (at most the expected ones in the matrix), properly nested.
    # "CALLS: 0 name" documents a callee that must not be recorded.
    expected = {callee: n for callee, n in d["CALLS"] if n}
    if expected or os.path.exists(trace_path):
        if not os.path.exists(trace_path):
            if exact:
                fail(f"{compiler}: no trace was written")
            return
        calls, _ = profile(args.report, trace_path, allow=True)
        if exact and calls != expected:
            fail(f"{compiler}: calls in the trace {calls} != expected {expected}")
        allowed = collections.Counter(expected)
        allowed.update({callee: n for callee, n in d["LATERCALLS"]})
        if not exact and any(n > allowed[callee] for callee, n in calls.items()):
            fail(f"{compiler} {' '.join(flags)}: calls in the trace {calls} exceed {dict(allowed)}")
        check_anomalies(args.report, trace_path, d["ALLOW"])
        table = run([args.report, trace_path]).stdout
        if exact and d["THREADS"] is not None:
            m = re.search(r"(\d+) threads?,", table)
            if not m or m.group(1) != d["THREADS"]:
                fail(f"{compiler}: expected {d['THREADS']} threads in: {table[:200]}")
        if exact and d["PARENT"]:
            check_parents(args.report, trace_path, d["PARENT"], compiler)
        if exact and d["UNWOUND"] is not None:
            m = re.search(r"(\d+) ended by an exception", table)
            got = int(m.group(1)) if m else 0
            if got != int(d["UNWOUND"]):
                fail(f"{compiler}: {got} calls ended by an exception, expected {d['UNWOUND']}")
    # 5. Sanitizers on the instrumented program.
    if not args.no_sanitizers:
        compile_program(compiler, shadow, f"{work}/asan/{tag}", flags, args.include, args.runtime,
                        sanitize=True, libs=libs)
        env["OVERDUB_OUTPUT"] = f"{work}/asan.trace"
        r_asan = run([f"{work}/asan/{tag}"], cwd=work, env=env)
        if (r_asan.stdout, r_asan.returncode) != (r_orig.stdout, r_orig.returncode):
            fail(f"{compiler} sanitizers {' '.join(flags)}: behaviour differs "
                 f"({r_asan.returncode}):\n{r_asan.stdout}\n{r_asan.stderr}")


STANDARDS = ["c++11", "c++14", "c++17", "c++20", "c++23"]
VARIANTS = [[], ["-fno-exceptions", "-fno-rtti"]]


def with_standard(flags, std):
    return [f for f in flags if not f.startswith("-std=")] + [f"-std={std}"]


def compiles(compiler, source, flags):
    return run([compiler] + flags + ["-fsyntax-only", source]).returncode == 0


def matrix(args, d, case_dir, case_file, flags, tool_flags):
    """The long tier: every standard and variant where the original compiles."""
    original = os.path.join(case_dir, case_file)
    own_std = next((f.split("=", 1)[1] for f in flags if f.startswith("-std=")), "c++17")
    own_std = own_std.replace("gnu++", "c++")
    # Provisional names of the standards (-std=c++2b before C++23 had its name).
    own_std = {"c++0x": "c++11", "c++1y": "c++14", "c++1z": "c++17", "c++2a": "c++20",
               "c++2b": "c++23"}.get(own_std, own_std)
    own = run([args.overdub] + tool_flags + [case_file, "--"] + flags, cwd=case_dir)
    if own.returncode != 0:
        fail(f"overdub failed:\n{own.stderr}")
    checked, skipped = [], []
    work = tempfile.mkdtemp(prefix="overdub-matrix-")
    try:
        for std in STANDARDS:
            for variant in VARIANTS:
                vflags = with_standard(flags, std) + variant + ["-Wpedantic"]
                label = " ".join([std] + variant)
                for compiler in COMPILERS:
                    if not compiles(compiler, original, vflags):
                        skipped.append(f"{compiler} {label}")
                        continue
                    inst = run([args.overdub] + tool_flags + [case_file, "--"] + vflags,
                               cwd=case_dir)
                    if inst.returncode != 0:
                        fail(f"overdub failed with {label}:\n{inst.stderr}")
                    shadow = os.path.join(work, case_file)
                    with open(shadow, "w") as f:
                        f.write(inst.stdout)
                    check_behaviour(args, d, compiler, original, shadow, vflags, work, exact=False)
                    # The rewrite made with the case's own flags, compiled with these.
                    if STANDARDS.index(std) >= STANDARDS.index(own_std):
                        with open(shadow, "w") as f:
                            f.write(own.stdout)
                        check_behaviour(args, d, compiler, original, shadow, vflags, work,
                                        exact=False)
                    checked.append(f"{compiler} {label}")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    if not checked:
        fail("the original compiles under no standard of the matrix")
    print(f"checked: {len(checked)} ({', '.join(checked)})")
    if skipped:
        print(f"not valid there, skipped: {', '.join(skipped)}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--overdub", required=True)
    ap.add_argument("--report", required=True)
    ap.add_argument("--include", required=True, help="runtime include directory")
    ap.add_argument("--runtime", required=True, help="liboverdub_rt.a")
    ap.add_argument("--update", action="store_true",
                    default=os.environ.get("OVERDUB_UPDATE_GOLDEN") == "1")
    ap.add_argument("--no-sanitizers", action="store_true")
    ap.add_argument("--matrix", action="store_true", help="every standard and variant (long tier)")
    ap.add_argument("case")
    args = ap.parse_args()

    case_dir, case_file = os.path.split(os.path.abspath(args.case))
    name = case_file[:-4]
    with open(args.case) as f:
        d = directives(f.read())
    flags = d["FLAGS"].replace("@CASE_DIR@", case_dir).split()
    tool_flags = d["OVERDUB"].replace("@CASE_DIR@", case_dir).split()
    if args.matrix:
        matrix(args, d, case_dir, os.path.basename(args.case), flags, tool_flags)
        print(f"PASS: {name} (matrix)")
        return

    # 1. The rewrite and the site list, against the expectations.
    inst = run([args.overdub] + tool_flags + [case_file, "--"] + flags, cwd=case_dir)
    if inst.returncode != 0:
        fail(f"overdub failed:\n{inst.stderr}")
    # Redirected includes name the case's folder: keep the expectations independent of it.
    portable = inst.stdout.replace(case_dir, "@CASE_DIR@")
    compare_text(portable, os.path.join(case_dir, name + ".expected.cpp"), args.update,
                 "the instrumented text")
    sites = run([args.overdub, "--list-sites"] + tool_flags + [case_file, "--"] + flags, cwd=case_dir)
    if sites.returncode != 0:
        fail(f"overdub --list-sites failed:\n{sites.stderr}")
    compare_text(sites.stdout, os.path.join(case_dir, name + ".sites"), args.update,
                 "the site list")

    work = tempfile.mkdtemp(prefix=f"overdub-golden-{name}-")
    try:
        shadow = os.path.join(work, case_file)
        with open(shadow, "w") as f:
            f.write(inst.stdout)
        original = os.path.join(case_dir, case_file)
        for compiler in COMPILERS:
            check_behaviour(args, d, compiler, original, shadow, flags, work, exact=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f"PASS: {name}")


if __name__ == "__main__":
    main()
