#!/usr/bin/env bash
# Checks what can be checked of GestureRecorder without a Mac:
# - its sources compile in Swift 5 and Swift 6 language modes against the built GestureUIKit
#   (the package's own build compiles them in Swift 6 mode only), with warnings as errors: the
#   recorder is one source for a team's app, whichever mode the app is in;
# - the manifest (`swift package dump-package`) gives it GestureUIKit alone on Linux, whose
#   closure has no SQLite, and nothing on any other host (the Mac that builds an app).
# Needs `swift build` first (CI's `swift test` builds it). Takes about 10 s.
#
#   tools/check-recorder.sh
set -euo pipefail
cd "$(dirname "$0")/.."

case "${1:-}" in
    -h|--help) sed -n '2,/^[^#]/{/^#/p}' "$0"; exit 0 ;;  # the header comment
    "") ;;
    *) echo "usage: $0" >&2; exit 64 ;;
esac

bin="$(swift build --show-bin-path)"
[ -f "$bin/Modules/GestureUIKit.swiftmodule" ] || { echo "check-recorder: build first (swift build)" >&2; exit 1; }
out="$(mktemp -d "${TMPDIR:-/tmp}/gesture-recorder-modes.XXXXXX")"
trap 'rm -rf "$out"' EXIT

for mode in 5 6; do
    swiftc -c -wmo -parse-as-library -swift-version "$mode" -warnings-as-errors -module-name GestureRecorder \
        -I "$bin/Modules" -Xcc -fmodule-map-file="$bin/CGestureThread.build/module.modulemap" \
        -o "$out/GestureRecorder-$mode.o" Sources/GestureRecorder/*.swift
    echo "check-recorder: GestureRecorder compiles in Swift $mode mode, no warnings"
done

# The manifest: on Linux the recorder depends on GestureUIKit alone, whose closure has no SQLite;
# on any other host (the manifest evaluated with `os(Linux)` false, as on the Mac that builds an
# app) it depends on nothing.
closure='
import json, sys
targets = {t["name"]: t for t in json.load(sys.stdin)["targets"]}
def names(target):
    return [d.get("byName", d.get("target", [None]))[0] for d in targets[target]["dependencies"]]
expected = sys.argv[1].split(",") if sys.argv[1] else []
if names("GestureRecorder") != expected:
    sys.exit("check-recorder: GestureRecorder depends on %s, expected %s" % (names("GestureRecorder"), expected))
seen, todo = set(), list(expected)
while todo:
    name = todo.pop()
    if name in seen: continue
    seen.add(name); todo += names(name)
if {"CSQLite", "CZstd", "GestureStore"} & seen:
    sys.exit("check-recorder: the recorder reaches SQLite through " + ", ".join(sorted(seen)))
print("check-recorder: GestureRecorder depends on [%s], reaching %s" % (sys.argv[1], ", ".join(sorted(seen)) or "nothing"))
'
swift package dump-package | python3 -c "$closure" GestureUIKit
mkdir -p "$out/other-host/Sources"
sed 's/^#if os(Linux)$/#if false  \/\/ os(Linux), on another host/' Package.swift > "$out/other-host/Package.swift"
grep -q '^#if false' "$out/other-host/Package.swift" || { echo "check-recorder: no #if os(Linux) in Package.swift" >&2; exit 1; }
(cd "$out/other-host" && for target in $(cd "$OLDPWD" && ls Sources); do mkdir -p "Sources/$target"; done \
    && swift package dump-package) | python3 -c "$closure" ""
