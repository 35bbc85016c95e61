#!/usr/bin/env python3
"""overdub-report benchmark: events per second and peak memory of the `table`, `chrome` and
`perfetto` formats on generated traces of 1 and 10 million events (tests/report/tracegen.py),
median of RUNS runs.
Targets (issues 5 and 18): at least 5 M events/s, and peak memory that does not grow with the trace.

    bench/report.py [--report PATH] [--runs N] [--events N]   (default: build/tool/overdub-report)
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tests", "report"))
import tracegen  # noqa: E402

FORMATS = ["table", "chrome", "perfetto"]


def run(cmd):
    """Wall seconds and peak resident memory (MiB) of one run, output discarded."""
    with open(os.devnull, "wb") as null:
        begin = time.perf_counter()
        proc = subprocess.Popen(cmd, stdout=null)
        _, status, usage = os.wait4(proc.pid, 0)
        seconds = time.perf_counter() - begin
    if status != 0:
        sys.exit(f"bench: {' '.join(cmd)} failed ({status})")
    return seconds, usage.ru_maxrss / 1024


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--report", default=os.path.join(ROOT, "build", "tool", "overdub-report"))
    ap.add_argument("--runs", type=int, default=int(os.environ.get("RUNS", 5)))
    ap.add_argument("--events", type=int, default=10_000_000)
    args = ap.parse_args()
    if not os.access(args.report, os.X_OK):
        sys.exit(f"bench: no overdub-report at {args.report} (build first, or pass --report)")
    with tempfile.TemporaryDirectory(dir="/dev/shm" if os.access("/dev/shm", os.W_OK) else None) as tmp:
        sizes = [args.events // 10, args.events]
        traces = {}
        for n in sizes:
            path = os.path.join(tmp, f"gen{n}.trace")
            traces[n] = (path, tracegen.write_recursion_trace(path, n))
        print(f"{'format':<8} {'events':>10} {'median s':>9} {'M events/s':>11} {'peak MiB':>9}")
        peaks = {}
        for fmt in FORMATS:
            for n in sizes:
                path, events = traces[n]
                results = [run([args.report, f"--format={fmt}", path]) for _ in range(args.runs)]
                secs = statistics.median(r[0] for r in results)
                peak = max(r[1] for r in results)
                peaks[(fmt, n)] = peak
                print(f"{fmt:<8} {events:>10} {secs:>9.3f} {events / secs / 1e6:>11.1f} {peak:>9.1f}")
        for fmt in FORMATS:
            ratio = peaks[(fmt, sizes[1])] / peaks[(fmt, sizes[0])]
            print(f"{fmt}: peak memory at {sizes[1]} events / at {sizes[0]} events = {ratio:.2f}")


if __name__ == "__main__":
    main()
