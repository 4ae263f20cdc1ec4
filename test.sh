#!/usr/bin/env bash
# Sets up a Debian 12 machine, builds INWO Assistant with warnings as errors and runs every test
# through CTest. Exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")"
source packaging/install-deps.sh
inwo_install_deps

export QT_QPA_PLATFORM=offscreen
cmake --preset ci
cmake --build --preset ci
ctest --preset ci
