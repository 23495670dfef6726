#!/usr/bin/env bash
# The soak (issue 26): COUNT lookups in a row, then COUNT from 8 callers at once, on each transport,
# against Benchmarks/peers/soak_server.py (one fixed release, no per-request state); mbbench prints
# the lookups per second and the resident set (read before the benchmark's own bookkeeping) at
# 1,000 and every COUNT/10 lookups, and says so if no lookup finishes for 10 s. Not a timed test.
#
#   Benchmarks/soak.sh [COUNT]      (default 100000; a release build with the Curl trait)
#
# Prints one Markdown table per run and the machine's load before and after; the raw JSON lines go
# to $BENCH_OUT/soak.jsonl (default Benchmarks/results).
set -euo pipefail
cd "$(dirname "$0")/.."
COUNT="${1:-100000}"
EVERY="${EVERY:-$((COUNT / 10))}"
OUT="$(mkdir -p "${BENCH_OUT:-Benchmarks/results}" && cd "${BENCH_OUT:-Benchmarks/results}" && pwd)"
RAW="$OUT/soak.jsonl"
: >"$RAW"

swift build -c release --traits Curl --product mbbench >/dev/null
BIN="$(swift build -c release --traits Curl --show-bin-path)/mbbench"
python3 -u Benchmarks/peers/soak_server.py Tests/MusicBrainzTests/Fixtures/release-lookup-violin-concertos.json \
    >"$OUT/soak-server.out" 2>&1 &
SERVER=$!
trap 'kill "$SERVER" 2>/dev/null || true' EXIT
for _ in $(seq 50); do grep -q '^PORT' "$OUT/soak-server.out" 2>/dev/null && break; sleep 0.1; done
PORT="$(sed -n 's/^PORT //p' "$OUT/soak-server.out")"

for transport in urlsession curl; do
    for callers in 1 8; do
        echo "load before $transport x$callers: $(cut -d' ' -f1-3 /proc/loadavg)" >&2
        "$BIN" soak --url "http://127.0.0.1:$PORT/ws/2" --transport "$transport" --count "$COUNT" \
            --concurrency "$callers" --every "$EVERY" | tee -a "$RAW" >/dev/null
        echo "load after $transport x$callers: $(cut -d' ' -f1-3 /proc/loadavg)" >&2
    done
done

python3 - "$RAW" <<'EOF'
import json, sys
runs, marks = [], []
for line in open(sys.argv[1]):
    row = json.loads(line)
    if row["group"] == "soak-mark":
        marks.append(row)
    else:
        runs.append((row, marks))
        marks = []
for summary, rows in runs:
    print(f"\n{summary['name']}, {summary['concurrency']} caller(s): {summary['requests']} lookups, "
          f"{summary['failures']} failed, {summary['lookups_per_second']:.0f} lookups/s overall, resident set "
          f"{summary['rss_start_mb']} MB at start, {summary['rss_at_1000_mb']} MB at 1,000, {summary['rss_end_mb']} MB "
          f"at the end (spread after 1,000: {summary['rss_spread_after_1000_mb']} MB)\n")
    print("| lookups | lookups/s since the previous row | resident set (MB) | slowest lookup (ms) |")
    print("| ---: | ---: | ---: | ---: |")
    for row in rows:
        print(f"| {row['lookups']:,} | {row['lookups_per_second']:.0f} | {row['rss_mb']} | {row['slowest_ms']:.1f} |")
EOF
