#!/usr/bin/env bash
# Runtime benchmark: the peers-bench workloads (recursive fib, a loop of small calls, an
# expression-tree interpreter), bench/workloads/w_threads.cpp (4 threads of short and long calls,
# recursion, a signal handler making calls), bench/workloads/w_virtual.cpp (an expression tree of
# polymorphic nodes: every call virtual, its target recorded) and the `sites` workload bench/workloads/gen_sites.py
# writes (8000 call sites called alike, as a large program spreads its calls), instrumented with
# overdub itself, timed in the same run against the plain build and the bare recorder
# (-finstrument-functions + rdtsc + a 16-byte store per event into a per-thread 1 MiB buffer
# written out with write(2)). Prints, per workload and variant, the median
# in-process kernel time, the nanoseconds per call above plain, the ratio to the bare recorder, and
# for trace-mode variants the trace file's bytes per event (file bytes / (2 x calls)); then the same
# overhead in the whole process's CPU time (every thread's: the runtime's writer thread too).
#
#   bench/run.sh [PEERS_BENCH_DIR]      (default: ../shared/peers-bench beside the repository)
#
# Environment: RUNS (default 7, runs per variant, interleaved), FIB_ARGS, LOOP_ARGS, TREE_ARGS as
# in peers-bench, THREADS_ARGS (iterations per thread, threads), VIRTUAL_ARGS (depth, repetitions),
# SITES_ARGS (rounds), TRACE_DIR (default /dev/shm when writable: traces cost a memory copy, not disk),
# BUILD_DIR (default build/ beside bench/; built by scripts/build.sh when it has no overdub),
# WORKLOADS (a subset of the workloads above, in the same words),
# VARIANTS (a subset of the variants below, in the same words). `notargets` is the default build
# compiled with -DOVERDUB_NO_CALL_TARGETS: virtual calls without their targets (the cost of
# recording them is overdub's time above it; `notargets-aggregate` the same in aggregate mode,
# against overdub-aggregate, which folds each site's calls per target). `values` is the workloads instrumented with
# --capture=$CAPTURE (default `.`: every callee), recording argument and result values: on fib
# (one int argument and a long result per call) its time above overdub's per two values is the
# cost of recording one captured scalar.
# BASELINE_INCLUDE and BASELINE_RT: the include directory and liboverdub_rt.a of another version
# of the runtime (main's, say); the `baseline` variant is then the default context built with
# them, run interleaved with this version's for a like-for-like comparison (`baseline-aggregate`,
# `baseline-throttled`, `baseline-disabled`: the same in those modes, when named in VARIANTS).
#
# Contexts: `counter` is the workloads instrumented with --context=overdub_examples::Counter (the
# example call counter, hooks called directly); `counter-preloaded` is the default build with the
# same counter as a run-time context (LD_PRELOAD, one indirect call per event).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
peers=${1:-$root/../shared/peers-bench}
src="$peers/src"
[ -f "$src/w_fib.cpp" ] || { echo "bench: no peers-bench workloads in $peers" >&2; exit 1; }
runs=${RUNS:-7}
FIB_ARGS=${FIB_ARGS:-27 10}
LOOP_ARGS=${LOOP_ARGS:-10000000}
TREE_ARGS=${TREE_ARGS:-14 200}
THREADS_ARGS=${THREADS_ARGS:-400000 4}
VIRTUAL_ARGS=${VIRTUAL_ARGS:-14 200}
SITES_ARGS=${SITES_ARGS:-400}
workloads=${WORKLOADS:-fib loop tree threads virtual sites}
source_of() {
  case $1 in
    threads) echo "$root/bench/workloads/w_threads.cpp" ;;
    virtual) echo "$root/bench/workloads/w_virtual.cpp" ;;
    sites) echo "$work/gen/w_sites.cpp" ;;  # generated below
    *) echo "$src/w_$1.cpp" ;;
  esac
}
if [ -z "${TRACE_DIR:-}" ]; then
  if [ -w /dev/shm ]; then TRACE_DIR=$(mktemp -d -p /dev/shm overdub-bench.XXXXXX); else TRACE_DIR=$(mktemp -d); fi
fi
work=$(mktemp -d)
trap 'rm -rf "$work" "$TRACE_DIR"' EXIT

build=${BUILD_DIR:-$root/build}
if [ ! -x "$build/tool/overdub" ]; then
  [ -z "${BUILD_DIR:-}" ] || { echo "bench: no overdub in BUILD_DIR=$build" >&2; exit 1; }
  "$root/scripts/build.sh" >/dev/null
fi
overdub="$build/tool/overdub"
rt="$build/runtime/liboverdub_rt.a"
inc="$root/runtime/include"
flags="-O2 -std=c++17"
counter="$root/integration/examples/contexts/counter"

cp "$src"/common.h "$work/"
mkdir "$work/gen" && python3 "$root/bench/workloads/gen_sites.py" > "$work/gen/w_sites.cpp"
g++ $flags -c -o "$work/hooks_tsc.o" "$src/hooks_tsc.cpp"
for w in $workloads; do
  cp "$(source_of "$w")" "$work/"
  (cd "$work" && "$overdub" "w_$w.cpp" -- -std=c++17 > "o_$w.cpp")
  g++ $flags -o "$work/$w.plain" "$work/w_$w.cpp" -pthread
  g++ $flags -finstrument-functions -o "$work/$w.bare" "$work/w_$w.cpp" "$work/hooks_tsc.o" -pthread
  g++ $flags -I"$inc" -o "$work/$w.overdub" "$work/o_$w.cpp" "$rt" -pthread
  g++ $flags -DOVERDUB_NO_CALL_TARGETS -I"$inc" -o "$work/$w.notargets" "$work/o_$w.cpp" "$rt" -pthread
  if [[ " ${VARIANTS:-} " == *" values "* ]]; then
    (cd "$work" && "$overdub" --capture="${CAPTURE:-.}" "w_$w.cpp" -- -std=c++17 > "v_$w.cpp")
    g++ $flags -I"$inc" -o "$work/$w.values" "$work/v_$w.cpp" "$rt" -pthread
  fi
  (cd "$work" && "$overdub" --context=overdub_examples::Counter --context-header="$counter/counter.h" \
     "w_$w.cpp" -- -std=c++17 > "c_$w.cpp")
  g++ $flags -I"$inc" -o "$work/$w.counter" "$work/c_$w.cpp" "$rt" -pthread
  if [ -n "${BASELINE_RT:-}" ]; then
    g++ $flags -I"$BASELINE_INCLUDE" -o "$work/$w.baseline" "$work/o_$w.cpp" "$BASELINE_RT" -pthread
  fi
done
g++ $flags -fPIC -shared -I"$inc" -o "$work/libcounter.so" "$counter/counter_context.cpp"
# The timestamp floor: every variant reads the clock twice per call, so no ratio to the bare
# recorder can go below 2 reads over the bare recorder's cost per call.
cat > "$work/floor.cpp" <<'EOF'
#include <overdub/overdub.h>
#include <cstdio>
#include <time.h>
static double now_ns() { timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec * 1e9 + t.tv_nsec; }
int main() {
  double best = 1e30;
  unsigned long long sink = 0;
  for (int run = 0; run < 9; ++run) {
    double t0 = now_ns();
    for (int i = 0; i < 2000000; ++i) sink += overdub::detail::timestamp();
    double ns = (now_ns() - t0) / 2000000;
    if (ns < best) best = ns;
  }
  std::printf("%.2f %llu\n", best, sink & 1);
}
EOF
g++ $flags -I"$inc" -o "$work/floor" "$work/floor.cpp"
floor_ns=$("$work/floor" | cut -d' ' -f1)

args_of() {
  case $1 in fib) echo "$FIB_ARGS";; loop) echo "$LOOP_ARGS";; tree) echo "$TREE_ARGS";;
    threads) echo "$THREADS_ARGS";; virtual) echo "$VIRTUAL_ARGS";; sites) echo "$SITES_ARGS";; esac
}

# One run: sets kernel_ns and cpu_ns (the whole process's user and system time, every thread's:
# the runtime's writer thread too); checks the checksum against the plain build's.
run_once() {
  local w=$1 variant=$2 out
  local -a env=()
  case $variant in
    plain) ;;
    bare) env=(REC_TRACE_DIR="$TRACE_DIR") ;;
    # Throttling off: every call is recorded, as the bare recorder does.
    overdub) env=(OVERDUB_OUTPUT="$TRACE_DIR/o.%p.trace" OVERDUB_THROTTLE=0) ;;
    notargets) env=(OVERDUB_OUTPUT="$TRACE_DIR/n.%p.trace" OVERDUB_THROTTLE=0) ;;
    values) env=(OVERDUB_OUTPUT="$TRACE_DIR/v.%p.trace" OVERDUB_THROTTLE=0) ;;
    overdub-aggregate) env=(OVERDUB_OUTPUT="$TRACE_DIR/a.%p.trace" OVERDUB_MODE=aggregate OVERDUB_THROTTLE=0) ;;
    notargets-aggregate) env=(OVERDUB_OUTPUT="$TRACE_DIR/na.%p.trace" OVERDUB_MODE=aggregate OVERDUB_THROTTLE=0) ;;
    overdub-ring) env=(OVERDUB_OUTPUT="$TRACE_DIR/r.%p.trace" OVERDUB_MODE=ring OVERDUB_THROTTLE=0) ;;
    # Every site throttled after its first sampled chunk: the cost of a count-only call.
    overdub-throttled) env=(OVERDUB_OUTPUT="$TRACE_DIR/t.%p.trace" OVERDUB_THROTTLE_CALLS=1 OVERDUB_BUFFER_EVENTS=1024) ;;
    overdub-disabled) env=(OVERDUB_OUTPUT="$TRACE_DIR/d.%p.trace" OVERDUB_ENABLED=0) ;;
    baseline) env=(OVERDUB_OUTPUT="$TRACE_DIR/b.%p.trace" OVERDUB_THROTTLE=0) ;;
    baseline-aggregate) env=(OVERDUB_OUTPUT="$TRACE_DIR/ba.%p.trace" OVERDUB_MODE=aggregate OVERDUB_THROTTLE=0) ;;
    baseline-throttled) env=(OVERDUB_OUTPUT="$TRACE_DIR/bt.%p.trace" OVERDUB_THROTTLE_CALLS=1 OVERDUB_BUFFER_EVENTS=1024) ;;
    baseline-disabled) env=(OVERDUB_OUTPUT="$TRACE_DIR/bd.%p.trace" OVERDUB_ENABLED=0) ;;
    counter) env=(COUNTER_OUTPUT="$TRACE_DIR/counts") ;;
    counter-preloaded) env=(COUNTER_OUTPUT="$TRACE_DIR/counts" LD_PRELOAD="$work/libcounter.so") ;;
    *) echo "bench: unknown variant '$variant'" >&2; exit 1 ;;
  esac
  local bin=$w.${variant%%-*}
  [ "$variant" != counter-preloaded ] || bin=$w.overdub
  local TIMEFORMAT='%3U %3S'
  # shellcheck disable=SC2046
  { time out=$(env "${env[@]}" "$work/$bin" $(args_of "$w") 2>/dev/null); } 2>"$work/cpu"
  cpu_ns=$(awk '{printf "%.0f", ($1 + $2) * 1e9}' "$work/cpu")
  trace_bytes=$(find "$TRACE_DIR" -type f -printf '%s\n' | awk '{s += $1} END {print s + 0}')
  rm -f "$TRACE_DIR"/*
  local sum=${out##*checksum=}; sum=${sum%% *}
  if [ -n "${checksums[$w]:-}" ] && [ "${checksums[$w]}" != "$sum" ]; then
    echo "bench: $w/$variant checksum $sum differs from plain ${checksums[$w]}" >&2; exit 1
  fi
  checksums[$w]=$sum
  calls[$w]=$(sed -n 's/.* calls=\([0-9]*\).*/\1/p' <<<"$out")
  kernel_ns=$(sed -n 's/.*kernel_ns=\([0-9]*\).*/\1/p' <<<"$out")
}

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

declare -A checksums calls times cpus sizes
variants=${VARIANTS:-plain bare overdub overdub-aggregate overdub-ring overdub-throttled overdub-disabled counter counter-preloaded}
[ -z "${BASELINE_RT:-}" ] || [[ " $variants " == *" baseline "* ]] || variants="$variants baseline"
for v in plain bare; do
  [[ " $variants " == *" $v "* ]] || { echo "bench: VARIANTS must include $v" >&2; exit 1; }
done
echo "overdub runtime benchmark: $runs runs per variant, median kernel time; traces in $TRACE_DIR"
echo "machine: $(nproc) CPUs, $(lscpu | sed -n 's/^Model name:[[:space:]]*//p' | head -1), load $(cut -d' ' -f1-3 /proc/loadavg)"
for w in $workloads; do
  for ((r = 0; r < runs; r++)); do
    for v in $variants; do
      run_once "$w" "$v"
      times[$w.$v]+="$kernel_ns "
      cpus[$w.$v]+="$cpu_ns "
      sizes[$w.$v]=$trace_bytes
    done
  done
done

printf '\n%-7s %-18s %10s %10s %14s %11s %10s %10s %12s\n' workload variant calls kernel_ms \
  "ns/call above" "ratio/bare" "cpu/call" "cpu ratio" "bytes/event"
for w in $workloads; do
  plain=$(tr ' ' '\n' <<<"${times[$w.plain]}" | grep . | median)
  bare=$(tr ' ' '\n' <<<"${times[$w.bare]}" | grep . | median)
  plain_cpu=$(tr ' ' '\n' <<<"${cpus[$w.plain]}" | grep . | median)
  bare_cpu=$(tr ' ' '\n' <<<"${cpus[$w.bare]}" | grep . | median)
  for v in $variants; do
    t=$(tr ' ' '\n' <<<"${times[$w.$v]}" | grep . | median)
    cpu=$(tr ' ' '\n' <<<"${cpus[$w.$v]}" | grep . | median)
    # threads runs 4 threads on the machine's cores at once: its wall time per call is no one
    # thread's, so only its CPU time and bytes are shown.
    awk -v w="$w" -v v="$v" -v c="${calls[$w]}" -v t="$t" -v p="$plain" -v b="$bare" \
        -v cpu="$cpu" -v pc="$plain_cpu" -v bc="$bare_cpu" -v wall=$([ "$w" = threads ] && echo 0 || echo 1) \
        -v s="${sizes[$w.$v]:-0}" 'BEGIN {
      over = (t - p) / c; bover = (b - p) / c
      ratio = (v == "plain" || !wall) ? "" : sprintf("%.2f", over / bover)
      cover = (cpu - pc) / c; bcover = (bc - pc) / c
      cratio = (v == "plain" || bcover <= 0) ? "" : sprintf("%.2f", cover / bcover)
      bytes = (v == "overdub" || v == "baseline" || v == "bare" || v == "notargets" || v == "values") ? sprintf("%.2f", s / (2 * c)) : ""
      kernel = wall ? sprintf("%.1f", t / 1e6) : ""
      above = wall ? sprintf("%.2f", over) : ""
      printf "%-7s %-18s %10d %10s %14s %11s %10.2f %10s %12s\n", w, v, c, kernel, above, ratio, cover, cratio, bytes }'
  done
done
echo
for w in $workloads; do
  # threads runs 4 threads on the machine's cores at once: its time per call is no one thread's.
  [ "$w" != threads ] || continue
  plain=$(tr ' ' '\n' <<<"${times[$w.plain]}" | grep . | median)
  bare=$(tr ' ' '\n' <<<"${times[$w.bare]}" | grep . | median)
  awk -v w="$w" -v f="$floor_ns" -v c="${calls[$w]}" -v p="$plain" -v b="$bare" 'BEGIN {
    printf "%-6s timestamp floor: 2 reads x %.2f ns = %.2f ns/call = %.2fx bare\n", w, f, 2 * f, 2 * f / ((b - p) / c) }'
done
if [[ " $workloads " == *" virtual "* && " $variants " == *" notargets "* && " $variants " == *" overdub "* ]]; then
  with=$(tr ' ' '\n' <<<"${times[virtual.overdub]}" | grep . | median)
  without=$(tr ' ' '\n' <<<"${times[virtual.notargets]}" | grep . | median)
  awk -v a="$with" -v b="$without" -v c="${calls[virtual]}" 'BEGIN {
    printf "virtual: recording each call'"'"'s target costs %.2f ns/call (overdub - notargets; target <= 3)\n", (a - b) / c }'
fi
if [[ " $workloads " == *" virtual "* && " $variants " == *" notargets-aggregate "* && " $variants " == *" overdub-aggregate "* ]]; then
  with=$(tr ' ' '\n' <<<"${times[virtual.overdub-aggregate]}" | grep . | median)
  without=$(tr ' ' '\n' <<<"${times[virtual.notargets-aggregate]}" | grep . | median)
  awk -v a="$with" -v b="$without" -v c="${calls[virtual]}" 'BEGIN {
    printf "virtual: folding each call'"'"'s target in aggregate mode costs %.2f ns/call (overdub-aggregate - notargets-aggregate; target <= 3)\n", (a - b) / c }'
fi
if [[ " $workloads " == *" fib "* && " $variants " == *" values "* && " $variants " == *" overdub "* ]]; then
  with=$(tr ' ' '\n' <<<"${times[fib.values]}" | grep . | median)
  without=$(tr ' ' '\n' <<<"${times[fib.overdub]}" | grep . | median)
  awk -v a="$with" -v b="$without" -v c="${calls[fib]}" 'BEGIN {
    printf "fib: recording each captured scalar costs %.2f ns (values - overdub, 2 per call; target <= 5)\n", (a - b) / (2 * c) }'
fi
echo
echo "ns/call above: (median variant kernel time - median plain) / calls; ratio/bare: that overhead"
echo "divided by the bare recorder's; cpu/call and cpu ratio: the same with the whole process's CPU"
echo "time (user + system, every thread's: trace mode's writer thread too, start and exit too);"
echo "bytes/event: the trace file's bytes / (2 x calls), throttling off. overdub = trace mode."
echo "Targets (issue 19): trace <= 0.85x bare and <= 8 bytes/event,"
echo "aggregate <= 0.6x, ring <= 0.5x; throttled (count-only) <= 3 ns/call, disabled <= 2 ns/call."
echo "timestamp floor: the cheapest read of the clock the hot path uses (rdtsc), twice per call:"
echo "a variant that times every call costs at least that."
echo "baseline: another runtime (BASELINE_RT), default context; counter (a static context) <= overdub."
