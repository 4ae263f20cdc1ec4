#!/usr/bin/env bash
# Screenshots of the Table tab holding tests/fixtures/positions/two-players.json, to look at
# before a release: the position with a group selected, and the first attack of the list opened
# in the adjudicator. Runs the built program under Xvfb at 1024x700 and 1366x768, in English and
# German. Builds nothing.
#   tests/screenshots/table.sh BUILD_DIR OUT_DIR
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
        echo "table.sh: the window did not appear for $name" >&2
        stop_window
        return
    fi
    # The Table tab, the position opened (Ctrl+O is the table's there).
    xdotool key ctrl+4 && sleep 1 && xdotool key ctrl+o && sleep 1
    xdotool type --delay 5 "$position" && xdotool key Return && sleep 1.5
    focus
    # Into the Power Structures: Alice's Illuminati, then The Mafia.
    xdotool key ctrl+4 && sleep 0.5 && xdotool key Down && sleep 0.5
    import -window root "$out/$name-table.png"
    # The first attack of the list, opened in the adjudicator: Alt+Y (German: Alt+O, "Angriffe
    # v&on") to the attacking player, twice Tab to the list, Enter.
    local attacks_key=alt+y
    [[ "$2" == de* ]] && attacks_key=alt+o
    xdotool key --delay 100 "$attacks_key" Tab Tab Home && sleep 0.3
    xdotool key Return && sleep 1.5
    import -window root "$out/$name-table-attack.png"
    stop_window
}

shot en-1024x700 en_US.UTF-8 1024 700 1
shot en-1366x768 en_US.UTF-8 1366 768 1
shot de-1024x700 de_DE.UTF-8 1024 700 1
shot de-1366x768 de_DE.UTF-8 1366 768 1
echo "Screenshots in $out"
