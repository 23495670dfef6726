#!/usr/bin/env python3
"""`mbz album NAME` twice with one cache directory, against the loopback server throttling to one
request per second as musicbrainz.org does (a 503 with Retry-After: 1 for a request less than a
second after the previous one). Prints one JSON line per run: requests the server received,
how many it throttled, and the wall time of the process.

usage: album_twice.py --server http://127.0.0.1:PORT --mbz PATH --fixtures DIR
"""
import argparse
import json
import shutil
import subprocess
import tempfile
import time
import urllib.request
import uuid

parser = argparse.ArgumentParser()
parser.add_argument("--server", required=True)
parser.add_argument("--mbz", required=True)
parser.add_argument("--fixtures", required=True)
args = parser.parse_args()

prefix = "/bench/" + uuid.uuid4().hex
release = prefix + "/ws/2/release"


def json_response(name):
    return {"headers": {"Content-Type": "application/json; charset=utf-8"}, "body_file": args.fixtures + "/" + name}


# Both routes share the path prefix, so the server throttles them together.
routes = [
    {"method": "GET", "path_prefix": release, "query_contains": {"query": "Violin Concertos"},
     "responses": [json_response("release-search-violin-concertos.json")], "rate_limit_ms": 1000},
    {"method": "GET", "path_prefix": release, "query_contains": {"inc": "recordings"},
     "responses": [json_response("release-lookup-violin-concertos.json")], "rate_limit_ms": 1000},
]
request = urllib.request.Request(args.server + "/__control/routes", data=json.dumps({"routes": routes}).encode(),
                                 method="POST")
urllib.request.urlopen(request).read()


def log():
    with urllib.request.urlopen(args.server + "/__control/log?prefix=" + prefix) as answer:
        return json.load(answer)


cache = tempfile.mkdtemp(prefix="mbbench-album-")
try:
    output = None
    for run in ("first run (empty cache)", "second run (same cache)"):
        before = log()
        start = time.monotonic()
        result = subprocess.run(
            [args.mbz, "album", "Violin Concertos", "--base-url", args.server + prefix + "/ws/2", "--cache", cache],
            capture_output=True, text=True)
        seconds = time.monotonic() - start
        after = log()[len(before):]
        if result.returncode != 0:
            raise SystemExit("mbz album failed: " + result.stderr)
        if output is not None and result.stdout != output:
            raise SystemExit("the second run printed something else")
        output = result.stdout
        print(json.dumps({"group": "cache-album", "name": run, "requests": len(after),
                          "throttled": sum(1 for entry in after if entry.get("rate_limited")), "seconds": seconds}))
finally:
    shutil.rmtree(cache, ignore_errors=True)
