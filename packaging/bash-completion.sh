#!/bin/sh
# Writes the bash completion of inwo from `inwo --help`, so it knows exactly the commands and
# options the program prints and cannot drift from them. Run by the build (packaging/CMakeLists.txt):
#   bash-completion.sh INWO OUTFILE
# Each command line of the help ("  deck stats FILE [--pile group|plot ...] [--json]", alternatives
# split at " | ") gives: the command, a subcommand when the second word is lower case, its options,
# which of them take a value (followed by an upper-case word or a choice list) and the choices
# ("group|plot"). Options named in the closing paragraphs (--db) are taken by every command.
# The help names no format ("--format NAME"), so the choices of --format are the ids of the built-in
# formats, read from the format files (resources/formats/*.json, compiled into the programs):
#   bash-completion.sh INWO FORMATS_DIR OUTFILE
set -eu
inwo=$1
formats_dir=$2
out=$3

# Each format file's "id": "plan28" line, joined as a choice list: casual|plan28.
formats=$(for file in "$formats_dir"/*.json; do
    awk -F'"' '$2 == "id" { print $4; exit }' "$file"
done | sort | paste -sd '|')
[ -n "$formats" ] || { echo "bash-completion.sh: no format ids in $formats_dir/*.json" >&2; exit 1; }

"$inwo" --help | awk -v formats="$formats" '
    function add(list, word) { return index(" " list " ", " " word " ") ? list : (list == "" ? word : list " " word) }
    function alternative(text,    n, t, i, key, token, next_token) {
        n = split(text, t, " ")
        for (i = 1; i <= n; i++) gsub(/[][]/, "", t[i])
        commands = add(commands, t[1]); key = t[1]
        if (n >= 2 && t[2] ~ /^[a-z][a-z-]*$/) { subs[t[1]] = add(subs[t[1]], t[2]); key = t[1] " " t[2] }
        if (!(key in opts)) { opts[key] = ""; keys[++nkeys] = key }
        for (i = 1; i <= n; i++) {
            token = t[i]; sub(/\.\.\.$/, "", token)
            if (token !~ /^--[a-z][a-z-]*$/) continue
            opts[key] = add(opts[key], token)
            next_token = (i < n) ? t[i + 1] : ""
            if (next_token ~ /^[a-z]+(\|[a-z]+)+$/) { valued = add(valued, token); split(next_token, c, "|"); choices[token] = next_token }
            else if (next_token ~ /^[A-Z]/) valued = add(valued, token)
        }
    }
    NR == 1 { next }
    /^$/ { if (nkeys) tail = 1; next }
    /^  [^ ]/ && !tail {
        line = substr($0, 3); n = split(line, parts, / \| /)
        for (p = 1; p <= n; p++) alternative(parts[p])
        next
    }
    tail {
        n = split($0, t, /[ ,;:()]+/)
        for (i = 1; i <= n; i++) if (t[i] ~ /^--[a-z][a-z-]*$/) {
            global = add(global, t[i]); if (t[i + 1] ~ /^[A-Z]/) valued = add(valued, t[i]) }
    }
    END {
        if (!("--format" in choices)) choices["--format"] = formats
        print "# bash completion for inwo. Generated from `inwo --help` by packaging/bash-completion.sh:"
        print "# do not edit, edit the help text."
        printf "_inwo_commands=\"%s\"\n_inwo_global_options=\"%s\"\n_inwo_valued_options=\" %s \"\n", commands, global, valued
        print "declare -gA _inwo_subcommands=("
        for (k in subs) printf "    [%s]=\"%s\"\n", k, subs[k]
        print ")\ndeclare -gA _inwo_options=("
        for (i = 1; i <= nkeys; i++) printf "    [\"%s\"]=\"%s\"\n", keys[i], opts[keys[i]]
        print ")\ndeclare -gA _inwo_choices=("
        for (k in choices) { v = choices[k]; gsub(/\|/, " ", v); printf "    [%s]=\"%s\"\n", k, v }
        print ")"
    }' > "$out.tmp"

cat >> "$out.tmp" <<'BASH'

_inwo()
{
    local cur prev word command="" subcommand="" i
    cur=${COMP_WORDS[COMP_CWORD]}
    prev=${COMP_WORDS[COMP_CWORD - 1]}
    # The command and subcommand are the first words that are neither options nor their values.
    for ((i = 1; i < COMP_CWORD; i++)); do
        word=${COMP_WORDS[i]}
        [[ $word == -- ]] && break
        if [[ $word == -* ]]; then
            [[ $_inwo_valued_options == *" $word "* ]] && ((i++))
            continue
        fi
        if [[ -z $command ]]; then
            command=$word
        elif [[ -z $subcommand && " ${_inwo_subcommands[$command]:-} " == *" $word "* ]]; then
            subcommand=$word
        fi
    done

    if [[ $prev == -* && $_inwo_valued_options == *" $prev "* ]]; then
        if [[ -n ${_inwo_choices[$prev]:-} ]]; then
            mapfile -t COMPREPLY < <(compgen -W "${_inwo_choices[$prev]}" -- "$cur")
        else
            mapfile -t COMPREPLY < <(compgen -f -- "$cur")
        fi
        return
    fi
    if [[ $cur == -* ]]; then
        # inwo answers --help anywhere before "--", and --version in place of a command.
        local options="$_inwo_global_options --help"
        if [[ -z $command ]]; then
            options+=" --version"
        elif [[ -n $subcommand ]]; then
            options="${_inwo_options["$command $subcommand"]:-} $options"
        else
            options="${_inwo_options[$command]:-} $options"
        fi
        mapfile -t COMPREPLY < <(compgen -W "$options" -- "$cur")
        return
    fi
    if [[ -z $command ]]; then
        mapfile -t COMPREPLY < <(compgen -W "$_inwo_commands" -- "$cur")
        return
    fi
    if [[ -z $subcommand && -n ${_inwo_subcommands[$command]:-} ]]; then
        mapfile -t COMPREPLY < <(compgen -W "${_inwo_subcommands[$command]}" -- "$cur")
        # rules and abilities also take words of their own: offer files only to the others
        [[ ${#COMPREPLY[@]} -gt 0 ]] && return
    fi
    mapfile -t COMPREPLY < <(compgen -f -- "$cur")
}
complete -o filenames -F _inwo inwo
BASH
mv "$out.tmp" "$out"
