#!/usr/bin/env bash
# Screenshots of the Adjudicator tab holding an attack with every kind of row status (an aider
# counted, an aider refused for its alignment, an aider refused as a repeat, a defender counted, a
# defender refused, a Plot and an agents card), to see the Eligibility columns whole or elided
# with their tooltip. Runs the built program under Xvfb at 1024x700 and 1366x768, in English and
# German. Builds nothing.
#   tests/screenshots/adjudicator.sh BUILD_DIR OUT_DIR
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
scenario="$scratch/every-status.json"
cat >"$scenario" <<'JSON'
{
  "rules": "inwo",
  "attack": {"kind": "control"},
  "attacker": {"name": "Democrats", "power": 6, "alignments": ["Liberal"]},
  "target": {"name": "Feminists", "resistance": 2, "alignments": ["Liberal"], "closeness": 2,
             "master": {"name": "Radicals"}},
  "aiding": [
    {"name": "Hippies", "power": 3, "alignments": ["Liberal"]},
    {"name": "Yuppies", "power": 2, "alignments": ["Straight"]},
    {"name": "Hippies", "power": 3, "alignments": ["Liberal"]}
  ],
  "defending": [
    {"name": "Radicals", "power": 2, "relation": "master"},
    {"name": "Yuppies", "power": 2, "alignments": ["Straight"]}
  ],
  "plays": [
    {"player": "attacker", "side": "attack", "plot": "Bribery", "add": 10},
    {"player": "defender", "side": "defence", "agents": true}
  ]
}
JSON

# shot NAME LANG WIDTH HEIGHT
shot() {
    local name=$1
    start_window "$build/app/inwo-assistant" "$scratch/config-$name" "$2" "$3" "$4" 1
    if [ -z "$window" ]; then
        echo "adjudicator.sh: the window did not appear for $name" >&2
        stop_window
        return
    fi
    xdotool key ctrl+3 && sleep 1 && xdotool key ctrl+alt+o && sleep 1
    xdotool type --delay 5 "$scenario" && xdotool key Return && sleep 1.5
    focus
    import -window root "$out/$name-adjudicator.png"
    # The tables further down the form.
    xdotool key ctrl+3 && sleep 0.3
    xdotool mousemove 200 450 click --repeat 12 5 && sleep 0.5
    import -window root "$out/$name-adjudicator-tables.png"
    stop_window
}

shot en-1024x700 en_US.UTF-8 1024 700
shot de-1024x700 de_DE.UTF-8 1024 700
shot en-1366x768 en_US.UTF-8 1366 768
shot de-1366x768 de_DE.UTF-8 1366 768
echo "Screenshots in $out"
