#!/usr/bin/env bash
# Long suite: overdub on real code, GoogleTest's own sources and tests (/usr/src/googletest).
# Builds them plainly and runs their tests; instruments every source with overdub (-p with the
# build's compile_commands.json); checks that each instrumented file compiles warning for warning
# like the original; builds the instrumented tree with the runtime and runs the same tests; then
# prints the site counts by form and skip reason. Exit status 1 when an instrumented build fails
# or a test that passes plainly fails instrumented. About 20 minutes on 2 cores.
#   [OVERDUB_FLAGS=...] scripts/check-googletest.sh [WORK_DIR]   (OVERDUB_FLAGS: more overdub options,
#   e.g. --header-filter=/google(test|mock)/ to instrument GoogleTest's headers too)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work=${1:-$(mktemp -d)}
src=/usr/src/googletest
[ -d "$src" ] || { echo "check-googletest: $src is missing (apt-get install googletest)" >&2; exit 1; }
[ -x "$root/build/tool/overdub" ] || "$root/scripts/build.sh" >/dev/null
overdub="$root/build/tool/overdub"
jobs=$(nproc)
mkdir -p "$work"
echo "check-googletest: working in $work"
rm -rf "$work/plain" "$work/inst" "$work/shadow" "$work/build-plain" "$work/build-inst"
cp -r "$src" "$work/plain"
configure() {  # source dir, build dir, extra flags...
  local s=$1 b=$2; shift 2
  cmake -S "$s" -B "$b" -G Ninja -DCMAKE_EXPORT_COMPILE_COMMANDS=ON -Dgtest_build_tests=ON \
    -Dgmock_build_tests=ON -DCMAKE_CXX_STANDARD=17 "$@" >/dev/null
}
configure "$work/plain" "$work/build-plain"
cmake --build "$work/build-plain" -j "$jobs" >/dev/null
(cd "$work/build-plain" && ctest -j "$jobs" >"$work/plain-tests.txt" 2>&1 || true)

cd "$work/plain"
mapfile -t files < <(python3 -c "import json,sys; print('\n'.join(e['file'] for e in json.load(open(sys.argv[1]))))" "$work/build-plain/compile_commands.json")
overdub_status=0
"$overdub" -p "$work/build-plain" -j "$jobs" --output-dir="$work/shadow" --list-sites ${OVERDUB_FLAGS:-} "${files[@]}" \
  >"$work/sites.txt" 2>"$work/overdub.err" || overdub_status=$?
if [ "$overdub_status" != 0 ]; then
  echo "check-googletest: overdub exited $overdub_status: $(grep -c 'error:' "$work/overdub.err") errors (see $work/overdub.err)"
fi
python3 "$root/scripts/compare-builds.py" "$work/build-plain" "$work/shadow" "$root/runtime/include" -j "$jobs" >"$work/compare.txt" || true
tail -1 "$work/compare.txt"

# The instrumented tree: the plain sources with the instrumented ones in place.
cp -r "$work/plain" "$work/inst"
(cd "$work/shadow" && find . -type f -exec cp {} "$work/inst/{}" \;)
configure "$work/inst" "$work/build-inst" -DCMAKE_CXX_FLAGS="-I$root/runtime/include" \
  -DCMAKE_CXX_STANDARD_LIBRARIES="$root/build/runtime/liboverdub_rt.a -pthread"
status=$(( overdub_status != 0 ))
cmake --build "$work/build-inst" -j "$jobs" >"$work/build-inst.log" 2>&1 || { echo "check-googletest: the instrumented build failed (see $work/build-inst.log)"; status=1; }
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
python3 "$root/scripts/site-stats.py" "$work/sites.txt"
exit $status
