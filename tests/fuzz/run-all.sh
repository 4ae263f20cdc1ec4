#!/usr/bin/env bash
# Builds every libFuzzer target (the `fuzz` preset, into build-fuzz/) and runs each in turn for
# SECONDS, one process at a time, on a copy of its committed seed corpus (tests/fuzz/corpus/NAME),
# so the committed corpora are never changed. Each target gets the flags of its
# tests/fuzz/fuzz_NAME.options (libFuzzer does not read those files itself), plus
# -rss_limit_mb=4096 and -print_final_stats=1. Prints one line per target and a total, and exits 1
# when a target left a finding (crash-, leak-, timeout- or oom- file) or did not run, 2 on a usage
# or build error. See tests/fuzz/README.md.
#
#   tests/fuzz/run-all.sh SECONDS [--keep DIR] [--findings DIR] [--no-build] [fuzz_NAME...]
#
#   --keep DIR      copy each grown corpus to DIR/NAME (to merge into the committed one later)
#   --findings DIR  where this run's folder of logs and findings goes (default /tmp/fuzz-findings)
#   --no-build      use the binaries already in build-fuzz/tests/fuzz
#   fuzz_NAME...    run only these targets (default: every tests/fuzz/fuzz_*.cpp)
#
# CMAKE_BUILD_PARALLEL_LEVEL limits the build's parallel jobs, as for any cmake --build.
set -euo pipefail

usage()
{
    local code=${1:-2}
    if ((code == 0)); then
        sed -n '10,16s/^# \{0,1\}//p' "${BASH_SOURCE[0]}"
    else
        sed -n '10,16s/^# \{0,1\}//p' "${BASH_SOURCE[0]}" >&2
    fi
    exit "$code"
}

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
fuzzdir=$root/tests/fuzz
bindir=$root/build-fuzz/tests/fuzz

seconds=""
keep=""
findings_root=/tmp/fuzz-findings
build=1
targets=()
while (($#)); do
    case $1 in
    --keep)
        (($# >= 2)) || usage
        keep=$2
        shift 2
        ;;
    --findings)
        (($# >= 2)) || usage
        findings_root=$2
        shift 2
        ;;
    --no-build)
        build=0
        shift
        ;;
    -h | --help) usage 0 ;;
    -*) usage ;;
    *)
        if [[ -z $seconds ]]; then
            seconds=$1
        else
            targets+=("$1")
        fi
        shift
        ;;
    esac
done
[[ $seconds =~ ^[1-9][0-9]*$ ]] || usage

if ((${#targets[@]} == 0)); then
    for source in "$fuzzdir"/fuzz_*.cpp; do
        targets+=("$(basename "$source" .cpp)")
    done
fi

# libFuzzer flags of one target from its .options file (the OSS-Fuzz format: `key = value` lines
# under [libfuzzer]), into the array `flags`, and AddressSanitizer's (under [asan]) into
# `asan_options`. Every target must set max_len: libFuzzer's default (the largest seed, or 4 KB if
# that is more) is far smaller than the inputs real attacks use.
read_options()
{
    local file=$1 dir section="" line key value
    dir=$(dirname "$file")
    flags=()
    asan_options=""
    [[ -f $file ]] || {
        echo "run-all.sh: $file is missing (every target needs its max_len there)" >&2
        return 1
    }
    while IFS= read -r line || [[ -n $line ]]; do
        line=${line%%#*}
        line=${line%"${line##*[![:space:]]}"}
        line=${line#"${line%%[![:space:]]*}"}
        [[ -z $line ]] && continue
        if [[ $line =~ ^\[(.*)\]$ ]]; then
            section=${BASH_REMATCH[1]}
            continue
        fi
        [[ $section == libfuzzer || $section == asan ]] || continue
        if [[ ! $line =~ ^([A-Za-z_]+)[[:space:]]*=[[:space:]]*(.+)$ ]]; then
            echo "run-all.sh: $file: cannot read '$line'" >&2
            return 1
        fi
        key=${BASH_REMATCH[1]}
        value=${BASH_REMATCH[2]}
        if [[ $section == asan ]]; then
            asan_options+="${asan_options:+:}$key=$value"
            continue
        fi
        # A dictionary is named relative to the options file.
        [[ $key == dict ]] && value=$dir/$value
        flags+=("-$key=$value")
    done <"$file"
    if [[ " ${flags[*]} " != *" -max_len="* ]]; then
        echo "run-all.sh: $file sets no max_len" >&2
        return 1
    fi
}

# Check everything before the (long) build, so a typo fails at once.
for target in "${targets[@]}"; do
    [[ -f $fuzzdir/$target.cpp ]] || {
        echo "run-all.sh: no fuzz target $target ($fuzzdir/$target.cpp)" >&2
        exit 2
    }
    [[ -d $fuzzdir/corpus/${target#fuzz_} ]] || {
        echo "run-all.sh: no seed corpus $fuzzdir/corpus/${target#fuzz_}" >&2
        exit 2
    }
    read_options "$fuzzdir/$target.options" || exit 2
done

findings=$findings_root/$(date +%Y%m%d-%H%M%S)
[[ -e $findings ]] && findings=$findings-$$
mkdir -p "$findings"
work=$(mktemp -d "${TMPDIR:-/tmp}/inwo-fuzz.XXXXXX")
trap 'rm -rf "$work"' EXIT

if ((build)); then
    echo "Building ${targets[*]} (log: $findings/build.log)"
    if ! (cd "$root" && cmake --preset fuzz &&
        cmake --build --preset fuzz --target "${targets[@]}") >"$findings/build.log" 2>&1; then
        tail -n 30 "$findings/build.log" >&2
        echo "run-all.sh: the build failed; see $findings/build.log" >&2
        exit 2
    fi
fi

count_files()
{
    find "$1" -maxdepth 1 -type f "${@:2}" | wc -l
}

# The number after `label` in a line of libFuzzer's output, or "-".
number_after()
{
    local label=$1 text=$2
    if [[ $text =~ (^|[[:space:]])${label}[[:space:]]*([0-9]+) ]]; then
        echo "${BASH_REMATCH[2]}"
    else
        echo -
    fi
}

echo "Running ${#targets[@]} targets for $seconds s each; logs and findings in $findings"
total_runs=0
total_findings=0
failed=0
for target in "${targets[@]}"; do
    read_options "$fuzzdir/$target.options"
    name=${target#fuzz_}
    corpus=$work/$name
    mkdir -p "$corpus"
    cp -R "$fuzzdir/corpus/$name/." "$corpus/"
    seeds=$(count_files "$corpus")
    artifacts=$findings/$target
    mkdir -p "$artifacts"
    log=$findings/$target.log

    status=0
    if [[ -x $bindir/$target ]]; then
        # Later flags win in libFuzzer, so these four hold whatever the options file says; in
        # ASAN_OPTIONS the caller's own come last, so they win over the file's.
        ASAN_OPTIONS="$asan_options${ASAN_OPTIONS:+:$ASAN_OPTIONS}" \
            "$bindir/$target" "${flags[@]}" -max_total_time="$seconds" -rss_limit_mb=4096 \
            -print_final_stats=1 -artifact_prefix="$artifacts/" "$corpus" \
            </dev/null >"$log" 2>&1 || status=$?
    else
        echo "run-all.sh: $bindir/$target is not built" >"$log"
        status=127
    fi

    runs=$(sed -n 's/^stat::number_of_executed_units:[[:space:]]*\([0-9][0-9]*\).*/\1/p' "$log" |
        tail -n 1)
    per_second=$(sed -n 's/^stat::average_exec_per_sec:[[:space:]]*\([0-9][0-9]*\).*/\1/p' "$log" |
        tail -n 1)
    # The last status line, e.g. "#183226 DONE cov: 2113 ft: 9377 corp: 790/61Kb ...".
    status_line=$(grep -E '^#[0-9]+[[:space:]].*cov: [0-9]+' "$log" | tail -n 1 || true)
    cov=$(number_after cov: "$status_line")
    ft=$(number_after ft: "$status_line")
    corp=$(number_after corp: "$status_line")
    found=$(count_files "$artifacts" \( -name 'crash-*' -o -name 'leak-*' -o -name 'timeout-*' \
        -o -name 'oom-*' \))
    slow=$(count_files "$artifacts" -name 'slow-unit-*')

    # A non-zero exit with a finding is the finding; without one, or with no statistics at all,
    # the target did not run as it should.
    result=ok
    if ((found > 0)); then
        result=FINDINGS
    elif ((status != 0)) || [[ -z $runs ]]; then
        result="FAILED (exit $status)"
        failed=$((failed + 1))
    fi
    total_runs=$((total_runs + ${runs:-0}))
    total_findings=$((total_findings + found))

    slow_note=""
    if ((slow > 0)); then
        slow_note=" (slow units: $slow)"
    fi
    printf '%-22s runs %9s  exec/s %6s  cov %5s  ft %6s  corpus %4s -> %-5s findings %s  %s%s\n' \
        "$target" "${runs:--}" "${per_second:--}" "$cov" "$ft" "$seeds" "$corp" "$found" \
        "$result" "$slow_note"
    if [[ $result != ok ]]; then
        for file in "$artifacts"/*; do
            [[ -f $file ]] && echo "    $file"
        done
        # What broke: the target's own message or the sanitizer's error, the verdict line, and
        # the first stack frame in the project's code; the whole trace is in the log.
        grep -m 1 -E "^(fuzz_[a-z]+: |==[0-9]+==ERROR: )" "$log" | sed 's/^/    /' || true
        grep -m 1 -E '^SUMMARY: ' "$log" | sed 's/^/    /' || true
        grep -m 1 -E "^ +#[0-9]+ .* $root/" "$log" | sed -E 's/^ +/    /' || true
        echo "    log: $log"
        if ((found > 0)); then
            echo "    reproduce: build-fuzz/tests/fuzz/$target FILE"
        fi
    fi
    if [[ -n $keep ]]; then
        mkdir -p "$keep/$name"
        cp -R "$corpus/." "$keep/$name/"
    fi
    rmdir "$artifacts" 2>/dev/null || true
done

printf 'total: %d targets, %d runs, %d findings, %d failed to run; logs in %s\n' \
    "${#targets[@]}" "$total_runs" "$total_findings" "$failed" "$findings"
if ((total_findings > 0 || failed > 0)); then
    exit 1
fi
