#!/usr/bin/env bash
# Fuzzes the XML or the JSON decoder of the MusicBrainz module with libFuzzer.
#
#   Scripts/fuzz.sh xml 300          # five minutes on the XML decoder
#   Scripts/fuzz.sh json 600 -jobs=2 # ten minutes on the JSON decoder; extra flags go to libFuzzer
#   Scripts/fuzz.sh xml 0 .build/fuzz/xml/artifacts/crash-…   # replay one input
#
# Builds Fuzz/<Target>DecoderFuzzer.swift with every file of Sources/MusicBrainz into one binary
# (swiftc -sanitize=fuzzer,address; SwiftPM cannot build it because of the libFuzzer main), seeds
# it from the recorded WS/2 responses (../shared/fixtures or $MUSICBRAINZ_FIXTURES) and the
# project's own fixtures, and runs it for SECONDS seconds. Crashing inputs land in
# .build/fuzz/<target>/artifacts; the grown corpus in .build/fuzz/<target>/corpus. See FUZZING.md.
set -euo pipefail
cd "$(dirname "$0")/.."

usage() { echo "usage: $0 xml|json [SECONDS (default 300; 0 with a file argument replays it)] [libFuzzer flags or files…]" >&2; exit 2; }
target=${1:-}
case "$target" in
    xml) name=XML ;;
    json) name=JSON ;;
    *) usage ;;
esac
seconds=${2:-300}
[[ "$seconds" =~ ^[0-9]+$ ]] || usage
shift $(( $# >= 2 ? 2 : 1 ))

work=.build/fuzz/$target
binary=$work/fuzz-$target
mkdir -p "$work/corpus" "$work/artifacts"

sources=()
while IFS= read -r file; do sources+=("$file"); done < <(find Sources/MusicBrainz -name '*.swift' | sort)
harness=(Fuzz/FuzzTargets.swift "Fuzz/${name}DecoderFuzzer.swift")

# Rebuild when the binary is missing or any source is newer than it.
if [ ! -x "$binary" ] || [ -n "$(find Sources/MusicBrainz Fuzz -name '*.swift' -newer "$binary" | head -1)" ]; then
    echo "== building $binary" >&2
    swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name MusicBrainzFuzz \
        -enable-upcoming-feature ExistentialAny -enable-upcoming-feature MemberImportVisibility \
        "${sources[@]}" "${harness[@]}" -o "$binary"
fi

# Seed directories (read only; libFuzzer writes new inputs to the first directory only).
fixtures=${MUSICBRAINZ_FIXTURES:-../shared/fixtures}
seeds=()
[ -d "$fixtures/ws2/$target" ] && seeds+=("$fixtures/ws2/$target")
seeds+=(Tests/MusicBrainzTests/Fixtures)

# The Swift backtracer can hang under ASan; FoundationXML leaks on every parse error.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0}

if [ "$seconds" = 0 ]; then
    exec "$binary" -detect_leaks=0 "$@"
fi
exec "$binary" -detect_leaks=0 -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 \
    -artifact_prefix="$work/artifacts/" -print_final_stats=1 "$@" "$work/corpus" "${seeds[@]}"
