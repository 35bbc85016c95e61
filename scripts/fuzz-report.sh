#!/bin/bash
# Fuzzes overdub-report's trace reader, profile and formats for SECONDS (default 600) with
# libFuzzer under AddressSanitizer and UndefinedBehaviorSanitizer (clang++-19, libclang-rt-19-dev).
# The seed corpus comes from tests/report/tracegen.py; inputs that grew coverage are kept in
# DIR/corpus for the next run, and a crash, leak, sanitizer report or broken promise of the target
# (tests/report/fuzz/trace_fuzzer.cpp) is written to DIR/crashes/ and ends the run with status 1.
#
#     scripts/fuzz-report.sh [SECONDS] [DIR]      DIR defaults to build/fuzz-report
set -euo pipefail
seconds=${1:-600}
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mkdir -p "${2:-$root/build/fuzz-report}" && cd "${2:-$root/build/fuzz-report}" && pwd)
mkdir -p "$work/corpus" "$work/crashes"
launcher=$(command -v ccache || true)

# Every source of the report library (all but main.cpp, and TargetNames.cpp, which needs LLVM:
# the fuzzer names call targets by address), and the fuzzer.
sources=()
for f in "$root"/tool/report/*.cpp; do
  case "$(basename "$f")" in main.cpp | TargetNames.cpp) ;; *) sources+=("$f") ;; esac
done
sources+=("$root"/tests/report/fuzz/trace_fuzzer.cpp)
if [ ! -x "$work/trace_fuzzer" ] || [ -n "$(find "${sources[@]}" "$root"/tool/report/*.h \
      "$root"/runtime/include/overdub/trace_format.h -newer "$work/trace_fuzzer")" ]; then
  # fmt header-only: its code is instrumented with the rest.
  $launcher clang++-19 -std=c++17 -g -O1 -fno-omit-frame-pointer \
    -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined -DFMT_HEADER_ONLY \
    -Wno-deprecated-declarations \
    -I"$root/tool/report" -I"$root/runtime/include" "${sources[@]}" -o "$work/trace_fuzzer.new"
  mv "$work/trace_fuzzer.new" "$work/trace_fuzzer"
fi

rm -rf "$work/seeds"
python3 "$root/tests/report/tracegen.py" --corpus "$work/seeds"
cd "$work"
exec ./trace_fuzzer -max_total_time="$seconds" -max_len=16384 -timeout=10 -rss_limit_mb=2048 \
  -artifact_prefix="$work/crashes/" -print_final_stats=1 "$work/corpus" "$work/seeds"
