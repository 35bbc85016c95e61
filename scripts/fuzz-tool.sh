#!/usr/bin/env bash
# Long tier: mutation fuzzing of the overdub tool under AddressSanitizer and
# UndefinedBehaviorSanitizer (scripts/fuzz_tool.py says what is mutated and what counts as a
# finding). Builds a sanitized overdub into build-asan/ (the tool only), then fuzzes for the given
# time. Findings go to fuzz-tool-findings/ with the command that reproduces each; exit 1 when any.
#
#   scripts/fuzz-tool.sh [SECONDS] [SEED]       (default 600 s, seed 1)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
seconds=${1:-600}
seed=${2:-1}
build=${FUZZ_BUILD_DIR:-$root/build-asan}
sanitize="-fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer"
cmake -S "$root" -B "$build" -G Ninja -DOVERDUB_BUILD_TESTS=OFF \
  -DCMAKE_CXX_FLAGS="$sanitize" -DCMAKE_EXE_LINKER_FLAGS="$sanitize" >/dev/null
cmake --build "$build" --target overdub >/dev/null
exec python3 "$root/scripts/fuzz_tool.py" --overdub "$build/tool/overdub" --seconds "$seconds" \
  --seed "$seed" --out "${FUZZ_OUT:-$root/fuzz-tool-findings}"
