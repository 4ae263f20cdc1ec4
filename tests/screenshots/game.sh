#!/usr/bin/env bash
# Screenshots of the Game tab, to look at before a release: a live game made with the command line
# from tests/scenarios/livegames/two-player-inwo-basic-goal.json (its table and its first 35
# events: a turn of Alice's, the start of Bob's), opened on the Game tab. Three pictures: the board
# with the log, the tree with what Bob can attack, and the goals. Runs the built program under Xvfb
# at 1024x700 and 1366x768, in English and German. Builds nothing.
#   tests/screenshots/game.sh BUILD_DIR OUT_DIR
# Needs: Xvfb, xdotool, ImageMagick's import and jq (apt-get install xvfb xdotool imagemagick jq).
set -euo pipefail
build=$(realpath "${1:?build folder, e.g. build}")
out=$(realpath -m "${2:?output folder}")
source_dir=$(cd "$(dirname "$0")/../.." && pwd)
mkdir -p "$out"
source "$(dirname "$0")/session.sh"
screenshot_tools_present || exit 2
command -v jq >/dev/null || { echo "$0: jq is missing" >&2; exit 2; }

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export INWO_DB="$scratch/cards.sqlite"
scenario="$source_dir/tests/scenarios/livegames/two-player-inwo-basic-goal.json"

# The game, as a referee would have entered it: the events the rules refuse are left out.
jq '.position' "$scenario" >"$scratch/position.json"
"$build/app/inwo" game new "$scratch/position.json" --name "Friday game" >/dev/null
for i in $(seq 0 34); do
    "$build/app/inwo" game play 1 "$(jq -c ".events[$i].event" "$scenario")" >/dev/null 2>&1 || true
done

# shot NAME LANG WIDTH HEIGHT SCALE
shot() {
    local name=$1
    start_window "$build/app/inwo-assistant" "$scratch/config-$name" "$2" "$3" "$4" "$5"
    if [ -z "$window" ]; then
        echo "game.sh: the window did not appear for $name" >&2
        stop_window
        return
    fi
    # The Game tab; Ctrl+O lists the games there, the unfinished first: Enter opens it.
    xdotool key ctrl+6 && sleep 1 && xdotool key ctrl+o && sleep 1
    xdotool key Return && sleep 1.5
    focus
    # The board, the keyboard on it: Alice's Illuminati, then two cards on.
    xdotool key ctrl+6 && sleep 0.5 && xdotool key --delay 100 Right Right && sleep 0.5
    import -window root "$out/$name-game.png"
    # The tree instead of the cards, and what Bob can attack (the Alt keys are the language's).
    local tree_key=alt+i attacks_key=alt+n goals_key=alt+g
    if [[ "$2" == de* ]]; then
        tree_key=alt+c
        attacks_key=alt+w
        goals_key=alt+l
    fi
    xdotool key "$tree_key" && sleep 0.5 && xdotool key "$attacks_key" && sleep 1
    import -window root "$out/$name-game-attacks.png"
    xdotool key "$goals_key" && sleep 1
    import -window root "$out/$name-game-goals.png"
    stop_window
}

shot en-1024x700 en_US.UTF-8 1024 700 1
shot en-1366x768 en_US.UTF-8 1366 768 1
shot de-1024x700 de_DE.UTF-8 1024 700 1
shot de-1366x768 de_DE.UTF-8 1366 768 1
echo "Screenshots in $out"
