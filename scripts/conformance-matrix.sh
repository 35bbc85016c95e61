#!/usr/bin/env bash
# The long conformance tier (not in .ci/run; about 30 minutes on 2 cores): every golden case of
# tests/golden under C++11, 14, 17, 20 and 23, with and without -fno-exceptions -fno-rtti, with
# -Wpedantic, compiled with g++ and clang++-19 where the original compiles, instrumented for those
# flags, compared warning for warning, run and compared, traced, and run under ASan and UBSan; the
# rewrite made with each case's own flags is also compiled and run under every later standard.
#
#   scripts/conformance-matrix.sh [CASE.cpp...]     (default: all cases; JOBS=2; BUILD_DIR=build)
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${BUILD_DIR:-$root/build}
jobs=${JOBS:-2}
[ -x "$build/tool/overdub" ] || "$root/scripts/build.sh" >/dev/null || exit 1
if [ $# -gt 0 ]; then mapfile -t cases < <(realpath "$@"); else
  mapfile -t cases < <(ls "$root"/tests/golden/*.cpp | grep -v '\.expected\.cpp$')
fi
log=$(mktemp -d)
printf '%s\n' "${cases[@]}" | xargs -P "$jobs" -I{} sh -c '
  name=$(basename "{}" .cpp)
  python3 "$0/tests/golden/run_golden.py" --matrix --overdub "$1/tool/overdub" \
    --report "$1/tool/overdub-report" --include "$0/runtime/include" \
    --runtime "$1/runtime/liboverdub_rt.a" "{}" > "$2/$name.log" 2>&1
  echo $? > "$2/$name.rc"' "$root" "$build" "$log"
pass=0; failed=()
for rc in "$log"/*.rc; do
  name=$(basename "$rc" .rc)
  if [ "$(cat "$rc")" = 0 ]; then pass=$((pass + 1)); else failed+=("$name"); fi
done
checked=$(cat "$log"/*.log | sed -n 's/^checked: \([0-9]*\).*/\1/p' | paste -sd+ | bc)
skipped=$(cat "$log"/*.log | sed -n 's/^not valid there, skipped: //p' | tr ',' '\n' | grep -c .)
echo "conformance matrix: ${#cases[@]} cases, $pass passed, ${#failed[@]} failed;" \
     "$checked compiler/standard/variant combinations checked, $skipped not valid C++ there"
for name in "${failed[@]}"; do echo "--- $name"; tail -20 "$log/$name.log"; done
rm -rf "$log"
[ ${#failed[@]} -eq 0 ]
