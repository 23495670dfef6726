#!/usr/bin/env bash
# The data dump benchmark of BENCHMARKS.md (issue 17): reading a dump-shaped release file of at
# least 500 MB built from recorded lookups, side by side in one run.
#
#   Benchmarks/dump.sh           (or Benchmarks/run.sh --dump) the full run, release build
#   Benchmarks/dump.sh --smoke   a sanity check on a 2 MB file in a debug build (run.sh --smoke)
#
# Rows: lines/s and MB/s of `mbz dump --count`, `--where country=GB --count`, `--fields
# id,title,country` and `--tables DIR` (all cores), DuckDB's read_json on 2 threads running the
# same count, filter and projection, Python's orjson loop (one core), the library into models on one core
# (DumpReader, and a plain ResponseDecoder loop), Python's json.loads per line, `jq -c .`,
# `wc -l`; peak resident memory of `mbz dump --count` on the file and on one five times larger
# (/usr/bin/time -v); the MBID index build and the median of 1,000 indexed lookups.
#
# Environment: MUSICBRAINZ_FIXTURES (default ../shared/fixtures), BENCH_OUT (default
# Benchmarks/results), DUMP_MB (default 500), DUMP_PASSES (default 3: the fastest of three passes
# of each reading is kept), KEEP_DUMPS=1 keeps the generated files (by default they are deleted at
# the end: they take 3 GB), DUMP_BIG_MB (default five times DUMP_MB; 0 leaves the big file out),
# DUMP_BIN=DIR reads mbz and mbbench from DIR instead of building them (to compare two builds on
# the same file: KEEP_DUMPS=1 keeps it, and the same seed makes the same file).
set -euo pipefail
cd "$(dirname "$0")/.."

SMOKE=0
if [ "${1:-}" = "--smoke" ]; then SMOKE=1; fi
OUT="$(mkdir -p "${BENCH_OUT:-Benchmarks/results}" && cd "${BENCH_OUT:-Benchmarks/results}" && pwd)"
FIXTURES="$(cd "${MUSICBRAINZ_FIXTURES:-../shared/fixtures}" 2>/dev/null && pwd || true)"
log() { echo "== dump: $*" >&2; }
if [ -z "$FIXTURES" ] || [ ! -f "$FIXTURES/MANIFEST.tsv" ]; then
    if [ "$SMOKE" = 0 ]; then
        echo "dump.sh: the recorded fixtures are missing (../shared/fixtures or \$MUSICBRAINZ_FIXTURES)" >&2
        exit 2
    fi
    # A fresh clone: the project's own release lookups stand in.
    FIXTURES="$OUT/dump-own-fixtures"
    rm -rf "$FIXTURES"
    mkdir -p "$FIXTURES"
    printf 'file\tformat\tkind\tentity\trequest\thttp_status\tsource\tnotes\n' >"$FIXTURES/MANIFEST.tsv"
    for name in release-lookup-violin-concertos release-lookup-edge-values; do
        cp "Tests/MusicBrainzTests/Fixtures/$name.json" "$FIXTURES/$name.json"
        printf '%s.json\tjson\tlookup\trelease\t/ws/2/release/x\t200\town\t\n' "$name" >>"$FIXTURES/MANIFEST.tsv"
    done
fi

if [ "$SMOKE" = 1 ]; then
    CONFIG=debug SIZE=2 BIG=0 LOOKUPS=50 PASSES=1
else
    CONFIG=release SIZE="${DUMP_MB:-500}" BIG="${DUMP_BIG_MB:-$((${DUMP_MB:-500} * 5))}" LOOKUPS=1000
    PASSES="${DUMP_PASSES:-3}"
    missing=""
    command -v jq >/dev/null 2>&1 || missing="$missing jq"
    [ -x /usr/bin/time ] || missing="$missing time"
    if [ -n "$missing" ] && command -v apt-get >/dev/null 2>&1; then
        SUDO=""
        if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
        log "installing$missing"
        $SUDO apt-get install -y -qq --no-install-recommends $missing >/dev/null || log "could not install$missing"
    fi
    # The big file, the 500 MB one and the index need about 6.1 times DUMP_MB.
    free_mb=$(df -Pm "$OUT" | awk 'NR == 2 {print $4}')
    if [ "$free_mb" -lt $((SIZE * 7)) ]; then
        log "only $free_mb MB free in $OUT: skipping the ${BIG} MB file"
        BIG=0
    fi
fi

if [ -n "${DUMP_BIN:-}" ]; then
    # Binaries built earlier (a before/after comparison): nothing is built.
    BIN="$(cd "$DUMP_BIN" && pwd)"
    log "using mbz and mbbench from $BIN"
else
    log "building mbz and mbbench ($CONFIG)"
    swift build -c "$CONFIG" --product mbz >&2
    swift build -c "$CONFIG" --product mbbench >&2
    BIN="$(swift build -c "$CONFIG" --show-bin-path)"
fi
MBZ="$BIN/mbz"
MBBENCH="$BIN/mbbench"
PEERS="python3 Benchmarks/peers/dump_peers.py"
RAW="$OUT/dump.jsonl"
: >"$RAW"
label() { python3 -c 'import json,sys; r=json.loads(sys.stdin.read()); r["label"]=sys.argv[1]; print(json.dumps(r, sort_keys=True))' "$1"; }
ONE_CORE=""
if command -v taskset >/dev/null 2>&1; then ONE_CORE="taskset -c 0"; fi

{
    echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //'), $(free -g | awk '/Mem:/ {print $2}') GiB"
    echo "swift: $(swift --version 2>&1 | head -1)"
    echo "python: $(python3 --version 2>&1); jq: $(jq --version 2>/dev/null || echo none)"
    echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
    echo "load before the run: $(cut -d' ' -f1-3 /proc/loadavg)"
} >"$OUT/dump-machine.txt"

log "leaving out the recorded lookups the library refuses"
PROBE="$OUT/dump-probe"
python3 Benchmarks/peers/make_dump.py "$FIXTURES" "$PROBE" 0 --probe >/dev/null
{ "$MBZ" dump "$PROBE" --entity release --count 2>&1 >/dev/null || true; } | sed -n 's/^mbz: line \([0-9]*\) .*/\1/p' |
    while read -r line; do sed -n "${line}p" "$PROBE.templates"; done >"$OUT/dump-skip.txt"
if [ -s "$OUT/dump-skip.txt" ]; then log "left out: $(tr '\n' ' ' <"$OUT/dump-skip.txt")"; fi

FILE="$OUT/release-${SIZE}mb"
log "building the ${SIZE} MB release dump"
python3 Benchmarks/peers/make_dump.py "$FIXTURES" "$FILE" "$SIZE" --skip "$OUT/dump-skip.txt" | tee "$OUT/dump-file.json" >&2
cat "$FILE" >/dev/null  # into the page cache: every reader below reads from memory

# Each reading is measured PASSES times, in turns, and the table keeps the fastest of each: the
# machine is shared, and the best pass is the one least disturbed by other work.
for pass in $(seq "$PASSES"); do
    log "reading, pass $pass of $PASSES"
    $PEERS time wc-l "$FILE" -- wc -l "$FILE" >>"$RAW"
    $PEERS time mbz-count "$FILE" -- "$MBZ" dump "$FILE" --entity release --count >>"$RAW"
    $PEERS time mbz-where "$FILE" -- "$MBZ" dump "$FILE" --entity release --where country=GB --count >>"$RAW"
    $PEERS time mbz-fields "$FILE" -- "$MBZ" dump "$FILE" --entity release --fields id,title,country >>"$RAW"
    rm -rf "$OUT/dump-tables"
    $PEERS time mbz-tables "$FILE" -- "$MBZ" dump "$FILE" --entity release --tables "$OUT/dump-tables" >>"$RAW"
    if python3 -c "import duckdb" 2>/dev/null; then
        for query in count where fields; do $PEERS duckdb "$query" "$FILE" >>"$RAW"; done
    fi
    if python3 -c "import orjson" 2>/dev/null; then $ONE_CORE $PEERS orjson "$FILE" >>"$RAW"; fi
    $ONE_CORE "$MBBENCH" dump-read "$FILE" --concurrency 1 | label reader-1 >>"$RAW"
    $ONE_CORE "$MBBENCH" dump-read "$FILE" --concurrency 1 --sequential | label sequential >>"$RAW"
    $ONE_CORE $PEERS json-loads "$FILE" >>"$RAW"
    if command -v jq >/dev/null 2>&1; then
        $ONE_CORE $PEERS time jq "$FILE" -- jq -c . "$FILE" >>"$RAW"
    fi
done

log "index and lookups"
$PEERS time mbz-index "$FILE" -- "$MBZ" dump "$FILE" --entity release --index >>"$RAW"
"$MBBENCH" dump-lookup "$FILE" --count "$LOOKUPS" >>"$RAW"

if [ "$SMOKE" = 0 ]; then
    log "peak memory"
    $PEERS memory mbz-count "$FILE" -- "$MBZ" dump "$FILE" --entity release --count >>"$RAW"
    $PEERS memory mbz-where "$FILE" -- "$MBZ" dump "$FILE" --entity release --where country=GB --count >>"$RAW"
    $PEERS memory mbz-fields "$FILE" -- "$MBZ" dump "$FILE" --entity release --fields id,title,country >>"$RAW"
    rm -rf "$OUT/dump-tables"
    $PEERS memory mbz-tables "$FILE" -- "$MBZ" dump "$FILE" --entity release --tables "$OUT/dump-tables" >>"$RAW"
    if [ "$BIG" -gt 0 ]; then
        BIGFILE="$OUT/release-${BIG}mb"
        log "building the ${BIG} MB release dump"
        python3 Benchmarks/peers/make_dump.py "$FIXTURES" "$BIGFILE" "$BIG" --skip "$OUT/dump-skip.txt" >&2
        $PEERS memory mbz-count "$BIGFILE" -- "$MBZ" dump "$BIGFILE" --entity release --count >>"$RAW"
        $PEERS memory mbz-where "$BIGFILE" -- "$MBZ" dump "$BIGFILE" --entity release --where country=GB --count >>"$RAW"
        $PEERS memory mbz-fields "$BIGFILE" -- "$MBZ" dump "$BIGFILE" --entity release --fields id,title,country >>"$RAW"
        rm -rf "$OUT/dump-tables"
        $PEERS memory mbz-tables "$BIGFILE" -- "$MBZ" dump "$BIGFILE" --entity release --tables "$OUT/dump-tables" >>"$RAW"
        if [ "${KEEP_DUMPS:-0}" != 1 ]; then rm -f "$BIGFILE"; fi
    fi
fi
if [ "${KEEP_DUMPS:-0}" != 1 ]; then rm -f "$FILE" "$FILE.mbidx"; fi
rm -rf "$OUT/dump-tables"
rm -f "$PROBE" "$PROBE.templates"

log "table"
python3 Benchmarks/peers/dump_report.py "$RAW" | tee "$OUT/dump-table.md"
echo
cat "$OUT/dump-machine.txt"
