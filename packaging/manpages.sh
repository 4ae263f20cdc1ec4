#!/bin/sh
# Writes the man pages inwo.1.gz and inwo-assistant.1.gz from the programs' own --help text, so the
# page and `--help` are one text and cannot drift. Run by the build (packaging/CMakeLists.txt):
#   manpages.sh INWO INWO_ASSISTANT VERSION OUTDIR
# Only the NAME lines, inwo's --help and --version (OPTIONS), ENVIRONMENT, FILES and SEE ALSO are
# written here: they are not in --help.
set -eu
inwo=$1
gui=$2
version=$3
out=$4
mkdir -p "$out"
date=$(date -u -d "@${SOURCE_DATE_EPOCH:-$(date +%s)}" +%Y-%m-%d)

# roff escapes: backslash first, then hyphens (so options stay copyable). Every text line is
# printed after "\&", so one starting with a dot (".dek, .txt") is not read as a request.
roff_escape='{ gsub(/\\/, "\\e"); gsub(/-/, "\\-") }'

# inwo: "usage:" line, then per command a line indented by 2 and its description indented by 6,
# then a blank line and the closing paragraphs; the one starting "Exit codes:" is EXIT STATUS, after
# OPTIONS: --help and --version, which the help text does not name (clicommands.cpp answers them).
inwo_options=$(cat <<ROFF
.SH OPTIONS
.TP
.B \-h, \-\-help
print the commands and their options (the text above) and exit; taken anywhere before \-\-, as
.B inwo help
too.
.TP
.B \-\-version
print the program's name and version (inwo $version) and exit.
ROFF
)
export inwo_options
{
    printf '.TH INWO 1 "%s" "inwo %s" "User Commands"\n' "$date" "$version"
    printf '.SH NAME\ninwo \\- command line of INWO Assistant: cards, decks, attacks, rules and live games of Illuminati: New World Order\n'
    "$inwo" --help | awk "$roff_escape"'
        NR == 1 && /^usage: / { print ".SH SYNOPSIS\n.B inwo\n" substr($0, 13); print ".SH COMMANDS"; next }
        /^$/ && !commands { next }
        /^  [^ ]/ && !tail { commands = 1; sub(/^  /, ""); print ".TP\n.B " $0; next }
        /^      / && !tail { sub(/^ +/, ""); print "\\&" $0; next }
        /^$/ { tail = 1; print ".PP"; next }
        tail && /^Exit codes:/ { print ENVIRON["inwo_options"]; options = 1
                                 print ".SH EXIT STATUS"; sub(/^Exit codes: */, "") }
        tail { print "\\&" $0 }
        END { if (!options) print ENVIRON["inwo_options"] }'
    cat <<'ROFF'
.SH ENVIRONMENT
.TP
.B INWO_DB
the card database to use when no \-\-db is given.
.SH FILES
.TP
.I ~/.local/share/INWO Assistant/inwo\-assistant/inwo.sqlite
the program's database (cards, stored decks, games, imported rules texts), shared with
.BR inwo\-assistant (1).
.SH SEE ALSO
.BR inwo\-assistant (1)
ROFF
} > "$out/inwo.1"

# inwo-assistant: Qt's QCommandLineParser text ("Usage:", a description line, "Options:" with the
# option, two or more spaces, then its words, continued on lines indented past the option). The NAME
# line is the desktop file's Comment and the package's summary, not the help's description.
{
    printf '.TH INWO\\-ASSISTANT 1 "%s" "inwo-assistant %s" "User Commands"\n' "$date" "$version"
    printf '.SH NAME\ninwo\\-assistant \\- card database, deck checker and referee for Illuminati: New World Order\n'
    "$gui" --help 2>/dev/null | awk "$roff_escape"'
        NR == 1 { next }
        NR == 2 { print ".SH SYNOPSIS\n.B inwo\\-assistant\n[options]"
                  print ".SH DESCRIPTION\nThe desktop program of INWO Assistant: a card database, deck builder and checker, attack and timing referee and live game tracker for the card game Illuminati: New World Order."
                  next }
        /^Options:/ { print ".SH OPTIONS"; next }
        /^  [^ ]/ { sub(/^  /, ""); opt = $0; sub(/  .*/, "", opt); sub(/^([^ ]+ )*[^ ]+  +/, "")
                    print ".TP\n.B " opt; print "\\&" $0; next }
        /^      / { sub(/^ +/, ""); print "\\&" $0; next }'
    cat <<'ROFF'
.SH ENVIRONMENT
.TP
.B INWO_DB
the card database to use when no \-\-db is given.
.TP
.BR LANGUAGE ", " LC_ALL ", " LC_MESSAGES ", " LANG
the language of the window, which follows the system's: German when
.B LANGUAGE
(a list such as fr:de) names German anywhere, or, when it is not set, when the first of
.BR LC_ALL ,
.B LC_MESSAGES
and
.B LANG
that is set does (de_DE.UTF\-8, de_AT.UTF\-8); English otherwise. Qt's own dialogs (file
dialogs, Save/Discard) follow the same variables, with the translations of the
qt6\-translations\-l10n package.
.SH SEE ALSO
.BR inwo (1)
ROFF
} > "$out/inwo-assistant.1"

gzip -9nf "$out/inwo.1" "$out/inwo-assistant.1"
