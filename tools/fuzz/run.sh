#!/usr/bin/env bash
# Builds the fuzz targets and runs each one for a while, starting from its
# seed corpus (tools/fuzz/corpus/TARGET) and the inputs of the failures it
# found before (tools/fuzz/regressions/TARGET, each fixed since). New inputs
# go to .build/fuzz/corpus/, not to the committed corpus. A crash, a broken invariant, a
# timeout or a leak of memory past the limit fails the target; the input is
# kept in .build/fuzz/artifacts/ and the script exits 1.
#
#   tools/fuzz/run.sh                  every target, 25 s each
#   tools/fuzz/run.sh 300 touchlog     one target, 5 minutes
#
# Reproduce a failure: .build/fuzz/fuzz-TARGET .build/fuzz/artifacts/TARGET-crash-…
for arg in "$@"; do case "$arg" in -h|--help) sed -n '2,/^[^#]/{/^#/p}' "$0"; exit 0 ;; esac; done  # the header comment
set -uo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
out="${FUZZ_BUILD:-$root/.build/fuzz}"
seconds="${1:-25}"
shift || true
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then targets=(getevent evemu libinput w3c touchlog scene outcome); fi

# Swift's own crash handler would print a second report under ASan.
export SWIFT_BACKTRACE=enable=no
"$root/tools/fuzz/build.sh" "${targets[@]}" || exit 1
mkdir -p "$out/artifacts"
passed=0
failed=0
for target in "${targets[@]}"; do
    work="$out/corpus/$target"
    mkdir -p "$work"
    log="$out/$target.log"
    # -max_len: 16 KB for device dumps (the seeds are at most 8 KB), 4 KB for the JSON formats.
    case "$target" in touchlog | scene | outcome) max_len=4096 ;; *) max_len=16384 ;; esac
    seeds=("$root/tools/fuzz/corpus/$target")
    [ -d "$root/tools/fuzz/regressions/$target" ] && seeds+=("$root/tools/fuzz/regressions/$target")
    "$out/fuzz-$target" "$work" "${seeds[@]}" \
        -max_total_time="$seconds" -max_len="$max_len" -timeout=10 -rss_limit_mb=2048 \
        -print_final_stats=1 -artifact_prefix="$out/artifacts/$target-" >"$log" 2>&1
    status=$?
    runs="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")"
    if [ $status -eq 0 ]; then
        passed=$((passed + 1))
        echo "fuzz $target: ${runs:-?} executions in ${seconds} s, no failure"
    else
        failed=$((failed + 1))
        echo "fuzz $target: FAILED after ${runs:-?} executions (exit $status); log: $log"
        grep -E 'ERROR|Fatal error|fatal error|SUMMARY|Test unit written' "$log" | head -8 | sed 's/^/    /'
    fi
done
echo "fuzz: $passed passed, $failed failed"
[ $failed -eq 0 ]
