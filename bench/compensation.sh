#!/usr/bin/env bash
# Accuracy of overhead compensation: a loop of small calls (bench/compensation/loop.cpp) timed
# uninstrumented by itself, then instrumented; prints the loop's own time, and the inclusive time
# of `work` (the loop) as the report gives it recorded and compensated. Medians of RUNS runs.
#
#   bench/compensation.sh [CALLS [WORK]]   (default 2000000 calls of 8 multiply-adds; RUNS=5;
#                                          BUILD_DIR, default build/)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
calls=${1:-2000000}
leaf_work=${2:-8}
runs=${RUNS:-5}
build=${BUILD_DIR:-$root/build}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
[ -x "$build/tool/overdub" ] || { echo "bench: build first (scripts/build.sh)" >&2; exit 1; }
cp "$root/bench/compensation/loop.cpp" "$work/"
(cd "$work" && "$build/tool/overdub" loop.cpp -- -std=c++17 > loop.inst.cpp)
g++ -O2 -std=c++17 -o "$work/plain" "$work/loop.cpp"
g++ -O2 -std=c++17 -I"$root/runtime/include" -o "$work/inst" "$work/loop.inst.cpp" \
  "$build/runtime/liboverdub_rt.a" -pthread
median() { sort -n | awk '{v[NR]=$1} END {print v[int((NR+1)/2)]}'; }
inclusive_of_work() {  # ns, from the csv
  "$build/tool/overdub-report" --format=csv "$@" | awk -F, '$1=="work" {print $3}'
}
for i in $(seq "$runs"); do
  "$work/plain" "$calls" "$leaf_work" | awk '{print $2}' >> "$work/plain.txt"
  rm -f "$work/t.trace"  # the runtime never overwrites a trace
  OVERDUB_THROTTLE=0 OVERDUB_OUTPUT="$work/t.trace" "$work/inst" "$calls" "$leaf_work" > /dev/null
  inclusive_of_work --no-compensation "$work/t.trace" >> "$work/recorded.txt"
  inclusive_of_work "$work/t.trace" >> "$work/compensated.txt"
done
"$build/tool/overdub-report" "$work/t.trace" | sed -n 2p
plain=$(median < "$work/plain.txt")
recorded=$(median < "$work/recorded.txt")
compensated=$(median < "$work/compensated.txt")
awk -v p="$plain" -v r="$recorded" -v c="$compensated" -v n="$calls" -v w="$leaf_work" 'BEGIN {
  printf "%d calls of %d multiply-adds: uninstrumented %.2f ms, recorded %.2f ms (%.2fx), compensated %.2f ms (%.2fx)\n",
         n, w, p / 1e6, r / 1e6, r / p, c / 1e6, c / p }'
