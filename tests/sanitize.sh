#!/usr/bin/env bash
# Builds everything with AddressSanitizer and UBSan (clang, INWO_SANITIZE=ON, in build-asan/) and
# runs every test under them; any sanitizer report fails the run. Installs clang and its sanitizer
# runtime first when they are missing. CI runs this after ./test.sh.
#
#   tests/sanitize.sh            configure, build and test (cmake --workflow --preset asan)
#   tests/sanitize.sh -R cli     extra arguments go to ctest (here: only the CLI tests)
set -euo pipefail
cd "$(dirname "$0")/.."
source packaging/install-deps.sh
inwo_install_deps
inwo_install_sanitizer_deps

export QT_QPA_PLATFORM=offscreen
cmake --preset asan
cmake --build --preset asan
ctest --preset asan "$@"
