#!/usr/bin/env bash
# The album-art wall's requests and wall time: AlbumArtWall for an artist with 30 albums
# (4 official releases each, 120 releases = 2 browse pages; 6 albums without a front cover)
# against Scripts/wall_standin.py on 127.0.0.1, at 0 ms and at 100 ms of server latency.
#
#   Benchmarks/wall.sh [RUNS]        (default 5 runs per latency; prints a Markdown table)
#
# The stand-in counts every request it gets by kind: MusicBrainz browse pages, Cover Art Archive
# listing requests (each answered with a 307), the archive.org index.json they redirect to, and
# images (none: the wall prints URLs, the browser fetches images). Not a timed test: the times
# depend on the machine; the request counts do not.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS="${1:-5}"
CONFIG="${CONFIG:-debug}" # the wall waits on the network; a release build changes nothing here

swift build -c "$CONFIG" --product AlbumArtWall >/dev/null
WALL="$(swift build -c "$CONFIG" --show-bin-path)/AlbumArtWall"
WORK="$(mktemp -d)"
trap 'for fd in $(ls "$WORK" | grep "^pid-" || true); do kill "$(cat "$WORK/$fd")" 2>/dev/null || true; done; rm -rf "$WORK"' EXIT

echo "| server latency | browse pages | archive listings | index.json hops | albums with art | wall time (median of $RUNS) |"
echo "| --- | --- | --- | --- | --- | --- |"
for latency in 0 100; do
    times=()
    for run in $(seq "$RUNS"); do
        python3 -u Scripts/wall_standin.py --albums 30 --releases-per-album 4 --latency-ms "$latency" \
            >"$WORK/standin.out" 2>&1 &
        echo $! >"$WORK/pid-$latency-$run"
        for _ in $(seq 50); do grep -q '^ARTIST ' "$WORK/standin.out" && break; sleep 0.1; done
        PORT="$(sed -n 's/^PORT //p' "$WORK/standin.out")"
        ARTIST="$(sed -n 's/^ARTIST //p' "$WORK/standin.out")"
        start=$(date +%s.%N)
        "$WALL" "$ARTIST" --base-url "http://127.0.0.1:$PORT/ws/2" --caa-base-url "http://127.0.0.1:$PORT/caa" \
            >"$WORK/wall.txt"
        end=$(date +%s.%N)
        times+=("$(python3 -c "print($end - $start)")")
        STATS="$(python3 -c "import urllib.request; print(urllib.request.urlopen('http://127.0.0.1:$PORT/__stats').read().decode())")"
        ART="$(sed -n 's/^30 albums, \([0-9]*\) with a front cover$/\1/p' "$WORK/wall.txt")"
        kill "$(cat "$WORK/pid-$latency-$run")"
        rm "$WORK/pid-$latency-$run"
    done
    median="$(printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {printf "%.2f s", a[int((NR+1)/2)]}')"
    python3 - "$STATS" "$latency" "$ART" "$median" <<'PY'
import json, sys
stats, latency, art, median = json.loads(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4]
print("| %s ms | %d | %d | %d | %s | %s |" % (latency, stats["ws2"], stats["caa"], stats["ia"], art, median))
PY
done
