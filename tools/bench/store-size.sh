#!/usr/bin/env bash
# The golden database against its touch logs (issue 33): the dense corpus
# written out as touch logs, imported with --approve into a fresh database
# by each binary given, then run; the file's size against the logs gzipped,
# and what git keeps of it. Each binary's rounds are interleaved with the
# others'. Release builds; the logs are made once and kept in WORK.
#
#   tools/bench/store-size.sh [BINARY...]    # default: .build/release/gesture-replay
#   N=5000 ROUNDS=5 WORK=/tmp/store-size tools/bench/store-size.sh /tmp/old/gesture-replay .build/release/gesture-replay
#
# Prints per round and binary: the import's and the run's wall and CPU
# seconds (`--jobs 2` both), the file's size and its ratio to the gzipped
# logs; then per binary the git pack of all but the last 100 sessions
# committed, of all, and what the 100 added (`git gc --aggressive` each).
# A few generated sessions do not survive export and import (whole
# microseconds, BENCHMARKS.md): the import says so and goes on.
for arg in "$@"; do case "$arg" in -h|--help) sed -n '2,/^[^#]/{/^#/p}' "$0"; exit 0 ;; esac; done  # the header comment
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
n="${N:-5000}" rounds="${ROUNDS:-3}" work="${WORK:-/tmp/gesture-replay-store-size}"
binaries=("$@")
[ ${#binaries[@]} -gt 0 ] || binaries=("$root/.build/release/gesture-replay")
scenes="$root/bench/scenes"
mkdir -p "$work"
if [ ! -f "$work/logs.done" ]; then
    rm -rf "$work/logs" "$work/corpus.sqlite"
    "$root/.build/release/gesture-replay-bench" generate -n "$n" --dense --db "$work/corpus.sqlite" >/dev/null
    mkdir -p "$work/logs"
    sqlite3 "$work/corpus.sqlite" 'SELECT name FROM sessions ORDER BY name' | while read -r name; do
        "${binaries[0]}" --db "$work/corpus.sqlite" export "$name" -o "$work/logs/$name.touches.jsonl"
    done
    touch "$work/logs.done"
fi
gzipped="$(cd "$work" && tar chf - logs | gzip -6 | wc -c)"
echo "touch logs: $(ls "$work/logs" | wc -l) files, $(cat "$work"/logs/* | wc -c) B, gzipped $gzipped B"
timed() {  # wall and user+system CPU seconds of a command whose output is dropped
    /usr/bin/time -f "%e %U %S" -o "$work/time.txt" "$@" >/dev/null 2>&1 || true
    tail -n 1 "$work/time.txt" | awk '{printf "%.2f s (CPU %.2f s)", $1, $2 + $3}'
}
for round in $(seq 1 "$rounds"); do
    for index in "${!binaries[@]}"; do
        bin="${binaries[$index]}" db="$work/m$index.sqlite"
        rm -rf "$db" "$db-journal" "$work/.gesture-replay"
        import="$(timed "$bin" --db "$db" import "$work/logs" --scene dense-photo --scenes "$scenes" --approve --jobs 2)"
        run="$(timed "$bin" --db "$db" run --all --jobs 2 --scenes "$scenes" --quiet --label bench)"
        size="$(stat -c %s "$db")"
        echo "round $round, $bin: import $import, run $run, file $size B, $(echo "scale=2; $size / $gzipped" | bc)x the gzipped logs"
    done
done
mkdir -p "$work/first" "$work/last"
ls "$work/logs" | head -n -100 | while read -r f; do ln -f "$work/logs/$f" "$work/first/$f"; done
ls "$work/logs" | tail -n 100 | while read -r f; do ln -f "$work/logs/$f" "$work/last/$f"; done
for bin in "${binaries[@]}"; do
    repo="$work/git"
    rm -rf "$repo" && mkdir -p "$repo" && git -C "$repo" init -q
    pack() {
        git -C "$repo" add gestures.sqlite
        git -C "$repo" -c user.name=bench -c user.email=bench@localhost commit -qm "$1"
        git -C "$repo" gc -q --aggressive
        du -cb "$repo"/.git/objects/pack/*.pack | tail -1 | cut -f1
    }
    "$bin" --db "$repo/gestures.sqlite" import "$work/first" --scene dense-photo --scenes "$scenes" --approve --jobs 2 >/dev/null 2>&1 || true
    before="$(pack first)"
    "$bin" --db "$repo/gestures.sqlite" import "$work/last" --scene dense-photo --scenes "$scenes" --approve --jobs 2 >/dev/null 2>&1 || true
    after="$(pack last)"
    echo "git, $bin: pack $before B, then $after B ($(echo "scale=2; $after / $gzipped" | bc)x the gzipped logs); the last 100 sessions added $((after - before)) B"
done
