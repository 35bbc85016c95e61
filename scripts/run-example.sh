#!/usr/bin/env bash
# The README's first command: installs what is missing, builds and installs overdub under
# _install/, instruments, builds and runs the bundled example, and prints its event log and
# profile.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/scripts/install-deps.sh"
"$root/scripts/build.sh"
cmake --install "$root/build" --prefix "$root/_install" >/dev/null
example="$root/build/examples/seed"
cmake -S "$root/integration/examples/seed" -B "$example" -G Ninja \
  -DCMAKE_PREFIX_PATH="$root/_install" >/dev/null
cmake --build "$example"
cd "$example"
rm -f seed.trace
OVERDUB_OUTPUT=seed.trace ./seed
echo
echo "== event log ($example/seed.trace)"
"$root/_install/bin/overdub-report" --format=events seed.trace
echo
echo "== profile"
"$root/_install/bin/overdub-report" seed.trace
