#!/usr/bin/env bash
# Install LLVM 22 (llvm-mc, clang, lld: the test oracles) from Debian's packages, if missing.
set -euo pipefail
if [ -x /usr/lib/llvm-22/bin/llvm-mc ] && [ -x /usr/lib/llvm-22/bin/clang ] && [ -x /usr/lib/llvm-22/bin/ld.lld ]; then
  exit 0
fi
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq llvm-22 clang-22 lld-22 >/dev/null
