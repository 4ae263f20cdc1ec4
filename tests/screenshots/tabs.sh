#!/usr/bin/env bash
# Screenshots of every tab, to look at before a release: the card browser after a search that
# found nothing, the deck editor holding a real deck, the adjudicator with a rulebook example.
# Runs the built program under Xvfb at 1024x700 and 1366x768, in English and German, and at
# 2x scale. Builds nothing.
#   tests/screenshots/tabs.sh BUILD_DIR OUT_DIR
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
# A real deck in the database the window opens.
"$build/app/inwo" deck import "$source_dir/tests/fixtures/decks/plan28-legal.txt" --save \
    >/dev/null
scenario="$source_dir/tests/scenarios/attacks/ability-04-new-york-gives-criminal-groups-power.json"
[ -f "$scenario" ] || scenario=$(ls "$source_dir"/tests/scenarios/attacks/*.json | head -1)

# shot NAME LANG WIDTH HEIGHT SCALE
shot() {
    local name=$1
    start_window "$build/app/inwo-assistant" "$scratch/config-$name" "$2" "$3" "$4" "$5"
    if [ -z "$window" ]; then
        echo "tabs.sh: the window did not appear for $name" >&2
        stop_window
        return
    fi
    # Cards: a misspelt name, so the suggestion shows.
    xdotool key ctrl+1 && xdotool type --delay 20 "dracla" && sleep 1
    import -window root "$out/$name-cards.png"
    # Deck editor: open the stored deck.
    xdotool key ctrl+2 && sleep 1 && xdotool key ctrl+o && sleep 1 && xdotool key Return
    sleep 1.5
    import -window root "$out/$name-deck.png"
    # Adjudicator: a rulebook example.
    focus
    xdotool key ctrl+3 && sleep 1 && xdotool key ctrl+alt+o && sleep 1
    xdotool type --delay 5 "$scenario" && xdotool key Return && sleep 1.5
    focus
    import -window root "$out/$name-adjudicator.png"
    stop_window
}

shot en-1024x700 en_US.UTF-8 1024 700 1
shot en-1366x768 en_US.UTF-8 1366 768 1
shot de-1024x700 de_DE.UTF-8 1024 700 1
shot de-1366x768 de_DE.UTF-8 1366 768 1
shot en-1024x700-2x en_US.UTF-8 1024 700 2
echo "Screenshots in $out"
