#!/usr/bin/env bash
# Builds the Debian package, installs it on this machine with apt-get, checks that both programs
# run from their installed paths (a card search on a scratch database, the window under Xvfb), that
# `man inwo` and inwo's bash completion work, that lintian reports no error and appstreamcli and
# desktop-file-validate accept the metadata, then removes the package and checks its files are gone.
#   packaging/test-install.sh [BUILD_DIR]     (default: build, configured with the default preset
#                                              when it is not there yet)
# Needs root or sudo (apt-get). Exits non-zero, naming the failed check, on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."
source_dir=$PWD
build=${1:-build}
package=inwo-assistant

fail() {
    echo "test-install.sh: FAILED: $*" >&2
    exit 1
}
step() { echo "== [${SECONDS} s] $*"; }
pass() { echo "   ok: $*"; }
indent() { sed 's/^/   /'; }

sudo=()
if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || fail "needs root or sudo to install the package"
    sudo=(sudo)
fi

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

step "Build dependencies and packaging tools"
source packaging/install-deps.sh
inwo_install_deps
inwo_install_packaging_deps

step "Build and package ($build)"
if [ ! -f "$build/CMakeCache.txt" ]; then
    [ "$build" = build ] || fail "$build is not a configured build directory"
    cmake --preset default
fi
cmake --build "$build"
rm -f "$build"/"$package"_*.deb
(cd "$build" && cpack -G DEB) || fail "cpack could not build the package"
debs=("$build"/"$package"_*.deb)
[ -f "${debs[0]}" ] || fail "cpack wrote no $build/${package}_*.deb"
deb=$(realpath "${debs[0]}")
version=$(dpkg-deb -f "$deb" Version)
pass "built $(basename "$deb")"
echo "Depends: $(dpkg-deb -f "$deb" Depends)" | indent

# dpkg may be told to leave some paths out (Debian's slim container images drop /usr/share/man and
# most of /usr/share/doc). Such a file is checked in the package instead of on the disk.
excluded_by_dpkg() {
    local path=$1 rule pattern excluded=1
    while read -r rule pattern; do
        # shellcheck disable=SC2053 # the pattern is a glob on purpose
        [[ $path == $pattern ]] || continue
        [ "$rule" = path-exclude ] && excluded=0
        [ "$rule" = path-include ] && excluded=1
    done < <(cat /etc/dpkg/dpkg.cfg /etc/dpkg/dpkg.cfg.d/* 2>/dev/null | grep -E '^path-(exclude|include)' || true)
    return $excluded
}

step "Install with apt-get"
if dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    echo "   $package is installed already: removing it first, so the new package is the one tested"
    "${sudo[@]}" apt-get remove -y -qq "$package"
fi
DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq "$deb" \
    || fail "apt-get install $deb"
dpkg-query -W -f='${Status} ${Version}\n' "$package" | grep -q "install ok installed $version" \
    || fail "dpkg does not list $package $version as installed"
pass "$package $version installed"

mapfile -t packaged_files < <(dpkg-deb -c "$deb" | awk '$1 !~ /^d/ { sub(/^\./, "", $6); print $6 }')
for file in "${packaged_files[@]}"; do
    if excluded_by_dpkg "$file"; then
        echo "   (dpkg's path-exclude leaves out $file: checked in the package only)"
    else
        [ -e "$file" ] || fail "$file is in the package but not on the disk"
    fi
done
pass "${#packaged_files[@]} files on the disk"
for program in /usr/bin/inwo /usr/bin/inwo-assistant; do
    [ -x "$program" ] || fail "$program is not there or not executable"
done
pass "/usr/bin/inwo and /usr/bin/inwo-assistant"

# Every run below uses a scratch home and database, and runs from / so nothing of the source tree
# or the build directory is in reach.
export HOME=$scratch/home XDG_CONFIG_HOME=$scratch/home/.config XDG_DATA_HOME=$scratch/home/.local/share
export XDG_RUNTIME_DIR=$scratch/runtime
mkdir -p "$HOME" "$XDG_RUNTIME_DIR"
chmod 700 "$XDG_RUNTIME_DIR"
database=$scratch/inwo.sqlite

step "inwo from /usr/bin"
installed_version=$(cd / && /usr/bin/inwo --version) || fail "/usr/bin/inwo --version"
[ "$installed_version" = "inwo $version" ] \
    || fail "/usr/bin/inwo --version says '$installed_version', the package is $version"
pass "$installed_version"
search=$(cd / && /usr/bin/inwo --db "$database" cards search 'a:viol') \
    || fail "/usr/bin/inwo cards search 'a:viol' exited with $?"
cards=$(grep -c 'Violent' <<<"$search" || true)
[ "$cards" -ge 10 ] || fail "inwo cards search 'a:viol' printed $cards Violent cards:
$search"
pass "inwo cards search 'a:viol': $cards Violent cards, the first: $(head -1 <<<"$search" | awk -F'  +' '{print $1}')"

step "inwo-assistant from /usr/bin under Xvfb"
window_check=$(mktemp -p "$scratch")
cat >"$window_check" <<'SH'
set -u
/usr/bin/inwo-assistant --db "$1" >"$2" 2>&1 &
gui_pid=$!
window=""
for _ in $(seq 120); do # up to 30 s on a busy machine
    window=$(xdotool search --onlyvisible --class inwo 2>/dev/null | head -1 || true)
    [ -n "$window" ] && break
    kill -0 "$gui_pid" 2>/dev/null || break
    sleep 0.25
done
if [ -z "$window" ]; then
    echo "no inwo-assistant window appeared within 30 s"
    kill "$gui_pid" 2>/dev/null
    exit 1
fi
echo "window $window: $(xdotool getwindowname "$window")"
# File > Quit (Ctrl+Q), as a user closes it; then the program must end by itself.
xdotool windowfocus "$window"
sleep 0.5
xdotool key --clearmodifiers ctrl+q
for _ in $(seq 40); do
    kill -0 "$gui_pid" 2>/dev/null || { wait "$gui_pid"; echo "closed with exit code $?"; exit 0; }
    sleep 0.25
done
echo "the window did not close on Ctrl+Q within 10 s"
kill "$gui_pid" 2>/dev/null
exit 1
SH
gui_log=$scratch/inwo-assistant.log
window_result=$(cd / && xvfb-run -a -s "-screen 0 1366x768x24" bash "$window_check" "$database" "$gui_log") \
    || fail "inwo-assistant: $window_result
$(cat "$gui_log")"
grep -q "closed with exit code 0" <<<"$window_result" \
    || fail "inwo-assistant: $window_result
$(cat "$gui_log")"
indent <<<"$window_result"
pass "the window appeared and closed"

step "man inwo"
manpage=/usr/share/man/man1/inwo.1.gz
if excluded_by_dpkg "$manpage"; then
    dpkg-deb -x "$deb" "$scratch/unpacked"
    man_text=$(MANPAGER=cat MANWIDTH=80 man -l "$scratch/unpacked$manpage" 2>&1) || fail "man -l inwo.1.gz"
    echo "   (dpkg leaves man pages out here: read the page from the package with man -l)"
else
    [ "$(man -w inwo)" = "$manpage" ] || fail "man -w inwo finds '$(man -w inwo 2>&1)', not $manpage"
    man_text=$(MANPAGER=cat MANWIDTH=80 man inwo 2>&1) || fail "man inwo: $man_text"
fi
man_text=$(tr -s ' ' <<<"$man_text") # roff justifies lines with extra spaces
if ! grep -q '^NAME' <<<"$man_text" || ! grep -q 'cards search QUERY' <<<"$man_text"; then
    fail "the man page lacks NAME or 'cards search QUERY':
$man_text"
fi
# One text: every command line of `inwo --help` is in the page.
while read -r line; do
    grep -qF -- "$line" <<<"$man_text" || fail "the man page lacks the help's line '$line'"
done < <(/usr/bin/inwo --help | sed -n 's/^  \([a-z].*\)/\1/p' | awk '{print $1, $2}')
pass "the page shows, with every command of inwo --help"

step "bash completion of inwo"
completion=$(bash --norc --noprofile -c '
    source /usr/share/bash-completion/bash_completion
    __load_completion inwo || { echo "no completion found for inwo"; exit 1; }
    function=$(complete -p inwo | sed -n "s/.*-F \([^ ]*\) .*/\1/p")
    try() { COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); COMP_LINE="$*"
            COMP_POINT=${#COMP_LINE}; COMPREPLY=(); "$function" inwo "${COMP_WORDS[-1]}" "${COMP_WORDS[-2]}"
            echo "${COMPREPLY[*]}"; }
    echo "ca=$(try inwo ca)"
    echo "deck=$(try inwo deck "")"
    echo "search=$(try inwo cards search --)"
    echo "sort=$(try inwo attacks p.json --sort "")"
    echo "options=$(try inwo --)"
    echo "format=$(try inwo deck check d.dek --format "")"' 2>&1) || fail "bash completion: $completion"
grep -qx 'ca=cards' <<<"$completion" || fail "'inwo ca' did not complete to cards: $completion"
grep -q '^deck=.*stats' <<<"$completion" || fail "'inwo deck ' did not offer stats: $completion"
grep -q '^search=.*--include-fan' <<<"$completion" || fail "'inwo cards search --' did not offer --include-fan: $completion"
grep -qx 'sort=chance goals' <<<"$completion" || fail "'--sort ' did not offer chance goals: $completion"
# Before any command there is no command's option list to read (this once printed "bad array
# subscript"): the options of every command and --version.
! grep -q 'bad array subscript' <<<"$completion" || fail "'inwo --' failed: $completion"
grep -qx 'options=--db --help --version' <<<"$completion" \
    || fail "'inwo --' did not offer --db --help --version: $completion"
# --format takes a format's id: the built-in formats', not file names.
expected_formats=$(for file in resources/formats/*.json; do
    awk -F'"' '$2 == "id" { print $4; exit }' "$file"
done | sort | paste -sd ' ')
grep -qx "format=$expected_formats" <<<"$completion" \
    || fail "'deck check --format ' did not offer the formats $expected_formats: $completion"
indent <<<"$completion"
pass "inwo ca completes to cards"

step "lintian"
lintian_status=0
lintian_output=$(lintian --fail-on error "$deb" 2>&1) || lintian_status=$?
lintian_output=$(grep -v 'running with root privileges' <<<"$lintian_output" || true)
[ "$lintian_status" -eq 0 ] || fail "lintian reports errors (exit code $lintian_status):
$lintian_output"
if [ -n "$lintian_output" ]; then indent <<<"$lintian_output"; fi
pass "no error (warnings left: see packaging/README.md)"

step "appstreamcli and desktop-file-validate"
metainfo=/usr/share/metainfo/io.github.inwo_assistant.metainfo.xml
desktop=/usr/share/applications/inwo-assistant.desktop
appstreamcli validate --no-net "$metainfo" | indent
appstreamcli validate --no-net "$metainfo" >/dev/null 2>&1 || fail "appstreamcli validate $metainfo"
release=$(sed -n 's/.*<release version="\([^"]*\)".*/\1/p' "$metainfo" | head -1)
[ "$release" = "$version" ] \
    || echo "   note: the metainfo's newest release is $release, the package is $version"
desktop-file-validate "$desktop" || fail "desktop-file-validate $desktop"
pass "the metainfo and the desktop file are valid"

step "Remove with apt-get"
DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get remove -y -qq "$package" || fail "apt-get remove $package"
if dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "installed"; then
    fail "dpkg still lists $package: $(dpkg-query -W -f='${Status}' "$package")"
fi
for file in "${packaged_files[@]}"; do
    [ ! -e "$file" ] || fail "$file is still there after apt-get remove"
done
[ -z "$(command -v inwo || true)" ] || fail "inwo is still on the PATH: $(command -v inwo)"
pass "every file of the package is gone"

echo "test-install.sh: passed ($(basename "$deb"), ${SECONDS} s)"
cd "$source_dir"
