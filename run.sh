#!/usr/bin/env bash
# Sets up a Debian 12 machine, builds INWO Assistant and starts it. Arguments go to the program.
set -euo pipefail
cd "$(dirname "$0")"
source packaging/install-deps.sh
inwo_install_deps

cmake --preset default >/dev/null
cmake --build --preset default --target inwo-assistant inwo

if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
    echo "No display is set: starting INWO Assistant under xvfb-run (a virtual display)."
    exec xvfb-run -a -s "-screen 0 1400x900x24" build/app/inwo-assistant "$@"
fi
exec build/app/inwo-assistant "$@"
