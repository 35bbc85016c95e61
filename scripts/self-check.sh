#!/usr/bin/env bash
# Long suite: overdub on a real C++ project, itself. Instruments every source of overdub (Clang
# and LLVM headers, templates, lambdas), checks that each instrumented file compiles warning for
# warning like the original (scripts/compare-builds.py), builds the instrumented overdub, runs the
# whole test suite with it, and prints the profile of one instrumented run. About 4 minutes on
# 2 cores. Needs a configured build/ (scripts/build.sh). OVERDUB_FLAGS adds overdub options, e.g.
# OVERDUB_FLAGS="--header-filter=/(matchers|tool)/" to instrument its headers too.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work=${SELF_CHECK_DIR:-$(mktemp -d)}
mkdir -p "$work"
echo "self-check: working in $work"
cd "$root"
sources=$(git ls-files 'matchers/*.cpp' 'tool/*.cpp')
# shellcheck disable=SC2086
./build/tool/overdub -p build -j 0 --output-dir="$work/shadow" --list-sites ${OVERDUB_FLAGS:-} $sources \
  2>/dev/null > "$work/sites.txt"
python3 scripts/site-stats.py "$work/sites.txt" | sed 's/^/self-check: /'
# shellcheck disable=SC2086
python3 scripts/compare-builds.py build "$work/shadow" runtime/include $sources

rm -rf "$work/src"
mkdir -p "$work/src"
git ls-files -z | xargs -0 cp --parents -t "$work/src"
(cd "$work/shadow" && find . -name '*.cpp' -exec cp --parents {} "$work/src/" \;)
cmake -S "$work/src" -B "$work/build" -G Ninja -DCMAKE_CXX_FLAGS="-I$root/runtime/include" \
  -DCMAKE_CXX_STANDARD_LIBRARIES="$root/build/runtime/liboverdub_rt.a -pthread" >/dev/null
cmake --build "$work/build" >/dev/null
mkdir -p "$work/traces"
(cd "$work/build" && OVERDUB_OUTPUT="$work/traces/%p.trace" ctest -j "$(nproc)" --output-on-failure | grep -E "tests passed|Failed|FAIL")
biggest=$(find "$work/traces" -name '*.trace' -printf '%s %p\n' | sort -rn | sed -n '1s/^[0-9]* //p')
echo "self-check: profile of the largest run ($biggest)"
./build/tool/overdub-report -o "$work/profile.txt" "$biggest"
head -20 "$work/profile.txt"
