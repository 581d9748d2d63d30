#!/usr/bin/env bash
# Builds the libFuzzer targets in tools/fuzz/targets/ into .build/fuzz/.
#
# SwiftPM cannot build a fuzzer, so this compiles the modules' sources
# directly with swiftc, each module with coverage and AddressSanitizer
# (-sanitize=fuzzer,address), then links each target file against them.
#
#   tools/fuzz/build.sh            build every target
#   tools/fuzz/build.sh touchlog   build one
for arg in "$@"; do case "$arg" in -h|--help) sed -n '2,/^[^#]/{/^#/p}' "$0"; exit 0 ;; esac; done  # the header comment
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
out="${FUZZ_BUILD:-$root/.build/fuzz}"
mkdir -p "$out"
flags=(-sanitize=fuzzer,address -parse-as-library -O -g -swift-version 6 -suppress-warnings -package-name gesture_replay -I "$out")

# One module: every Swift file under Sources/NAME, into NAME.o and NAME.swiftmodule,
# rebuilt only when a source is newer than its object.
module() {
    local name="$1" sources
    mapfile -t sources < <(find "$root/Sources/$name" -name '*.swift' | sort)
    if [ -f "$out/$name.o" ] && [ -z "$(find "$root/Sources/$name" -name '*.swift' -newer "$out/$name.o")" ]; then
        return
    fi
    echo "fuzz build: module $name (${#sources[@]} files)" >&2
    swiftc "${flags[@]}" -wmo -module-name "$name" -emit-module -emit-module-path "$out/$name.swiftmodule" \
        -c "${sources[@]}" -o "$out/$name.o" 2> >(grep -v 'Cannot export local symbol' >&2)
}

# The model's one C target, CGestureThread (the replaying thread's environment): compiled with the
# toolchain's clang, and found by swiftc through a module map of its header.
c_module() {
    local name="$1" folder="$root/Sources/$1"
    mkdir -p "$out/$name"
    printf 'module %s {\n    header "%s"\n    export *\n}\n' "$name" "$folder/include/$name.h" >"$out/$name/module.modulemap"
    if [ ! -f "$out/$name.o" ] || [ -n "$(find "$folder" -newer "$out/$name.o")" ]; then
        echo "fuzz build: C module $name" >&2
        "$(dirname "$(command -v swiftc)")/clang" -c -O2 -g -fsanitize=address -I "$folder/include" "$folder/$name.c" -o "$out/$name.o"
    fi
}
c_module CGestureThread
flags+=(-I "$out/CGestureThread")

module GestureModel
module GestureUIKit
module GestureReplay
module GestureImport
module Examples

objects=("$out/CGestureThread.o" "$out/GestureModel.o" "$out/GestureUIKit.o" "$out/GestureReplay.o" "$out/GestureImport.o" "$out/Examples.o")
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
    for file in "$root"/tools/fuzz/targets/*.swift; do
        name="$(basename "$file" .swift)"
        [ "$name" = Common ] || targets+=("$name")
    done
fi
for name in "${targets[@]}"; do
    echo "fuzz build: target $name" >&2
    swiftc "${flags[@]}" -module-name "Fuzz_$name" "$root/tools/fuzz/targets/$name.swift" \
        "$root/tools/fuzz/targets/Common.swift" "${objects[@]}" -o "$out/fuzz-$name" \
        2> >(grep -v 'Cannot export local symbol' >&2)
done
