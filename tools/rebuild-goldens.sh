#!/usr/bin/env bash
# Rebuilds recordings/gestures.sqlite from the touch logs in recordings/sessions/,
# approving today's replay of each as its golden. Run it after adding sessions or
# after a deliberate change of behaviour, then review `git diff` (see the README's
# textconv set-up) before committing. Never run it in CI.
for arg in "$@"; do case "$arg" in -h|--help) sed -n '2,/^[^#]/{/^#/p}' "$0"; exit 0 ;; esac; done  # the header comment
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -n "${CI:-}" ]; then
    echo "refusing to re-record goldens in CI" >&2
    exit 64
fi
swift build -c release --product gesture-replay
rm -f recordings/gestures.sqlite recordings/gestures.sqlite-wal recordings/gestures.sqlite-shm recordings/gestures.sqlite-journal
.build/release/gesture-replay import recordings/sessions --approve --quiet
# Replayed once, as CI will: every golden passes (the run goes to the local history store).
.build/release/gesture-replay run --all --quiet
