#!/usr/bin/env bash
# Runs every benchmark of swift-musicbrainz and prints one table (see BENCHMARKS.md).
#
#   Benchmarks/run.sh            full run: installs the peers (Debian libmusicbrainz5-dev,
#                                PyPI musicbrainzngs), builds in release mode, measures everything
#   Benchmarks/run.sh --smoke    a few seconds in a debug build, no peers: keeps the harness from
#                                rotting (CI runs this; without the recorded fixtures it runs on
#                                the project's own Tests/MusicBrainzTests/Fixtures), with a sanity
#                                check of the dump benchmark on a 2 MB file
#   Benchmarks/run.sh --dump     only the data dump benchmark (Benchmarks/dump.sh): a 500 MB and a
#                                2.5 GB dump file, release build; minutes, and 3 GB of disk
#
# Environment: MUSICBRAINZ_FIXTURES (default ../shared/fixtures), BENCH_OUT (default
# Benchmarks/results).
set -euo pipefail
cd "$(dirname "$0")/.."

SMOKE=0
if [ "${1:-}" = "--smoke" ]; then SMOKE=1; fi
if [ "${1:-}" = "--dump" ]; then exec Benchmarks/dump.sh; fi
OUT="$(mkdir -p "${BENCH_OUT:-Benchmarks/results}" && cd "${BENCH_OUT:-Benchmarks/results}" && pwd)"
FIXTURES="$(cd "${MUSICBRAINZ_FIXTURES:-../shared/fixtures}" 2>/dev/null && pwd || true)"
OWN_FIXTURES=0
if [ -z "$FIXTURES" ] || [ ! -f "$FIXTURES/MANIFEST.tsv" ]; then
    echo "run.sh: the recorded fixtures are missing (../shared/fixtures or \$MUSICBRAINZ_FIXTURES)" >&2
    if [ "$SMOKE" = 0 ]; then exit 2; fi
    # A fresh clone: smoke-test the harness on the project's own small fixtures instead.
    echo "run.sh: smoke run on the project's own fixtures (Tests/MusicBrainzTests/Fixtures)" >&2
    OWN_FIXTURES=1
    FIXTURES="$OUT/own-fixtures"
    OWN="$(pwd)/Tests/MusicBrainzTests/Fixtures"
    rm -rf "$FIXTURES"
    mkdir -p "$FIXTURES/ws2/xml/release" "$FIXTURES/ws2/json/release"
    printf 'file\tformat\tkind\tentity\trequest\thttp_status\tsource\tnotes\n' >"$FIXTURES/MANIFEST.tsv"
    for format in xml json; do
        ln -s "$OWN/release-lookup-violin-concertos.$format" "$FIXTURES/ws2/$format/release/lookup.$format"
        ln -s "$OWN/release-search-violin-concertos.$format" "$FIXTURES/ws2/$format/release/search.$format"
        printf 'ws2/%s/release/lookup.%s\t%s\tlookup\trelease\t/ws/2/release/x?inc=recordings\t200\town\t\n' \
            "$format" "$format" "$format" >>"$FIXTURES/MANIFEST.tsv"
        printf 'ws2/%s/release/search.%s\t%s\tsearch\trelease\t/ws/2/release?query=x\t200\town\t\n' \
            "$format" "$format" "$format" >>"$FIXTURES/MANIFEST.tsv"
    done
fi
RAW="$OUT/raw.jsonl"
: >"$RAW"
log() { echo "== $*" >&2; }

if [ "$SMOKE" = 1 ]; then
    CONFIG=debug PASSES=1 COUNT=20
else
    CONFIG=release PASSES=7 COUNT=1000
    if command -v apt-get >/dev/null 2>&1; then
        SUDO=""
        if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
        missing=""
        for package in libmusicbrainz5-dev libcurl4-openssl-dev g++ pkg-config curl python3 python3-pip; do
            dpkg -s "$package" >/dev/null 2>&1 || missing="$missing $package"
        done
        if [ -n "$missing" ]; then
            log "installing$missing"
            $SUDO apt-get update -qq && $SUDO apt-get install -y -qq --no-install-recommends $missing >/dev/null
        fi
    fi
    python3 -c "import musicbrainzngs" 2>/dev/null || python3 -m pip install -q musicbrainzngs >&2 ||
        log "could not install musicbrainzngs; its rows will be missing"
fi

TRAITS=""
if pkg-config --exists libcurl 2>/dev/null; then TRAITS="--traits Curl"; fi
log "building mbbench ($CONFIG${TRAITS:+, $TRAITS})"
swift build -c "$CONFIG" --product mbbench $TRAITS >&2
swift build -c "$CONFIG" --product mbz $TRAITS >&2
BIN="$(swift build -c "$CONFIG" --show-bin-path $TRAITS)/mbbench"
MBZ="$(swift build -c "$CONFIG" --show-bin-path $TRAITS)/mbz"

{
    echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //'), $(free -g | awk '/Mem:/ {print $2}') GiB"
    echo "swift: $(swift --version 2>&1 | head -1)"
    echo "python: $(python3 --version 2>&1)"
    echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
    echo "load before the run: $(cut -d' ' -f1-3 /proc/loadavg)"
} >"$OUT/machine.txt"

if [ "$OWN_FIXTURES" = 1 ]; then
    log "the large release stands in as the project's own release lookup"
    cp "$FIXTURES/ws2/xml/release/lookup.xml" "$OUT/large-release.xml"
    cp "$FIXTURES/ws2/json/release/lookup.json" "$OUT/large-release.json"
else
    log "building the large release from recorded fixtures"
    python3 Benchmarks/peers/make_large_release.py "$FIXTURES" "$OUT"
fi

log "decoding (ours, XMLParser, JSONSerialization)"
"$BIN" decode --fixtures "$FIXTURES" --large "$OUT" --passes "$PASSES" >>"$RAW" 2>"$OUT/skipped.txt"

# The peers read exactly the files our decoders read.
python3 - "$RAW" "$FIXTURES" "$OUT" <<'PY'
import json, sys, os
raw, fixtures, out = sys.argv[1:]
for line in open(raw):
    row = json.loads(line)
    if row.get("name") == "files":
        json.dump([os.path.join(fixtures, f) for f in row["files"]], open(os.path.join(out, row["group"] + ".files.json"), "w"))
for fmt in ("xml", "json"):
    json.dump([os.path.join(out, "large-release." + fmt)], open(os.path.join(out, "large-%s.files.json" % fmt), "w"))
PY

log "decoding (Python ceilings and musicbrainzngs)"
for group in corpus-xml large-xml corpus-json large-json; do
    python3 Benchmarks/peers/python_peers.py decode --list "$OUT/$group.files.json" --format "${group#*-}" \
        --group "$group" --passes "$PASSES" >>"$RAW"
done

if [ "$SMOKE" = 0 ] && pkg-config --exists libmusicbrainz5cc 2>/dev/null; then
    log "decoding (libmusicbrainz5)"
    g++ -O2 -std=c++17 Benchmarks/peers/libmb5_bench.cpp -o "$OUT/libmb5_bench" $(pkg-config --cflags --libs libmusicbrainz5cc)
    for group in corpus-xml large-xml; do
        mapfile -t files < <(python3 -c "import json,sys; print('\n'.join(json.load(open(sys.argv[1]))))" "$OUT/$group.files.json")
        "$OUT/libmb5_bench" parse "$PASSES" "${files[@]}" |
            python3 -c "import json,sys; r=json.load(sys.stdin); print(json.dumps({'group': sys.argv[1], 'name': 'libmusicbrainz5 (CMetadata)', 'bytes': r['bytes'], 'seconds': r['seconds']}))" "$group" >>"$RAW"
    done
fi

log "peak memory"
"$BIN" memory "$OUT/large-release.xml" xml >>"$RAW"
"$BIN" memory "$OUT/large-release.xml" xml --stage bare >>"$RAW"
"$BIN" memory "$OUT/large-release.xml" xml --stage bare-stream >>"$RAW"
"$BIN" memory "$OUT/large-release.json" json >>"$RAW"
# The same after a first tiny decode: what one document costs in a process that has decoded before.
"$BIN" memory "$OUT/large-release.xml" xml --warm >>"$RAW"
"$BIN" memory "$OUT/large-release.xml" xml --stage bare --warm >>"$RAW"
"$BIN" memory "$OUT/large-release.xml" xml --stage bare-stream --warm >>"$RAW"
"$BIN" memory "$OUT/large-release.json" json --warm >>"$RAW"

log "loopback requests"
SERVER_LOG="$OUT/server.log"
python3 -u Tests/MusicBrainzTests/Support/loopback_server.py >"$SERVER_LOG" 2>&1 &
SERVER=$!
trap 'kill $SERVER 2>/dev/null || true' EXIT
for _ in $(seq 50); do grep -q '^PORT' "$SERVER_LOG" 2>/dev/null && break; sleep 0.1; done
PORT="$(sed -n 's/^PORT //p' "$SERVER_LOG")"
MBID=5b5a3c2e-2f4e-4c3b-9d3e-6f0a1b2c3d4e
FIXDIR="$(pwd)/Tests/MusicBrainzTests/Fixtures"
curl -s -X POST "http://127.0.0.1:$PORT/__control/routes" -d "{\"routes\": [
  {\"path\": \"/ws/2/release/$MBID\", \"query\": {\"fmt\": \"json\"}, \"responses\": [{\"headers\": {\"Content-Type\": \"application/json; charset=utf-8\"}, \"body_file\": \"$FIXDIR/release-lookup-violin-concertos.json\"}]},
  {\"path\": \"/ws/2/release/$MBID\", \"responses\": [{\"headers\": {\"Content-Type\": \"application/xml; charset=utf-8\"}, \"body_file\": \"$FIXDIR/release-lookup-violin-concertos.xml\"}]}
]}" >/dev/null
BASE="http://127.0.0.1:$PORT/ws/2"
TRANSPORTS="urlsession"
if [ -n "$TRAITS" ]; then TRANSPORTS="urlsession curl"; fi
for transport in $TRANSPORTS; do
    "$BIN" requests --url "$BASE" --transport "$transport" --count "$COUNT" --concurrency 1 >>"$RAW"
    "$BIN" requests --url "$BASE" --transport "$transport" --count "$COUNT" --concurrency 8 >>"$RAW"
done
if python3 -c "import musicbrainzngs" 2>/dev/null; then
    python3 Benchmarks/peers/python_peers.py requests --host "127.0.0.1:$PORT" --mbid $MBID --count "$COUNT" --threads 1 >>"$RAW"
    python3 Benchmarks/peers/python_peers.py requests --host "127.0.0.1:$PORT" --mbid $MBID --count "$COUNT" --threads 8 >>"$RAW"
fi
if [ -x "$OUT/libmb5_bench" ]; then
    "$OUT/libmb5_bench" requests "$COUNT" 127.0.0.1 "$PORT" "$MBID" |
        python3 -c "import json,sys; r=json.load(sys.stdin); print(json.dumps({'group': 'requests-sequential', 'name': 'libmusicbrainz5 (CQuery)', 'requests': r['ok'], 'seconds': r['seconds']}))" >>"$RAW"
fi
URL="$BASE/release/$MBID?inc=artist-credits+labels+recordings+release-groups+media&fmt=json"
for mode in sequential concurrent; do
    args=()
    for _ in $(seq "$COUNT"); do args+=("$URL" -o /dev/null); done
    parallel=""
    if [ "$mode" = concurrent ]; then parallel="--parallel --parallel-max 8"; fi
    start=$(date +%s.%N)
    curl -s --no-progress-meter $parallel -H "User-Agent: mbbench-curl/1.0" "${args[@]}" 2>/dev/null
    end=$(date +%s.%N)
    echo "{\"group\": \"requests-$mode\", \"name\": \"curl command, keep-alive (the practical limit)\", \"requests\": $COUNT, \"seconds\": $(python3 -c "print($end - $start)")}" >>"$RAW"
done

log "cache and bulk requests"
python3 Benchmarks/peers/album_twice.py --server "http://127.0.0.1:$PORT" --mbz "$MBZ" --fixtures "$FIXDIR" >>"$RAW"
"$BIN" cache bulk --server "http://127.0.0.1:$PORT" >>"$RAW"
"$BIN" cache art --server "http://127.0.0.1:$PORT" >>"$RAW"
LOOKUP_CACHE="$(mktemp -d)"
# Each in a fresh process, for its peak memory.
"$BIN" cache lookups --server "http://127.0.0.1:$PORT" --fixture "$FIXDIR/release-lookup-violin-concertos.json" \
    --count "$COUNT" --cache "$LOOKUP_CACHE" >>"$RAW"
"$BIN" cache lookups --server "http://127.0.0.1:$PORT" --fixture "$FIXDIR/release-lookup-violin-concertos.json" \
    --count "$COUNT" >>"$RAW"
rm -rf "$LOOKUP_CACHE"
if [ "$SMOKE" = 1 ]; then
    log "dump benchmark sanity check"
    Benchmarks/dump.sh --smoke >/dev/null
fi

log "table"
python3 Benchmarks/peers/report.py "$RAW" | tee "$OUT/table.md"
echo
cat "$OUT/machine.txt"
