#!/usr/bin/env python3
"""overdub's own speed: time per translation unit relative to `clang++-19 -fsyntax-only` on the
same commands (target <= 1.25x), and the -j2 speed-up over -j1 on all of them (target >= 1.7x).
Medians of RUNS runs, interleaved.

    bench/tool.py [--build DIR] [--runs N] [SOURCE...]
      --build: a build directory with compile_commands.json and tool/overdub (default build/)
      SOURCE:  translation units of that database (default: overdub's own matchers/ and tool/)
"""
import argparse
import glob
import json
import os
import shlex
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def timed(cmd, cwd):
    begin = time.perf_counter()
    r = subprocess.run(cmd, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    seconds = time.perf_counter() - begin
    if r.returncode != 0:
        sys.exit(f"bench: {' '.join(cmd[:6])} ... failed:\n{r.stderr[-2000:]}")
    return seconds


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default=os.path.join(ROOT, "build"))
    ap.add_argument("--runs", type=int, default=int(os.environ.get("RUNS", 3)))
    ap.add_argument("sources", nargs="*")
    args = ap.parse_args()
    build = os.path.abspath(args.build)
    overdub = os.path.join(build, "tool", "overdub")
    with open(os.path.join(build, "compile_commands.json")) as f:
        db = {os.path.realpath(os.path.join(e["directory"], e["file"])): e for e in json.load(f)}
    sources = [os.path.realpath(s) for s in args.sources] or sorted(
        os.path.realpath(p) for p in glob.glob(os.path.join(ROOT, "matchers", "*.cpp")) +
        glob.glob(os.path.join(ROOT, "tool", "overdub", "*.cpp")))
    sources = [s for s in sources if s in db]
    if not sources:
        sys.exit("bench: none of the sources is in the compile database")
    out = tempfile.mkdtemp()
    print(f"{'translation unit':<28} {'syntax-only s':>13} {'overdub s':>10} {'ratio':>6}")
    ratios = []
    for src in sources:
        entry = db[src]
        argv = entry.get("arguments") or shlex.split(entry["command"])
        # The same command as a syntax check with Clang 19 (no object written).
        check = ["clang++-19"] + [a for a in argv[1:] if a not in ("-c",)]
        if "-o" in check:
            i = check.index("-o")
            del check[i:i + 2]
        check += ["-fsyntax-only", "-w"]
        tool = [overdub, "-p", build, "--output-dir", out, "--quiet", src]
        base, mine = [], []
        for _ in range(args.runs):
            base.append(timed(check, entry["directory"]))
            mine.append(timed(tool, entry["directory"]))
        b, m = statistics.median(base), statistics.median(mine)
        ratios.append(m / b)
        print(f"{os.path.relpath(src, ROOT):<28} {b:>13.2f} {m:>10.2f} {m / b:>6.2f}")
    print(f"median ratio overdub / clang++-19 -fsyntax-only: {statistics.median(ratios):.2f} "
          f"(target <= 1.25)")
    parallel = {}
    for jobs in (1, 2):
        parallel[jobs] = statistics.median(
            timed([overdub, "-p", build, "--output-dir", out, "--quiet", "-j", str(jobs), *sources],
                  ROOT) for _ in range(args.runs))
    print(f"all {len(sources)} units: -j1 {parallel[1]:.2f} s, -j2 {parallel[2]:.2f} s, "
          f"speed-up {parallel[1] / parallel[2]:.2f} (target >= 1.7 on 2 free cores)")


if __name__ == "__main__":
    main()
