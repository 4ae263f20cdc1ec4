#!/usr/bin/env bash
# Screenshots of the effect form (issue 24): on the Table tab holding
# tests/fixtures/positions/two-players.json, Card Effects (Ctrl+Shift+E), Add, the preset "NWO:
# every group of an alignment gets +N Power" for Law and Order with Government ticked; then the
# list with the effect, and the table with the effect applied. Runs the built program under Xvfb
# at 1024x700 and 1366x768, in English and German. Builds nothing.
#   tests/screenshots/abilityform.sh BUILD_DIR OUT_DIR
# Needs: Xvfb, xdotool and ImageMagick's import (apt-get install xvfb xdotool imagemagick).
set -euo pipefail
build=$(realpath "${1:?build folder, e.g. build}")
out=$(realpath -m "${2:?output folder}")
source_dir=$(cd "$(dirname "$0")/../.." && pwd)
mkdir -p "$out"
source "$(dirname "$0")/session.sh"
screenshot_tools_present || exit 2

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export INWO_DB="$scratch/cards.sqlite"
position="$source_dir/tests/fixtures/positions/two-players.json"

# shot NAME LANG WIDTH HEIGHT SCALE
shot() {
    local name=$1
    start_window "$build/app/inwo-assistant" "$scratch/config-$name" "$2" "$3" "$4" "$5"
    if [ -z "$window" ]; then
        echo "abilityform.sh: the window did not appear for $name" >&2
        stop_window
        return
    fi
    # The Table tab, the position opened (Ctrl+O is the table's there).
    xdotool key ctrl+4 && sleep 1 && xdotool key ctrl+o && sleep 1
    xdotool type --delay 5 "$position" && xdotool key Return && sleep 1.5
    focus
    # Card Effects: the list opens with the keyboard on Add; Space adds. The keys below need no
    # Alt key, so they are the same in every language.
    xdotool key ctrl+4 && sleep 0.5 && xdotool key ctrl+shift+e && sleep 1
    xdotool key space && sleep 1
    # The card, taken from the completion; Shift+Tab to the presets, Down to the NWO's; the
    # keyboard is then on the alignments: Space opens them, Space ticks Government, Esc closes.
    xdotool key ctrl+a && xdotool type --delay 20 "Law and Order" && sleep 0.5
    xdotool key Down Return && sleep 0.3
    xdotool key shift+Tab && sleep 0.2 && xdotool key Down && sleep 0.5
    xdotool key space && sleep 0.3 && xdotool key space && sleep 0.3 && xdotool key Escape
    sleep 0.5
    import -window root "$out/$name-abilityform.png"
    # OK (Enter): the list with the effect; OK again: the table applies it.
    xdotool key Return && sleep 1
    import -window root "$out/$name-abilityform-list.png"
    xdotool key Return && sleep 1.5
    focus
    import -window root "$out/$name-abilityform-table.png"
    stop_window
}

shot en-1024x700 en_US.UTF-8 1024 700 1
shot en-1366x768 en_US.UTF-8 1366 768 1
shot de-1024x700 de_DE.UTF-8 1024 700 1
shot de-1366x768 de_DE.UTF-8 1366 768 1
echo "Screenshots in $out"
