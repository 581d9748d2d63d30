#!/usr/bin/env bash
# Checks that the README's dependency line resolves: clones this repository (its current
# commit, as branch main) into a temporary folder, writes a scratch package whose Package.swift
# has the README's `.package(url: …, branch: "main")` line with the URL pointed at the clone
# (file://), depends on the products the README names, runs `swift package resolve`, and
# checks that those products exist.
# Builds nothing; takes a few seconds.
#
#   tools/check-dependency-line.sh [--keep]
#
#   --keep   leave the temporary folder and print where it is
set -euo pipefail
cd "$(dirname "$0")/.."

keep=false
while [ $# -gt 0 ]; do
    case "$1" in
        --keep) keep=true; shift ;;
        -h|--help) sed -n '2,/^[^#]/{/^#/p}' "$0"; exit 0 ;;  # the header comment
        *) echo "usage: $0 [--keep]" >&2; exit 64 ;;
    esac
done

# The README's line, exactly as printed (the first `.package(url:` line of the README).
line="$(grep -m1 -o '\.package(url: "[^"]*", branch: "main")' README.md || true)"
[ -n "$line" ] || { echo "check-dependency-line: README.md has no .package(url: \"…\", branch: \"main\") line" >&2; exit 1; }

scratch="$(mktemp -d "${TMPDIR:-/tmp}/gesture-replay-dependency.XXXXXX")"
if $keep; then echo "check-dependency-line: keeping $scratch"; else trap 'rm -rf "$scratch"' EXIT; fi

# A clone holds only what is committed: the check sees what a user's clone would.
git clone -q --no-hardlinks . "$scratch/gesture-replay"
git -C "$scratch/gesture-replay" checkout -q -B main "$(git rev-parse HEAD)"

url="file://$scratch/gesture-replay"
dependency="${line/\"*\", branch/\"$url\", branch}"
mkdir -p "$scratch/consumer/Sources/MyGestureTests"
cat > "$scratch/consumer/Package.swift" <<EOF
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "consumer",
    dependencies: [
        $dependency,
    ],
    targets: [
        .executableTarget(name: "MyGestureTests", dependencies: [
            .product(name: "GestureReplayCLI", package: "gesture-replay"),
            .product(name: "GestureReplay", package: "gesture-replay"),
            .product(name: "GestureModel", package: "gesture-replay"),
        ]),
    ]
)
EOF
echo 'import GestureReplayCLI' > "$scratch/consumer/Sources/MyGestureTests/main.swift"

cd "$scratch/consumer"
swift package resolve
# resolve does not check product names: the products the README names must be the clone's.
(cd "$scratch/gesture-replay" && swift package dump-package) | python3 -c '
import json, sys
products = {product["name"] for product in json.load(sys.stdin)["products"]}
missing = {"GestureReplayCLI", "GestureReplay", "GestureModel"} - products
if missing: sys.exit("check-dependency-line: no such products: " + ", ".join(sorted(missing)))
'
echo "check-dependency-line: $line resolves (as $dependency)"
