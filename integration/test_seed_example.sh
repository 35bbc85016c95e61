#!/usr/bin/env bash
# End to end, as a user does it: install overdub to a fresh prefix, build the bundled example
# through find_package(overdub), run it, and check its profile. Then build the instrumented source
# by hand with nothing but -I<prefix>/include, <prefix>/lib/liboverdub_rt.a and -pthread.
set -euo pipefail
build_dir=$1
source_dir=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cmake --install "$build_dir" --prefix "$work/prefix" >/dev/null
for f in bin/overdub bin/overdub-report include/overdub/overdub.h include/overdub/trace_format.h \
         lib/liboverdub_rt.a lib/liboverdub_rt.so lib/cmake/overdub/overdubConfig.cmake; do
  [ -e "$work/prefix/$f" ] || { echo "FAIL: $f is not installed"; exit 1; }
done
cmake -S "$source_dir/examples/seed" -B "$work/seed" -G Ninja -DCMAKE_PREFIX_PATH="$work/prefix" >/dev/null
cmake --build "$work/seed" >/dev/null
g++ -std=c++17 -o "$work/plain" "$source_dir/examples/seed/seed.cpp"
expected=$("$work/plain")

cd "$work/seed"
actual=$(OVERDUB_OUTPUT=run.%p.trace ./seed)
[ "$actual" = "$expected" ] || { echo "FAIL: output differs: '$actual' vs '$expected'"; exit 1; }
trace=$(ls run.*.trace)
[ "$trace" != "run.%p.trace" ] || { echo "FAIL: %p was not replaced"; exit 1; }

csv=$("$work/prefix/bin/overdub-report" --format=csv --check "$trace")
check() {
  # calls, inclusive, exclusive, untimed calls, p50, p90, p99
  grep -qx "$1,$2,[0-9]*,[0-9]*,[0-9]*,[0-9]*,[0-9]*,[0-9]*" <<<"$csv" || { echo "FAIL: expected $2 calls of $1 in:"; echo "$csv"; exit 1; }
}
check foo 1
check std::sin 1
check factorial 5
check Accumulator::add 1
check std::sort 1
grep -q "^digits," <<<"$csv" || { echo "FAIL: the comparator's calls are missing"; exit 1; }
head -1 <<<"$csv" | grep -qx "callee,calls,inclusive_ns,exclusive_ns,untimed_calls,p50_ns,p90_ns,p99_ns" || { echo "FAIL: CSV header"; exit 1; }
"$work/prefix/bin/overdub-report" --format=events "$trace" | grep -q "start.*foo (seed.cpp:21:11)" \
  || { echo "FAIL: the event log does not show foo at seed.cpp:21:11"; exit 1; }

# The instrumented file needs only the installed header and library.
g++ -std=c++17 -Wall -Wextra -Werror -I"$work/prefix/include" "$work/seed/instrumented/seed.cpp" \
  "$work/prefix/lib/liboverdub_rt.a" -pthread -o "$work/by-hand"
[ "$(OVERDUB_OUTPUT=$work/by-hand.trace "$work/by-hand")" = "$expected" ] || { echo "FAIL: by-hand build"; exit 1; }
[ -s "$work/by-hand.trace" ] || { echo "FAIL: no trace from the by-hand build"; exit 1; }
echo "PASS: seed example"
