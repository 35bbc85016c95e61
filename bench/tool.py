#!/usr/bin/env python3
"""overdub's own speed: time per translation unit relative to `clang++-19 -fsyntax-only` on the
same commands (all of a source's, as overdub runs them all; target <= 1.15x), and the -j2
speed-up over -j1 on all of them (target >= 1.7x), read against what the machine gives: the
speed-up of the same syntax checks run two at a time over one at a time. Medians of RUNS runs,
interleaved.

    bench/tool.py [--build DIR] [--runs N] [--wait-idle SECONDS] [SOURCE...]
      --build:     a build directory with compile_commands.json and tool/overdub (default build/)
      --wait-idle: before each round, wait up to SECONDS for a quiet machine (other processes
                   using < 0.1 core for 5 s); 0 (default) does not wait
      SOURCE:      translation units of that database (default: overdub's own matchers/ and tool/)

The machine is often shared: every run also records the CPU that other processes used while it
ran ("other load", in cores, from /proc/stat less the run's own CPU time) and the time the
hypervisor took ("steal"). A -j2 figure measured while other processes used a core says nothing
about overdub; the summary says when that was the case.
"""
import argparse
import concurrent.futures
import glob
import json
import os
import resource
import shlex
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HZ = os.sysconf("SC_CLK_TCK")
QUIET = 0.1  # cores used by other processes below which the machine counts as free


def cpu_jiffies():
    """(busy, steal) jiffies of the whole machine since boot."""
    with open("/proc/stat") as f:
        user, nice, system, idle, iowait, irq, softirq, steal = (
            int(x) for x in f.readline().split()[1:9])
    return user + nice + system + irq + softirq, steal


class Run:
    """One measured run: wall seconds, own CPU seconds (user + sys of the processes it
    started), and the cores that other processes and the hypervisor took meanwhile."""

    def __init__(self, wall, cpu, other, steal):
        self.wall, self.cpu, self.other, self.steal = wall, cpu, other, steal


def measured(work):
    r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    busy0, steal0 = cpu_jiffies()
    begin = time.perf_counter()
    work()
    wall = time.perf_counter() - begin
    busy1, steal1 = cpu_jiffies()
    r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (r1.ru_utime - r0.ru_utime) + (r1.ru_stime - r0.ru_stime)
    other = max(0.0, (busy1 - busy0) / HZ - cpu) / wall
    return Run(wall, cpu, other, (steal1 - steal0) / HZ / wall)


def check(cmd, cwd):
    r = subprocess.run(cmd, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    if r.returncode != 0:
        sys.exit(f"bench: {' '.join(cmd[:6])} ... failed:\n{r.stderr[-2000:]}")


def timed(cmd, cwd):
    return measured(lambda: check(cmd, cwd))


def timed_pool(cmds, jobs):
    """The commands (argv, cwd) through a pool of `jobs` processes, taken in order as overdub's
    thread pool takes its sources."""
    def work():
        with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
            for f in [pool.submit(check, c, d) for c, d in cmds]:
                f.result()
    return measured(work)


def wait_idle(seconds):
    """Waits up to `seconds` until other processes used less than QUIET cores for 5 s."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        busy0, _ = cpu_jiffies()
        time.sleep(5)
        busy1, _ = cpu_jiffies()
        if (busy1 - busy0) / HZ / 5 < QUIET:
            return


def median(runs, key):
    return statistics.median(key(r) for r in runs)


def syntax_check(entry):
    """The compile command as a syntax check with Clang 19 (no object written)."""
    argv = entry.get("arguments") or shlex.split(entry["command"])
    cmd = ["clang++-19"] + [a for a in argv[1:] if a not in ("-c",)]
    if "-o" in cmd:
        i = cmd.index("-o")
        del cmd[i:i + 2]
    return cmd + ["-fsyntax-only", "-w"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default=os.path.join(ROOT, "build"))
    ap.add_argument("--runs", type=int, default=int(os.environ.get("RUNS", 3)))
    ap.add_argument("--wait-idle", type=float, default=0, metavar="SECONDS")
    ap.add_argument("sources", nargs="*")
    args = ap.parse_args()
    build = os.path.abspath(args.build)
    overdub = os.path.join(build, "tool", "overdub")
    # A source may have several compile commands (built into two targets): overdub runs each,
    # and so does the syntax check it is measured against.
    db = {}
    with open(os.path.join(build, "compile_commands.json")) as f:
        for e in json.load(f):
            db.setdefault(os.path.realpath(os.path.join(e["directory"], e["file"])), []).append(e)
    sources = [os.path.realpath(s) for s in args.sources] or sorted(
        os.path.realpath(p) for p in glob.glob(os.path.join(ROOT, "matchers", "*.cpp")) +
        glob.glob(os.path.join(ROOT, "tool", "overdub", "*.cpp")))
    sources = [s for s in sources if s in db]
    if not sources:
        sys.exit("bench: none of the sources is in the compile database")
    out = tempfile.mkdtemp()
    print(f"{'translation unit':<28} {'syntax-only s':>13} {'overdub s':>10} {'ratio':>6}")
    ratios, loads = [], []
    for src in sources:
        entries = db[src]
        tool = [overdub, "-p", build, "--output-dir", out, "--quiet", src]
        base, mine = [], []
        for _ in range(args.runs):
            if args.wait_idle:
                wait_idle(args.wait_idle)
            base.append(measured(lambda: [check(syntax_check(e), e["directory"]) for e in entries]))
            mine.append(timed(tool, entries[0]["directory"]))
        b, m = median(base, lambda r: r.wall), median(mine, lambda r: r.wall)
        ratios.append(m / b)
        loads += base + mine
        print(f"{os.path.relpath(src, ROOT):<28} {b:>13.2f} {m:>10.2f} {m / b:>6.2f}"
              + (f"  ({len(entries)} compile commands)" if len(entries) > 1 else ""))
    print(f"median ratio overdub / clang++-19 -fsyntax-only: {statistics.median(ratios):.2f} "
          f"(target <= 1.15; other load {median(loads, lambda r: r.other):.2f} cores)")

    # All units: overdub -j1 and -j2, and the ceiling, the same syntax checks one at a time and
    # two at a time, interleaved round by round so that a change of load hits all four alike.
    checks = [(syntax_check(e), e["directory"]) for s in sources for e in db[s]]
    variants = {
        "-j1": lambda: timed([overdub, "-p", build, "--output-dir", out, "--quiet", "-j", "1",
                              *sources], ROOT),
        "-j2": lambda: timed([overdub, "-p", build, "--output-dir", out, "--quiet", "-j", "2",
                              *sources], ROOT),
        "serial": lambda: timed_pool(checks, 1),
        "parallel": lambda: timed_pool(checks, 2),
    }
    runs = {name: [] for name in variants}
    for _ in range(args.runs):
        if args.wait_idle:
            wait_idle(args.wait_idle)
        for name, run in variants.items():
            runs[name].append(run())
    wall = {name: median(r, lambda x: x.wall) for name, r in runs.items()}
    cpu = {name: median(r, lambda x: x.cpu) for name, r in runs.items()}
    # Speed-ups per round (its two runs were made next to each other), then their median.
    mine = statistics.median(a.wall / b.wall for a, b in zip(runs["-j1"], runs["-j2"]))
    ceiling = statistics.median(a.wall / b.wall for a, b in zip(runs["serial"], runs["parallel"]))
    every = [r for rs in runs.values() for r in rs]
    other = median(every, lambda r: r.other)
    print(f"all {len(sources)} units, medians of {args.runs} interleaved rounds:")
    print(f"  overdub -j1 {wall['-j1']:.2f} s (cpu {cpu['-j1']:.2f} s), -j2 {wall['-j2']:.2f} s "
          f"(cpu {cpu['-j2']:.2f} s): speed-up {mine:.2f} (target >= 1.7 on 2 free cores)")
    print(f"  clang++-19 -fsyntax-only one at a time {wall['serial']:.2f} s (cpu {cpu['serial']:.2f}"
          f" s), two at a time {wall['parallel']:.2f} s (cpu {cpu['parallel']:.2f} s): speed-up "
          f"{ceiling:.2f} (what this machine gives now)")
    print(f"  overdub's speed-up over the machine's: {mine / ceiling:.2f}")
    print(f"  other processes used {other:.2f} cores (median of all runs, most "
          f"{max(r.other for r in every):.2f}), the hypervisor took "
          f"{median(every, lambda r: r.steal):.2f}")
    if other >= QUIET:
        print(f"  warning: the machine was not free (other load >= {QUIET} core): the speed-ups "
              f"are not those of 2 free cores; --wait-idle waits for a quiet machine")


if __name__ == "__main__":
    main()
