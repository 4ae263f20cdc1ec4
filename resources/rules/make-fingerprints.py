#!/usr/bin/env python3
"""Writes resources/rules/fingerprints.json from the seed texts: for each rules document the
program can recognise, its seed number, an edition name and the hash of each line. Hashes only:
no sentence of the texts goes into the file. Run by hand when a seed changes; commit the output.

    resources/rules/make-fingerprints.py [SEEDS_DIR] [OUTPUT]

SEEDS_DIR defaults to ../shared/seeds beside the checkout, OUTPUT to fingerprints.json beside this
script. Each line is written as "hash:words:bytes:anchor" (see line_fingerprint()), "" for a line
without text. normalize() below is core/rules/rulestext.cpp's normalizedRulesLine(), and
tst_rulestext checks that the two give the same fingerprints for every line of the seeds.
"""

import hashlib
import json
import os
import sys
import unicodedata

# seed number, file, edition name (the seeds' README says what each text is)
DOCUMENTS = [
    ("000", "000_42f3d193c8c5ff8e.txt", "Unlimited Edition (1995)"),
    ("001", "001_75a3615548477915.txt", "1999 edition"),
    ("002", "002_c1b8ef93d76c5628.txt", "Last updated 28 November 1999"),
    ("003", "003_ec8d030db71a69d3.txt", "One page, printed twice"),
    ("004", "004_982041b3a4af1224.txt", "Web page"),
]

# What normalisation does with typographic and markup characters (rulestext.cpp has the same
# lists). Quotes of every kind, the emphasis '*', list and heading marks and symbols (category So)
# are dropped; dashes of every kind separate words; an ellipsis is three full stops.
QUOTES = "'\"\u2018\u2019\u201a\u201b\u2032\u2035\u00b4\u0060\u201c\u201d\u201e\u201f\u2033\u2036\u00ab\u00bb"
DASHES = "-\u2010\u2011\u2012\u2013\u2014\u2015\u2212\ufe58\ufe63\uff0d"
MARKS = "*#>\u2022\u25e6\u25aa\u2023\u00b7\u2020\u2021"
ELLIPSIS = "\u2026"
WHITESPACE_ASCII = "\t\n\x0b\x0c\r \x85"


def is_space(c):
    return c in WHITESPACE_ASCII or unicodedata.category(c) in ("Zs", "Zl", "Zp")


def fold(c):
    # Simple case folding, one character to one (as QString::toCaseFolded): full folding would
    # turn "ß" into "ss".
    folded = c.casefold()
    if len(folded) == 1:
        return folded
    lowered = c.lower()
    return lowered if len(lowered) == 1 else c


def normalize(line):
    """core/rules/rulestext.cpp's normalizedRulesLine(): NFKC, the characters above, case folded,
    NFKC again, whitespace collapsed to one space and trimmed."""
    out = []
    for c in unicodedata.normalize("NFKC", line):
        if c == ELLIPSIS:
            out.append("...")
        elif is_space(c) or c in DASHES:
            out.append(" ")
        elif c in QUOTES or c in MARKS:
            continue
        elif unicodedata.category(c) in ("Cc", "Cf", "So"):
            continue
        else:
            out.append(fold(c))
    # Composed again: a dropped character may have stood between a letter and its accent, and
    # folding may leave a form NFKC writes otherwise.
    text = unicodedata.normalize("NFKC", "".join(out))
    return " ".join(w for w in text.split(" ") if w)


def fnv1a32(data):
    state = 2166136261
    for byte in data:
        state = ((state ^ byte) * 16777619) & 0xFFFFFFFF
    return state


def line_fingerprint(line):
    """"hash:words:bytes:anchor" as rulestext.cpp's rulesLineFingerprintText(), "" for no text:
    the first 16 hex digits of the SHA-256 of the normalised line in UTF-8, its number of words,
    its UTF-8 bytes, and the low 16 bits of FNV-1a (32 bits) of its first two words."""
    normalized = normalize(line)
    if not normalized:
        return ""
    data = normalized.encode("utf-8")
    words = normalized.split(" ")
    digest = hashlib.sha256(data).hexdigest()[:16]
    anchor = fnv1a32(" ".join(words[:2]).encode("utf-8")) & 0xFFFF
    return "%s:%d:%d:%04x" % (digest, len(words), len(data), anchor)


def seed_lines(path):
    # Lines as the project numbers them: split at "\r\n", "\r" and "\n".
    with open(path, "rb") as f:
        text = f.read().decode("utf-8-sig")
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()  # the final line break ends the last line
    return lines


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    seeds = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "..", "..", "..", "shared", "seeds")
    output = sys.argv[2] if len(sys.argv) > 2 else os.path.join(here, "fingerprints.json")
    documents = []
    for code, name, edition in DOCUMENTS:
        lines = seed_lines(os.path.join(seeds, name))
        documents.append({"seed": code, "edition": edition, "lines": [line_fingerprint(l) for l in lines]})
    with open(output, "w", encoding="utf-8") as f:
        json.dump({"format": 1, "documents": documents}, f, indent=1, ensure_ascii=True)
        f.write("\n")


if __name__ == "__main__":
    main()
