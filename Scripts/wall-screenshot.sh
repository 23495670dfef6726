#!/usr/bin/env bash
# Renders the album-art wall page that `AlbumArtWall --html` writes in headless Chromium and
# saves a PNG screenshot. Everything runs on 127.0.0.1: Scripts/wall_standin.py plays
# MusicBrainz and the Cover Art Archive (30 albums, six without art, PNG covers it generates).
#
#   Scripts/wall-screenshot.sh [OUT.png]        (default: .build/wall-screenshot.png)
#
# Needs Debian's chromium-headless-shell (or chromium): apt-get install chromium-headless-shell.
# Without it the script says so and exits with status 3, rendering nothing.
set -euo pipefail
cd "$(dirname "$0")/.."

OUT="${1:-.build/wall-screenshot.png}"
BROWSER=""
for candidate in chromium-headless-shell chromium chromium-browser; do
    if command -v "$candidate" >/dev/null 2>&1; then BROWSER="$(command -v "$candidate")"; break; fi
done
# Debian installs the headless shell outside PATH.
if [ -z "$BROWSER" ] && [ -x /usr/lib/chromium/chromium-headless-shell ]; then
    BROWSER=/usr/lib/chromium/chromium-headless-shell
fi
if [ -z "$BROWSER" ]; then
    echo "wall-screenshot: no headless Chromium installed (apt-get install chromium-headless-shell); nothing rendered" >&2
    exit 3
fi

swift build --product AlbumArtWall >/dev/null
WALL="$(swift build --show-bin-path)/AlbumArtWall"

WORK="$(mktemp -d)"
mkfifo "$WORK/stdin"
python3 -u Scripts/wall_standin.py --die-with-stdin <"$WORK/stdin" >"$WORK/standin.out" &
STANDIN=$!
exec 3>"$WORK/stdin" # the stand-in exits when this closes, even if this script is killed
trap 'exec 3>&-; kill "$STANDIN" 2>/dev/null || true; rm -rf "$WORK"' EXIT
for _ in $(seq 50); do grep -q '^ARTIST ' "$WORK/standin.out" && break; sleep 0.1; done
PORT="$(sed -n 's/^PORT //p' "$WORK/standin.out")"
ARTIST="$(sed -n 's/^ARTIST //p' "$WORK/standin.out")"
[ -n "$PORT" ] || { echo "wall-screenshot: the stand-in did not start" >&2; exit 1; }

"$WALL" "$ARTIST" --size 250 --html "$WORK/wall.html" \
    --base-url "http://127.0.0.1:$PORT/ws/2" --caa-base-url "http://127.0.0.1:$PORT/caa" >"$WORK/wall.txt"

SANDBOX=()
if [ "$(id -u)" = "0" ]; then SANDBOX=(--no-sandbox); fi # Chromium refuses to sandbox as root
mkdir -p "$(dirname "$OUT")"
OUT_ABS="$(cd "$(dirname "$OUT")" && pwd)/$(basename "$OUT")"
"$BROWSER" "${SANDBOX[@]}" --headless --disable-gpu --hide-scrollbars --window-size=1280,1000 \
    --virtual-time-budget=5000 --screenshot="$OUT_ABS" "file://$WORK/wall.html" >"$WORK/browser.log" 2>&1 || {
    cat "$WORK/browser.log" >&2
    exit 1
}

# A PNG, and the browser fetched the covers (the page itself loads nothing else).
python3 - "$OUT_ABS" "http://127.0.0.1:$PORT/__stats" <<'PY'
import json, struct, sys, urllib.request
data = open(sys.argv[1], "rb").read()
if data[:8] != b"\x89PNG\r\n\x1a\n":
    sys.exit("wall-screenshot: %s is not a PNG" % sys.argv[1])
width, height = struct.unpack(">II", data[16:24])
stats = json.load(urllib.request.urlopen(sys.argv[2]))
if stats["img"] == 0:
    sys.exit("wall-screenshot: the browser loaded no cover image")
print("wall-screenshot: wrote %s (%dx%d, %d bytes; the browser loaded %d covers)"
      % (sys.argv[1], width, height, len(data), stats["img"]))
PY
