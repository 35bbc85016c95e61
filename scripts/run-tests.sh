#!/usr/bin/env bash
# The README's second command (and what CI runs): installs what is missing, builds, and runs the
# whole test suite.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/scripts/install-deps.sh"
"$root/scripts/build.sh"
cd "$root/build"
ctest --output-on-failure -j "$(nproc)"
