#!/usr/bin/env python3
"""The HTML page's weight and speed on a large profile: 100,000 distinct stacks
(tests/report/tracegen.py many_stacks), the page loaded in headless Chromium by
tests/viewers/html_check.mjs, median of RUNS loads.
Targets (issue 18): a page under 20 MiB, interactive in under 3 s.

    bench/html.py [--report PATH] [--viewers DIR] [--runs N]
    (defaults: build/tool/overdub-report and build/tests/viewers, which `ctest -R viewers.install`
    fills with the headless browser)
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tests", "report"))
import tracegen  # noqa: E402

TARGET_MIB, TARGET_SECONDS = 20, 3.0


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--report", default=os.path.join(ROOT, "build", "tool", "overdub-report"))
    ap.add_argument("--viewers", default=os.path.join(ROOT, "build", "tests", "viewers"))
    ap.add_argument("--runs", type=int, default=int(os.environ.get("RUNS", 5)))
    args = ap.parse_args()
    check = os.path.join(args.viewers, "html_check.mjs")
    if not os.path.exists(os.path.join(args.viewers, "node_modules")):
        sys.exit(f"bench: no headless browser in {args.viewers}: run `ctest -R viewers.install`")
    with tempfile.TemporaryDirectory() as tmp:
        trace, page = os.path.join(tmp, "many.trace"), os.path.join(tmp, "page.html")
        stacks = tracegen.many_stacks(trace)
        subprocess.run([args.report, "--format=html", "--no-compensation", "-o", page, trace],
                       check=True)
        ready, zoom = [], []
        for _ in range(args.runs):
            r = subprocess.run(["node", check, page, "--load"], capture_output=True, text=True,
                               timeout=300)
            if r.returncode != 0:
                sys.exit(f"bench: {check} failed: {r.stderr}")
            result = json.loads(r.stdout)
            ready.append(result["readySeconds"])
            zoom.append(result["steps"]["zoom"]["seconds"])
        mib = os.path.getsize(page) / (1 << 20)
    print(f"{stacks:,} stacks, median of {args.runs} loads, load average "
          f"{os.getloadavg()[0]:.1f}")
    print(f"page size        {mib:6.1f} MiB   target < {TARGET_MIB} MiB   "
          f"ratio {mib / TARGET_MIB:.2f}")
    print(f"interactive      {statistics.median(ready):6.2f} s     target < {TARGET_SECONDS} s     "
          f"ratio {statistics.median(ready) / TARGET_SECONDS:.2f}")
    print(f"a zoom drawn in  {statistics.median(zoom):6.2f} s")


if __name__ == "__main__":
    main()
