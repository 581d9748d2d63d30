#!/usr/bin/env bash
# Renders the HTML report of a run with a regression in headless Chromium and checks that it
# rendered: every page's DOM has its content and its SVG pictures, no console message (the
# pages have no scripts, so any message is an error or a blocked load), and a screenshot that is
# a real picture, not a blank page. The screenshots stay in the output folder for a person (or
# a CI artifact) to look at.
#
#   tools/check-html-report.sh [--binary PATH] [--out DIR]
#
# Needs: chromium (Debian: apt-get install -y chromium) and python3. Takes about 15 s.
set -euo pipefail
cd "$(dirname "$0")/.."

binary=.build/debug/gesture-replay
out=""
while [ $# -gt 0 ]; do
    case "$1" in
        --binary|--out) [ $# -ge 2 ] || { echo "usage: $0 [--binary PATH] [--out DIR]" >&2; exit 64; } ;;
    esac
    case "$1" in
        --binary) binary="$2"; shift 2 ;;
        --out) out="$2"; shift 2 ;;
        -h|--help) sed -n '2,/^[^#]/{/^#/p}' "$0"; exit 0 ;;  # the header comment
        *) echo "usage: $0 [--binary PATH] [--out DIR]" >&2; exit 64 ;;
    esac
done
command -v chromium >/dev/null || { echo "check-html-report: chromium is not installed (apt-get install -y chromium)" >&2; exit 69; }
command -v python3 >/dev/null || { echo "check-html-report: python3 is not installed" >&2; exit 69; }
[ -x "$binary" ] || { echo "check-html-report: no $binary; run swift build first" >&2; exit 69; }
binary="$(cd "$(dirname "$binary")" && pwd)/$(basename "$binary")"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
out="${out:-$work/out}"
mkdir -p "$out"
out="$(cd "$out" && pwd)"

# A workspace with the shipped sessions approved, then a run whose tap interval is 0.4 s:
# single-tap regresses (its double tap now fails at 0.48 s instead of 0.43 s).
mkdir -p "$work/recordings"
cp -r recordings/scenes recordings/sessions "$work/recordings/"
(
    cd "$work"
    "$binary" import recordings/sessions --approve --quiet
    status=0
    "$binary" run --all --label check-html --threshold tapMaximumInterval=0.4 --html "$out/html" >/dev/null || status=$?
    [ "$status" -eq 1 ] || { echo "check-html-report: expected the run to exit 1 (a regression), got $status" >&2; exit 1; }
)

failures=0
fail() { echo "FAIL $1" >&2; failures=$((failures + 1)); }

chrome() {
    chromium --headless --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run --hide-scrollbars \
        --force-device-scale-factor=1 --user-data-dir="$work/profile" --enable-logging=stderr --v=0 "$@"
}

# check PAGE PNG SVGS TEXT...: the page's DOM holds each TEXT and SVGS <svg> pictures, nothing is
# logged to the console, and its screenshot is a PNG with content.
check() {
    local page="$1" png="$2" svgs="$3"
    shift 3
    local dom="$work/dom.html" log="$work/console.log"
    chrome --dump-dom "file://$page" >"$dom" 2>"$log" || true
    for text in "$@"; do grep -qF -- "$text" "$dom" || fail "$(basename "$page"): no \"$text\" in the rendered page"; done
    local found
    found="$(grep -o "<svg" "$dom" | wc -l || true)"
    [ "$found" -eq "$svgs" ] || fail "$(basename "$page"): $found SVG pictures in the rendered page, expected $svgs"
    if grep -q ":CONSOLE" "$log"; then
        fail "$(basename "$page"): console messages:"
        grep ":CONSOLE" "$log" >&2
    fi
    chrome --window-size=1280,1600 --screenshot="$png" "file://$page" >/dev/null 2>&1 || true
    python3 - "$png" <<'PYTHON' || fail "$(basename "$page"): the screenshot $png is not a rendered page"
import struct, sys, zlib
data = open(sys.argv[1], "rb").read()
assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
width, height = struct.unpack(">II", data[16:24])
assert width >= 1000 and height >= 1000, f"{width}x{height}"
chunks, i = b"", 8
while i < len(data):
    length, kind = struct.unpack(">I4s", data[i:i + 8])
    if kind == b"IDAT":
        chunks += data[i + 8:i + 8 + length]
    i += 12 + length
pixels = zlib.decompress(chunks)
# A blank page compresses to a handful of byte values; a page with text, colour and pictures
# uses most of them.
assert len(set(pixels)) > 128, f"only {len(set(pixels))} distinct byte values: a blank page?"
print(f"  {sys.argv[1]}: {width}x{height}, {len(data) // 1024} KB")
PYTHON
}

index="$out/html/index.html"
# The index's pictures are the passing sessions' margin bars, one for each whose smallest margin a
# threshold decided: as many as the written page holds, and the column's header.
bars="$(grep -o '<svg class="margin"' "$index" | wc -l)"
[ "$bars" -gt 0 ] || fail "index.html: no margin bars written"
check "$index" "$out/index.png" "$bars" "gesture-replay run #" "Needs attention (" "single-tap" "smallest margin"
detail="$(ls "$out"/html/sessions/*-single-tap.html 2>/dev/null | head -n 1)"
if [ -z "$detail" ]; then
    fail "no detail page for single-tap in $out/html/sessions"
else
    # Its pictures: the swimlanes, the touches, and a margin bar for each decision a threshold decided.
    decision_bars="$(grep -o '<svg class="margin"' "$detail" | wc -l)"
    [ "$decision_bars" -gt 0 ] || fail "$(basename "$detail"): no margin bars in its decisions"
    check "$detail" "$out/detail.png" "$((2 + decision_bars))" "Differences from the golden (3)" "tap interval 0.4 s" \
        "Recognizers over time" "Decisions and their margins" "Touches" "Timelines"
fi

if [ "$failures" -gt 0 ]; then
    echo "check-html-report: $failures problem(s); pages and screenshots in $out" >&2
    [ "$out" = "$work/out" ] && trap - EXIT
    exit 1
fi
echo "check-html-report: the report rendered; screenshots in $out"
[ "$out" = "$work/out" ] && trap - EXIT
exit 0
