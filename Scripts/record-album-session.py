#!/usr/bin/env python3
"""Records the session that README's offline command replays:

    swift run mbz album "Violin Concertos" --replay Examples/Recordings/violin-concertos

It starts the tests' loopback server (Tests/MusicBrainzTests/Support/loopback_server.py) on
127.0.0.1, has it answer the way musicbrainz.org answers `mbz album "Violin Concertos"` from the
project's recorded responses (Tests/MusicBrainzTests/Fixtures/release-search-violin-concertos.json
for the search, release-lookup-violin-concertos.json for every lookup of a release it lists),
and runs the built `mbz album "Violin Concertos" --record` against it. Nothing goes to the
network, and no credentials are involved (mbz writes no Authorization or Cookie header into a
recording anyway).

Then it makes the recording replayable without --base-url: the loopback URLs in each exchange
become the URLs mbz sends by default (https://musicbrainz.org/ws/2/…, and
https://coverartarchive.org/… for the Cover Art Archive), and the Date and Server headers of the
stand-in server are left out and the others sorted by name, so that running the script again
gives the same files. It fails
when mbz fails, when an answer is not 2xx (a request the stand-in does not know: teach it
below), or when the replay does not print what the recording run printed (with the stand-in's
URLs read as the real ones).

Run it again when `mbz album` changes the requests it sends; the test
AlbumReplayTests ("the shipped recording replays the album offline") fails until then.

Usage: Scripts/record-album-session.py [--mbz PATH] [--out DIR]
  --mbz PATH  the built mbz (default: `swift build --product mbz`, then .build/debug/mbz)
  --out DIR   the folder to write (default: Examples/Recordings/violin-concertos); replaced
"""

import json
import os
import shutil
import subprocess
import sys
import tempfile
import urllib.request

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
FIXTURES = os.path.join(ROOT, "Tests", "MusicBrainzTests", "Fixtures")
SERVER = os.path.join(ROOT, "Tests", "MusicBrainzTests", "Support", "loopback_server.py")
ALBUM = "Violin Concertos"
PREFIX = "/recording"
MUSICBRAINZ = "https://musicbrainz.org/ws/2"
COVER_ART_ARCHIVE = "https://coverartarchive.org"
DROPPED_HEADERS = {"date", "server"}


def option(name, default):
    args = sys.argv[1:]
    if name in args:
        return args[args.index(name) + 1]
    return default


def fail(message):
    print("record-album-session: " + message, file=sys.stderr)
    sys.exit(1)


def control(port, path, body):
    request = urllib.request.Request(
        "http://127.0.0.1:%d%s" % (port, path), data=json.dumps(body).encode(), method="POST",
        headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request) as answer:
        return answer.read()


def routes():
    """The answers of musicbrainz.org to `mbz album`, from the recorded responses."""
    with open(os.path.join(FIXTURES, "release-search-violin-concertos.json"), encoding="utf-8") as handle:
        search = handle.read()
    with open(os.path.join(FIXTURES, "release-lookup-violin-concertos.json"), encoding="utf-8") as handle:
        lookup = handle.read()
    looked_up = json.loads(lookup)["id"]
    json_type = {"Content-Type": "application/json; charset=utf-8"}
    result = [{
        "method": "GET", "path": PREFIX + "/ws/2/release", "query_contains": {"query": ALBUM},
        "responses": [{"status": 200, "headers": json_type, "body": search}],
    }]
    # Every lookup of the release the recorded lookup is of, whatever its inc.
    result.append({
        "method": "GET", "path": PREFIX + "/ws/2/release/" + looked_up,
        "responses": [{"status": 200, "headers": json_type, "body": lookup}],
    })
    return result


def mbz_path():
    given = option("--mbz", None)
    if given:
        return given
    subprocess.run(["swift", "build", "--product", "mbz"], cwd=ROOT, check=True)
    return os.path.join(ROOT, ".build", "debug", "mbz")


def run_mbz(mbz, arguments, cache):
    env = dict(os.environ)
    for name in ("MUSICBRAINZ_BASE_URL", "COVERARTARCHIVE_BASE_URL", "MUSICBRAINZ_TOKEN", "MUSICBRAINZ_USERNAME",
                 "MUSICBRAINZ_PASSWORD"):
        env.pop(name, None)
    env["MBZ_CACHE_DIR"] = cache
    return subprocess.run([mbz, "album", ALBUM] + arguments, env=env, capture_output=True, text=True)


def rewrite(url, port):
    local = "http://127.0.0.1:%d%s" % (port, PREFIX)
    if url.startswith(local + "/ws/2"):
        return MUSICBRAINZ + url[len(local + "/ws/2"):]
    if url.startswith(local + "/caa"):
        return COVER_ART_ARCHIVE + url[len(local + "/caa"):]
    fail("an exchange went to %s, outside the stand-in" % url)


def main():
    out = os.path.abspath(option("--out", os.path.join(ROOT, "Examples", "Recordings", "violin-concertos")))
    mbz = mbz_path()
    server = subprocess.Popen([sys.executable, "-u", SERVER, "--die-with-stdin"], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True)
    work = tempfile.mkdtemp(prefix="record-album-session-")
    try:
        line = server.stdout.readline()
        if not line.startswith("PORT "):
            fail("the loopback server did not start")
        port = int(line.split()[1])
        control(port, "/__control/routes", {"routes": routes()})

        recorded = os.path.join(work, "recorded")
        base = "http://127.0.0.1:%d%s" % (port, PREFIX)
        run = run_mbz(mbz, ["--base-url", base + "/ws/2", "--caa-base-url", base + "/caa", "--record", recorded,
                            "--quiet"], os.path.join(work, "cache1"))
        if run.returncode != 0:
            fail("mbz album --record failed (%d): %s" % (run.returncode, run.stderr))

        os.makedirs(out + ".new")
        for name in sorted(os.listdir(recorded)):
            with open(os.path.join(recorded, name), encoding="utf-8") as handle:
                exchange = json.load(handle)
            status = exchange["response"]["status"]
            if not 200 <= status < 300:
                fail("%s %s was answered %d: teach routes() that request"
                     % (exchange["request"]["method"], exchange["request"]["url"], status))
            exchange["request"]["url"] = rewrite(exchange["request"]["url"], port)
            if exchange["response"].get("url"):
                exchange["response"]["url"] = rewrite(exchange["response"]["url"], port)
            # URLSession hands the header fields over in no fixed order: sorted, the files stay the same.
            exchange["response"]["headers"] = sorted(
                pair for pair in exchange["response"]["headers"] if pair[0].lower() not in DROPPED_HEADERS
            )
            with open(os.path.join(out + ".new", name), "w", encoding="utf-8") as handle:
                json.dump(exchange, handle, indent=2, sort_keys=True, ensure_ascii=False)
                handle.write("\n")

        replay = run_mbz(mbz, ["--replay", out + ".new"], os.path.join(work, "cache2"))
        # The recording run printed the stand-in's Cover Art Archive URL where the replay prints the real one.
        expected = run.stdout.replace(base + "/caa", COVER_ART_ARCHIVE).replace(base + "/ws/2", MUSICBRAINZ)
        if replay.returncode != 0 or replay.stdout != expected:
            fail("the replay did not print what the recording run printed:\n%s\n%s" % (replay.stdout, replay.stderr))
        shutil.rmtree(out, ignore_errors=True)
        os.rename(out + ".new", out)
        print("recorded %d exchanges into %s" % (len(os.listdir(out)), os.path.relpath(out, ROOT)))
        print(replay.stdout, end="")
    finally:
        shutil.rmtree(out + ".new", ignore_errors=True)
        shutil.rmtree(work, ignore_errors=True)
        server.stdin.close()
        server.wait(timeout=10)


if __name__ == "__main__":
    main()
