#!/usr/bin/env bash
# Screenshots in the system's light and dark palettes, to check that everything reads in both:
# the adjudicator with a legal result, the deck editor with a verdict, the game tab and the rules
# tab, at 1366x768 and 1024x700, in English.
# The palette comes from the platform theme a user outside KDE sets it with, qt6ct
# (QT_QPA_PLATFORMTHEME=qt6ct, its configuration in a scratch XDG_CONFIG_HOME): style Fusion with
# qt6ct's own "simple" (light) or "darker" (dark) colour scheme (its "airy" light scheme has
# dark alternate rows under black text, unreadable in any program). No switch of our program is used.
#   tests/screenshots/palettes.sh BUILD_DIR OUT_DIR
# Needs: Xvfb, xdotool, ImageMagick's import, jq and qt6ct (apt-get install qt6ct).
set -euo pipefail
build=$(realpath "${1:?build folder, e.g. build}")
out=$(realpath -m "${2:?output folder}")
source_dir=$(cd "$(dirname "$0")/../.." && pwd)
mkdir -p "$out"
source "$(dirname "$0")/session.sh"
screenshot_tools_present || exit 2
command -v jq >/dev/null || { echo "$0: jq is missing" >&2; exit 2; }
schemes=/usr/share/qt6ct/colors
[ -f "$schemes/darker.conf" ] || { echo "$0: qt6ct is missing (apt-get install qt6ct)" >&2; exit 2; }

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export INWO_DB="$scratch/cards.sqlite"
# A real deck, and a game in progress, in the database the window opens.
"$build/app/inwo" deck import "$source_dir/tests/fixtures/decks/plan28-legal.txt" --save \
    >/dev/null
game="$source_dir/tests/scenarios/livegames/two-player-inwo-basic-goal.json"
jq '.position' "$game" >"$scratch/position.json"
"$build/app/inwo" game new "$scratch/position.json" --name "Friday game" >/dev/null
for i in $(seq 0 20); do
    "$build/app/inwo" game play 1 "$(jq -c ".events[$i].event" "$game")" >/dev/null 2>&1 || true
done
attack="$source_dir/tests/scenarios/attacks/ability-04-new-york-gives-criminal-groups-power.json"
[ -f "$attack" ] || attack=$(ls "$source_dir"/tests/scenarios/attacks/*.json | head -1)

# qt6ct's configuration for a palette (light or dark), in CONFIG/qt6ct/qt6ct.conf.
write_qt6ct() {
    local config=$1 scheme=$2
    mkdir -p "$config/qt6ct"
    cat >"$config/qt6ct/qt6ct.conf" <<EOF
[Appearance]
color_scheme_path=$schemes/$scheme.conf
custom_palette=true
style=Fusion
standard_dialogs=default
icon_theme=

[Interface]
stylesheets=@Invalid()
EOF
}

# shot NAME PALETTE(light|dark) WIDTH HEIGHT
shot() {
    local name=$1 scheme=simple
    [ "$2" = dark ] && scheme=darker
    local config="$scratch/config-$name"
    write_qt6ct "$config" "$scheme"
    QT_QPA_PLATFORMTHEME=qt6ct start_window "$build/app/inwo-assistant" "$config" en_US.UTF-8 \
        "$3" "$4" 1
    if [ -z "$window" ]; then
        echo "palettes.sh: the window did not appear for $name" >&2
        stop_window
        return
    fi
    # Adjudicator: a rulebook example, legal.
    xdotool key ctrl+3 && sleep 1 && xdotool key ctrl+alt+o && sleep 1
    xdotool type --delay 5 "$attack" && xdotool key Return && sleep 1.5
    focus
    import -window root "$out/$name-adjudicator.png"
    # Deck editor: the stored deck, with its verdict.
    xdotool key ctrl+2 && sleep 1 && xdotool key ctrl+o && sleep 1 && xdotool key Return
    sleep 1.5
    focus
    import -window root "$out/$name-deck.png"
    # Game: the unfinished game, opened from the list.
    xdotool key ctrl+6 && sleep 1 && xdotool key ctrl+o && sleep 1 && xdotool key Return
    sleep 1.5
    focus
    xdotool key ctrl+6 && sleep 1
    import -window root "$out/$name-game.png"
    # Rules: a rule found by its identity.
    xdotool key ctrl+7 && sleep 1 && xdotool type --delay 20 "R106" && sleep 0.5
    xdotool key Down Return && sleep 1
    import -window root "$out/$name-rules.png"
    stop_window
}

for palette in light dark; do
    shot "$palette-1366x768" "$palette" 1366 768
    shot "$palette-1024x700" "$palette" 1024 700
done
echo "Screenshots in $out"
