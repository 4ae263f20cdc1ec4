#!/usr/bin/env bash
# The README's screenshots: one picture of each tab holding real content, taken from the built
# program under Xvfb at 1366x768 in English, cropped to the window and optimised, written with
# the names packaging/io.github.inwo_assistant.metainfo.xml points at:
#   cards.png        the card browser after the search "a:viol t:pers", Count Dracula chosen
#   deck.png         the deck editor holding a Plan 28 deck (below), with its verdict
#   adjudicator.png  a worked example of the VFAQ (tests/scenarios/attacks/vfaq-13-...)
#   table.png        a position from tests/scenarios/goals/ with its goals, NWO and attacks
#   timeline.png     a timing dispute from tests/scenarios/timeline/ (a cancel of a cancel)
#   game.png         a live game in progress (tests/scenarios/livegames/, entered through `inwo game`)
#   rules.png        rule R30 with its readings
# The database is a scratch one, filled through the `inwo` command line. Builds nothing; fails
# (exit 1) when the window does not appear, a file does not open or an error dialog shows.
#   tests/screenshots/readme.sh BUILD_DIR [OUT_DIR]      (OUT_DIR: packaging/screenshots)
# Needs: Xvfb, xdotool, ImageMagick, jq, and pngquant and optipng to keep the files small
# (apt-get install xvfb xdotool imagemagick jq pngquant optipng).
set -euo pipefail
source_dir=$(cd "$(dirname "$0")/../.." && pwd)
build=$(realpath "${1:?build folder, e.g. build}")
out=$(realpath -m "${2:-$source_dir/packaging/screenshots}")
mkdir -p "$out"
source "$(dirname "$0")/session.sh"
screenshot_tools_present || exit 2
command -v jq >/dev/null || { echo "$0: jq is missing" >&2; exit 2; }
inwo="$build/app/inwo"
[ -x "$inwo" ] && [ -x "$build/app/inwo-assistant" ] ||
    { echo "$0: no built inwo and inwo-assistant in $build/app" >&2; exit 2; }

scratch=$(mktemp -d)
cleanup() {
    stop_window 2>/dev/null || true
    rm -rf "$scratch"
}
trap cleanup EXIT
die() {
    echo "readme.sh: $*" >&2
    exit 1
}
export INWO_DB="$scratch/cards.sqlite"
# The command line in English too (the window gets en_US from start_window).
export LANG=C.UTF-8 LC_ALL=C.UTF-8 LANGUAGE=en

attack="$source_dir/tests/scenarios/attacks/vfaq-13-ny-beatable.json"
position_scenario="$source_dir/tests/scenarios/goals/bavaria-05-gun-control-counts.json"
timeline_scenario="$source_dir/tests/scenarios/timeline/chain-01-c-cancels-b-cancels-a-a-stands.json"
livegame="$source_dir/tests/scenarios/livegames/two-player-inwo-basic-goal.json"
for file in "$attack" "$position_scenario" "$timeline_scenario" "$livegame"; do
    [ -f "$file" ] || die "$file is missing"
done

# The database, as a user would have filled it: a saved deck and a game in progress. The deck is
# a list of card names (facts only), legal under Plan 28: 1 Illuminati, 9 Groups, 20 Plots.
deck="$scratch/bavarian-money-machine.txt"
cat >"$deck" <<'DECK'
Deck: Bavarian Money Machine

Lead
Bavarian Illuminati

Group Deck
The Mafia
Loan Sharks
Wall Street
Multinational Oil Companies
Big Media
Republicans
Pentagon
C.I.A.
I.R.S.

Plot Deck
Bribery x2
Market Manipulation x2
Secrets Man Was Not Meant To Know x2
Deep Agent x2
Hoax! x2
Gun Control x2
Military-Industrial Complex
Energy Crisis
Savings & Loan Scam
Whispering Campaign x2
Senate Investigating Committee
Stock Split x2
DECK
"$inwo" deck check "$deck" --format plan28 >/dev/null || die "the deck is not legal under Plan 28"
"$inwo" deck import "$deck" --save >/dev/null || die "inwo deck import $deck failed"
# The test scenarios wrap a position or a timeline with what they expect: the bare file, named
# as the scenario, is what a user would open.
position="$scratch/$(basename "$position_scenario")"
timeline="$scratch/$(basename "$timeline_scenario")"
jq '.position' "$position_scenario" >"$position"
jq '.timeline' "$timeline_scenario" >"$timeline"
"$inwo" goals "$position" >/dev/null || die "$position is not a position inwo reads"
"$inwo" resolve "$timeline" >/dev/null || die "$timeline is not a timeline inwo reads"
# The game as a referee would have entered it: its first 40 events, those the rules refuse left
# out (the scenario marks them); any other refusal is a failure.
jq '.position' "$livegame" >"$scratch/game-start.json"
"$inwo" game new "$scratch/game-start.json" --name "Friday game" >/dev/null ||
    die "inwo game new failed"
for i in $(seq 0 39); do
    [ "$(jq -r ".events[$i].refused // empty" "$livegame")" = "" ] || continue
    "$inwo" game play "Friday game" "$(jq -c ".events[$i].event" "$livegame")" >/dev/null ||
        die "inwo game play refused event $i of $livegame"
done

# start_window picks a display number at random: when another Xvfb holds it (other screenshot
# scripts may run at the same time), ours exits and the window found could be someone else's.
# Only a window of our own program on our own Xvfb is taken; otherwise try another display.
for attempt in 1 2 3; do
    start_window "$build/app/inwo-assistant" "$scratch/config" en_US.UTF-8 1366 768 1
    if [ -n "$window" ] && kill -0 "$session_xvfb" 2>/dev/null &&
        [ "$(xdotool getwindowpid "$window" 2>/dev/null)" = "$session_app" ]; then
        break
    fi
    echo "readme.sh: no window of ours on $DISPLAY (attempt $attempt)" >&2
    stop_window
    window=""
done
[ -n "$window" ] || die "the window did not appear"

# Fails when a second window (an error or warning dialog) is showing.
no_dialog() {
    local count
    count=$(xdotool search --onlyvisible --class inwo 2>/dev/null | wc -l)
    [ "$count" -le 1 ] || {
        local names
        names=$(xdotool search --onlyvisible --class inwo 2>/dev/null |
            while read -r id; do xdotool getwindowname "$id"; done | paste -sd ';')
        import -window root "$scratch/dialog.png" 2>/dev/null &&
            cp "$scratch/dialog.png" "$out/failed-$1.png"
        die "$1: a dialog is showing ($names); see $out/failed-$1.png"
    }
}

# shot NAME: the window alone, optimised.
shot() {
    local name=$1 file="$out/$1.png"
    no_dialog "$name"
    sleep 0.5
    import -window "$window" "$scratch/raw.png" || die "$name: import failed"
    local size
    size=$(identify -format '%wx%h' "$scratch/raw.png")
    [ "$size" = "1366x768" ] || die "$name: the window is $size, not 1366x768"
    convert "$scratch/raw.png" -strip "$scratch/stripped.png"
    if command -v pngquant >/dev/null; then
        pngquant --quality 80-98 --speed 1 --strip --force --output "$file" "$scratch/stripped.png" ||
            cp "$scratch/stripped.png" "$file"
    else
        cp "$scratch/stripped.png" "$file"
    fi
    if command -v optipng >/dev/null; then optipng -quiet -o2 "$file"; fi
    echo "$file: $(($(stat -c %s "$file") / 1024)) KB"
}

# Opens PATH in the file dialog that KEYS brought up, and fails when an error dialog follows.
open_file() {
    local name=$1 keys=$2 path=$3
    xdotool key "$keys" && sleep 1.5
    xdotool type --delay 5 "$path" && xdotool key Return && sleep 2
    no_dialog "$name"
    focus
}

# Cards: a search as it is typed (Ctrl+1 puts the keyboard in the search field); Down twice
# from the field chooses the second card, Count Dracula, so its facts show.
xdotool key ctrl+1 && sleep 1 && xdotool type --delay 40 "a:viol t:pers" && sleep 1.5
xdotool key --delay 200 Down Down && sleep 1
shot cards

# Deck editor: Ctrl+O lists the stored decks; Enter opens the one stored.
xdotool key ctrl+2 && sleep 1 && xdotool key ctrl+o && sleep 1.5 && xdotool key Return && sleep 2
focus
shot deck

# Adjudicator: Ctrl+Alt+O opens a scenario file.
xdotool key ctrl+3 && sleep 1
open_file adjudicator ctrl+alt+o "$attack"
shot adjudicator

# Table: Ctrl+O is the table's there; then into the Power Structures.
xdotool key ctrl+4 && sleep 1
open_file table ctrl+o "$position"
xdotool key ctrl+4 && sleep 0.5 && xdotool key Down && sleep 0.5
shot table

# Timeline: Ctrl+O is the timeline's; the plays, the last cancel selected.
xdotool key ctrl+5 && sleep 1
open_file timeline ctrl+o "$timeline"
xdotool key ctrl+5 && sleep 0.5 && xdotool key --delay 80 Down Down && sleep 0.5
shot timeline

# Game: Ctrl+O lists the games, the unfinished first; Enter opens it. Then the board.
xdotool key ctrl+6 && sleep 1 && xdotool key ctrl+o && sleep 1.5 && xdotool key Return && sleep 2
focus
xdotool key ctrl+6 && sleep 0.5 && xdotool key --delay 100 Right Right && sleep 0.5
shot game

# Rules: Ctrl+7 puts the keyboard in the search; R30 found as it is typed.
xdotool key ctrl+7 && sleep 1 && xdotool type --delay 40 "R30" && sleep 1.5
shot rules

echo "Screenshots in $out"
