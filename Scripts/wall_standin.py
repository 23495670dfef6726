#!/usr/bin/env python3
"""A stand-in MusicBrainz and Cover Art Archive for the album-art wall, on 127.0.0.1.

It serves one made-up artist with N albums (release groups), each with a few official
releases, as the real services answer a wall:

  GET /ws/2/release?artist=<mbid>&...&limit=100&offset=O   a page of the artist's releases
                                                            (JSON, with release groups, artist
                                                            credits and cover-art-archive flags)
  GET /caa/release-group/<mbid>                             307 to /ia/<mbid>/index.json
  GET /ia/<mbid>/index.json                                 the listing (Cover Art Archive JSON)
  GET /img/<name>.png                                       a generated PNG cover
  GET /__stats                                              request counts by kind (JSON)

Every fifth album has no front cover on any release (the wall should not ask the archive about
it); every third album's listing lacks the 1200 thumbnail (a small original). Titles include
characters HTML must escape. --latency-ms delays every answer, like a distant server.

Run: python3 -u wall_standin.py [--albums 30] [--releases-per-album 4] [--latency-ms 0]
Prints "PORT <n>" and "ARTIST <mbid>" when ready; exits when stdin closes (--die-with-stdin).
"""

import json
import os
import signal
import struct
import sys
import threading
import time
import uuid
import zlib
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

# A child started from a Swift task inherits a signal mask that blocks SIGTERM: undo it.
if hasattr(signal, "pthread_sigmask"):
    signal.pthread_sigmask(signal.SIG_SETMASK, [])
signal.signal(signal.SIGTERM, lambda *_: os._exit(0))

ARGS = sys.argv[1:]


def option(name, default):
    return int(ARGS[ARGS.index(name) + 1]) if name in ARGS else default


ALBUMS = option("--albums", 30)
RELEASES_PER_ALBUM = option("--releases-per-album", 4)
LATENCY = option("--latency-ms", 0) / 1000.0
ARTIST = "5f1e8a3c-9b7d-4e2a-8c6f-1d3b5a7e9c20"
ARTIST_NAME = "The Loopback Ensemble"
NAMES = ["Echoes", "Harbour Lights", "Songs & <Stories>", "\"Quoted\"", "Night Drive", "Paper Moons",
         "Glass Garden", "Northern Line", "Salt & Pepper", "Small Hours", "Red Shift", "Open Water"]
PALETTE = [(231, 76, 60), (46, 134, 193), (39, 174, 96), (243, 156, 18), (142, 68, 173), (22, 160, 133),
           (211, 84, 0), (52, 73, 94), (192, 57, 43), (41, 128, 185)]
LOCK = threading.Lock()
STATS = {"ws2": 0, "caa": 0, "ia": 0, "img": 0, "other": 0}


def mbid(*parts):
    return str(uuid.uuid5(uuid.NAMESPACE_URL, "wall-standin/" + "/".join(str(p) for p in parts)))


def album(index):
    has_art = index % 5 != 4
    title = NAMES[index % len(NAMES)] + ("" if index < len(NAMES) else " %d" % (index // len(NAMES) + 1))
    return {"index": index, "group": mbid("rg", index), "title": title, "year": 1970 + index,
            "has_art": has_art, "has_1200": index % 3 != 2}


ALBUM_LIST = [album(i) for i in range(ALBUMS)]
BY_GROUP = {a["group"]: a for a in ALBUM_LIST}


def releases():
    result = []
    for a in ALBUM_LIST:
        for r in range(RELEASES_PER_ALBUM):
            # Only the second release of an album with art has the front cover.
            front = a["has_art"] and r == 1
            result.append({
                "id": mbid("release", a["index"], r), "title": a["title"], "status": "Official",
                "status-id": "4e304316-386d-3409-af2e-78857eec5cfe", "quality": "normal",
                "date": "%d-0%d-01" % (a["year"], r + 1), "country": "GB", "disambiguation": "",
                "barcode": "", "packaging": None, "packaging-id": None,
                "text-representation": {"language": "eng", "script": "Latn"},
                "cover-art-archive": {"artwork": front, "count": 1 if front else 0, "front": front,
                                      "back": False, "darkened": False},
                "artist-credit": [{"name": ARTIST_NAME, "joinphrase": "",
                                   "artist": {"id": ARTIST, "name": ARTIST_NAME,
                                              "sort-name": "Loopback Ensemble, The", "disambiguation": ""}}],
                "release-group": {"id": a["group"], "title": a["title"], "primary-type": "Album",
                                  "primary-type-id": "f529b476-6e62-324f-b0aa-1f3e33d313fc",
                                  "secondary-types": [], "secondary-type-ids": [],
                                  "first-release-date": str(a["year"]), "disambiguation": ""},
            })
    return result


RELEASES = releases()


def png(width, height, color, seed):
    """A cover: a colour field with a lighter square and diagonal stripes, so covers tell apart."""
    r, g, b = color
    rows = []
    for y in range(height):
        row = bytearray([0])
        for x in range(width):
            inner = width // 4 <= x < 3 * width // 4 and height // 4 <= y < 3 * height // 4
            stripe = ((x + y + seed * 7) // 12) % 2 == 0
            k = 1.35 if inner else (0.85 if stripe else 1.0)
            row += bytes((min(255, int(r * k)), min(255, int(g * k)), min(255, int(b * k))))
        rows.append(bytes(row))
    raw = b"".join(rows)

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw, 6)) + chunk(b"IEND", b""))


PNG_CACHE = {}


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def send(self, status, body, content_type, headers=None):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(body)

    def count(self, kind):
        with LOCK:
            STATS[kind] += 1

    def do_GET(self):
        parts = urlsplit(self.path)
        path, query = parts.path, parse_qs(parts.query)
        if path == "/__stats":
            with LOCK:
                body = json.dumps(dict(STATS, total=sum(STATS.values()))).encode()
            return self.send(200, body, "application/json")
        if LATENCY:
            time.sleep(LATENCY)
        base = "http://127.0.0.1:%d" % self.server.server_address[1]
        if path == "/ws/2/release" and query.get("artist", [""])[0] == ARTIST:
            self.count("ws2")
            offset = int(query.get("offset", ["0"])[0])
            limit = int(query.get("limit", ["25"])[0])
            page = {"release-count": len(RELEASES), "release-offset": offset,
                    "releases": RELEASES[offset:offset + limit]}
            return self.send(200, json.dumps(page).encode(), "application/json; charset=utf-8")
        if path.startswith("/caa/release-group/"):
            self.count("caa")
            group = path.rsplit("/", 1)[1]
            a = BY_GROUP.get(group)
            if a is None or not a["has_art"]:
                return self.send(404, b"No cover art found for release group " + group.encode(), "text/plain")
            location = "%s/ia/%s/index.json" % (base, group)
            return self.send(307, ("See: %s\n" % location).encode(), "text/plain", {"Location": location})
        if path.startswith("/ia/") and path.endswith("/index.json"):
            self.count("ia")
            a = BY_GROUP.get(path.split("/")[2])
            if a is None:
                return self.send(404, b"not found", "text/plain")
            image = "%s/img/%d" % (base, a["index"])
            thumbnails = {"250": image + "-250.png", "500": image + "-500.png",
                          "small": image + "-250.png", "large": image + "-500.png"}
            if a["has_1200"]:
                thumbnails["1200"] = image + "-1200.png"
            release = mbid("release", a["index"], 1)
            listing = {"images": [{"approved": True, "back": False, "comment": "", "edit": 1000 + a["index"],
                                   "front": True, "id": 100000 + a["index"], "image": image + "-original.png",
                                   "thumbnails": thumbnails, "types": ["Front"]}],
                       "release": "https://musicbrainz.org/release/" + release}
            return self.send(200, json.dumps(listing).encode(), "application/json")
        if path.startswith("/img/") and path.endswith(".png"):
            self.count("img")
            name = path[5:-4]
            index, _, size = name.partition("-")
            pixels = {"250": 250, "500": 500, "1200": 600, "original": 400}.get(size, 250)
            key = (int(index), pixels)
            if key not in PNG_CACHE:
                PNG_CACHE[key] = png(pixels, pixels, PALETTE[int(index) % len(PALETTE)], int(index))
            return self.send(200, PNG_CACHE[key], "image/png")
        self.count("other")
        return self.send(404, json.dumps({"error": "no route for " + path}).encode(), "application/json")


class Server(ThreadingHTTPServer):
    daemon_threads = True
    request_queue_size = 128


Handler.disable_nagle_algorithm = True


def main():
    server = Server(("127.0.0.1", option("--port", 0)), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    print("PORT %d" % server.server_address[1], flush=True)
    print("ARTIST %s" % ARTIST, flush=True)
    if "--die-with-stdin" in ARGS:
        while sys.stdin.buffer.read(1024):
            pass
        os._exit(0)
    while True:
        time.sleep(3600)


if __name__ == "__main__":
    main()
