#!/usr/bin/env bash
# Compiles GestureRecorder's sources in Swift 5 and Swift 6 language modes against the built
# GestureUIKit (the package's own build compiles them in Swift 6 mode only), with warnings as
# errors: the recorder is one source for a team's app, whichever mode the app is in.
# Needs `swift build` first (CI's `swift test` builds it).
#
#   tools/check-recorder-modes.sh
set -euo pipefail
cd "$(dirname "$0")/.."

bin="$(swift build --show-bin-path)"
[ -f "$bin/Modules/GestureUIKit.swiftmodule" ] || { echo "check-recorder-modes: build first (swift build)" >&2; exit 1; }
out="$(mktemp -d "${TMPDIR:-/tmp}/gesture-recorder-modes.XXXXXX")"
trap 'rm -rf "$out"' EXIT

for mode in 5 6; do
    swiftc -c -wmo -parse-as-library -swift-version "$mode" -warnings-as-errors -module-name GestureRecorder \
        -I "$bin/Modules" -Xcc -fmodule-map-file="$bin/CGestureThread.build/module.modulemap" \
        -o "$out/GestureRecorder-$mode.o" Sources/GestureRecorder/*.swift
    echo "check-recorder-modes: GestureRecorder compiles in Swift $mode mode, no warnings"
done
