#!/usr/bin/env bash
# Long suite: overdub on real code, GoogleTest's own sources and tests (/usr/src/googletest).
# Builds them plainly and runs their tests, instruments them, builds the instrumented tree with
# the runtime and runs the same tests; then prints the share of sites instrumented with the
# counts by form and skip reason. Two ways to instrument:
#   (default)   overdub -p with the build's compile_commands.json and --output-dir; each
#               instrumented file must compile warning for warning like the original
#               (scripts/compare-builds.py); then a build of the shadow tree.
#   --launcher  the instrumented build goes through overdub-launch (an installed overdub,
#               CMAKE_CXX_COMPILER_LAUNCHER and CMAKE_CXX_LINKER_LAUNCHER) with no overdub
#               options, the copy being a checkout (a .git marks its root: GoogleTest's headers
#               are its own); each run's sites go to OVERDUB_STATS_DIR, summed as
#               overdub --stats-merge sums them.
# Exit status 1 when overdub or an instrumented build fails, or a test that passes plainly
# fails instrumented. About 20 minutes (25 with --launcher) on 2 cores.
#   [OVERDUB_FLAGS=...] scripts/check-googletest.sh [--launcher] [WORK_DIR]   (OVERDUB_FLAGS: more
#   overdub options, e.g. --header-filter=/google(test|mock)/ to choose GoogleTest's headers)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
mode=shadow
if [ "${1:-}" = --launcher ]; then mode=launcher; shift; fi
work=${1:-$(mktemp -d)}
src=/usr/src/googletest
[ -d "$src" ] || { echo "check-googletest: $src is missing (apt-get install googletest)" >&2; exit 1; }
[ -x "$root/build/tool/overdub" ] || "$root/scripts/build.sh" >/dev/null
overdub="$root/build/tool/overdub"
jobs=$(nproc)
mkdir -p "$work"
work=$(cd "$work" && pwd)
echo "check-googletest: working in $work ($mode)"
rm -rf "$work/plain" "$work/inst" "$work/shadow" "$work/build-plain" "$work/build-inst" \
  "$work/prefix" "$work/stats" "$work/traces"
cp -r "$src" "$work/plain"
configure() {  # source dir, build dir, extra flags...
  local s=$1 b=$2; shift 2
  cmake -S "$s" -B "$b" -G Ninja -DCMAKE_EXPORT_COMPILE_COMMANDS=ON -Dgtest_build_tests=ON \
    -Dgmock_build_tests=ON -DCMAKE_CXX_STANDARD=17 "$@" >/dev/null
}
configure "$work/plain" "$work/build-plain"
cmake --build "$work/build-plain" -j "$jobs" >/dev/null
(cd "$work/build-plain" && ctest -j "$jobs" >"$work/plain-tests.txt" 2>&1 || true)

status=0
if [ "$mode" = launcher ]; then
  cmake --install "$root/build" --prefix "$work/prefix" >/dev/null
  launch="$work/prefix/bin/overdub-launch"
  cp -r "$src" "$work/inst"
  git -C "$work/inst" init -q
  configure "$work/inst" "$work/build-inst" -DCMAKE_CXX_COMPILER_LAUNCHER="$launch" \
    -DCMAKE_CXX_LINKER_LAUNCHER="$launch"
  OVERDUB_STATS_DIR="$work/stats" cmake --build "$work/build-inst" -j "$jobs" -- -k 0 \
    >"$work/build-inst.log" 2>&1 || { echo "check-googletest: the instrumented build failed (see $work/build-inst.log)"; status=1; }
  listing="$work/stats"
else
  cd "$work/plain"
  mapfile -t files < <(python3 -c "import json,sys; print('\n'.join(e['file'] for e in json.load(open(sys.argv[1]))))" "$work/build-plain/compile_commands.json")
  overdub_status=0
  "$overdub" -p "$work/build-plain" -j "$jobs" --output-dir="$work/shadow" --list-sites ${OVERDUB_FLAGS:-} "${files[@]}" \
    >"$work/sites.txt" 2>"$work/overdub.err" || overdub_status=$?
  if [ "$overdub_status" != 0 ]; then
    echo "check-googletest: overdub exited $overdub_status: $(grep -c 'error:' "$work/overdub.err") errors (see $work/overdub.err)"
    status=1
  fi
  python3 "$root/scripts/compare-builds.py" "$work/build-plain" "$work/shadow" "$root/runtime/include" -j "$jobs" >"$work/compare.txt" || true
  tail -1 "$work/compare.txt"

  # The instrumented tree: the plain sources with the instrumented ones in place.
  cp -r "$work/plain" "$work/inst"
  (cd "$work/shadow" && find . -type f -exec cp {} "$work/inst/{}" \;)
  configure "$work/inst" "$work/build-inst" -DCMAKE_CXX_FLAGS="-I$root/runtime/include" \
    -DCMAKE_CXX_STANDARD_LIBRARIES="$root/build/runtime/liboverdub_rt.a -pthread"
  cmake --build "$work/build-inst" -j "$jobs" >"$work/build-inst.log" 2>&1 || { echo "check-googletest: the instrumented build failed (see $work/build-inst.log)"; status=1; }
  listing="$work/sites.txt"
fi
mkdir -p "$work/traces"
(cd "$work/build-inst" && OVERDUB_OUTPUT="$work/traces/%p.trace" ctest -j "$jobs" >"$work/inst-tests.txt" 2>&1 || true)
python3 - "$work" <<'PY' || status=1
import re, sys, os
work = sys.argv[1]
def results(path):
    out = {}
    for line in open(path):
        m = re.search(r"Test\s+#\d+: (\S+) \.+\**\s*(Passed|Failed|\*\*\*Failed|Not Run|Timeout|Exception)", line)
        if m: out[m.group(1)] = m.group(2)
    return out
plain, inst = results(f"{work}/plain-tests.txt"), results(f"{work}/inst-tests.txt")
passing = [t for t, r in plain.items() if r == "Passed"]
broken = [t for t in passing if inst.get(t) != "Passed"]
traces = [f for f in os.listdir(f"{work}/traces") if f.endswith(".trace")]
print(f"tests passing plainly: {len(passing)} of {len(plain)}; instrumented: "
      f"{len(passing) - len(broken)} of them pass; traces written: {len(traces)}")
for t in broken: print(f"  broken by instrumentation: {t} ({inst.get(t)})")
sys.exit(1 if broken else 0)
PY
# Directories relative to the instrumented copy (the launcher's listings name absolute paths).
if [ "$mode" = launcher ]; then cd "$work/inst"; fi
"$overdub" --stats-merge "$listing"
# Issue 15's acceptance figure: the same share with the macro reasons (calls in macro bodies,
# stringized or pasted arguments, calls split by a macro...) out of the denominator.
"$overdub" --stats-merge "$listing" --format=json | python3 -c '
import json, sys
r = json.load(sys.stdin)
macro = sum(x["sites"] for x in r["reasons"] if x["class"] == "counted" and x["reason"].startswith("macro"))
n, done = r["eligible"] - macro, r["instrumented"]
print("outside macros: %d of %d sites instrumented (%s), %d in macros left out"
      % (done, n, "%.1f%%" % (100.0 * done / n) if n else "-", macro))'
exit $status
