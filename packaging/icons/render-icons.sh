#!/usr/bin/env bash
# Renders inwo-assistant.svg to the PNG sizes the package installs (hicolor/<N>x<N>/apps). The PNGs
# are committed, so building the package needs no SVG renderer; run this again after editing the
# SVG. Needs rsvg-convert (Debian package librsvg2-bin).
set -euo pipefail
cd "$(dirname "$0")"
command -v rsvg-convert >/dev/null || { echo "render-icons.sh: needs rsvg-convert (apt-get install librsvg2-bin)" >&2; exit 1; }
for size in 16 32 48 64 128 256; do
    mkdir -p "$size"
    rsvg-convert --width "$size" --height "$size" --output "$size/inwo-assistant.png" inwo-assistant.svg
done
echo "Rendered:" ./*/inwo-assistant.png
