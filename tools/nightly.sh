#!/usr/bin/env bash
# The nightly job: replay every stored session under a label, write the run's reports and the
# regression report over the last runs into a dated folder, and exit with the run's status so
# that the scheduler can tell: 0 everything passed, 1 regressions or errors, 64/65/70 the tool
# itself failed (usage, bad data, internal error).
#
#   tools/nightly.sh [--db PATH] [--out DIR] [--label LABEL] [--last N] [--binary PATH] [-- RUN OPTION...]
#
#   --db PATH      the database (default: $GESTURE_REPLAY_DB or recordings/gestures.sqlite)
#   --out DIR      where the dated folders go (default: reports/nightly)
#   --label LABEL  the run's label (default: the git commit, else nightly-DATE)
#   --last N       runs in the regression report's trend (default: 14)
#   --binary PATH  gesture-replay to use (default: $GESTURE_REPLAY, gesture-replay on the PATH,
#                  .build/release/gesture-replay, .build/debug/gesture-replay)
#   after --        more options for `run` (--jobs 4, --threshold NAME=VALUE, ...)
#
# Relative paths are relative to the repository (the script runs from its root).
#
# Writes DIR/YYYY-MM-DD/ (UTC; a second run that day gets YYYY-MM-DDTHHMMSS/):
#   run.txt          the run's summary          junit.xml, results.json, html/   the run's reports
#   report.txt       the regression summary     nightly.md, nightly/index.html   the regression report
# and points DIR/latest at it.
set -uo pipefail
cd "$(dirname "$0")/.."

db=()
out=reports/nightly
label=""
last=14
binary="${GESTURE_REPLAY:-}"
run_options=()
while [ $# -gt 0 ]; do
    case "$1" in
        --db|--out|--label|--last|--binary)
            # A missing value is a usage error (64), not an unbound $2 (1, which reads as "regressions").
            [ $# -ge 2 ] || { echo "nightly: $1 needs a value (see --help)" >&2; exit 64; } ;;
    esac
    case "$1" in
        --db) db=(--db "$2"); shift 2 ;;
        --out) out="$2"; shift 2 ;;
        --label) label="$2"; shift 2 ;;
        --last) last="$2"; shift 2 ;;
        --binary) binary="$2"; shift 2 ;;
        --) shift; run_options=("$@"); break ;;
        -h|--help) sed -n '2,/^[^#]/{/^#/p}' "$0"; exit 0 ;;  # the header comment
        *) echo "nightly: unknown option $1 (see --help)" >&2; exit 64 ;;
    esac
done

if [ -z "$binary" ]; then
    for candidate in "$(command -v gesture-replay || true)" .build/release/gesture-replay .build/debug/gesture-replay; do
        if [ -n "$candidate" ] && [ -x "$candidate" ]; then binary="$candidate"; break; fi
    done
fi
if [ -z "$binary" ] || [ ! -x "$binary" ]; then
    echo "nightly: no gesture-replay binary; build one (swift build -c release) or give --binary" >&2
    exit 69
fi

day="$(date -u +%Y-%m-%d)"
folder="$out/$day"
[ -e "$folder" ] && folder="$out/$(date -u +%Y-%m-%dT%H%M%S)"
if ! mkdir -p "$folder"; then
    echo "nightly: cannot create $folder" >&2
    exit 73
fi
if [ -z "$label" ]; then
    label="$(git rev-parse --short HEAD 2>/dev/null || echo "nightly-$day")"
fi

"$binary" "${db[@]}" run --all --quiet --label "$label" \
    --junit "$folder/junit.xml" --json "$folder/results.json" --html "$folder/html" \
    "${run_options[@]}" >"$folder/run.txt" 2>&1
status=$?

"$binary" "${db[@]}" report --last "$last" --markdown "$folder/nightly.md" --html "$folder/nightly" \
    >"$folder/report.txt" 2>&1
report_status=$?

ln -sfn "$(basename "$folder")" "$out/latest" 2>/dev/null || true

# One line for the scheduler's mail, then the regression summary.
tail -n 1 "$folder/run.txt"
cat "$folder/report.txt"
echo "reports: $folder"

# The run decides; a report that could not be written (64 and above) is a failure too.
if [ "$status" -le 1 ] && [ "$report_status" -ge 64 ]; then
    exit "$report_status"
fi
exit "$status"
