#!/usr/bin/env bash
# Screenshots of the Timeline tab holding tests/fixtures/timelines/two-players.json, to look at
# before a release: the plays with a cancel selected, the form with the most fields (an alignment
# change), and the attack opened in the adjudicator. Runs the built program under Xvfb at
# 1024x700 and 1366x768, in English and German. Builds nothing.
#   tests/screenshots/timeline.sh BUILD_DIR OUT_DIR
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
timeline="$source_dir/tests/fixtures/timelines/two-players.json"

# shot NAME LANG WIDTH HEIGHT SCALE
shot() {
    local name=$1
    start_window "$build/app/inwo-assistant" "$scratch/config-$name" "$2" "$3" "$4" "$5"
    if [ -z "$window" ]; then
        echo "timeline.sh: the window did not appear for $name" >&2
        stop_window
        return
    fi
    # The Timeline tab, the timeline opened (Ctrl+O is the timeline's there).
    xdotool key ctrl+5 && sleep 1 && xdotool key ctrl+o && sleep 1
    xdotool type --delay 5 "$timeline" && xdotool key Return && sleep 1.5
    focus
    # Into the plays: the first, then down to Bob's Hoax! (p5).
    xdotool key ctrl+5 && sleep 0.5
    xdotool key --delay 80 Down Down Down Down && sleep 0.5
    import -window root "$out/$name-timeline.png"
    # The form for an alignment change (the ninth kind), the kind with the most fields. The Kind
    # list is four Tabs from the plays (Move Up, Move Down, Remove; Open in Adjudicator is off
    # for a cancel), whatever the language's Alt keys.
    xdotool key --delay 80 Tab Tab Tab Tab Home Down Down Down Down Down Down Down Down
    sleep 0.5
    import -window root "$out/$name-timeline-form.png"
    # The attack (p1) opened in the adjudicator: back to the plays, the first, Enter.
    xdotool key ctrl+5 && sleep 0.3 && xdotool key --delay 80 ctrl+Home Return && sleep 1.5
    import -window root "$out/$name-timeline-attack.png"
    stop_window
}

shot en-1024x700 en_US.UTF-8 1024 700 1
shot en-1366x768 en_US.UTF-8 1366 768 1
shot de-1024x700 de_DE.UTF-8 1024 700 1
shot de-1366x768 de_DE.UTF-8 1366 768 1
echo "Screenshots in $out"
