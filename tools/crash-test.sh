#!/usr/bin/env bash
# Crash safety: starts imports and runs on a large database, kills them with
# SIGKILL at random moments, and after every kill checks that the database
# is whole and that the next command works.
#
#   tools/crash-test.sh [KILLS] [SEED]     (default 120 kills, seed 1)
#
# After each kill:
#   - PRAGMA integrity_check is ok and PRAGMA foreign_key_check finds nothing;
#   - no session is half-imported: each has its samples blob, and the blob's
#     length fits its sample_count (layout 2 of schema.sql: 14 + 5 to 61
#     bytes a sample), and
#     `gesture-replay check` decodes every blob against sample_count,
#     duration and touch count;
#   - goldens, observations and results belong to existing rows;
#   - no run is half-recorded: every run is finished (a run is recorded in
#     one transaction) and its counts equal its results;
#   - `gesture-replay check` exits 0 and `gesture-replay list` works; every
#     tenth kill, a whole `run --all` must also work (exit 0 or 1).
#
# Uses the release build (built if missing) and the sqlite3 shell (installed
# with apt-get if missing). Exits 1 if any check failed.
for arg in "$@"; do case "$arg" in -h|--help) sed -n '2,/^[^#]/{/^#/p}' "$0"; exit 0 ;; esac; done  # the header comment
set -uo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
kills="${1:-120}"
seed="${2:-1}"
RANDOM="$seed"

if ! command -v sqlite3 >/dev/null; then
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq sqlite3 >/dev/null || { echo "crash-test: needs sqlite3" >&2; exit 2; }
fi
bin="$root/.build/release/gesture-replay"
bench="$root/.build/release/gesture-replay-bench"
if [ ! -x "$bin" ] || [ ! -x "$bench" ]; then
    (cd "$root" && swift build -c release --product gesture-replay >&2 && swift build -c release --product gesture-replay-bench >&2) || exit 2
fi

work="$(mktemp -d /tmp/gesture-replay-crash.XXXXXX)"
trap 'rm -rf "$work"' EXIT
db="$work/gestures.sqlite"
scenes="$work/scenes"
cp -r "$root/recordings/scenes" "$scenes"

# The corpus: 2000 generated sessions with goldens, about 600 touch logs to
# import (copies of the shipped ones, each file its own transaction), and
# one long touch log (a finger circling for 5 minutes at 120 Hz: one large
# transaction).
"$bench" generate -n 2000 --db "$db" --scenes "$scenes" >/dev/null || exit 2
mkdir -p "$work/dumps"
logs=("$root"/recordings/sessions/*.touches.jsonl)
for copy in $(seq 1 $(((600 + ${#logs[@]} - 1) / ${#logs[@]}))); do
    for file in "${logs[@]}"; do
        name="$(basename "$file" .touches.jsonl)"
        sed "s/\"name\":\"$name\"/\"name\":\"$name-$copy\"/" "$file" >"$work/dumps/$name-$copy.touches.jsonl"
    done
done
awk 'BEGIN {
    print "{\"format\":\"gesture-replay.touches\",\"version\":1,\"name\":\"long\",\"scene\":\"pan-or-tap\"}"
    print "{\"t\":0,\"touch\":1,\"phase\":\"began\",\"x\":160,\"y\":240}"
    for (i = 1; i < 36000; i++) {
        printf "{\"t\":%.6f,\"touch\":1,\"phase\":\"moved\",\"x\":%.3f,\"y\":%.3f}\n", i / 120, 160 + 100 * cos(i / 60), 240 + 100 * sin(i / 60)
    }
    print "{\"t\":300,\"touch\":1,\"phase\":\"ended\",\"x\":260,\"y\":240}"
}' >"$work/long.touches.jsonl"

gr() { "$bin" --db "$db" "$@" --scenes "$scenes"; }
operations=(
    "import $work/dumps --approve --replace --quiet"
    "import $work/long.touches.jsonl --name long --approve --replace --quiet"
    "run --all --jobs 2 --quiet"
    "run --all --jobs 2 --threshold tapMaximumInterval=0.4 --quiet"
    "approve --failing --force --quiet"
)

now_ms() { echo $(($(date +%s%N) / 1000000)); }

# How long each operation takes when left alone: kills land within that.
durations=()
for operation in "${operations[@]}"; do
    start=$(now_ms)
    # shellcheck disable=SC2086
    gr $operation >/dev/null 2>&1
    durations+=($(($(now_ms) - start + 1)))
done
echo "crash-test: corpus ready in $work; operation times (ms): ${durations[*]}"

sql() { sqlite3 -batch -bail "$db" "$1" 2>&1; }
failures=0
fail() {
    failures=$((failures + 1))
    echo "crash-test: kill $1 ($2): $3" >&2
}

# The checks after a kill; prints nothing when all pass.
verify() {
    local kill="$1" operation="$2" answer
    answer="$(sql 'PRAGMA integrity_check;')"
    [ "$answer" = ok ] || fail "$kill" "$operation" "integrity_check: $answer"
    answer="$(sql 'PRAGMA foreign_key_check;')"
    [ -z "$answer" ] || fail "$kill" "$operation" "foreign_key_check: $answer"
    answer="$(sql "SELECT s.name FROM sessions s LEFT JOIN session_samples b ON b.session_id = s.id
                   WHERE b.samples IS NULL OR length(b.samples) NOT BETWEEN 14 + 5 * s.sample_count AND 14 + 61 * s.sample_count;")"
    [ -z "$answer" ] || fail "$kill" "$operation" "sessions without matching samples: $answer"
    answer="$(sql "SELECT 'golden', session_id FROM goldens WHERE session_id NOT IN (SELECT id FROM sessions)
                   UNION ALL SELECT 'observation', session_id FROM session_observations WHERE session_id NOT IN (SELECT id FROM sessions)
                   UNION ALL SELECT 'result', run_id FROM results WHERE run_id NOT IN (SELECT id FROM runs);")"
    [ -z "$answer" ] || fail "$kill" "$operation" "rows without their parent: $answer"
    answer="$(sql "SELECT id FROM runs WHERE finished_at_ms IS NULL;")"
    [ -z "$answer" ] || fail "$kill" "$operation" "unfinished runs: $answer"
    answer="$(sql "SELECT u.id FROM runs u WHERE u.pass_count + u.regression_count + u.new_count + u.error_count + u.obsolete_count
                       <> (SELECT count(*) FROM results r WHERE r.run_id = u.id)
                   OR u.regression_count <> (SELECT count(*) FROM results r WHERE r.run_id = u.id AND r.status = 'regression');")"
    [ -z "$answer" ] || fail "$kill" "$operation" "runs whose counts differ from their results: $answer"
    answer="$(gr check 2>&1)" || fail "$kill" "$operation" "check: $answer"
    answer="$("$bin" --db "$db" list 2>&1 >/dev/null)" || fail "$kill" "$operation" "list: $answer"
    if [ $((kill % 10)) -eq 0 ]; then
        gr run --all --jobs 2 --quiet >/dev/null 2>"$work/run.err"
        status=$?
        [ $status -le 1 ] || fail "$kill" "$operation" "run --all exited $status: $(head -3 "$work/run.err")"
    fi
}

killed=0
finished=0
started=$(now_ms)
for kill in $(seq 1 "$kills"); do
    index=$((RANDOM % ${#operations[@]}))
    operation="${operations[$index]}"
    delay=$(((RANDOM * 32768 + RANDOM) % ${durations[$index]}))
    # shellcheck disable=SC2086
    "$bin" --db "$db" $operation --scenes "$scenes" >/dev/null 2>&1 &
    pid=$!
    sleep "$(printf '%d.%03d' $((delay / 1000)) $((delay % 1000)))"
    if kill -KILL "$pid" 2>/dev/null; then killed=$((killed + 1)); else finished=$((finished + 1)); fi
    wait "$pid" 2>/dev/null
    verify "$kill" "${operation%% /*}"
done
sessions="$(sql 'SELECT count(*) FROM sessions;')"
runs="$(sql 'SELECT count(*) FROM runs;')"
echo "crash-test: $kills attempts in $((($(now_ms) - started) / 1000)) s: $killed killed mid-command, $finished finished first; $sessions sessions, $runs runs; $failures failed checks"
[ $failures -eq 0 ]
