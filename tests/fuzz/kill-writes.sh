#!/usr/bin/env bash
# Random-kill test of the database writes: starts a writing `inwo` command again and again and
# SIGKILLs it after a random short delay, then checks that the database is sound and that every
# write the program acknowledged is still there. See tests/fuzz/README.md.
#
#   tests/fuzz/kill-writes.sh [KILLS]        (default 200)
#
# The writing commands alternate:
#   inwo deck import --save FILE.dek --db DB   acknowledged by "Stored as db:N", printed the moment
#                                              its transaction commits
#   inwo cards import-lackey DIR --db DB       acknowledged by its final "Imported N cards" report
# Decks come from ../shared/data/lackey-inwo/decks when present, else tests/fixtures/decks; the
# plugin folder is ../shared/data/lackey-inwo when it holds a carddata.txt, else
# tests/fixtures/lackey-plugin. The delays are drawn from 0 to 1.5 times the time each command
# takes here (measured first, on a scratch database), so kills land before the transaction (start
# up, reading), in it, after the acknowledgement and after the command has ended.
#
# After the kills: `inwo db check --full` (PRAGMA integrity_check) must pass; every acknowledged
# deck must be in `inwo deck list --json` with the card count `inwo deck import FILE --json` gives
# (without a One Big Deck game's shared piles, which the list does not count) and read back
# (`deck import db:N --json`) with the file's entries; after an acknowledged import-lackey, sample
# cards must show the same text as after an import nobody killed. Exit status 0 when all holds, 1
# when something was lost, the database is damaged or a command failed by itself (not killed), 2
# on a usage or set-up error.
#
# Environment: INWO_CLI, the command-line program (default build/app/inwo); the test runs a copy
# of it, so a rebuild meanwhile does no harm. Needs python3 (to read the program's JSON).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
kills=${1:-200}
if [[ ! $kills =~ ^[1-9][0-9]*$ || $# -gt 1 ]]; then
    echo "usage: tests/fuzz/kill-writes.sh [KILLS]" >&2
    exit 2
fi
cli_source=${INWO_CLI:-$root/build/app/inwo}
if [[ ! -e $cli_source ]]; then
    echo "kill-writes.sh: $cli_source is not built (set INWO_CLI to the inwo program)" >&2
    exit 2
fi
command -v python3 >/dev/null || {
    echo "kill-writes.sh: needs python3 to read the program's JSON" >&2
    exit 2
}

shared=$root/../shared/data/lackey-inwo
if compgen -G "$shared/decks/*.dek" >/dev/null; then
    deck_dir=$shared/decks
else
    deck_dir=$root/tests/fixtures/decks
fi
# import-lackey takes a plugin folder with sets/carddata.txt, or a bare folder with carddata.txt.
plugin=$root/tests/fixtures/lackey-plugin
for candidate in "$shared/sets/carddata.txt" "$shared/carddata.txt"; do
    if [[ -f $candidate ]]; then
        plugin=$shared
        break
    fi
done
if [[ -f $plugin/sets/carddata.txt ]]; then
    carddata=$plugin/sets/carddata.txt
else
    carddata=$plugin/carddata.txt
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/inwo-kill.XXXXXX")
db=$work/inwo.sqlite          # the database under test, fresh: the first command creates it
scratch=$work/scratch.sqlite  # for timing and for reference results, never killed
mkdir -p "$work/runs"
trap 'rm -rf "$work"' EXIT

# A private copy of the program, so that a rebuild of build/app/inwo during the run cannot change
# or remove it between two kills. A copy taken while the linker writes does not run: wait and
# take another (for up to five minutes).
cli=$work/inwo
for attempt in $(seq 60); do
    if cp "$cli_source" "$cli" 2>/dev/null && "$cli" --version >/dev/null 2>&1; then
        break
    fi
    if ((attempt == 60)); then
        echo "kill-writes.sh: $cli_source does not run (still being rebuilt?)" >&2
        exit 2
    fi
    sleep 5
done

# Runs python code on the JSON document on stdin, as `d`; fails quietly on anything else.
json()
{
    python3 -c "import json, sys
try:
    d = json.load(sys.stdin)
except ValueError:
    sys.exit(1)
$1"
}

# --- Set-up on the scratch database ----------------------------------------------------------

"$cli" deck list --db "$scratch" >/dev/null 2>&1 || true # creates it

# Each deck that reads is saved once, left alone: how long that takes sets the range of its kill
# delays, and what `deck import --save --json` reports is what must be stored: the count `deck
# list` shows (the player's own cards, without a One Big Deck game's shared piles) and every
# entry. A file that does not read is never saved and is left out.
own_cards='print(sum(c["quantity"] for c in d["cards"] if not c["zone"].startswith("shared-")))'
entries='print("\n".join(sorted("%s %s %d" % (c["zone"], c["id"], c["quantity"])
                              for c in d["cards"])))'
decks=()
declare -A deck_us expected_count expected_entries deck_by_name
for deck in "$deck_dir"/*.dek; do
    status=0
    start=${EPOCHREALTIME/./}
    report=$("$cli" deck import --save "$deck" --json --db "$scratch" 2>/dev/null) || status=$?
    elapsed=$((${EPOCHREALTIME/./} - start))
    ((status <= 1)) || continue # 1: some lines name no card; the deck is still stored
    deck_us[$deck]=$elapsed
    expected_count[$deck]=$(json "$own_cards" <<<"$report")
    expected_entries[$deck]=$(json "$entries" <<<"$report")
    decks+=("$deck")
    # By name too, to check decks stored without acknowledgement; a name two files share is
    # not used.
    name=$(json 'print(d["name"])' <<<"$report")
    if [[ -z $name ]]; then
        continue
    elif [[ -n ${deck_by_name[$name]+set} ]]; then
        deck_by_name[$name]=""
    else
        deck_by_name[$name]=$deck
    fi
done
if ((${#decks[@]} == 0)); then
    echo "kill-writes.sh: no deck in $deck_dir reads" >&2
    exit 2
fi

# An import of the plugin folder takes the slowest of three runs left alone.
lackey_us=0
for _ in 1 2 3; do
    start=${EPOCHREALTIME/./}
    "$cli" cards import-lackey "$plugin" --db "$scratch" >/dev/null 2>&1 || {
        echo "kill-writes.sh: 'inwo cards import-lackey $plugin' fails even when left alone" >&2
        exit 2
    }
    elapsed=$((${EPOCHREALTIME/./} - start))
    if ((elapsed > lackey_us)); then
        lackey_us=$elapsed
    fi
done

# Sample cards whose text the plugin's carddata.txt has, with the text the program shows for them
# after an import nobody killed.
samples=()
declare -A reference_text
while IFS= read -r name; do
    text=$("$cli" cards show "$name" --json --db "$scratch" 2>/dev/null |
        json 'print(d.get("text", "") if isinstance(d, dict) else "")') || continue
    [[ -n $text ]] || continue
    samples+=("$name")
    reference_text[$name]=$text
    ((${#samples[@]} < 3)) || break
done < <(awk -F '\t' 'NR == 1 { for (i = 1; i <= NF; ++i) column[$i] = i; next }
                      $column["Text"] != "" { print $column["Name"] }' "$carddata")

# --- The kills -------------------------------------------------------------------------------

random_delay_us()
{
    local range=$(($1 * 3 / 2))
    echo $(((RANDOM * 32768 + RANDOM) % (range + 1)))
}

mid_command=0 # still running when killed
killed_before_ack=0
killed_after_ack=0
finished=0
failed_alone=0
deck_runs=0
lackey_runs=0
lackey_acks=0
acked_ids=()
declare -A acked_deck
log=$work/kills.log
echo "# kill command delay_us exit acknowledged" >"$log"

for ((i = 1; i <= kills; ++i)); do
    out=$work/runs/$i.out
    err=$work/runs/$i.err
    if ((i % 2)); then
        deck=${decks[$(((i / 2) % ${#decks[@]}))]}
        command=(deck import --save "$deck")
        delay=$(random_delay_us "${deck_us[$deck]}")
        deck_runs=$((deck_runs + 1))
    else
        command=(cards import-lackey "$plugin")
        delay=$(random_delay_us "$lackey_us")
        lackey_runs=$((lackey_runs + 1))
    fi

    # Created here: a kill that lands before the child has opened them leaves no files.
    : >"$out"
    : >"$err"
    "$cli" "${command[@]}" --db "$db" >"$out" 2>"$err" &
    pid=$!
    sleep "$(printf '%d.%06d' $((delay / 1000000)) $((delay % 1000000)))"
    # An ended command is a zombie until waited for, so its pid cannot have been reused.
    kill -KILL "$pid" 2>/dev/null || true
    status=0
    # (Braces and 2>/dev/null: bash's own "Killed" notice for the job is not wanted.)
    { wait "$pid" || status=$?; } 2>/dev/null

    ack=""
    if [[ ${command[0]} == deck ]]; then
        ack=$(sed -n 's/^Stored as db:\([0-9][0-9]*\)$/\1/p' "$out" "$err")
        ack=${ack%%$'\n'*}
        if [[ -n $ack ]]; then
            acked_ids+=("$ack")
            acked_deck[$ack]=$deck
        fi
    elif grep -q '^Imported [0-9]* cards' "$out"; then
        ack=yes
        lackey_acks=$((lackey_acks + 1))
    fi

    if ((status == 137)); then
        mid_command=$((mid_command + 1))
        if [[ -n $ack ]]; then
            killed_after_ack=$((killed_after_ack + 1))
        else
            killed_before_ack=$((killed_before_ack + 1))
        fi
    elif ((status <= 1)); then
        finished=$((finished + 1))
    else
        # Not killed, and not a success: the database as the last kill left it was refused.
        failed_alone=$((failed_alone + 1))
        echo "kill $i: '${command[*]}' failed by itself (exit $status): $(head -n 1 "$err")" >&2
    fi
    echo "$i ${command[0]}-${command[1]} $delay $status ${ack:-no}" >>"$log"
done

# --- Checks ----------------------------------------------------------------------------------

integrity_status=0
integrity=$("$cli" db check --full --db "$db" 2>&1) || integrity_status=$?

# Every stored deck: its card count as the list shows it, and its name.
declare -A stored_cards stored_name
list_status=0
listing=$("$cli" deck list --json --db "$db" 2>"$work/deck-list.err") || list_status=$?
if ((list_status <= 1)); then # 1: no deck stored
    while read -r id cards name; do
        stored_cards[$id]=$cards
        stored_name[$id]=$name
    done < <(json 'for deck in d: print(deck["id"], deck["cards"], deck["name"])' <<<"$listing")
fi

# Whether stored deck `id` is the whole of deck file `deck`: the list's count and every entry.
stored_whole()
{
    local id=$1 deck=$2 stored_entries
    stored_entries=$("$cli" deck import "db:$id" --json --db "$db" 2>/dev/null |
        json "$entries") || return 1
    [[ ${stored_cards[$id]} == "${expected_count[$deck]}" &&
        $stored_entries == "${expected_entries[$deck]}" ]]
}

lost=0
for id in "${acked_ids[@]}"; do
    deck=${acked_deck[$id]}
    if [[ -z ${stored_cards[$id]:-} ]]; then
        echo "lost: db:$id (${deck##*/}) was acknowledged but is not stored" >&2
        lost=$((lost + 1))
    elif ! stored_whole "$id" "$deck"; then
        echo "lost: db:$id (${deck##*/}) is stored with ${stored_cards[$id]} cards, not" \
            "${expected_count[$deck]}, or with other entries than the file's" >&2
        lost=$((lost + 1))
    fi
done

# A deck stored by a command killed between its commit and its message must be whole too: a
# save cut short must leave nothing, not part of a deck.
unacknowledged=0
torn=0
for id in "${!stored_cards[@]}"; do
    [[ -z ${acked_deck[$id]:-} ]] || continue
    unacknowledged=$((unacknowledged + 1))
    deck=""
    if [[ -n ${stored_name[$id]} ]]; then
        deck=${deck_by_name[${stored_name[$id]}]:-}
    fi
    if [[ -n $deck ]] && ! stored_whole "$id" "$deck"; then
        echo "torn: db:$id (${deck##*/}) was stored without acknowledgement, and not whole" >&2
        torn=$((torn + 1))
    fi
done

texts="not checked (no import-lackey was acknowledged)"
if ((lackey_acks > 0)) && ((${#samples[@]} == 0)); then
    texts="not checked ($carddata gives no card with text)"
elif ((lackey_acks > 0)); then
    missing_texts=0
    for name in "${samples[@]}"; do
        text=$("$cli" cards show "$name" --json --db "$db" 2>/dev/null |
            json 'print(d.get("text", "") if isinstance(d, dict) else "")') || text=""
        if [[ $text != "${reference_text[$name]}" ]]; then
            echo "lost: the imported text of '$name' is not in place" >&2
            missing_texts=$((missing_texts + 1))
        fi
    done
    lost=$((lost + missing_texts))
    texts="$((${#samples[@]} - missing_texts)) of ${#samples[@]} sample cards show their text"
fi

# --- Report ----------------------------------------------------------------------------------

echo "decks: $deck_dir (${#decks[@]} that read); plugin: $plugin"
shortest=${deck_us[${decks[0]}]}
longest=$shortest
for deck in "${decks[@]}"; do
    took=${deck_us[$deck]}
    if ((took < shortest)); then
        shortest=$took
    elif ((took > longest)); then
        longest=$took
    fi
done
echo "kills: $kills ($deck_runs deck import --save, each deck run" \
    "$((shortest / 1000))-$((longest / 1000)) ms left alone; $lackey_runs cards import-lackey," \
    "$((lackey_us / 1000)) ms; delays from 0 to 1.5 times that)"
echo "mid-command: $mid_command (killed while running: $killed_before_ack before," \
    "$killed_after_ack after the acknowledgement); $finished had already finished"
echo "acknowledged writes: $((${#acked_ids[@]} + lackey_acks)) (${#acked_ids[@]} decks," \
    "$lackey_acks import-lackey)"
echo "stored without acknowledgement: $unacknowledged decks (killed between commit and message);" \
    "$torn of them not whole"
echo "imported texts: $texts"
echo "lost: $lost (acknowledged but missing or changed)"
if ((list_status > 1)); then
    echo "deck list failed (exit $list_status): $(head -n 1 "$work/deck-list.err")"
fi
echo "failed by themselves: $failed_alone"
if ((integrity_status == 0)); then
    echo "integrity: ok (inwo db check --full)"
else
    echo "integrity: FAILED (exit $integrity_status)"
    printf '%s\n' "$integrity" | sed 's/^/  /'
fi

if ((lost > 0 || torn > 0 || integrity_status != 0 || list_status > 1 || failed_alone > 0)); then
    trap - EXIT # keep the evidence
    echo "result: FAIL; the database, the kill log and each run's output are in $work"
    exit 1
fi
echo "result: ok"
