#!/usr/bin/env bash
# Screenshots of the Rules tab (issue 24), to look at before a release: R30, an unclear rule with
# its readings and worked scenarios; the same rule scrolled to its scenarios; a citation of the
# adjudicator opened (a double click on a line of the breakdown shows its rule); and R11 with the
# passage of the user's own copy of the rulebook (imported from ../shared/seeds). Runs the
# built program under Xvfb at 1024x700 and 1366x768, in English and German. Builds nothing.
#   tests/screenshots/rules.sh BUILD_DIR OUT_DIR
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
scenario="$source_dir/tests/scenarios/attacks/ability-04-new-york-gives-criminal-groups-power.json"

# shot NAME LANG WIDTH HEIGHT SCALE BREAKDOWN_X BREAKDOWN_Y
# BREAKDOWN_X/Y: a point on a cited line of the adjudicator's breakdown at that size (found on
# a screenshot: the layout differs with the language).
shot() {
    local name=$1
    start_window "$build/app/inwo-assistant" "$scratch/config-$name" "$2" "$3" "$4" "$5"
    if [ -z "$window" ]; then
        echo "rules.sh: the window did not appear for $name" >&2
        stop_window
        return
    fi
    # The Rules tab (Ctrl+7 puts the keyboard in its search), R30 found as it is typed.
    xdotool key ctrl+7 && sleep 1 && xdotool type --delay 40 "R30" && sleep 1
    import -window root "$out/$name-rules.png"
    # Down into the list, Enter into the rule's text, Ctrl+End to its worked scenarios.
    xdotool key Down && sleep 0.3 && xdotool key Return && sleep 0.3
    xdotool key ctrl+End && sleep 0.5
    import -window root "$out/$name-rules-scenarios.png"
    # The adjudicator with a scenario; a double click on a line of its breakdown.
    focus
    xdotool key ctrl+3 && sleep 1 && xdotool key ctrl+alt+o && sleep 1
    xdotool type --delay 5 "$scenario" && xdotool key Return && sleep 1.5
    focus
    import -window root "$out/$name-adjudicator.png"
    xdotool mousemove --window "$window" "$6" "$7" click --repeat 2 --delay 80 1 && sleep 1
    import -window root "$out/$name-adjudicator-citation.png"
    stop_window
}

# The breakdown's R11 line ("1 identical alignment: Criminal") at each size and language.
shot en-1024x700 en_US.UTF-8 1024 700 1 950 299
shot en-1366x768 en_US.UTF-8 1366 768 1 1270 248
shot de-1024x700 de_DE.UTF-8 1024 700 1 950 334
shot de-1366x768 de_DE.UTF-8 1366 768 1 1270 262

# With the user's own copy of the INWO rulebook imported (from the shared seeds, when present):
# R11 shows its passage from that copy.
seed="$source_dir/../shared/seeds/000_42f3d193c8c5ff8e.txt"
passage() {
    local name=$1
    start_window "$build/app/inwo-assistant" "$scratch/config-$name" "$2" "$3" "$4" "$5"
    if [ -z "$window" ]; then
        echo "rules.sh: the window did not appear for $name" >&2
        stop_window
        return
    fi
    xdotool key ctrl+7 && sleep 1 && xdotool type --delay 40 "R11" && sleep 1
    import -window root "$out/$name-rules-passage.png"
    stop_window
}
if [ -f "$seed" ]; then
    "$build/app/inwo" rules import "$seed" >/dev/null
    passage en-1024x700 en_US.UTF-8 1024 700 1
    passage de-1366x768 de_DE.UTF-8 1366 768 1
else
    echo "rules.sh: no $seed, so no screenshot of a passage from the user's copy" >&2
fi
echo "Screenshots in $out"
