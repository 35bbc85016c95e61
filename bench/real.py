#!/usr/bin/env python3
"""What recording costs on real code: overdub's own report tool, built from this source tree once
as it is and once through overdub-launch (every call site of its sources and headers instrumented,
default options), reading a generated trace in several formats. Each mode of the runtime runs
against the uninstrumented build, interleaved: CPU time (user + system) and wall time as ratios,
and in trace mode the trace's bytes per event and per call.

    bench/real.py [--build DIR] [--runs N] [--events N] [--keep]
      --build:  overdub's build directory (default build/), installed into a temporary prefix
      --runs:   runs per mode (default $RUNS, else 5); medians
      --events: events of the generated trace the report reads (default 1000000)

Modes: `trace` (the default: events streamed to the file, throttling on), `trace-all`
(throttling off: every call recorded), `aggregate`, `ring`. The workload is `overdub-report`
run once per format (table, csv, tree, folded, chrome) on the same input; its calls are counted
from the trace-all run's own trace. Traces go to /dev/shm when it is writable.
"""
import argparse
import csv
import io
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FORMATS = ["table", "csv", "tree", "folded", "chrome"]
MODES = {
    "plain": None,
    "trace": {},
    "trace-all": {"OVERDUB_THROTTLE": "0"},
    "aggregate": {"OVERDUB_MODE": "aggregate"},
    "ring": {"OVERDUB_MODE": "ring"},
}


def run(cmd, **kw):
    r = subprocess.run(cmd, capture_output=True, text=True, **kw)
    if r.returncode != 0:
        sys.exit(f"real.py: {' '.join(cmd)} failed ({r.returncode}):\n{r.stderr[-3000:]}")
    return r


def configure_and_build(src, build, prefix, instrumented):
    env = dict(os.environ)
    cmd = ["cmake", "-S", src, "-B", build, "-G", "Ninja", "-DCMAKE_BUILD_TYPE=Release",
           "-DCMAKE_CXX_COMPILER=g++", "-DCMAKE_C_COMPILER=gcc"]
    if instrumented:
        launch = os.path.join(prefix, "bin", "overdub-launch")
        cmd += [f"-DCMAKE_CXX_COMPILER_LAUNCHER={launch}", f"-DCMAKE_CXX_LINKER_LAUNCHER={launch}"]
    for var in ("CMAKE_C_COMPILER_LAUNCHER", "CMAKE_CXX_COMPILER_LAUNCHER"):
        env.pop(var, None)  # no compiler cache: both builds compile everything
    run(cmd, env=env)
    start = time.monotonic()
    run(["ninja", "-C", build, "overdub-report"], env=env)
    return time.monotonic() - start


def cpu_and_wall(cmd, env):
    start = time.monotonic()
    p = subprocess.Popen(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(p.pid, 0)
    wall = time.monotonic() - start
    err = p.stderr.read().decode(errors="replace")
    p.stderr.close()
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"real.py: {' '.join(cmd)} failed:\n{err[-2000:]}")
    return usage.ru_utime + usage.ru_stime, wall


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--build", default=os.path.join(ROOT, "build"))
    ap.add_argument("--runs", type=int, default=int(os.environ.get("RUNS", "5")))
    ap.add_argument("--events", type=int, default=1000000)
    ap.add_argument("--keep", action="store_true")
    args = ap.parse_args()
    if not os.path.exists(os.path.join(args.build, "tool", "overdub")):
        sys.exit(f"real.py: no overdub in {args.build} (run scripts/build.sh first)")
    work = tempfile.mkdtemp(prefix="overdub-real-")
    traces = tempfile.mkdtemp(prefix="overdub-real-", dir="/dev/shm" if os.access("/dev/shm", os.W_OK)
                              else None)
    try:
        prefix = os.path.join(work, "prefix")
        run(["cmake", "--install", args.build, "--prefix", prefix])
        plain_build, inst_build = os.path.join(work, "plain"), os.path.join(work, "instrumented")
        t_plain = configure_and_build(ROOT, plain_build, prefix, False)
        t_inst = configure_and_build(ROOT, inst_build, prefix, True)
        print(f"overdub-report built in {t_plain:.0f} s, instrumented in {t_inst:.0f} s "
              f"({t_inst / t_plain:.2f}x)")
        sys.path.insert(0, os.path.join(ROOT, "tests", "report"))
        from tracegen import write_recursion_trace
        input_trace = os.path.join(work, "input.trace")
        n = write_recursion_trace(input_trace, args.events)
        binaries = {"plain": os.path.join(plain_build, "tool", "overdub-report"),
                    "instrumented": os.path.join(inst_build, "tool", "overdub-report")}

        def workload(mode, out_dir):
            cpu = wall = 0.0
            env = dict(os.environ, OVERDUB_OUTPUT=os.path.join(out_dir, "t.%p.trace"))
            env.update(MODES[mode] or {})
            exe = binaries["plain" if MODES[mode] is None else "instrumented"]
            for fmt in FORMATS:
                c, w = cpu_and_wall([exe, "--format=" + fmt, "-o", os.devnull, input_trace], env)
                cpu, wall = cpu + c, wall + w
            return cpu, wall

        results = {mode: ([], []) for mode in MODES}
        sizes = {}
        for r in range(args.runs):
            for mode in MODES:
                out_dir = os.path.join(traces, mode)  # this mode's last run's traces
                shutil.rmtree(out_dir, ignore_errors=True)
                os.mkdir(out_dir)
                cpu, wall = workload(mode, out_dir)
                results[mode][0].append(cpu)
                results[mode][1].append(wall)
                files = [os.path.join(out_dir, f) for f in os.listdir(out_dir)]
                sizes[mode] = (sum(os.path.getsize(f) for f in files), files)
        # The calls the workload makes: every one recorded in trace-all's traces.
        calls = 0
        for f in sizes["trace-all"][1]:
            out = run([binaries["plain"], "--format=csv", "--no-compensation", f]).stdout
            calls += sum(int(row["calls"]) for row in csv.DictReader(io.StringIO(out)))
        print(f"workload: overdub-report on a trace of {n} events, formats {', '.join(FORMATS)}; "
              f"{calls} calls of the report's own, {args.runs} runs per mode (medians)")
        print(f"machine: {os.cpu_count()} CPUs, load {' '.join(open('/proc/loadavg').read().split()[:3])}")
        plain_cpu = statistics.median(results["plain"][0])
        plain_wall = statistics.median(results["plain"][1])
        print(f"\n{'mode':<10} {'cpu s':>8} {'wall s':>8} {'cpu x':>7} {'wall x':>7} "
              f"{'ns/call':>8} {'B/event':>8} {'B/call':>7}")
        for mode in MODES:
            cpu = statistics.median(results[mode][0])
            wall = statistics.median(results[mode][1])
            per_call = (cpu - plain_cpu) / calls * 1e9 if calls else 0
            size = sizes[mode][0]
            bytes_cols = (f"{size / (2 * calls):8.2f} {size / calls:7.2f}"
                          if mode in ("trace", "trace-all") and calls else f"{'':8} {'':7}")
            print(f"{mode:<10} {cpu:8.3f} {wall:8.3f} {cpu / plain_cpu:7.2f} {wall / plain_wall:7.2f} "
                  f"{per_call if mode != 'plain' else 0:8.1f} {bytes_cols}")
        print("\ncpu x, wall x: against the uninstrumented build; ns/call: CPU time above it per call "
              "of the\nreport's own; B/event, B/call: the trace files' bytes over 2 x calls and over "
              "calls (trace:\nthrottled sites' calls are counted, not recorded, so fewer bytes).")
    finally:
        shutil.rmtree(traces, ignore_errors=True)
        if args.keep:
            print(f"kept {work}")
        else:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
