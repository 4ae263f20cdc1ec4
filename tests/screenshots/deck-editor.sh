#!/usr/bin/env bash
# Screenshots of the deck editor holding a real deck, to look at before a release: the verdict,
# the statistics, the selected card, a name with no match, the import preview of a .dek file
# and of a forum list with a line that names no card, at 1024x700 and
# 1366x768, and at 1024x700 with QT_SCALE_FACTOR=2 (a 2048x1400 screen). Builds nothing.
#   tests/screenshots/deck-editor.sh APP OUT_DIR [DECK]
# APP is the built window program (build/app/inwo-assistant; the CLI inwo beside it stores the
# deck); DECK defaults to tests/fixtures/decks/plan28-legal.txt. Driven by the keyboard only.
# Needs: Xvfb, xdotool and ImageMagick's import (apt-get install xvfb xdotool imagemagick).
set -euo pipefail
app=$(realpath "${1:?the window program, e.g. build/app/inwo-assistant}")
out=$(realpath -m "${2:?output folder}")
source_dir=$(cd "$(dirname "$0")/../.." && pwd)
deck=$(realpath "${3:-$source_dir/tests/fixtures/decks/plan28-legal.txt}")
cli=$(dirname "$app")/inwo
dek="$source_dir/tests/fixtures/decks/bare-ampersand.dek"
forum="$source_dir/tests/fixtures/decks/forum-abbreviations.txt"
mkdir -p "$out"
source "$(dirname "$0")/session.sh"
screenshot_tools_present || exit 2
[ -x "$cli" ] || { echo "deck-editor.sh: $cli is missing" >&2; exit 2; }

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export INWO_DB="$scratch/cards.sqlite"
"$cli" deck import "$deck" --save >/dev/null

# shot NAME WIDTH HEIGHT SCALE
shot() {
    local name=$1
    start_window "$app" "$scratch/config-$name" en_US.UTF-8 "$2" "$3" "$4"
    if [ -z "$window" ]; then
        echo "deck-editor.sh: the window did not appear for $name" >&2
        stop_window
        return
    fi
    # The deck editor, then the stored deck (Ctrl+O, Enter takes the first).
    xdotool key ctrl+2 && sleep 1 && xdotool key ctrl+o && sleep 1 && xdotool key Return
    sleep 1.5
    focus
    import -window root "$out/$name-verdict.png"
    xdotool key alt+s && sleep 1
    import -window root "$out/$name-statistics.png"
    # Further down: the opening hand and the draw odds, reached by their Alt keys.
    xdotool key alt+m && sleep 0.5 && xdotool key alt+r && sleep 0.3 && \
        xdotool key ctrl+a && xdotool type "20" && sleep 0.5 && xdotool key alt+m && sleep 0.5
    import -window root "$out/$name-statistics-odds.png"
    # A search, and the card it found on the Selected Card page.
    xdotool key ctrl+2 ctrl+a && sleep 0.3 && xdotool type --delay 20 "gnomes" && sleep 1
    xdotool key alt+l && sleep 1
    import -window root "$out/$name-card.png"
    # A name with no match.
    xdotool key ctrl+2 ctrl+a && sleep 0.3 && xdotool type --delay 20 "cownt dracla" && sleep 1
    import -window root "$out/$name-no-match.png"
    # The import preview of a .dek file (Ctrl+I; Discard the question about changes).
    xdotool key ctrl+i && sleep 1
    xdotool type --delay 5 "$dek" && xdotool key Return && sleep 1.5
    import -window root "$out/$name-import.png"
    xdotool key Escape && sleep 0.5
    focus
    # A forum list with a line that names no card: taken, and the verdict says so.
    xdotool key ctrl+i && sleep 1
    xdotool type --delay 5 "$forum" && xdotool key Return && sleep 1.5
    import -window root "$out/$name-import-forum.png"
    xdotool key Return && sleep 1
    focus
    xdotool key alt+i && sleep 0.5
    import -window root "$out/$name-incomplete.png"
    stop_window
}

shot 1024x700 1024 700 1
shot 1366x768 1366 768 1
shot 1024x700-2x 1024 700 2
echo "Screenshots in $out"
