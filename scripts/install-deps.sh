#!/usr/bin/env bash
# Installs what overdub needs to build and test on Debian 12, by package name. Does nothing when
# everything is there already.
set -euo pipefail
packages=(
  cmake ninja-build g++ python3 gdb jq strace ccache distcc
  clang-19 clang-tools-19 libclang-19-dev llvm-19-dev llvm-19-tools libclang-rt-19-dev
  libfmt-dev libgtest-dev libgmock-dev
  chromium protobuf-compiler
)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
# Node.js and npm (the viewer tests install speedscope and playwright-core from the npm registry):
# Debian's, unless the machine has them already.
command -v npm >/dev/null || missing+=(nodejs npm)
[ ${#missing[@]} -eq 0 ] && exit 0
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
echo "install-deps: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
