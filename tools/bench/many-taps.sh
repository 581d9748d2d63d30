#!/usr/bin/env bash
# Writes a scene of one view with N tap recognizers (issue 30 item 7) and a
# touch log of one finger that goes down, moves 400 times within the tap's
# 45 pt and lifts (402 samples), for timing arbitration among recognizers
# that share a touch:
#
#   tools/bench/many-taps.sh 10000 /tmp/taps     # /tmp/taps/scenes/many-taps.scene.json, /tmp/taps/taps.touches.jsonl
#   /usr/bin/time -f "%e s, %M KB" .build/release/gesture-replay replay --scenes /tmp/taps/scenes \
#       --scene many-taps --touches /tmp/taps/taps.touches.jsonl > /dev/null
for arg in "$@"; do case "$arg" in -h|--help) sed -n '2,/^[^#]/{/^#/p}' "$0"; exit 0 ;; esac; done  # the header comment
set -euo pipefail
count="${1:?how many tap recognizers}"
out="${2:?an output folder}"
mkdir -p "$out/scenes"
python3 - "$count" "$out" <<'PY'
import json, sys
count, out = int(sys.argv[1]), sys.argv[2]
scene = {
    "format": "gesture-replay.scene", "version": 1, "name": "many-taps",
    "window": {"width": 320, "height": 568},
    "views": [{"name": "card", "frame": [20, 100, 280, 280]}],
    "recognizers": [{"name": f"tap{i}", "type": "tap", "view": "card"} for i in range(count)],
}
with open(f"{out}/scenes/many-taps.scene.json", "w") as f:
    json.dump(scene, f)
lines = [{"format": "gesture-replay.touches", "version": 1, "name": "taps", "scene": "many-taps",
          "screen": {"width": 320, "height": 568, "scale": 2}, "source": "hand-written"}]
lines.append({"t": 0, "touch": 1, "phase": "began", "x": 160, "y": 240})
for step in range(1, 401):  # 0.5 ms apart, within 10 pt of the start: a tap held 0.2 s
    lines.append({"t": step * 0.0005, "touch": 1, "phase": "moved", "x": 160 + step % 10, "y": 240})
lines.append({"t": 0.2005, "touch": 1, "phase": "ended", "x": 160, "y": 240})
with open(f"{out}/taps.touches.jsonl", "w") as f:
    f.write("".join(json.dumps(line) + "\n" for line in lines))
PY
