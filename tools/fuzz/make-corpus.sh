#!/usr/bin/env bash
# Rebuilds the seed corpus in tools/fuzz/corpus/ from the sample dumps, the
# shipped recordings and their replays. The corpus is committed; run this
# after adding samples, then commit what changed.
#
# Dumps longer than 8 KB are cut at a frame's end (a SYN_REPORT line) within
# their first 8 KB, so that each execution stays fast and still reaches the
# end of a well-formed dump.
for arg in "$@"; do case "$arg" in -h|--help) sed -n '2,/^[^#]/{/^#/p}' "$0"; exit 0 ;; esac; done  # the header comment
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
fixtures="$root/Tests/GestureImportTests/Fixtures"
corpus="$root/tools/fuzz/corpus"
rm -rf "$corpus"
mkdir -p "$corpus"/{getevent,evemu,libinput,w3c,touchlog,scene,outcome}

# seed TARGET FILE: FILE (cut to a frame's end within 8 KB) as a seed of TARGET.
seed() {
    local target="$1" file="$2" name
    name="$(basename "$file")"
    if [ "$(wc -c <"$file")" -le 8192 ]; then
        cp "$file" "$corpus/$target/$name"
    else
        head -c 8192 "$file" | awk '
            { lines[NR] = $0 }
            /SYN_REPORT|0000 0000 0+[[:space:]]*$|0000 0000 0[[:space:]]*$/ { last = NR }
            END { for (i = 1; i <= last; i++) print lines[i] }' >"$corpus/$target/$name"
    fi
}

for file in "$fixtures"/getevent/* "$fixtures"/getevent-p/*; do seed getevent "$file"; done
for file in "$fixtures"/evemu/*; do seed evemu "$file"; done
for file in "$fixtures"/libinput-record/*; do seed libinput "$file"; done
for file in "$fixtures"/w3c-actions/*; do seed w3c "$file"; done
for file in "$root"/recordings/sessions/*.jsonl; do seed touchlog "$file"; done
for file in "$root"/recordings/scenes/*.json; do seed scene "$file"; done

# Outcomes: each shipped session replayed in its scene.
binary="$root/.build/debug/gesture-replay"
[ -x "$binary" ] || (cd "$root" && swift build --product gesture-replay >&2)
for session in "$root"/recordings/sessions/*.touches.jsonl; do
    scene="$(sed -n 's/.*"scene":"\([^"]*\)".*/\1/p' "$session" | head -1)"
    "$binary" replay --scene "$root/recordings/scenes/$scene.scene.json" --touches "$session" \
        >"$corpus/outcome/$(basename "$session" .touches.jsonl).outcome.jsonl"
done
find "$corpus" -type f | wc -l
