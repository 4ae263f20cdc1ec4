#!/usr/bin/env bash
# Screenshots of the help window with a search result (issue 24): F1 on the Cards tab opens the
# help, Ctrl+F and a few words search every page, and the first page found opens at its match,
# highlighted. At 1024x700, in English and German. Builds nothing.
#   tests/screenshots/help.sh BUILD_DIR OUT_DIR
# Needs: Xvfb, xdotool and ImageMagick's import (apt-get install xvfb xdotool imagemagick).
set -euo pipefail
build=$(realpath "${1:?build folder, e.g. build}")
out=$(realpath -m "${2:?output folder}")
mkdir -p "$out"
source "$(dirname "$0")/session.sh"
screenshot_tools_present || exit 2

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export INWO_DB="$scratch/cards.sqlite"

# shot NAME LANG WIDTH HEIGHT QUERY
shot() {
    local name=$1 width=$3 height=$4 query=$5
    start_window "$build/app/inwo-assistant" "$scratch/config-$name" "$2" "$width" "$height" 1
    if [ -z "$window" ]; then
        echo "help.sh: the window did not appear for $name" >&2
        stop_window
        return
    fi
    xdotool key F1 && sleep 1.5
    local help
    help=$(xdotool search --onlyvisible --name 'INWO Assistant (Help|–|-)|Hilfe' 2>/dev/null |
        grep -v "^$window\$" | tail -1 || true)
    if [ -z "$help" ]; then
        echo "help.sh: the help window did not appear for $name" >&2
        stop_window
        return
    fi
    xdotool windowsize "$help" "$width" "$height" windowmove "$help" 0 0 windowfocus "$help"
    sleep 0.5
    xdotool key ctrl+f && xdotool type --delay 20 "$query" && xdotool key Return
    sleep 1.5
    import -window root "$out/$name-help-search.png"
    stop_window
}

shot en-1024 en_GB.UTF-8 1024 700 "Action token"
shot de-1024 de_DE.UTF-8 1024 700 "Aktionsmarker"
