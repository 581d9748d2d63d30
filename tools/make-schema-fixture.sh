#!/usr/bin/env bash
# Makes Tests/RobustnessTests/Fixtures/schema-vN.sqlite with this build, N
# being the schema version of schema.sql: the shipped touch logs imported
# with approved goldens, a getevent dump, a touch log with a device golden,
# and one run. Run it once when a schema version is released, before the
# next one changes the code, and commit the file: SchemaEvolutionTests opens
# every such fixture with the current code.
for arg in "$@"; do case "$arg" in -h|--help) sed -n '2,/^[^#]/{/^#/p}' "$0"; exit 0 ;; esac; done  # the header comment
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
version="$(grep -c '^-- migration ' "$root/schema.sql")"
out="$root/Tests/RobustnessTests/Fixtures/schema-v$version.sqlite"
if [ -e "$out" ]; then
    echo "$out exists: a released version's fixture is never remade" >&2
    exit 1
fi
(cd "$root" && swift build --product gesture-replay >&2)
bin="$root/.build/debug/gesture-replay"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp -r "$root/recordings/scenes" "$work/scenes"
db="$work/gestures.sqlite"
"$bin" --db "$db" import "$root/recordings/sessions" --approve --scenes "$work/scenes" --quiet
"$bin" --db "$db" import "$root/Tests/GestureImportTests/Fixtures/getevent/qemu-virtio-protoB-lt-two-slots-hold-drag-SYNTHETIC.txt" \
    --name qemu-drag --scene pan-or-tap --approve --scenes "$work/scenes" --quiet
cat >"$work/device.touches.jsonl" <<'LOG'
{"format":"gesture-replay.touches","version":1,"name":"device-tap","scene":"tap-or-double-tap","source":"fixture"}
{"t":0,"touch":1,"phase":"began","x":160,"y":240}
{"t":0.08,"touch":1,"phase":"ended","x":160,"y":240}
{"t":0.43,"gesture":"single","state":"recognized"}
LOG
"$bin" --db "$db" import "$work/device.touches.jsonl" --scenes "$work/scenes" --quiet
# Since version 3 a run is recorded in the history store beside the database, never in it
# (schema.sql, migration 3): the fixture holds sessions, scenes and goldens. A database of an
# older version had its write-ahead log copied back into the main file here.
"$bin" --db "$db" run --all --label "schema v$version fixture" --scenes "$work/scenes" --quiet >/dev/null
cp "$db" "$out"
echo "$out: $(sqlite3 "$out" 'SELECT count(*) FROM sessions') sessions, $(sqlite3 "$out" 'SELECT count(*) FROM goldens') goldens"
