#!/usr/bin/env python3
"""The cost of a captured string (overdub --capture), per kind of string the runtime reads:
a literal (read directly: the program's read-only segments), a std::string (read directly: a
live object), a view of a literal, a heap `const char *` (read through the kernel, a system call),
and an int argument for comparison. bench/workloads/w_strings.cpp instrumented twice, without
and with --capture of its callees, built with g++ -O2 and run RUNS times interleaved with
throttling off; prints per loop the median in-process nanoseconds per call of each build and their
difference (the cost of capturing the argument and the result), and the trace bytes per call.

    bench/strings.py [--build DIR] [--runs N] [--calls N] [--syscalls N]
                     [--baseline-include DIR --baseline-rt LIB]

With a baseline (another version's runtime/include and liboverdub_rt.a, main's say), a third
build captures with it, run interleaved with the others: its cost is printed beside this one's.
"""
import argparse
import glob
import os
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCE = os.path.join(ROOT, "bench", "workloads", "w_strings.cpp")
CAPTURE = "^(literal|owned|view|heap|scalar)$"


def build(build_dir, work, name, options, include=None, runtime=None):
    shadow = os.path.join(work, name + ".cpp")
    with open(shadow, "w") as out:
        subprocess.run([os.path.join(build_dir, "tool", "overdub"), *options, SOURCE, "--",
                        "-std=c++17"], check=True, stdout=out)
    exe = os.path.join(work, name)
    subprocess.run(["g++", "-std=c++17", "-O2", "-I",
                    include or os.path.join(ROOT, "runtime", "include"), shadow,
                    runtime or os.path.join(build_dir, "runtime", "liboverdub_rt.a"), "-pthread",
                    "-o", exe], check=True)
    return exe


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default=os.path.join(ROOT, "build"))
    ap.add_argument("--runs", type=int, default=int(os.environ.get("RUNS", 5)))
    ap.add_argument("--calls", type=int, default=1_000_000)
    ap.add_argument("--syscalls", type=int, default=100_000)
    ap.add_argument("--baseline-include")
    ap.add_argument("--baseline-rt")
    args = ap.parse_args()
    if bool(args.baseline_include) != bool(args.baseline_rt):
        sys.exit("bench: --baseline-include and --baseline-rt go together")
    with tempfile.TemporaryDirectory() as work:
        exes = {"plain": build(args.build, work, "plain", []),
                "captured": build(args.build, work, "captured", ["--capture=" + CAPTURE])}
        if args.baseline_rt:
            exes["baseline"] = build(args.build, work, "baseline", ["--capture=" + CAPTURE],
                                     args.baseline_include, args.baseline_rt)
        times = {}  # (variant, loop) -> [ns per call]
        calls = {}
        sizes = {v: [] for v in exes}
        for _ in range(args.runs):
            for variant, exe in exes.items():
                for old in glob.glob(os.path.join(work, "*.trace")):
                    os.remove(old)
                env = dict(os.environ, OVERDUB_THROTTLE="0",
                           OVERDUB_OUTPUT=os.path.join(work, variant + ".trace"))
                out = subprocess.run([exe, str(args.calls), str(args.syscalls)], env=env,
                                     check=True, capture_output=True, text=True).stdout
                for line in out.splitlines():
                    loop, ns, n, _ = line.split()
                    times.setdefault((variant, loop), []).append(float(ns))
                    calls[loop] = int(n)
                sizes[variant].append(os.path.getsize(os.path.join(work, variant + ".trace")))
    print(f"median of {args.runs} runs, load average {os.getloadavg()[0]:.1f}; ns per call")
    baseline = "baseline" in exes
    print(f"{'loop':14} {'plain':>8} {'captured':>9} {'capture':>8}" +
          (f" {'baseline':>9} {'its capture':>12}" if baseline else ""))
    for loop in calls:
        plain = statistics.median(times[("plain", loop)])
        captured = statistics.median(times[("captured", loop)])
        line = f"{loop:14} {plain:8.1f} {captured:9.1f} {captured - plain:8.1f}"
        if baseline:
            other = statistics.median(times[("baseline", loop)])
            line += f" {other:9.1f} {other - plain:12.1f}"
        print(line)
    total = sum(calls.values())
    for variant in exes:
        print(f"trace bytes per call, {variant}: {statistics.median(sizes[variant]) / total:.1f}")


if __name__ == "__main__":
    sys.exit(main())
